/**
 * Reading a site that answers the public calls of SPEC §7 (the old site, or this one):
 * the JSON envelope `{ code, data, message }` in a language, and the files its content
 * links. Every read goes through `fetchImpl`, so a test can serve another instance.
 */
import type { Language } from '#src/lib/i18n/languages.ts';

export class LegacyReadError extends Error {
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number, message: string) {
    super(message);
    this.name = 'LegacyReadError';
    this.url = url;
    this.status = status;
  }
}

export interface LegacySource {
  /** The origin read, e.g. `https://www.amcm.gov.mo`. */
  origin: string;
  /** `data` of a GET call's envelope, in `lang`; anything but a 200 with code 0 throws LegacyReadError. */
  get<T>(path: string, params: Record<string, string | number | undefined>, lang: Language): Promise<T>;
  /** The bytes and type of a file linked by the content (a path of the site or an absolute URL on it). */
  download(url: string): Promise<{ content: Buffer; mime: string }>;
}

export function legacySource(from: string, fetchImpl: typeof fetch = fetch): LegacySource {
  const origin = new URL(from).origin;
  const headers = (lang?: Language): Record<string, string> => ({
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    ...(lang ? { 'Api-Language': lang, 'Accept-Language': lang } : {}),
  });
  return {
    origin,
    async get<T>(path: string, params: Record<string, string | number | undefined>, lang: Language): Promise<T> {
      const url = new URL(path, origin);
      for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
      const res = await fetchImpl(url, { headers: headers(lang) });
      const text = await res.text();
      let body: { code?: number; data?: T; message?: string } | undefined;
      try {
        body = JSON.parse(text) as { code?: number; data?: T; message?: string };
      } catch {
        body = undefined;
      }
      if (res.status !== 200 || body?.code !== 0) {
        throw new LegacyReadError(url.toString(), res.status, `${url.pathname}${url.search}: HTTP ${res.status}${body?.message ? ` (${body.message})` : ''}`);
      }
      return body.data as T;
    },
    async download(link: string) {
      const url = new URL(link, origin);
      if (url.origin !== origin) throw new LegacyReadError(url.toString(), 0, `${url.toString()}: not on ${origin}`);
      const res = await fetchImpl(url, { headers: headers() });
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new LegacyReadError(url.toString(), res.status, `${url.pathname}: HTTP ${res.status}`);
      }
      const mime = (res.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]?.trim() || 'application/octet-stream';
      return { content: Buffer.from(await res.arrayBuffer()), mime };
    },
  };
}
