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

// ---------------------------------------------------------------------------
// The back office's register imports (staff calls and screens).
// ---------------------------------------------------------------------------

export const REGISTER_IMPORT_STATUSES = ['invalid', 'pending', 'confirmed', 'refused', 'superseded', 'outdated'] as const;
export type RegisterImportStatus = (typeof REGISTER_IMPORT_STATUSES)[number];

/** The largest register file accepted (bytes): the whole register of some 120,000 licences as CSV is about 25 MB. */
export const MAX_REGISTER_FILE_BYTES = 40 * 1024 * 1024;

export const registerImportListQuery = z.object({
  status: z.enum(REGISTER_IMPORT_STATUSES, { error: 'validation.format' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** An import's id (a UUID; any other well-formed id is simply not found). */
export const registerImportId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/** The upload: the file's name and its bytes in base64 (the staff API speaks JSON). */
export const registerImportUpload = z
  .object({
    fileName: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.format' })
      .regex(/\.(csv|xlsx)$/i, { error: 'validation.format' }),
    content: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(Math.ceil((MAX_REGISTER_FILE_BYTES * 4) / 3) + 4, { error: 'validation.format' })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'validation.format' }),
  })
  .meta({ id: 'RegisterImportUpload' });

export const registerImportRefusal = z
  .object({ note: z.string().trim().max(1000, { error: 'validation.format' }).optional() })
  .meta({ id: 'RegisterImportRefusal' });

const counts = z.object({ added: z.number(), changed: z.number(), removed: z.number(), unchanged: z.number() });

export const registerImportRow = z.object({
  id: z.string(),
  status: z.enum(REGISTER_IMPORT_STATUSES),
  fileName: z.string(),
  updatedOn: z.string().nullable(),
  records: z.number(),
  counts: counts.nullable(),
  errors: z.number(),
  uploadedByEmail: z.string(),
  uploadedAt: z.string(),
  decidedByEmail: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
  /** The person asking uploaded it (and so may not confirm it). */
  mine: z.boolean(),
});
export type RegisterImportRowData = z.output<typeof registerImportRow>;

const diffEntry = z.object({ licenceNo: z.string(), category: z.enum(LICENCE_CATEGORIES), name: z.string(), nameZh: z.string().nullable(), fields: z.array(z.string()).optional() });

/** One import with its preview (the rows of each kind, at most PREVIEW_ROWS each) or its errors in the caller's language. */
export const PREVIEW_ROWS = 500;
export const registerImportDetail = registerImportRow.extend({
  byCategory: z.array(z.object({ category: z.enum(LICENCE_CATEGORIES), added: z.number(), changed: z.number(), removed: z.number() })),
  added: z.array(diffEntry),
  changed: z.array(diffEntry),
  removed: z.array(diffEntry),
  issues: z.array(z.object({ line: z.number(), column: z.string(), message: z.string() })),
  /** The register's last update date now. */
  registerDate: z.string().nullable(),
});
export type RegisterImportDetailData = z.output<typeof registerImportDetail>;
