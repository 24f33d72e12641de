/**
 * Searching the registers (SPEC §2 register screens, §5 register search, §7
 * Registers): what each call and screen lists, the defaults of a search, paging,
 * the records as the API gives them (titles and reasons in the caller's
 * language, insurers resolved), and the caches that spare repeated counts. The
 * SQL is in queries.ts.
 */
import { registersText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import {
  CORPORATE_CATEGORIES,
  LICENCE_CATEGORIES,
  type Clerk,
  type Insurer,
  type Intermediary,
  type IntermediaryTitle,
  type LicenceCategory,
  type RegisterPage,
  type RegisterSearchQuery,
  type RegisterStatus,
  type RegisterView,
} from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { foldText } from './fold.ts';
import {
  clerkWhere,
  countClerkRows,
  countIntermediaryRows,
  intermediaryWhere,
  selectClerkPage,
  selectEdition,
  selectInsurers,
  selectIntermediariesAfter,
  selectIntermediaryByLicence,
  selectIntermediaryPage,
  type IntermediaryConditions,
  type IntermediaryRow,
} from './queries.ts';

type MessageKey = KeyOf<typeof registersText>;

export interface RegisterFilter {
  name?: string | undefined;
  licenceNo?: string | undefined;
  categories?: readonly LicenceCategory[] | undefined;
  statuses?: readonly RegisterStatus[] | undefined;
  validOn?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The query's categories limited to those a call serves (its defaults when none is asked). */
export function scopeCategories(
  asked: readonly LicenceCategory[] | undefined,
  allowed: readonly LicenceCategory[],
  defaults: readonly LicenceCategory[] = allowed,
): LicenceCategory[] {
  if (!asked?.length) return [...defaults];
  const kept = allowed.filter((c) => asked.includes(c));
  // Asking only for categories this register does not hold finds nothing, not everything.
  return kept.length ? kept : [];
}

/** The filter of a search or export call: its query within the categories it serves, and its default statuses. */
export function filterFromQuery(query: RegisterSearchQuery, categories: LicenceCategory[], statuses?: readonly RegisterStatus[]): RegisterFilter {
  return {
    name: query['Filters.Name'] || undefined,
    licenceNo: query['Filters.LicenceNo'] || undefined,
    categories,
    statuses: query['Filters.Status']?.length ? query['Filters.Status'] : statuses,
    validOn: query['Filters.ValidOn'],
    page: query.Page,
    pageSize: query.PageSize,
  };
}

/** The register's default: what the public consults, i.e. all but cancelled licences. */
export const CURRENT_STATUSES: readonly RegisterStatus[] = ['valid', 'suspended', 'renewal'];

/** What each register screen lists (the categories offered in its form, and the statuses). */
export const VIEW_SCOPE: Record<Exclude<RegisterView, 'clerk'>, { categories: readonly LicenceCategory[]; statuses: readonly RegisterStatus[]; endpoint: 'insurance_intermediary' | 'corporate' }> = {
  individual: { categories: ['APS'], statuses: CURRENT_STATUSES, endpoint: 'insurance_intermediary' },
  corporate: { categories: CORPORATE_CATEGORIES, statuses: CURRENT_STATUSES, endpoint: 'corporate' },
  broker: { categories: ['CRL', 'CRE'], statuses: CURRENT_STATUSES, endpoint: 'insurance_intermediary' },
  salesman: { categories: ['ANG'], statuses: CURRENT_STATUSES, endpoint: 'insurance_intermediary' },
  cancelled: { categories: LICENCE_CATEGORIES, statuses: ['cancelled'], endpoint: 'insurance_intermediary' },
  suspended: { categories: LICENCE_CATEGORIES, statuses: ['suspended'], endpoint: 'insurance_intermediary' },
  renewal: { categories: LICENCE_CATEGORIES, statuses: ['renewal'], endpoint: 'insurance_intermediary' },
};

export function normaliseLicence(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

/** A filter's conditions: every category and the current statuses unless it says otherwise. */
function intermediaryConditions(filter: RegisterFilter): IntermediaryConditions {
  return {
    categories: filter.categories ?? LICENCE_CATEGORIES,
    statuses: filter.statuses?.length ? filter.statuses : CURRENT_STATUSES,
    name: filter.name,
    licenceNo: filter.licenceNo ? normaliseLicence(filter.licenceNo) : undefined,
    validOn: filter.validOn,
  };
}

export async function registerUpdatedOn(db: Queryable, register: 'intermediaries' | 'clerks' = 'intermediaries'): Promise<string | null> {
  return (await registerEdition(db, register)).updatedOn;
}

async function registerEdition(db: Queryable, register: 'intermediaries' | 'clerks'): Promise<{ updatedOn: string | null; generation: string }> {
  const row = await selectEdition(db, register);
  return { updatedOn: row?.updatedOn ?? null, generation: row ? `${row.updatedOn}@${row.importedAt.toISOString()}` : '' };
}

/**
 * Totals of the searches, per edition of the register: the register changes only
 * with an import (which gives a new edition), and counting tens of thousands of
 * matches is the costly part of a broad search, paid again on every page.
 */
const TOTALS_MAX = 2000;
const totals = new Map<string, number>();

async function cachedTotal(generation: string, key: string, count: () => Promise<number>): Promise<number> {
  const id = `${generation}|${key}`;
  const hit = totals.get(id);
  if (hit !== undefined) return hit;
  const n = await count();
  if (totals.size >= TOTALS_MAX) totals.clear();
  if (generation) totals.set(id, n);
  return n;
}

const filterKey = (kind: string, filter: RegisterFilter) =>
  JSON.stringify([kind, filter.name ? foldText(filter.name) : '', filter.licenceNo ? normaliseLicence(filter.licenceNo) : '', filter.categories ?? null, filter.statuses ?? null, filter.validOn ?? '']);

let insurerCache: { at: number; map: Map<string, Insurer> } | undefined;

export function listInsurers(db: Queryable): Promise<Insurer[]> {
  return selectInsurers(db);
}

async function insurerMap(db: Queryable): Promise<Map<string, Insurer>> {
  // The list is tiny and changes only with an import; a few seconds of caching spares a query per search.
  if (insurerCache && Date.now() - insurerCache.at < 10_000) return insurerCache.map;
  const map = new Map((await listInsurers(db)).map((i) => [i.code, i]));
  insurerCache = { at: Date.now(), map };
  return map;
}

export function clearInsurerCache(): void {
  insurerCache = undefined;
}

const reasonText = (lang: Language, code: string | null) => (code ? registersText.t(lang, `registers.reason.${code}` as MessageKey) : null);

export function toIntermediary(row: IntermediaryRow, lang: Language, insurers: Map<string, Insurer>): Intermediary {
  const resolve = (codes: string[]) => codes.map((c) => insurers.get(c) ?? { code: c, kind: 'life' as const, name: c, nameZh: c });
  return {
    number: row.number,
    licenceNo: row.licenceNo,
    category: row.category,
    categoryTitle: registersText.t(lang, `registers.cat.${row.category}`),
    status: row.status,
    name: row.name,
    nameZh: row.nameZh,
    authorisedOn: row.authorisedOn,
    renewalPeriod: row.renewalFrom && row.renewalTo ? { from: row.renewalFrom, to: row.renewalTo } : null,
    general: { validUntil: row.generalValidUntil, cancelledOn: row.generalCancelledOn, cancelReason: row.generalCancelReason, cancelReasonText: reasonText(lang, row.generalCancelReason) },
    life: { validUntil: row.lifeValidUntil, cancelledOn: row.lifeCancelledOn, cancelReason: row.lifeCancelReason, cancelReasonText: reasonText(lang, row.lifeCancelReason) },
    suspension: row.suspendedFrom && row.suspendedTo ? { from: row.suspendedFrom, to: row.suspendedTo } : null,
    cancelledInPeriod: row.cancelledInPeriod,
    lifeInsurers: resolve(row.lifeInsurers),
    generalInsurers: resolve(row.generalInsurers),
    website: row.website,
    updatedOn: row.updatedOn,
    documentation: row.documentation,
  };
}

const pageOf = (filter: RegisterFilter) => {
  const pageSize = Math.min(Math.max(filter.pageSize ?? 20, 1), 100);
  const page = Math.max(filter.page ?? 1, 1);
  return { page, pageSize, offset: (page - 1) * pageSize };
};

export async function searchIntermediaries(db: Queryable, lang: Language, filter: RegisterFilter): Promise<RegisterPage<Intermediary>> {
  const where = intermediaryWhere(intermediaryConditions(filter));
  const { pageSize, offset } = pageOf(filter);
  const edition = await registerEdition(db, 'intermediaries');
  const rows = await selectIntermediaryPage(db, where, pageSize, offset);
  // A first page that is not full holds every match: no count needed.
  const total =
    offset === 0 && rows.length < pageSize ? rows.length : await cachedTotal(edition.generation, filterKey('i', filter), () => countIntermediaryRows(db, where));
  const insurers = await insurerMap(db);
  return { data: rows.map((r) => toIntermediary(r, lang, insurers)), total, updatedOn: edition.updatedOn };
}

/** Rows for an export (same filters as the search), in chunks of `chunk` rows, so a big export never holds the loop. */
export async function* intermediaryChunks(db: Queryable, lang: Language, filter: RegisterFilter, max: number, chunk = 1000): AsyncGenerator<Intermediary[]> {
  const where = intermediaryWhere(intermediaryConditions(filter));
  const insurers = await insurerMap(db);
  let lastNumber = -1;
  let sent = 0;
  while (sent < max) {
    const rows = await selectIntermediariesAfter(db, where, lastNumber, Math.min(chunk, max - sent));
    if (!rows.length) return;
    lastNumber = rows.at(-1)?.number ?? lastNumber;
    sent += rows.length;
    yield rows.map((r) => toIntermediary(r, lang, insurers));
    // Let other requests run between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Matches of a filter; with `cap`, counting stops there (an export needs no more, and PGlite counts on the event loop). */
export function countIntermediaries(db: Queryable, filter: RegisterFilter, cap?: number): Promise<number> {
  return countIntermediaryRows(db, intermediaryWhere(intermediaryConditions(filter)), cap);
}

/** One record by its exact licence number (any status), for the permanent page. */
export async function getIntermediary(db: Queryable, lang: Language, licenceNo: string): Promise<Intermediary | null> {
  const row = await selectIntermediaryByLicence(db, normaliseLicence(licenceNo));
  return row ? toIntermediary(row, lang, await insurerMap(db)) : null;
}

export function intermediaryTitles(lang: Language): IntermediaryTitle[] {
  return LICENCE_CATEGORIES.map((code) => ({ code, title: registersText.t(lang, `registers.cat.${code}`), corporate: CORPORATE_CATEGORIES.includes(code) }));
}

// --- Clerks -------------------------------------------------------------------

export async function searchClerks(db: Queryable, filter: RegisterFilter): Promise<RegisterPage<Clerk>> {
  const where = clerkWhere({ name: filter.name, licenceNo: filter.licenceNo ? normaliseLicence(filter.licenceNo) : undefined, validOn: filter.validOn });
  const { pageSize, offset } = pageOf(filter);
  const edition = await registerEdition(db, 'clerks');
  const rows = await selectClerkPage(db, where, pageSize, offset);
  const total = offset === 0 && rows.length < pageSize ? rows.length : await cachedTotal(edition.generation, filterKey('c', filter), () => countClerkRows(db, where));
  return { data: rows, total, updatedOn: edition.updatedOn };
}
