/**
 * Loaders of the bond market and investment fund page modules (SPEC §2):
 * `bond-information` and `isin` (a filtered, paged list, or with `?id=` one item:
 * 404 when it does not exist) and `foreign-investment-funds` (a searchable list).
 * Lists keep their empty state (HTTP 200); a page beyond the last shows the last.
 */
import type { Paged } from '#src/features/entries/contract.ts';
import { notFound, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import {
  BOND_CURRENCY_CODES,
  type BondInformation,
  type BondInformationCategory,
  type BondInformationDetail,
  type BondRecord,
  type BondTypeOption,
  type InvestmentFund,
} from './contract.ts';
import { modulePageUrl } from './paths.ts';
import { PAGE_SIZE, readBondQuery } from './query.ts';
import { getBond, getBondInformation, informationOfBond, informationYears, listBondInformation, listBonds, listBondTypes, listFunds, listInformationCategories } from './service.ts';

/** Bond records and information items (entries) on one side, the funds register on the other. */
export const BOND_CACHE_TAGS = ['bonds', 'entries:bond-information'] as const;
export const FUND_CACHE_TAGS = ['bonds:funds'] as const;

/** A list page: its items, the page shown and where its links and forms go. */
export interface BondListPage<T> {
  result: Paged<T>;
  /** The page shown (a page beyond the last shows the last). */
  page: number;
  pageSize: number;
  /** The page's own path, for the form, the reset link and the item links. */
  path: string;
}

async function pageOf<T>(wanted: number, path: string, fetch: (page: number) => Promise<Paged<T>>): Promise<BondListPage<T>> {
  let result = await fetch(wanted);
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  // An old bookmark past the end shows the last page rather than nothing.
  if (wanted > pages) result = await fetch(pages);
  return { result, page: Math.min(wanted, pages), pageSize: PAGE_SIZE, path };
}

/** Runs a detail read; an unknown id is no item (the loader answers 404). */
async function orMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

// --- Bond information -----------------------------------------------------------

export type BondInformationModel =
  | { kind: 'detail'; detail: BondInformationDetail; /** The ISIN page, for links to the bonds concerned. */ isinUrl: string | undefined; backHref: string }
  | {
      kind: 'list';
      categories: BondInformationCategory[];
      /** With the leading 'all' entry. */
      types: BondTypeOption[];
      years: number[];
      filter: { category: number | undefined; bondType: number | undefined; year: number | undefined; month: number | undefined; keyword: string | undefined };
      list: BondListPage<BondInformation>;
    };

/** `bond-information`: the filtered list, or with `?id=` one published item (404 when there is none). */
export async function loadBondInformation({ db, lang, query, url, site }: LoadContext): Promise<Loaded<BondInformationModel>> {
  const q = readBondQuery(query);
  const path = url.pathname;
  if (q.detail) {
    const detail = q.id === undefined ? undefined : await orMissing(() => getBondInformation(db, q.id ?? 0, lang));
    if (!detail) return notFound();
    return view({ kind: 'detail', detail, isinUrl: modulePageUrl(site, lang, 'isin'), backHref: path }, { cache: { tags: BOND_CACHE_TAGS } });
  }
  const [categories, types, years] = await Promise.all([listInformationCategories(db, lang), listBondTypes(db, lang), informationYears(db)]);
  const filter = {
    category: categories.some((c) => c.id === q.category) ? q.category : undefined,
    bondType: types.some((c) => c.id > 0 && c.id === q.bondType) ? q.bondType : undefined,
    year: q.year !== undefined && years.includes(q.year) ? q.year : undefined,
    month: q.month,
    keyword: q.keyword,
  };
  const list = await pageOf(q.page, path, (page) =>
    listBondInformation(db, lang, { categoryId: filter.category, bondTypeId: filter.bondType, year: filter.year, month: filter.month, keyword: filter.keyword, page, pageSize: PAGE_SIZE }),
  );
  return view({ kind: 'list', categories, types, years, filter, list }, { cache: { tags: BOND_CACHE_TAGS } });
}

// --- ISIN codes -------------------------------------------------------------------

export type IsinModel =
  | { kind: 'detail'; bond: BondRecord; /** The information items about the bond. */ related: BondInformation[]; informationUrl: string | undefined; backHref: string }
  | {
      kind: 'list';
      types: BondTypeOption[];
      filter: { keyword: string | undefined; currency: string | undefined; bondType: number | undefined };
      list: BondListPage<BondRecord>;
    };

/** `isin`: the searchable list of bond records, or with `?id=` one record (404 when there is none). */
export async function loadIsin({ db, lang, query, url, site }: LoadContext): Promise<Loaded<IsinModel>> {
  const q = readBondQuery(query);
  const path = url.pathname;
  if (q.detail) {
    const id = q.id;
    const bond = id === undefined ? undefined : await orMissing(() => getBond(db, id, lang));
    if (!bond || id === undefined) return notFound();
    const related = await informationOfBond(db, id, lang);
    return view(
      { kind: 'detail', bond, related, informationUrl: modulePageUrl(site, lang, 'bond-information'), backHref: path },
      { cache: { tags: BOND_CACHE_TAGS } },
    );
  }
  const types = await listBondTypes(db, lang);
  const filter = {
    keyword: q.keyword,
    currency: (BOND_CURRENCY_CODES as readonly string[]).includes(q.currency ?? '') ? q.currency : undefined,
    bondType: types.some((c) => c.id > 0 && c.id === q.bondType) ? q.bondType : undefined,
  };
  const list = await pageOf(q.page, path, (page) => listBonds(db, lang, { keyword: filter.keyword, currency: filter.currency, bondTypeId: filter.bondType, page, pageSize: PAGE_SIZE }));
  return view({ kind: 'list', types, filter, list }, { cache: { tags: BOND_CACHE_TAGS } });
}

// --- Foreign investment funds -----------------------------------------------------

export interface FundsModel {
  keyword: string | undefined;
  list: BondListPage<InvestmentFund>;
}

/** `foreign-investment-funds`: the register, searched by `q`. */
export async function loadFunds({ db, lang, query, url }: LoadContext): Promise<Loaded<FundsModel>> {
  const q = readBondQuery(query);
  const list = await pageOf(q.page, url.pathname, (page) => listFunds(db, lang, { keyword: q.keyword, page, pageSize: PAGE_SIZE }));
  return view({ keyword: q.keyword, list }, { cache: { tags: FUND_CACHE_TAGS } });
}
