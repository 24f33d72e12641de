/**
 * Preview routes of SPEC §2 (`/{lang}/preview/{module}?id=…&vid=…&key=…`): a
 * saved version of a module entry, shown in place of the published one when the
 * preview key is valid; the published entry otherwise.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntryDetail } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { sanitizeHtml } from './sanitize.ts';
import { getEntry } from './service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getVersionData, versionTextsIn, withFileTickets } from './versions.ts';
import type { PreviewRequest } from '#src/server/page/preview-request.ts';

/** The preview path names of SPEC §2 and the entry module each one shows. */
export const PREVIEW_MODULES = {
  company: 'company',
  banner: 'banner',
  faq: 'faq',
  holiday: 'holiday',
  videos: 'video',
  graphic: 'graphic',
  annual_events: 'annual-event',
  law: 'law',
  recruitment: 'recruitment',
  download: 'download',
  news: 'news',
} as const;

export type PreviewModule = keyof typeof PREVIEW_MODULES | 'service-area';

export function isPreviewModule(value: string | undefined): value is PreviewModule {
  return value === 'service-area' || (value !== undefined && Object.hasOwn(PREVIEW_MODULES, value));
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export interface EntryPreview {
  entry: EntryDetail;
  preview: boolean;
}

/**
 * The entry to show: its saved version `vid` when the key is valid (texts over
 * the published entry, or alone when the entry is not published yet), else the
 * published entry. Unknown ids without a valid version are a 404.
 */
export async function getEntryPreview(db: Queryable, previewModule: keyof typeof PREVIEW_MODULES, lang: Language, request: PreviewRequest): Promise<EntryPreview> {
  const module = PREVIEW_MODULES[previewModule];
  const id = request.id;
  if (!id) throw new NotFoundError();
  let published: EntryDetail | undefined;
  try {
    published = await getEntry(db, module, id, lang);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
  const version = await getVersionData(db, module, request);
  const picked = version ? versionTextsIn(version, lang) : undefined;
  const texts = picked?.texts;
  if (!picked || !texts) {
    if (!published) throw new NotFoundError();
    return { entry: published, preview: false };
  }
  const now = new Date().toISOString();
  const base: EntryDetail = published ?? {
    id,
    module,
    slug: null,
    title: '',
    summary: null,
    publishedAt: str(texts.publishedAt) ?? now,
    startsOn: str(texts.startsOn) ?? null,
    endsOn: str(texts.endsOn) ?? null,
    isTop: false,
    url: null,
    category: null,
    data: {},
    lang,
    languages: [lang],
    fallback: false,
    files: [],
    content: null,
    updatedAt: now,
  };
  return {
    preview: true,
    entry: {
      ...base,
      // The version's texts are in the language they were saved in: say so, so the view marks them.
      lang: picked.lang,
      fallback: picked.lang !== lang,
      title: str(texts.title) ?? base.title,
      summary: str(texts.summary) ?? base.summary,
      // The draft's library images show before they are public: each gets a file ticket.
      content: withFileTickets(texts.content !== undefined ? sanitizeHtml(str(texts.content)) || null : base.content),
    },
  };
}
