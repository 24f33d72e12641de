/**
 * Typed errors of the application and, in one table, how each maps to HTTP and to
 * the envelope's non-zero `code`. Services throw these; the API framework and the
 * pages translate them, so no route decides a status code on its own.
 *
 * A message key is the common catalogue's (`error.`, `validation.`) unless the error
 * names the catalogue that owns it (`messages`): a feature raising its own text passes
 * its catalogue, so this layer says any feature's message without knowing the features.
 */
import type { KeyOf, MessageSource } from '#src/i18n/catalogue.ts';
import type { commonText } from '#src/i18n/common-messages.ts';
import type { MessageParams } from '#src/i18n/format.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';

export const ERROR_CODES = {
  bad_request: { status: 400, code: API_ERROR_CODES.badRequest, messageKey: 'error.badRequest' },
  unauthorized: { status: 401, code: API_ERROR_CODES.unauthorized, messageKey: 'error.signInRequired' },
  forbidden: { status: 403, code: API_ERROR_CODES.permissionDenied, messageKey: 'error.forbidden' },
  cross_site: { status: 403, code: API_ERROR_CODES.forbidden, messageKey: 'error.crossSite' },
  verification_failed: { status: 403, code: API_ERROR_CODES.verificationFailed, messageKey: 'error.verificationCode' },
  not_found: { status: 404, code: API_ERROR_CODES.notFound, messageKey: 'error.notFound' },
  method_not_allowed: { status: 405, code: API_ERROR_CODES.methodNotAllowed, messageKey: 'error.methodNotAllowed' },
  conflict: { status: 409, code: API_ERROR_CODES.conflict, messageKey: 'error.conflict' },
  payload_too_large: { status: 413, code: API_ERROR_CODES.payloadTooLarge, messageKey: 'error.payloadTooLarge' },
  unsupported_media_type: { status: 415, code: API_ERROR_CODES.unsupportedMediaType, messageKey: 'error.unsupportedMediaType' },
  rate_limited: { status: 429, code: API_ERROR_CODES.rateLimited, messageKey: 'error.tooManyRequests' },
  internal: { status: 500, code: API_ERROR_CODES.internal, messageKey: 'error.internal' },
  unavailable: { status: 503, code: API_ERROR_CODES.unavailable, messageKey: 'error.unavailable' },
} as const satisfies Record<string, { status: number; code: number; messageKey: KeyOf<typeof commonText> }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What a 429 says to wait when the limit does not know better (the shortest window of the site's limits). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export interface FieldIssue {
  field: string;
  /** A key of the common catalogue, or of the error's `messages`. */
  messageKey: string;
  params?: MessageParams;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly params: MessageParams | undefined;
  readonly issues: FieldIssue[];
  /** The catalogue of the keys (message and issues) that are not common ones. */
  readonly messages: MessageSource | undefined;
  /** Seconds the caller should wait (the `Retry-After` header of 429 and 503 answers). */
  readonly retryAfter: number | undefined;
  /** What the caller needs to act on the refusal (a 409's difference), sent as the envelope's `data`. */
  readonly data: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: { messageKey?: string; params?: MessageParams; issues?: FieldIssue[]; messages?: MessageSource; cause?: unknown; retryAfter?: number; data?: Record<string, unknown> } = {},
  ) {
    const messageKey = options.messageKey ?? ERROR_CODES[code].messageKey;
    super(messageKey, { cause: options.cause });
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.issues = options.issues ?? [];
    this.messages = options.messages;
    this.retryAfter = options.retryAfter ?? (code === 'rate_limited' ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
    this.data = options.data;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  get envelopeCode(): number {
    return ERROR_CODES[this.code].code;
  }
}

export class ValidationError extends AppError {
  override name = 'ValidationError';
  /** `messages`: the catalogue of the issues' keys that are not common ones. */
  constructor(issues: FieldIssue[], messages?: MessageSource) {
    const first = issues[0];
    super('bad_request', { ...(first ? { messageKey: 'error.invalidParameter' } : {}), issues, ...(messages ? { messages } : {}) });
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(messageKey?: KeyOf<typeof commonText>) {
    super('not_found', messageKey ? { messageKey } : {});
  }
}

/**
 * A verification code (captcha) that is wrong, missing, used or expired, or a call that
 * needs a validate key without a live one. One message for all cases on purpose: telling
 * them apart would help a script guess.
 */
export class VerificationCodeError extends AppError {
  override name = 'VerificationCodeError';
  constructor() {
    super('verification_failed');
  }
}

export class MethodNotAllowedError extends AppError {
  override name = 'MethodNotAllowedError';
  readonly allow: string[];
  constructor(method: string, allow: string[]) {
    super('method_not_allowed', { params: { method } });
    this.allow = allow;
  }
}

/**
 * SQLSTATE class 22 (data exception: a number out of range, an impossible date, a NUL
 * in text, bad text for a type) means the caller's value reached the database
 * unchecked: the input was bad, not the server. Schemas should refuse such values
 * first (src/lib/api/params.ts); this is the net under them, so no such input is a 500.
 */
function isDataException(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Any thrown value to an AppError; unknown errors become `internal`, keeping the cause for the log. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDataException(err)) return new AppError('bad_request', { cause: err });
  return new AppError('internal', { cause: err });
}
