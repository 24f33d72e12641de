/**
 * Searching the registers (SPEC §2 register screens, §5 register search, §7
 * Registers). Names are matched in folded form (fold.ts): short queries through
 * the token array, longer Latin ones through the trigram index; the licence
 * number by substring (trigram) or prefix. Rows come in register order.
 */
import { and, asc, count, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { t, type MessageKey } from '#src/i18n/index.ts';
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
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { registerClerks, registerEditions, registerInsurers, registerIntermediaries } from '#src/server/db/schema.ts';
import { foldText, nameQueryPlan } from './fold.ts';

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


function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Name condition on a table with `search_name` and `search_tokens`. */
function nameCondition(searchName: PgColumn, searchTokens: PgColumn, query: string): SQL | undefined {
  const folded = foldText(query);
  if (!folded) return undefined;
  const plan = nameQueryPlan(folded);
  const parts: SQL[] = [];
  if (plan.tokens.length) parts.push(sql`${searchTokens} @> ${textArray(plan.tokens)}`);
  if (plan.like) parts.push(sql`${searchName} like ${containsPattern(plan.like)}`);
  return and(...parts);
}

const FULL_LICENCE = /^[A-Z]{3}-\d{3,8}\/\d{2}$/;

export function normaliseLicence(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, '');
}

function intermediaryWhere(filter: RegisterFilter): SQL | undefined {
  const t = registerIntermediaries;
  const conds: (SQL | undefined)[] = [];
  const categories = filter.categories ?? LICENCE_CATEGORIES;
  if (!categories.length) conds.push(sql`false`);
  else if (categories.length < LICENCE_CATEGORIES.length) conds.push(inArray(t.category, [...categories]));
  const statuses = filter.statuses?.length ? filter.statuses : CURRENT_STATUSES;
  if (statuses.length < 4) conds.push(inArray(t.status, [...statuses]));
  if (filter.name) conds.push(nameCondition(t.searchName, t.searchTokens, filter.name));
  if (filter.licenceNo) {
    const licence = normaliseLicence(filter.licenceNo);
    // A whole licence number is one row of the unique index; a part of one, a trigram search.
    if (FULL_LICENCE.test(licence)) conds.push(eq(t.licenceNo, licence));
    else if (licence) conds.push(sql`${t.licenceNo} like ${containsPattern(licence)}`);
  }
  if (filter.validOn) {
    conds.push(lte(t.authorisedOn, filter.validOn));
    conds.push(or(gte(t.lifeValidUntil, filter.validOn), gte(t.generalValidUntil, filter.validOn)));
    // A suspended licence is not valid during its suspension.
    conds.push(sql`not (${t.suspendedFrom} is not null and ${t.suspendedFrom} <= ${filter.validOn} and ${t.suspendedTo} >= ${filter.validOn})`);
  }
  return and(...conds);
}

export async function registerUpdatedOn(db: Queryable, register: 'intermediaries' | 'clerks' = 'intermediaries'): Promise<string | null> {
  return (await registerEdition(db, register)).updatedOn;
}

async function registerEdition(db: Queryable, register: 'intermediaries' | 'clerks'): Promise<{ updatedOn: string | null; generation: string }> {
  const [row] = await db
    .select({ updatedOn: registerEditions.updatedOn, importedAt: registerEditions.importedAt })
    .from(registerEditions)
    .where(eq(registerEditions.register, register));
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

export async function listInsurers(db: Queryable): Promise<Insurer[]> {
  const rows = await db
    .select({ code: registerInsurers.code, kind: registerInsurers.kind, name: registerInsurers.name, nameZh: registerInsurers.nameZh })
    .from(registerInsurers)
    .orderBy(asc(registerInsurers.sortOrder), asc(registerInsurers.code));
  return rows;
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

type IntermediaryRow = typeof registerIntermediaries.$inferSelect;

const reasonText = (lang: Language, code: string | null) => (code ? t(lang, `registers.reason.${code}` as MessageKey) : null);

export function toIntermediary(row: Omit<IntermediaryRow, 'id' | 'searchName' | 'searchTokens'>, lang: Language, insurers: Map<string, Insurer>): Intermediary {
  const resolve = (codes: string[]) => codes.map((c) => insurers.get(c) ?? { code: c, kind: 'life' as const, name: c, nameZh: c });
  return {
    number: row.number,
    licenceNo: row.licenceNo,
    category: row.category,
    categoryTitle: t(lang, `registers.cat.${row.category}`),
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

/** Every column but the internal ones (id and the search columns). */
const intermediarySelect = (() => {
  const cols: Partial<ReturnType<typeof getTableColumns<typeof registerIntermediaries>>> = { ...getTableColumns(registerIntermediaries) };
  delete cols.id;
  delete cols.searchName;
  delete cols.searchTokens;
  return cols as Omit<ReturnType<typeof getTableColumns<typeof registerIntermediaries>>, 'id' | 'searchName' | 'searchTokens'>;
})();

const pageOf = (filter: RegisterFilter) => {
  const pageSize = Math.min(Math.max(filter.pageSize ?? 20, 1), 100);
  const page = Math.max(filter.page ?? 1, 1);
  return { page, pageSize, offset: (page - 1) * pageSize };
};

export async function searchIntermediaries(db: Queryable, lang: Language, filter: RegisterFilter): Promise<RegisterPage<Intermediary>> {
  const where = intermediaryWhere(filter);
  const { pageSize, offset } = pageOf(filter);
  const edition = await registerEdition(db, 'intermediaries');
  const rows = await db.select(intermediarySelect).from(registerIntermediaries).where(where).orderBy(asc(registerIntermediaries.number)).limit(pageSize).offset(offset);
  // A first page that is not full holds every match: no count needed.
  const total =
    offset === 0 && rows.length < pageSize
      ? rows.length
      : await cachedTotal(edition.generation, filterKey('i', filter), async () => {
          const [row] = await db.select({ n: count() }).from(registerIntermediaries).where(where);
          return Number(row?.n ?? 0);
        });
  const insurers = await insurerMap(db);
  return { data: rows.map((r) => toIntermediary(r, lang, insurers)), total, updatedOn: edition.updatedOn };
}

/** Rows for an export (same filters as the search), in chunks of `chunk` rows, so a big export never holds the loop. */
export async function* intermediaryChunks(db: Queryable, lang: Language, filter: RegisterFilter, max: number, chunk = 1000): AsyncGenerator<Intermediary[]> {
  const where = intermediaryWhere(filter);
  const insurers = await insurerMap(db);
  let lastNumber = -1;
  let sent = 0;
  while (sent < max) {
    const rows = await db
      .select(intermediarySelect)
      .from(registerIntermediaries)
      .where(and(where, sql`${registerIntermediaries.number} > ${lastNumber}`))
      .orderBy(asc(registerIntermediaries.number))
      .limit(Math.min(chunk, max - sent));
    if (!rows.length) return;
    lastNumber = rows.at(-1)?.number ?? lastNumber;
    sent += rows.length;
    yield rows.map((r) => toIntermediary(r, lang, insurers));
    // Let other requests run between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Matches of a filter; with `cap`, counting stops there (an export needs no more, and PGlite counts on the event loop). */
export async function countIntermediaries(db: Queryable, filter: RegisterFilter, cap?: number): Promise<number> {
  if (cap !== undefined) {
    const capped = db.select({ one: sql`1` }).from(registerIntermediaries).where(intermediaryWhere(filter)).limit(cap).as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(registerIntermediaries).where(intermediaryWhere(filter));
  return Number(row?.n ?? 0);
}

/** One record by its exact licence number (any status), for the permanent page. */
export async function getIntermediary(db: Queryable, lang: Language, licenceNo: string): Promise<Intermediary | null> {
  const rows = await db
    .select(intermediarySelect)
    .from(registerIntermediaries)
    .where(eq(registerIntermediaries.licenceNo, normaliseLicence(licenceNo)))
    .limit(1);
  const row = rows[0];
  return row ? toIntermediary(row, lang, await insurerMap(db)) : null;
}

export function intermediaryTitles(lang: Language): IntermediaryTitle[] {
  return LICENCE_CATEGORIES.map((code) => ({ code, title: t(lang, `registers.cat.${code}`), corporate: CORPORATE_CATEGORIES.includes(code) }));
}

// --- Clerks -------------------------------------------------------------------

function clerkWhere(filter: RegisterFilter): SQL | undefined {
  const c = registerClerks;
  const conds: (SQL | undefined)[] = [];
  if (filter.name) conds.push(nameCondition(c.searchName, c.searchTokens, filter.name));
  if (filter.licenceNo) {
    const no = normaliseLicence(filter.licenceNo);
    if (no) conds.push(or(sql`${c.registrationNo} like ${containsPattern(no)}`, eq(c.intermediaryLicenceNo, no)));
  }
  if (filter.validOn) conds.push(lte(c.registeredOn, filter.validOn), gte(c.validUntil, filter.validOn));
  return and(...conds);
}

export async function searchClerks(db: Queryable, filter: RegisterFilter): Promise<RegisterPage<Clerk>> {
  const where = clerkWhere(filter);
  const { pageSize, offset } = pageOf(filter);
  const i = registerIntermediaries;
  const c = registerClerks;
  const edition = await registerEdition(db, 'clerks');
  const rows = await db
    .select({
      number: c.number,
      registrationNo: c.registrationNo,
      name: c.name,
      nameZh: c.nameZh,
      intermediaryLicenceNo: c.intermediaryLicenceNo,
      intermediaryName: i.name,
      intermediaryNameZh: i.nameZh,
      registeredOn: c.registeredOn,
      validUntil: c.validUntil,
      updatedOn: c.updatedOn,
    })
    .from(c)
    .leftJoin(i, eq(i.licenceNo, c.intermediaryLicenceNo))
    .where(where)
    .orderBy(asc(c.number))
    .limit(pageSize)
    .offset(offset);
  const total =
    offset === 0 && rows.length < pageSize
      ? rows.length
      : await cachedTotal(edition.generation, filterKey('c', filter), async () => {
          const [row] = await db.select({ n: count() }).from(c).where(where);
          return Number(row?.n ?? 0);
        });
  return { data: rows, total, updatedOn: edition.updatedOn };
}
