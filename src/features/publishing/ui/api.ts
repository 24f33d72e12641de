/**
 * The publishing screens' calls: the shell's `staffApi`, with a refusal kept as an
 * answer rather than thrown, its `data` included (a stale save's 409 carries the
 * difference the screen shows).
 */
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';

export interface ContentAnswer<T> {
  ok: boolean;
  status: number;
  data: T;
  message: string;
  errors: { field: string; message: string }[];
}

/** `lang` is the screens' language, which the shell already sends with every call (`Api-Language`). */
export async function contentApi<T>(path: string, _lang: string, body?: unknown): Promise<ContentAnswer<T>> {
  try {
    const data = await staffApi<T>(`entries${path}`, body === undefined ? {} : { body });
    return { ok: true, status: 200, data, message: '', errors: [] };
  } catch (err) {
    if (!(err instanceof StaffApiError)) throw err;
    return { ok: false, status: err.status, data: err.data as T, message: err.message, errors: err.fields };
  }
}
