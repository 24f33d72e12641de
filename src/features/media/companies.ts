/**
 * Lists of financial institutions (SPEC §7 /cms/companies, /cms/company_cats):
 * `company` entries filed by type (banks, insurers, exchange bureaux…), each
 * with its name per language, address per language and contact details.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { companyDataSchema, companyTextDataSchema, type CompanyItem } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { findEntryInCategories, getEntry, listEntries } from '#src/features/entries/service.ts';
import { toEntryFilter, type MediaFilter } from './list.ts';
import { CATEGORY_SET, COMPANY } from './modules.ts';

export function toCompanyItem(entry: EntrySummary): CompanyItem {
  const data = companyDataSchema.safeParse(entry.data);
  const text = companyTextDataSchema.safeParse(entry.data);
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.title,
    note: entry.summary,
    category: entry.category,
    address: text.success ? text.data.address : null,
    phone: data.success ? data.data.phone : null,
    fax: data.success ? (data.data.fax ?? null) : null,
    email: data.success ? (data.data.email ?? null) : null,
    website: data.success ? data.data.website : null,
    lang: entry.lang,
    fallback: entry.fallback,
    languages: entry.languages,
  };
}

/** Institutions in register order (the CMS's sort order), then by id. */
export async function listCompanies(db: Queryable, lang: Language, filter: MediaFilter = {}): Promise<Paged<CompanyItem>> {
  const page = await listEntries(db, lang, toEntryFilter(COMPANY, CATEGORY_SET[COMPANY], filter, 'manual'));
  return { data: page.data.map(toCompanyItem), total: page.total };
}

export async function getCompany(db: Queryable, id: number, lang: Language): Promise<CompanyItem> {
  return toCompanyItem(await getEntry(db, COMPANY, id, lang));
}

/**
 * One institution by its slug if it is filed in one of these categories or below one
 * (its name in the visitor's language or the nearest one); null otherwise.
 */
export async function findCompanyInCategories(
  db: Queryable,
  lang: Language,
  slug: string,
  catSlugs: readonly string[],
): Promise<{ slug: string; name: string; category: string } | null> {
  const found = await findEntryInCategories(db, lang, { module: COMPANY, slug, catModule: CATEGORY_SET[COMPANY], catSlugs });
  return found ? { slug: found.slug, name: found.title, category: found.catSlug ?? '' } : null;
}
