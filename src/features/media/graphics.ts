/**
 * Infographics (SPEC §7 /cms/graphics, /cms/graphic_cats): `graphic` entries with
 * an SVG image per language, a short text alternative (`entry_i18n.data.alt`) and
 * a long description (the entry's content: the figures as a table).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { graphicDataSchema, graphicTextDataSchema, type GraphicItem } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getEntry, listEntries } from '#src/features/entries/service.ts';
import { toEntryFilter, type MediaFilter } from './list.ts';
import { CATEGORY_SET, GRAPHIC } from './modules.ts';

export function toGraphicItem(entry: EntrySummary & { content?: string | null }, withDescription: boolean): GraphicItem {
  const size = graphicDataSchema.safeParse(entry.data);
  const text = graphicTextDataSchema.safeParse(entry.data);
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    publishedAt: entry.publishedAt,
    category: entry.category,
    lang: entry.lang,
    fallback: entry.fallback,
    languages: entry.languages,
    image: entry.files.find((f) => f.kind === 'image' && f.lang === entry.lang) ?? entry.files.find((f) => f.kind === 'image') ?? null,
    width: size.success ? size.data.width : null,
    height: size.success ? size.data.height : null,
    // An image without its own alternative is described by its title.
    alt: text.success ? text.data.alt : entry.title,
    longDescription: withDescription ? (entry.content ?? null) : null,
  };
}

export async function listGraphics(db: Queryable, lang: Language, filter: MediaFilter = {}): Promise<Paged<GraphicItem>> {
  const page = await listEntries(db, lang, toEntryFilter(GRAPHIC, CATEGORY_SET[GRAPHIC], filter));
  return { data: page.data.map((e) => toGraphicItem(e, false)), total: page.total };
}

export async function getGraphic(db: Queryable, id: number, lang: Language): Promise<GraphicItem> {
  return toGraphicItem(await getEntry(db, GRAPHIC, id, lang), true);
}
