/**
 * Queries of the bond market pages and calls: bond type options (with the leading
 * 'all' entry), bond information categories, the bond information list with its
 * filters (category × bond type × year × month × keyword, combined with AND),
 * details of an information item and of a bond record, the ISIN list and the
 * foreign investment funds register. The SQL is in queries.ts.
 */
import { bondsText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type {
  BondInformation,
  BondInformationCategory,
  BondInformationDetail,
  BondRecord,
  BondTypeOption,
  InvestmentFund,
} from './contract.ts';
import type { Paged } from '#src/features/entries/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { getEntry } from '#src/features/entries/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { agencyName } from './agencies.ts';
import { likePatterns } from './fold.ts';
import {
  countBonds,
  countFunds,
  countInformation,
  selectBondById,
  selectBondPage,
  selectBondsByIds,
  selectBondTexts,
  selectEntryById,
  selectFundPage,
  selectFundTexts,
  selectInformationOfBond,
  selectInformationPage,
  selectInformationTexts,
  selectInformationYears,
  selectLinkedBonds,
  selectModuleCats,
  selectModuleCatTexts,
  type BondRow,
  type EntryRow,
  type InformationConditions,
} from './queries.ts';

type MessageKey = KeyOf<typeof bondsText>;

export const BOND_TYPE_MODULE = 'bond-type';
export const BOND_INFORMATION_MODULE = 'bond-information';
export const MAX_PAGE_SIZE = 100;

const MACAO = '+08:00';
const macaoStart = (day: string) => new Date(`${day}T00:00:00${MACAO}`);
/** The Macao date of an instant (UTC+8 all year). */
export const macaoDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const clampPaging = (page = 1, pageSize = 20) => {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  return { size, offset: (Math.max(1, Math.floor(page)) - 1) * size };
};

// --- Categories and bond types -----------------------------------------------------

async function catsOf(db: Queryable, module: string, lang: Language): Promise<BondInformationCategory[]> {
  const rows = await selectModuleCats(db, module);
  const texts = groupBy(await selectModuleCatTexts(db, rows.map((r) => r.id)), (r) => r.moduleCatId);
  return rows.flatMap((r) => {
    const text = pickTranslation(texts.get(r.id) ?? [], lang)?.value;
    return text ? [{ id: r.id, slug: r.slug, title: text.title }] : [];
  });
}

/** SPEC §3 Bond type option: the 'all' entry (id 0) first, then the types. */
export async function listBondTypes(db: Queryable, lang: Language): Promise<BondTypeOption[]> {
  return [{ id: 0, slug: 'all', title: bondsText.t(lang, 'bonds.allTypes') }, ...(await catsOf(db, BOND_TYPE_MODULE, lang))];
}

export function listInformationCategories(db: Queryable, lang: Language): Promise<BondInformationCategory[]> {
  return catsOf(db, BOND_INFORMATION_MODULE, lang);
}

// --- Bond records ---------------------------------------------------------------------

export function tenorText(months: number, lang: Language): string {
  return months % 12 === 0
    ? bondsText.t(lang, months === 12 ? 'bonds.tenorYear' : 'bonds.tenorYears', { count: months / 12 })
    : bondsText.t(lang, 'bonds.tenorMonths', { count: months });
}

async function decorateBonds(db: Queryable, rows: BondRow[], lang: Language): Promise<BondRecord[]> {
  if (!rows.length) return [];
  const texts = groupBy(await selectBondTexts(db, rows.map((r) => r.id)), (r) => r.bondId);
  const types = new Map((await catsOf(db, BOND_TYPE_MODULE, lang)).map((c) => [c.id, c]));
  return rows.flatMap((r): BondRecord[] => {
    const picked = pickTranslation(texts.get(r.id) ?? [], lang);
    if (!picked) return [];
    const type = types.get(r.typeId);
    return [
      {
        id: r.id,
        bondNumber: r.bondNumber,
        isin: r.isin,
        issuer: picked.value.issuer,
        instrument: picked.value.instrument,
        currency: r.currency,
        bondType: type ?? { id: r.typeId, slug: '', title: '' },
        couponRate: Number(r.couponRate),
        issueDate: r.issueDate,
        valueDate: r.valueDate,
        maturityDate: r.maturityDate,
        actualIssueSize: Number(r.issueSize),
        interestPaymentMethod: { code: r.interestPayment, label: bondsText.t(lang, `bonds.payment.${r.interestPayment}` as MessageKey) },
        optionType: { code: r.optionType, label: bondsText.t(lang, `bonds.option.${r.optionType}` as MessageKey) },
        tenorMonths: r.tenorMonths,
        tenor: tenorText(r.tenorMonths, lang),
        rating: r.rating,
        ratingAgency: agencyName(r.ratingAgency, lang),
        status: { code: r.status, label: bondsText.t(lang, `bonds.status.${r.status}` as MessageKey) },
        disclosureDate: r.disclosureDate,
        lang: picked.lang,
        fallback: picked.fallback,
      },
    ];
  });
}

/** One bond record with every field of SPEC §3; NotFoundError for an unknown id. */
export async function getBond(db: Queryable, id: number, lang: Language): Promise<BondRecord> {
  const [bond] = await decorateBonds(db, await selectBondById(db, id), lang);
  if (!bond) throw new NotFoundError();
  return bond;
}

export interface BondListFilter {
  keyword?: string | undefined;
  currency?: string | undefined;
  bondTypeId?: number | undefined;
  page?: number;
  pageSize?: number;
}

/** The ISIN list: bond records by ISIN, newest issues first. */
export async function listBonds(db: Queryable, lang: Language, filter: BondListFilter): Promise<Paged<BondRecord>> {
  const { size, offset } = clampPaging(filter.page, filter.pageSize);
  const conditions = {
    patterns: likePatterns(filter.keyword),
    currency: (filter.currency || undefined) as BondRow['currency'] | undefined,
    typeId: filter.bondTypeId || undefined,
  };
  const [rows, total] = await Promise.all([selectBondPage(db, conditions, size, offset), countBonds(db, conditions)]);
  return { data: await decorateBonds(db, rows, lang), total };
}

// --- Bond information -------------------------------------------------------------------

export interface BondInformationFilter {
  categoryId?: number | undefined;
  bondTypeId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
  keyword?: string | undefined;
  page?: number;
  pageSize?: number;
  now?: Date;
}

/** The filter as conditions: a year (with or without a month) is a Macao-time range. */
function informationConditions(filter: BondInformationFilter): InformationConditions {
  const conditions: InformationConditions = {
    module: BOND_INFORMATION_MODULE,
    now: filter.now ?? new Date(),
    categoryId: filter.categoryId || undefined,
    bondTypeId: filter.bondTypeId || undefined,
    patterns: likePatterns(filter.keyword),
  };
  if (filter.year) {
    const from = filter.month ? `${String(filter.year)}-${String(filter.month).padStart(2, '0')}-01` : `${String(filter.year)}-01-01`;
    const to = filter.month
      ? filter.month === 12
        ? `${String(filter.year + 1)}-01-01`
        : `${String(filter.year)}-${String(filter.month + 1).padStart(2, '0')}-01`
      : `${String(filter.year + 1)}-01-01`;
    conditions.publishedFrom = macaoStart(from);
    conditions.publishedBefore = macaoStart(to);
  } else if (filter.month) {
    // A month without a year: that month of every year.
    conditions.month = filter.month;
  }
  return conditions;
}

async function decorateInformation(db: Queryable, rows: EntryRow[], lang: Language): Promise<BondInformation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [texts, links, cats, types] = await Promise.all([
    selectInformationTexts(db, ids),
    selectLinkedBonds(db, ids),
    listInformationCategories(db, lang),
    catsOf(db, BOND_TYPE_MODULE, lang),
  ]);
  const textsById = groupBy(texts, (r) => r.entryId);
  const linksById = groupBy(links, (r) => r.entryId);
  const catById = new Map(cats.map((c) => [c.id, c]));
  const typeById = new Map(types.map((c) => [c.id, c]));
  return rows.flatMap((r): BondInformation[] => {
    const picked = pickTranslation(textsById.get(r.id) ?? [], lang);
    if (!picked) return [];
    const bonds = linksById.get(r.id) ?? [];
    const typeId = bonds[0]?.typeId;
    return [
      {
        id: r.id,
        title: picked.value.title,
        summary: picked.value.summary,
        publishedAt: r.publishedAt.toISOString(),
        date: macaoDay(r.publishedAt),
        category: (r.catId !== null && catById.get(r.catId)) || null,
        bondType: (typeId !== undefined && typeById.get(typeId)) || null,
        bonds: bonds.map((b) => ({ id: b.id, bondNumber: b.bondNumber, isin: b.isin })),
        lang: picked.lang,
        fallback: picked.fallback,
      },
    ];
  });
}

/** SPEC §7 `/bond/information`: newest first; every filter given narrows the list. */
export async function listBondInformation(db: Queryable, lang: Language, filter: BondInformationFilter): Promise<Paged<BondInformation>> {
  const { size, offset } = clampPaging(filter.page, filter.pageSize);
  const conditions = informationConditions(filter);
  const [rows, total] = await Promise.all([selectInformationPage(db, conditions, size, offset), countInformation(db, conditions)]);
  return { data: await decorateInformation(db, rows, lang), total };
}

/** The years that have bond information, newest first (for the year filter). */
export async function informationYears(db: Queryable, now = new Date()): Promise<number[]> {
  return (await selectInformationYears(db, BOND_INFORMATION_MODULE, now)).sort((a, b) => b - a);
}

/** One information item with its text, files and every field of its bond records. */
export async function getBondInformation(db: Queryable, id: number, lang: Language): Promise<BondInformationDetail> {
  const entry = await getEntry(db, BOND_INFORMATION_MODULE, id, lang);
  const [row] = await selectEntryById(db, id);
  const [summary] = row ? await decorateInformation(db, [row], lang) : [];
  if (!summary) throw new NotFoundError();
  const bondRows = await selectBondsByIds(db, summary.bonds.map((b) => b.id));
  return {
    ...summary,
    title: entry.title,
    content: entry.content,
    files: entry.files,
    bondRecords: await decorateBonds(db, bondRows, lang),
  };
}

/** Information items about one bond, newest first (shown on the bond's page). */
export async function informationOfBond(db: Queryable, bondId: number, lang: Language, now = new Date()): Promise<BondInformation[]> {
  return decorateInformation(db, await selectInformationOfBond(db, bondId, now), lang);
}

// --- Investment funds ----------------------------------------------------------------------

export interface FundFilter {
  keyword?: string | undefined;
  page?: number;
  pageSize?: number;
}

/** Foreign investment funds: keyword over fund, sub-fund and manager in any language; by fund, then sub-fund. */
export async function listFunds(db: Queryable, lang: Language, filter: FundFilter): Promise<Paged<InvestmentFund>> {
  const { size, offset } = clampPaging(filter.page, filter.pageSize);
  const patterns = likePatterns(filter.keyword);
  // Sorted by the names shown: the language's row, else English.
  const [rows, total] = await Promise.all([selectFundPage(db, patterns, lang, size, offset), countFunds(db, patterns)]);
  const texts = groupBy(await selectFundTexts(db, rows.map((r) => r.id)), (r) => r.fundId);
  const data = rows.flatMap((r): InvestmentFund[] => {
    const picked = pickTranslation(texts.get(r.id) ?? [], lang);
    return picked
      ? [{ id: r.id, fundName: picked.value.fundName, subFundName: picked.value.subFundName, manager: picked.value.manager, authorizationDate: r.authorizationDate, lang: picked.lang }]
      : [];
  });
  return { data, total };
}
