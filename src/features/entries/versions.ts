/**
 * Preview of unpublished versions (SPEC §4 "version data"). A preview shows a
 * saved version instead of the published text, only when the request carries the
 * preview key configured on the server; otherwise the published page is shown.
 * The versions are rows of the entries model's `content_versions`, read here for
 * every feature that previews (menu pages, news, banners, the preview routes).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Language } from '#src/lib/i18n/languages.ts';
import { getConfig } from '#src/server/config.ts';
import type { Queryable } from '#src/server/db/open.ts';
import type { PreviewRequest } from '#src/server/page/preview-request.ts';
import { versionData } from './queries.ts';
import { FALLBACK_CHAIN } from './translations.ts';

export function isValidPreviewKey(key: string | undefined, expected: string | undefined = getConfig().PREVIEW_KEY): boolean {
  if (!key || !expected) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type VersionTexts = Partial<Record<Language, Record<string, unknown>>>;

/** The saved version `vid` of item `id` of `module`, or null when it does not apply. */
export async function getVersionData(db: Queryable, module: string, request: PreviewRequest): Promise<VersionTexts | null> {
  if (!request.preview || !request.id || !request.vid || !isValidPreviewKey(request.key)) return null;
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
