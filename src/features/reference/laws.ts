/**
 * Laws and guidelines (SPEC §7 /cms/law_cats, /cms/laws): entries of module
 * `law` in the category set `law`, with the official number, the date in force
 * and whether the text is still in force.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ModuleCat, EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { lawDataSchema, type Law, type LawStatus } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { keywordIds, listAll, looseIncludes, pageOf } from './common.ts';
import { macaoToday } from '#src/lib/format.ts';
import { groupCategories, groupItems, pageCategories, type Group } from './groups.ts';
import { LAW_MODULE } from './modules.ts';

export interface LawFilter {
  catSlugs?: string[] | undefined;
  includeSubCats?: boolean | undefined;
  keyword?: string | undefined;
  year?: number | undefined;
  status?: LawStatus | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date | undefined;
}

/** A law entry with its typed fields; a text past its repeal date counts as repealed. */
export function toLaw(entry: EntrySummary, today: string): Law {
  const parsed = lawDataSchema.safeParse(entry.data);
  const data = parsed.success ? parsed.data : { kind: 'law' as const, officialNumber: entry.title, status: 'in-force' as const, number: undefined };
  const repealed = data.status === 'repealed' || (entry.endsOn !== null && entry.endsOn <= today);
  return {
    ...entry,
    number: data.number ?? data.officialNumber,
    officialNumber: data.officialNumber,
    kind: data.kind,
    status: repealed ? 'repealed' : 'in-force',
    inForceOn: entry.startsOn,
    repealedOn: repealed ? entry.endsOn : null,
  };
}

/** Every law matching the filter: texts in force first, then newest first. */
async function matchingLaws(db: Queryable, lang: Language, filter: LawFilter): Promise<Law[]> {
  const today = macaoToday(filter.now);
  const all = await listAll(db, lang, {
    module: LAW_MODULE,
    catSlugs: filter.catSlugs,
    includeSubCats: filter.includeSubCats,
    year: filter.year,
    now: filter.now,
  });
  let laws = all.map((entry) => toLaw(entry, today));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    // Official numbers live in `data`, which the text search does not see.
    const ids = await keywordIds(db, LAW_MODULE, keyword);
    laws = laws.filter((law) => ids.has(law.id) || looseIncludes(law.number, keyword) || looseIncludes(law.officialNumber, keyword));
  }
  if (filter.status) laws = laws.filter((law) => law.status === filter.status);
  // Stable: the list is already newest first.
  return laws.sort((a, b) => Number(a.status === 'repealed') - Number(b.status === 'repealed'));
}

export async function listLaws(db: Queryable, lang: Language, filter: LawFilter = {}): Promise<Paged<Law>> {
  return pageOf(await matchingLaws(db, lang, filter), filter.page, filter.pageSize);
}

export interface LawGroups {
  /** The page's category, or undefined when the page lists every category. */
  root: ModuleCat | undefined;
  groups: Group<Law>[];
  total: number;
}

/**
 * The laws of a page grouped by category: the page's category (`rootSlug`) split
 * into its children, or every category. An unknown slug gives no groups.
 */
export async function lawGroups(db: Queryable, lang: Language, rootSlug: string | undefined, filter: Omit<LawFilter, 'catSlugs' | 'page' | 'pageSize'> = {}): Promise<LawGroups> {
  const roots = await pageCategories(db, lang, LAW_MODULE, rootSlug);
  if (!roots) return { root: undefined, groups: [], total: 0 };
  const laws = await matchingLaws(db, lang, { ...filter, ...(rootSlug ? { catSlugs: [rootSlug], includeSubCats: true } : {}) });
  const groups = groupItems(groupCategories(roots), laws);
  return { root: rootSlug ? roots[0] : undefined, groups, total: groups.reduce((n, g) => n + g.items.length, 0) };
}

/** Years in which laws of a category were published, newest first (for the year filter). */
export async function lawYears(db: Queryable, lang: Language, rootSlug: string | undefined, now?: Date): Promise<number[]> {
  const all = await listAll(db, lang, { module: LAW_MODULE, ...(rootSlug ? { catSlugs: [rootSlug], includeSubCats: true } : {}), now });
  // Years in Macao time, as the year filter counts them.
  return [...new Set(all.map((e) => Number(macaoToday(new Date(e.publishedAt)).slice(0, 4))))].sort((a, b) => b - a);
}
