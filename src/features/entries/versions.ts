/**
 * Preview of unpublished versions (SPEC §4 "version data"). A preview shows a
 * saved version instead of the published text, only when the request carries the
 * preview key configured on the server; otherwise the published page is shown.
 * The versions are rows of the entries model's `content_versions`, read here for
 * every feature that previews (menu pages, news, banners, the preview routes).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '#src/lib/i18n/languages.ts';
import { getConfig } from '#src/server/config.ts';
import type { Queryable } from '#src/server/db/open.ts';
import type { PreviewRequest } from '#src/server/page/preview-request.ts';
import { insertContentVersion, versionData } from './queries.ts';
import { FALLBACK_CHAIN } from './translations.ts';

export function isValidPreviewKey(key: string | undefined, expected: string | undefined = getConfig().PREVIEW_KEY): boolean {
  if (!key || !expected) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A preview ticket (issue 33): opens one version of one item for a short time, made
 * by the back office for a signed-in editor, so the preview key itself never leaves
 * the server. It travels as the `key` of the ordinary preview URL: `t1.<expiry
 * seconds>.<HMAC-SHA256 of module, id, vid and expiry under the preview key>`.
 */
export function previewTicket(module: string, id: number, vid: number, expiresAt: Date, key: string | undefined = getConfig().PREVIEW_KEY): string | undefined {
  if (!key) return undefined;
  const expiry = String(Math.floor(expiresAt.getTime() / 1000));
  const mac = createHmac('sha256', key).update(`preview:${module}:${String(id)}:${String(vid)}:${expiry}`).digest('base64url');
  return `t1.${expiry}.${mac}`;
}

/** How long a preview link of the back office opens its version. */
export const PREVIEW_TICKET_MS = 30 * 60_000;

/**
 * A preview of texts not on the site (issue 33), for every content type the back office
 * writes: the texts become a row of the preview mode's table and the answer is the
 * query of a link that opens that row alone, with a ticket (never the preview key).
 * Undefined when the server has no preview key.
 */
export async function issuePreview(db: Queryable, module: string, id: number, texts: Record<string, unknown>, now = new Date()): Promise<{ query: string; expiresAt: string } | undefined> {
  const vid = await insertContentVersion(db, module, id, texts, now);
  const expiresAt = new Date(now.getTime() + PREVIEW_TICKET_MS);
  const ticket = previewTicket(module, id, vid, expiresAt);
  if (!ticket) return undefined;
  return { query: `preview&${new URLSearchParams({ id: String(id), vid: String(vid), key: ticket }).toString()}`, expiresAt: expiresAt.toISOString() };
}

export function isValidPreviewTicket(ticket: string | undefined, module: string, id: number, vid: number, now = new Date(), key: string | undefined = getConfig().PREVIEW_KEY): boolean {
  if (!ticket?.startsWith('t1.') || !key) return false;
  const [, expiry = ''] = ticket.split('.');
  if (!/^\d{1,12}$/.test(expiry) || Number(expiry) * 1000 <= now.getTime()) return false;
  const expected = previewTicket(module, id, vid, new Date(Number(expiry) * 1000), key);
  return expected !== undefined && isValidPreviewKey(ticket, expected);
}

/**
 * A file ticket: lets a preview show the media library's files its draft text names before
 * they are public (a press release's chart is not public before its minute, decision 0030).
 * Made only while rendering a preview that itself opened with a valid key or ticket, so it
 * reaches only people who may see that draft; it names one file and expires with the preview.
 * `f1.<expiry seconds>.<HMAC-SHA256 of the file id and expiry under the preview key>`.
 */
export function fileTicket(fileId: number, expiresAt: Date, key: string | undefined = getConfig().PREVIEW_KEY): string | undefined {
  if (!key) return undefined;
  const expiry = String(Math.floor(expiresAt.getTime() / 1000));
  return `f1.${expiry}.${createHmac('sha256', key).update(`file:${String(fileId)}:${expiry}`).digest('base64url')}`;
}

export function isValidFileTicket(ticket: string | null | undefined, fileId: number, now = new Date(), key: string | undefined = getConfig().PREVIEW_KEY): boolean {
  if (!ticket?.startsWith('f1.') || !key) return false;
  const [, expiry = ''] = ticket.split('.');
  if (!/^\d{1,12}$/.test(expiry) || Number(expiry) * 1000 <= now.getTime()) return false;
  const expected = fileTicket(fileId, new Date(Number(expiry) * 1000), key);
  return expected !== undefined && isValidPreviewKey(ticket, expected);
}

/** How long the files of a preview stay open (as long as a preview ticket). */
const FILE_TICKET_MS = 30 * 60 * 1000;

/** A previewed text with each stored file it links or shows (`/files/{id}/…`) given a file ticket (`?pt=`). */
export function withFileTickets(html: string | null, now = new Date()): string | null {
  if (!html) return html;
  const expiresAt = new Date(now.getTime() + FILE_TICKET_MS);
  return html.replace(/((?:src|href)=")(\/files\/(\d{1,10})\/[^"?#]*)"/g, (whole, attr: string, url: string, id: string) => {
    const ticket = fileTicket(Number(id), expiresAt);
    return ticket ? `${attr}${url}?pt=${ticket}"` : whole;
  });
}

export type VersionTexts = Partial<Record<Language, Record<string, unknown>>>;

/** The saved version `vid` of item `id` of `module`, or null when it does not apply. */
export async function getVersionData(db: Queryable, module: string, request: PreviewRequest): Promise<VersionTexts | null> {
  if (!request.preview || !request.id || !request.vid) return null;
  if (!isValidPreviewKey(request.key) && !isValidPreviewTicket(request.key, module, request.id, request.vid)) return null;
  const data = await versionData(db, module, request.id, request.vid);
  return (data as VersionTexts | undefined) ?? null;
}

/** The texts of a version in the visitor's language, or the nearest one, with the language they are in. */
export function versionTextsIn(data: VersionTexts, lang: Language): { lang: Language; texts: Record<string, unknown> } | undefined {
  for (const candidate of FALLBACK_CHAIN[lang]) {
    const texts = data[candidate];
    if (texts) return { lang: candidate, texts };
  }
  return undefined;
}

/** The texts of a version in the visitor's language, or the nearest one. */
export function versionTextsFor(data: VersionTexts, lang: Language): Record<string, unknown> | undefined {
  return versionTextsIn(data, lang)?.texts;
}
