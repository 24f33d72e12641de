/** What the site's staff screens share: a call whose refusal becomes a message, and the message. */
import Alert from '@mui/material/Alert';
import type { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';

export type Lang = (typeof LANGUAGES)[number];
export type Notice = { severity: 'success' | 'error' | 'info'; text: string } | null;

/** A call whose refusal becomes a message on the screen (in the person's language, from the server). */
export async function attempt<T>(path: string, body?: unknown): Promise<{ ok: true; data: T } | { ok: false; message: string; status: number }> {
  try {
    return { ok: true, data: await staffApi<T>(path, body === undefined ? {} : { body }) };
  } catch (err) {
    if (!(err instanceof StaffApiError)) throw err;
    const fields = err.fields.map((f) => f.message).join(' ');
    return { ok: false, message: fields || err.message, status: err.status };
  }
}

export function Message({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ my: 2 }}>
      {notice.text}
    </Alert>
  );
}

