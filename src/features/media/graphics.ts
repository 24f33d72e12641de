/**
 * Infographics (SPEC §7 /cms/graphics, /cms/graphic_cats): `graphic` entries with
 * an SVG image per language, a short text alternative (`entry_i18n.data.alt`) and
 * a long description (the entry's content: the figures as a table).
 */
import type { EntrySummary } from '#src/features/entries/contract.ts';
import { graphicDataSchema, graphicTextDataSchema, type GraphicItem } from './contract.ts';
import { itemBase, mediaKind } from './list.ts';
import { GRAPHIC } from './modules.ts';

export function toGraphicItem(entry: EntrySummary & { content?: string | null }, withDescription: boolean): GraphicItem {
  const size = graphicDataSchema.safeParse(entry.data);
  const text = graphicTextDataSchema.safeParse(entry.data);
  return {
    ...itemBase(entry),
    image: entry.files.find((f) => f.kind === 'image' && f.lang === entry.lang) ?? entry.files.find((f) => f.kind === 'image') ?? null,
    width: size.success ? size.data.width : null,
    height: size.success ? size.data.height : null,
    // An image without its own alternative is described by its title.
    alt: text.success ? text.data.alt : entry.title,
    longDescription: withDescription ? (entry.content ?? null) : null,
  };
}

export const graphics = mediaKind(GRAPHIC, toGraphicItem);
export const listGraphics = graphics.list;
/** One published infographic with its long description; unknown ids throw NotFoundError (a 404). */
export const getGraphic = graphics.get;
