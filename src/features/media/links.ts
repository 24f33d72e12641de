/**
 * Friendship links (SPEC §7 /api/v1/link?type=friendship-link, /cms/friend_link):
 * `link` entries whose `url` is the site they lead to, filed by category under
 * the root `friendship-link`. They always open in a new window.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import type { LinkItem } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { listEntries, MAX_PAGE_SIZE } from '#src/features/entries/service.ts';
import { toEntryFilter, type MediaFilter } from './list.ts';
import { CATEGORY_SET, LINK } from './modules.ts';

export function toLinkItem(entry: EntrySummary): LinkItem | null {
  if (!entry.url) return null;
  return {
    id: entry.id,
    title: entry.title,
    description: entry.summary,
    url: entry.url,
    newWindow: true,
    category: entry.category,
    lang: entry.lang,
    fallback: entry.fallback,
  };
}

export async function listLinks(db: Queryable, lang: Language, filter: MediaFilter = {}): Promise<Paged<LinkItem>> {
  const page = await listEntries(db, lang, toEntryFilter(LINK, CATEGORY_SET[LINK], filter, 'manual'));
  return { data: page.data.flatMap((e) => toLinkItem(e) ?? []), total: page.total };
}

/** Every link of a category and its subcategories, in display order. */
export async function linksOfType(db: Queryable, lang: Language, type: string): Promise<LinkItem[]> {
  const all: LinkItem[] = [];
  for (let page = 1; ; page++) {
    const chunk = await listLinks(db, lang, { catSlugs: [type], page, pageSize: MAX_PAGE_SIZE });
    all.push(...chunk.data);
    if (page * MAX_PAGE_SIZE >= chunk.total) return all;
  }
}
