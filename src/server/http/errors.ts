/**
 * Typed errors of the application and, in one table, how each maps to HTTP and to
 * the envelope's non-zero `code`. Services throw these; the API framework and the
 * pages translate them, so no route decides a status code on its own.
 */
import type { MessageKey, MessageParams } from '#src/i18n/index.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';

export const ERROR_CODES = {
  bad_request: { status: 400, code: API_ERROR_CODES.badRequest, messageKey: 'error.badRequest' },
  verification_failed: { status: 403, code: API_ERROR_CODES.verificationFailed, messageKey: 'error.verificationCode' },
  not_found: { status: 404, code: API_ERROR_CODES.notFound, messageKey: 'error.notFound' },
  method_not_allowed: { status: 405, code: API_ERROR_CODES.methodNotAllowed, messageKey: 'error.methodNotAllowed' },
  conflict: { status: 409, code: API_ERROR_CODES.conflict, messageKey: 'error.conflict' },
  payload_too_large: { status: 413, code: API_ERROR_CODES.payloadTooLarge, messageKey: 'error.payloadTooLarge' },
  unsupported_media_type: { status: 415, code: API_ERROR_CODES.unsupportedMediaType, messageKey: 'error.unsupportedMediaType' },
  rate_limited: { status: 429, code: API_ERROR_CODES.rateLimited, messageKey: 'error.tooManyRequests' },
  internal: { status: 500, code: API_ERROR_CODES.internal, messageKey: 'error.internal' },
  unavailable: { status: 503, code: API_ERROR_CODES.unavailable, messageKey: 'error.unavailable' },
} as const satisfies Record<string, { status: number; code: number; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldIssue {
  field: string;
  messageKey: MessageKey;
  params?: MessageParams;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  readonly issues: FieldIssue[];

  constructor(code: ErrorCode, options: { messageKey?: MessageKey; params?: MessageParams; issues?: FieldIssue[]; cause?: unknown } = {}) {
    const messageKey = options.messageKey ?? ERROR_CODES[code].messageKey;
    super(messageKey, { cause: options.cause });
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.issues = options.issues ?? [];
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
  constructor(issues: FieldIssue[]) {
    const first = issues[0];
    super('bad_request', first ? { messageKey: 'error.invalidParameter', issues } : { issues });
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(messageKey?: MessageKey) {
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

/** Any thrown value to an AppError; unknown errors become `internal`, keeping the cause for the log. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError('internal', { cause: err });
}
