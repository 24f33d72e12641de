/**
 * The back office's calls to the staff API: the `{code, data, message}` envelope, the
 * session's CSRF token on every write, the chosen language in `Api-Language`, and
 * errors as react-admin's HttpError (field errors mapped onto the form's fields).
 */
import type { StaffMe } from '#src/features/staff/contract.ts';

let csrfToken = '';
let language = 'zh-hant';

export function setApiLanguage(lang: string): void {
  language = lang;
}

export function rememberMe(me: StaffMe | undefined): void {
  csrfToken = me?.csrfToken ?? '';
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refused call: its status, the server's message in the person's language, and the
 * refused fields. Shaped as react-admin's HttpError (`status`, `body.errors` go onto
 * the form's fields) without extending it: that class resets its prototype, which
 * would make a subclass's instances fail `instanceof`.
 */
export class StaffApiError extends Error {
  override name = 'StaffApiError';
  readonly status: number;
  readonly body: { errors: Record<string, string> };
  readonly fields: FieldError[];
  /** The refusal's `data` as the server sent it (a stale save's 409 carries the difference). */
  readonly data: unknown;
  constructor(message: string, status: number, fields: FieldError[], data: unknown = null) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.data = data;
    this.body = { errors: Object.fromEntries(fields.map((f) => [f.field, f.message])) };
  }
}

/** A staff call: JSON in and out, or a `FormData` body (files) sent as multipart. */
export async function staffApi<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number | undefined> } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const url = new URL(`/api/staff/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(init.query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'Api-Language': language, Accept: 'application/json' };
  const multipart = init.body instanceof FormData;
  if (method === 'POST') {
    // The browser sets a multipart body's type itself, with its boundary.
    if (!multipart) headers['Content-Type'] = 'application/json';
    if (csrfToken) headers['X-CSRF-Token'] = csrfToken;
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, credentials: 'same-origin', ...(method === 'POST' ? { body: multipart ? (init.body as FormData) : JSON.stringify(init.body ?? {}) } : {}) });
  } catch {
    throw new StaffApiError('staff.errors.network', 0, []);
  }
  const envelope = (await response.json().catch(() => null)) as { code: number; data: unknown; message: string } | null;
  if (!response.ok || !envelope || envelope.code !== 0) {
    const fields = ((envelope?.data as { errors?: FieldError[] } | null)?.errors ?? []).filter((e) => e.field !== 'request');
    throw new StaffApiError(envelope?.message ?? response.statusText, response.status, fields, envelope?.data ?? null);
  }
  return envelope.data as T;
}
