/** The back office's register imports: the shapes of their calls, shared by the server and the screens (zod). */
import { z } from 'zod';
import { LICENCE_CATEGORIES } from './contract.ts';

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
