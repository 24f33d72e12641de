/**
 * What the register endpoints share: the validate key gate (a solved
 * verification code, SPEC §5/§6) and the mapping of the query to a filter.
 */
import type { LicenceCategory, RegisterSearchQuery, RegisterStatus } from './contract.ts';
import { requireValidateKey, validateKeyFrom } from '#src/features/captcha/service.ts';
import type { Queryable } from '#src/server/db/open.ts';
import type { RegisterFilter } from './service.ts';

/** Refuses (VerificationCodeError, HTTP 403) a call without a live validate key. */
export async function requireKey(db: Queryable, request: Request, url: URL): Promise<void> {
  await requireValidateKey(db, validateKeyFrom(request, url));
}

/** The query's categories limited to those the endpoint serves (all of them when none is asked). */
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
