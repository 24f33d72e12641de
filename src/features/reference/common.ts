/**
 * Helpers shared by the reference services. These modules hold tens to a few
 * hundred entries per category, so lists are read whole through the entries
 * layer and then filtered, grouped and paged in memory: that keeps orderings
 * such as "open first, then closed" and keyword matches on official numbers
 * simple and exact.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { entryContents, entryIdsMatching, publishedEntryIdBySlug } from './queries.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { MAX_PAGE_SIZE, getEntry, listEntries, type EntryFilter } from '#src/features/entries/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

/** Every entry matching a filter (read in pages of the largest size). */
export async function listAll(db: Queryable, lang: Language, filter: Omit<EntryFilter, 'page' | 'pageSize'>): Promise<EntrySummary[]> {
  const out: EntrySummary[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await listEntries(db, lang, { ...filter, page, pageSize: MAX_PAGE_SIZE });
    out.push(...data);
    if (!data.length || page * MAX_PAGE_SIZE >= total) return out;
  }
}

/** One page of a list already in memory, with the total (SPEC §3 Paged list). */
export function pageOf<T>(items: readonly T[], page = 1, pageSize = 20): Paged<T> {
  const size = Math.min(Math.max(pageSize, 1), MAX_PAGE_SIZE);
  const start = (Math.max(page, 1) - 1) * size;
  return { data: items.slice(start, start + size), total: items.length };
}

/**
 * Ids of a module's entries whose title, summary or content contains the keyword
 * in any language (a visitor may search in Chinese on the English page).
 */
export async function keywordIds(db: Queryable, module: string, keyword: string): Promise<Set<number>> {
  const rows = await entryIdsMatching(db, module, keyword.trim());
  return new Set(rows.map((r) => r.id));
}

/** The sanitised content of listed entries, in the language each was listed in. */
export async function contentsOf(db: Queryable, items: readonly EntrySummary[]): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  if (!items.length) return out;
  const rows = await entryContents(db, items.map((i) => i.id));
  const byId = groupBy(rows, (r) => r.entryId);
  for (const item of items) {
    const picked = pickTranslation(byId.get(item.id) ?? [], item.lang);
    out.set(item.id, sanitizeHtml(picked?.value.content) || null);
  }
  return out;
}

/** The id of a published entry of a module by its slug; a 404 when there is none. */
export async function entryIdBySlug(db: Queryable, module: string, slug: string, now = new Date()): Promise<number> {
  const row = await publishedEntryIdBySlug(db, module, slug, now);
  if (!row) throw new NotFoundError();
  return row.id;
}

/** A published entry by slug, with its content. */
export async function getEntryBySlug(db: Queryable, module: string, slug: string, lang: Language, now = new Date()) {
  return getEntry(db, module, await entryIdBySlug(db, module, slug, now), lang, now);
}


export const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
export const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Case-insensitive containment, for matching official numbers typed in any case or spacing. */
export function looseIncludes(haystack: string | null | undefined, needle: string): boolean {
  if (!haystack) return false;
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  return norm(haystack).includes(norm(needle));
}
