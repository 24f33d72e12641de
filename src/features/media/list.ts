/** The list filter shared by the media modules' services and API calls. */
import type { EntryFilter } from '#src/features/entries/service.ts';

export interface MediaFilter {
  catSlugs?: string[] | undefined;
  includeSubCats?: boolean | undefined;
  keyword?: string | undefined;
  year?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date;
}

/** The entries-layer filter of one module: categories include their subcategories unless told otherwise. */
export function toEntryFilter(module: string, catModule: string, filter: MediaFilter, order: EntryFilter['order'] = 'newest'): EntryFilter {
  const out: EntryFilter = { module, catModule, includeSubCats: filter.includeSubCats ?? true, order };
  if (filter.catSlugs?.length) out.catSlugs = filter.catSlugs;
  if (filter.keyword?.trim()) out.keyword = filter.keyword;
  if (filter.year !== undefined) out.year = filter.year;
  if (filter.page) out.page = filter.page;
  if (filter.pageSize) out.pageSize = filter.pageSize;
  if (filter.now) out.now = filter.now;
  return out;
}
