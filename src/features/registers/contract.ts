/**
 * Registers of insurance intermediaries (SPEC §3 "Intermediary register record",
 * §7 Registers): query parameters and response shapes, shared by the API, the
 * pages and the search island.
 */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { isoDateParam, keywordParam, pagingQuery } from '#src/lib/api/params.ts';

export const LICENCE_CATEGORIES = ['ANG', 'APC', 'APE', 'APS', 'CRE', 'CRL'] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];
export const REGISTER_STATUSES = ['valid', 'cancelled', 'suspended', 'renewal'] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];
export const CORPORATE_CATEGORIES: readonly LicenceCategory[] = ['APC', 'APE'];
export const NON_CORPORATE_CATEGORIES: readonly LicenceCategory[] = ['ANG', 'APS', 'CRE', 'CRL'];

/** The register screens (page modules) and what each lists. */
export const REGISTER_VIEWS = ['individual', 'corporate', 'broker', 'salesman', 'cancelled', 'suspended', 'renewal', 'clerk'] as const;
export type RegisterView = (typeof REGISTER_VIEWS)[number];

/**
 * The register pages no further than this (a tenth of the shared MAX_PAGE): deeper
 * pages of a register are bulk extraction, not a search, and cost an offset scan.
 */
const REGISTER_MAX_PAGE = 10_000;
const paging = pagingQuery({ defaultSize: 20, maxSize: 100, maxPage: REGISTER_MAX_PAGE });

export const registerSearchQuery = paging.extend({
  'Filters.Name': keywordParam.meta({ description: 'Part of the Chinese or Portuguese/English name; Traditional and Simplified match alike' }),
  'Filters.LicenceNo': z.string().trim().max(30).optional().meta({ description: 'Part of the licence (or registration) number' }),
  'Filters.Category': queryArray(z.enum(LICENCE_CATEGORIES)).optional().meta({ description: 'Licence category code; repeat for several' }),
  'Filters.Status': queryArray(z.enum(REGISTER_STATUSES)).optional().meta({ description: 'Licence status on the register date; default: all but cancelled' }),
  'Filters.ValidOn': isoDateParam.optional().meta({ description: 'Only licences valid on this date (YYYY-MM-DD)' }),
  ValidateKey: z.string().max(200).optional().meta({ description: 'The validate key of a solved verification code (or the Validate-Key header)' }),
});
export type RegisterSearchQuery = z.output<typeof registerSearchQuery>;

export const insurerSchema = z.object({
  code: z.string(),
  kind: z.enum(['life', 'general', 'pension']),
  name: z.string(),
  nameZh: z.string(),
});
export type Insurer = z.infer<typeof insurerSchema>;

const lineSchema = z.object({
  validUntil: z.string().nullable(),
  cancelledOn: z.string().nullable(),
  /** Reason code (request, not-renewed, appointment-ended, revoked) and its text in the caller's language. */
  cancelReason: z.string().nullable(),
  cancelReasonText: z.string().nullable(),
});

export const intermediarySchema = z.object({
  number: z.number().int(),
  licenceNo: z.string(),
  category: z.enum(LICENCE_CATEGORIES),
  categoryTitle: z.string(),
  status: z.enum(REGISTER_STATUSES),
  name: z.string(),
  nameZh: z.string().nullable(),
  authorisedOn: z.string(),
  renewalPeriod: z.object({ from: z.string(), to: z.string() }).nullable(),
  general: lineSchema,
  life: lineSchema,
  suspension: z.object({ from: z.string(), to: z.string() }).nullable(),
  cancelledInPeriod: z.boolean(),
  lifeInsurers: z.array(insurerSchema),
  generalInsurers: z.array(insurerSchema),
  website: z.string().nullable(),
  updatedOn: z.string(),
  documentation: z.string().nullable(),
});
export type Intermediary = z.infer<typeof intermediarySchema>;

export const clerkSchema = z.object({
  number: z.number().int(),
  registrationNo: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  intermediaryLicenceNo: z.string(),
  intermediaryName: z.string().nullable(),
  intermediaryNameZh: z.string().nullable(),
  registeredOn: z.string(),
  validUntil: z.string(),
  updatedOn: z.string(),
});
export type Clerk = z.infer<typeof clerkSchema>;

/** A page of a register: rows, total, and the register's last update date. */
export const registerPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().min(0), updatedOn: z.string().nullable() });
export interface RegisterPage<T> {
  data: T[];
  total: number;
  updatedOn: string | null;
}

export const intermediaryTitleSchema = z.object({
  code: z.enum(LICENCE_CATEGORIES),
  title: z.string(),
  corporate: z.boolean(),
});
export type IntermediaryTitle = z.infer<typeof intermediaryTitleSchema>;

/**
 * The URL segment of a licence number (its `/` would split the path): `APS-00123/19`
 * ↔ `APS-00123-19`. Stable as long as the licence number is.
 */
export function licenceSlug(licenceNo: string): string {
  return licenceNo.replace(/\//g, '-');
}

export function licenceFromSlug(slug: string): string {
  const m = /^([A-Za-z]{3}-\d{1,8})-(\d{2})$/.exec(slug.trim());
  return (m ? `${m[1]}/${m[2]}` : slug).toUpperCase();
}

export const licencePagePath = (lang: string, licenceNo: string) => `/${lang}/registers/intermediary/${licenceSlug(licenceNo)}`;

/** Why a licence was cancelled, as the register file writes it (the import refuses any other value). */
export const CANCEL_REASONS = ['request', 'not-renewed', 'appointment-ended', 'revoked'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
