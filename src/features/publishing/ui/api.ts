/**
 * The publishing screens' calls. Like the shell's `staffApi`, but an answer that is
 * refused keeps its `data`: a stale save's 409 carries the difference the screen shows.
 */
import { loadMe } from '#src/features/staff/ui/providers.ts';

export interface ContentAnswer<T> {
  ok: boolean;
  status: number;
  data: T;
  message: string;
  errors: { field: string; message: string }[];
}

export async function contentApi<T>(path: string, lang: string, body?: unknown): Promise<ContentAnswer<T>> {
  const me = await loadMe();
  const post = body !== undefined;
  const headers: Record<string, string> = { 'Api-Language': lang, Accept: 'application/json' };
  if (post) {
    headers['Content-Type'] = 'application/json';
    headers['X-CSRF-Token'] = me?.csrfToken ?? '';
  }
  const response = await fetch(new URL(`/api/staff/entries${path}`, window.location.origin), { method: post ? 'POST' : 'GET', headers, credentials: 'same-origin', ...(post ? { body: JSON.stringify(body) } : {}) });
  const envelope = (await response.json().catch(() => null)) as { code: number; data: unknown; message: string } | null;
  const errors = ((envelope?.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []).filter((e) => e.field !== 'request');
  return { ok: response.ok && envelope?.code === 0, status: response.status, data: envelope?.data as T, message: envelope?.message ?? response.statusText, errors };
}
