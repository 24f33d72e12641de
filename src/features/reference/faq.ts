/**
 * Frequently asked questions (SPEC §7 /cms/faq): entries of module `faq` in the
 * category set `faq`; the question is the title and the answer the content.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ModuleCat, EntrySummary, Paged } from '#src/features/entries/contract.ts';
import type { Faq } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { contentsOf, keywordIds, listAll, pageOf } from './common.ts';
import { groupCategories, groupItems, pageCategories, type Group } from './groups.ts';
import { FAQ_MODULE } from './modules.ts';

export interface FaqFilter {
  catSlugs?: string[] | undefined;
  includeSubCats?: boolean | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date | undefined;
}

/** Every question matching the filter, in the editors' order (keywords also match answers). */
async function matchingEntries(db: Queryable, lang: Language, filter: FaqFilter): Promise<EntrySummary[]> {
  const entries = await listAll(db, lang, { module: FAQ_MODULE, catSlugs: filter.catSlugs, includeSubCats: filter.includeSubCats, order: 'manual', now: filter.now });
  const keyword = filter.keyword?.trim();
  if (!keyword) return entries;
  const ids = await keywordIds(db, FAQ_MODULE, keyword);
  return entries.filter((e) => ids.has(e.id));
}

async function withAnswers(db: Queryable, entries: EntrySummary[]): Promise<Faq[]> {
  const answers = await contentsOf(db, entries);
  return entries.map((entry) => ({ ...entry, question: entry.title, answer: answers.get(entry.id) ?? null }));
}

export async function listFaqs(db: Queryable, lang: Language, filter: FaqFilter = {}): Promise<Paged<Faq>> {
  // Only the page asked for needs its answers: page first, then read the contents.
  const page = pageOf(await matchingEntries(db, lang, filter), filter.page, filter.pageSize);
  return { data: await withAnswers(db, page.data), total: page.total };
}

export interface FaqGroups {
  root: ModuleCat | undefined;
  groups: Group<Faq>[];
  total: number;
}

/** The questions of a page grouped by topic (see `groupCategories`); an unknown slug gives no groups. */
export async function faqGroups(db: Queryable, lang: Language, rootSlug: string | undefined, filter: Pick<FaqFilter, 'keyword' | 'now'> = {}): Promise<FaqGroups> {
  const roots = await pageCategories(db, lang, FAQ_MODULE, rootSlug);
  if (!roots) return { root: undefined, groups: [], total: 0 };
  const faqs = await withAnswers(db, await matchingEntries(db, lang, { ...filter, ...(rootSlug ? { catSlugs: [rootSlug], includeSubCats: true } : {}) }));
  const groups = groupItems(groupCategories(roots), faqs);
  return { root: rootSlug ? roots[0] : undefined, groups, total: groups.reduce((n, g) => n + g.items.length, 0) };
}
