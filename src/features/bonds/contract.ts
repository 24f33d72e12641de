/**
 * Shapes of the bond market and investment fund calls (SPEC §3 Bond type option,
 * Bond information category, Bond record, Investment fund; §7 Bond).
 */
import { z } from 'zod';
import { fileRefSchema } from '#src/features/entries/contract.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { keywordParam, pagingQuery } from '#src/lib/api/params.ts';
import { isValidIsin } from './isin.ts';

const day = z.string().meta({ description: 'YYYY-MM-DD' });

// --- Query parameters ------------------------------------------------------------

/** `0` (or absent) means all, as in SPEC §3 ("a leading 'all' entry with id 0"). */
export const idFilterParam = z.coerce.number().int().min(0).max(2_147_483_647).default(0);
/** The bond calls stop at page 10,000 (their published limit, kept), tighter than the shared paging. */
export const bondPagingQuery = pagingQuery({ defaultSize: 20, maxSize: 100, maxPage: 10_000 });

// --- Options -----------------------------------------------------------------------

export const bondTypeOptionSchema = z
  .object({
    id: z.number().int().meta({ description: '0 for the leading "all types" entry' }),
    slug: z.string(),
    title: z.string(),
  })
  .meta({ id: 'BondTypeOption' });
export type BondTypeOption = z.infer<typeof bondTypeOptionSchema>;

export const bondInformationCategorySchema = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string() })
  .meta({ id: 'BondInformationCategory' });
export type BondInformationCategory = z.infer<typeof bondInformationCategorySchema>;

// --- Bond record -------------------------------------------------------------------

export const BOND_CURRENCY_CODES = ['MOP', 'CNY', 'HKD', 'USD'] as const;
export const INTEREST_PAYMENT_METHODS = ['annual', 'semi-annual', 'quarterly', 'at-maturity'] as const;
export const BOND_OPTION_TYPE_CODES = ['none', 'callable', 'puttable'] as const;
export const BOND_STATUS_CODES = ['outstanding', 'matured', 'redeemed'] as const;

const coded = <T extends readonly [string, ...string[]]>(codes: T, id: string) =>
  z.object({ code: z.enum(codes), label: z.string().meta({ description: 'In the language of the answer' }) }).meta({ id });

export const bondRecordSchema = z
  .object({
    id: z.number().int(),
    bondNumber: z.string(),
    isin: z.string().meta({ description: 'ISO 6166, with a valid check digit; MO… for bonds issued in Macao', example: 'MO0230012345' }),
    issuer: z.string(),
    instrument: z.string().meta({ description: 'Description of the instrument', example: 'CNY 1,000,000,000 2.85% Notes due 2028' }),
    currency: z.enum(BOND_CURRENCY_CODES),
    bondType: bondTypeOptionSchema,
    couponRate: z.number().meta({ description: 'Per cent a year' }),
    issueDate: day,
    valueDate: day,
    maturityDate: day,
    actualIssueSize: z.number().meta({ description: 'In units of the currency' }),
    interestPaymentMethod: coded(INTEREST_PAYMENT_METHODS, 'InterestPaymentMethod'),
    optionType: coded(BOND_OPTION_TYPE_CODES, 'BondOptionType'),
    tenorMonths: z.number().int(),
    tenor: z.string().meta({ description: 'The tenor in words, e.g. "5 years"' }),
    rating: z.string().nullable(),
    ratingAgency: z.string().nullable(),
    status: coded(BOND_STATUS_CODES, 'BondStatus'),
    disclosureDate: day,
    lang: languageSchema,
    fallback: z.boolean().meta({ description: 'True when the texts are not in the language asked for' }),
  })
  .meta({ id: 'BondRecord' });
export type BondRecord = z.infer<typeof bondRecordSchema>;

// --- Bond information ---------------------------------------------------------------

export const bondRefSchema = z
  .object({ id: z.number().int(), bondNumber: z.string(), isin: z.string() })
  .meta({ id: 'BondRef' });

export const bondInformationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    publishedAt: z.string().meta({ description: 'ISO date-time' }),
    date: day.meta({ description: 'Date of publication in Macao' }),
    category: bondInformationCategorySchema.nullable(),
    bondType: bondTypeOptionSchema.nullable(),
    bonds: z.array(bondRefSchema),
    lang: languageSchema,
    fallback: z.boolean(),
  })
  .meta({ id: 'BondInformation' });
export type BondInformation = z.infer<typeof bondInformationSchema>;

export const bondInformationDetailSchema = bondInformationSchema
  .extend({
    content: z.string().nullable().meta({ description: 'Sanitised HTML' }),
    files: z.array(fileRefSchema),
    bondRecords: z.array(bondRecordSchema),
  })
  .meta({ id: 'BondInformationDetail' });
export type BondInformationDetail = z.infer<typeof bondInformationDetailSchema>;

// --- Investment funds --------------------------------------------------------------

export const investmentFundSchema = z
  .object({
    id: z.number().int(),
    fundName: z.string().meta({ description: 'Name of the investment fund (umbrella)' }),
    subFundName: z.string(),
    manager: z.string(),
    authorizationDate: day,
    lang: languageSchema,
  })
  .meta({ id: 'InvestmentFund' });
export type InvestmentFund = z.infer<typeof investmentFundSchema>;

/** An optional number where an empty value or 0 means "not filtered" (as a GET form sends it). */
export const optionalFilterNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === '0' || v === 0 || v === undefined ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

export const bondInformationQuery = bondPagingQuery.extend({
  CategoryId: idFilterParam.meta({ description: 'Bond information category id; 0 or absent for all' }),
  BondTypeId: idFilterParam.meta({ description: 'Bond type id (of a linked bond record); 0 or absent for all' }),
  Year: optionalFilterNumber(1900, 2100).meta({ description: 'Year of publication (Macao time)' }),
  Month: optionalFilterNumber(1, 12).meta({ description: 'Month of publication, 1–12 (with Year: that month of that year)' }),
  Keyword: keywordParam.meta({
    description: 'Matched against titles, issuers, ISINs and bond numbers, in any language; Traditional and Simplified Chinese match each other',
  }),
});

// --- The back office's bond record form (issue 35) ---------------------------------------------

export const ISSUER_KINDS = ['public-sector', 'bank', 'supranational', 'corporate'] as const;
export const RATING_AGENCIES = ['sp', 'moodys', 'fitch', 'ccxi'] as const;
const isoDay = z.iso.date({ error: 'validation.format' });
const required = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.format' });
const bondText = z.object({ issuer: required(300), instrument: required(500) });
/** A language's texts that may be left out: all blank (as a form sends untouched fields) is none. */
const blankIsNone = (v: unknown) => (v && typeof v === 'object' && Object.values(v).every((x) => x === '' || x === null || x === undefined) ? undefined : v);
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsNone, schema.optional());
const recordVersion = z.coerce.number({ error: 'validation.format' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }).max(2_147_483_647, { error: 'validation.format' }).optional();

/** A bond record as the back office edits it: every field of SPEC §3 Bond record, the ISIN with its check digit verified (ISO 6166). */
export const bondRecordForm = z
  .object({
    bondNumber: required(40),
    isin: z
      .string({ error: 'validation.required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/, { error: 'bondEdit.isinFormat' })
      // Only a well-formed code has a check digit to verify (the format has its own message).
      .refine((v) => !/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(v) || isValidIsin(v), { error: 'bondEdit.isinCheckDigit' }),
    typeId: z.coerce.number({ error: 'validation.format' }).int().min(1, { error: 'validation.required' }).max(2_147_483_647, { error: 'validation.format' }),
    issuerKind: z.enum(ISSUER_KINDS, { error: 'validation.format' }),
    currency: z.enum(BOND_CURRENCY_CODES, { error: 'validation.format' }),
    couponRate: z.coerce.number({ error: 'validation.format' }).min(0, { error: 'validation.format' }).max(100, { error: 'validation.format' }),
    issueDate: isoDay,
    valueDate: isoDay,
    maturityDate: isoDay,
    actualIssueSize: z.coerce.number({ error: 'validation.format' }).positive({ error: 'validation.format' }).max(1e17, { error: 'validation.format' }),
    interestPaymentMethod: z.enum(INTEREST_PAYMENT_METHODS, { error: 'validation.format' }),
    optionType: z.enum(BOND_OPTION_TYPE_CODES, { error: 'validation.format' }),
    tenorMonths: z.coerce.number({ error: 'validation.format' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }).max(1200, { error: 'validation.format' }),
    rating: z.string().trim().max(10, { error: 'validation.format' }).nullable().optional(),
    ratingAgency: z.preprocess((v) => (v === '' ? null : v), z.enum(RATING_AGENCIES, { error: 'validation.format' }).nullable().optional()),
    status: z.enum(BOND_STATUS_CODES, { error: 'validation.format' }),
    disclosureDate: isoDay,
    /** Issuer and instrument per language; Traditional Chinese and English are required. */
    texts: z.object({ 'zh-hant': bondText, 'zh-hans': optionalText(bondText), en: bondText, pt: optionalText(bondText) }, { error: 'validation.required' }),
    /** The version the form was opened at: required to save a record (a newer one refuses the save, 409), ignored on creation. */
    version: recordVersion,
  })
  .superRefine((v, ctx) => {
    if (v.valueDate < v.issueDate) ctx.addIssue({ code: 'custom', path: ['valueDate'], message: 'bondEdit.valueBeforeIssue' });
    if (v.maturityDate <= v.valueDate) ctx.addIssue({ code: 'custom', path: ['maturityDate'], message: 'bondEdit.maturityBeforeValue' });
    if (!v.rating !== !v.ratingAgency) ctx.addIssue({ code: 'custom', path: [v.rating ? 'ratingAgency' : 'rating'], message: 'bondEdit.ratingPair' });
  })
  .meta({ id: 'BondRecordForm' });
export type BondRecordFormData = z.output<typeof bondRecordForm>;

// --- The back office's investment fund form, lists and imports (issue 35) ----------------------

const fundText = z.object({ fundName: required(300), subFundName: required(300), manager: required(300) });

/** An investment fund as the back office edits it: every field of SPEC §3 Investment fund, per language (Traditional Chinese and English required). */
export const investmentFundForm = z
  .object({
    authorizationDate: isoDay,
    texts: z.object({ 'zh-hant': fundText, 'zh-hans': optionalText(fundText), en: fundText, pt: optionalText(fundText) }, { error: 'validation.required' }),
    version: recordVersion,
  })
  .meta({ id: 'InvestmentFundForm' });
export type InvestmentFundFormData = z.output<typeof investmentFundForm>;

/** The version a removal was decided on (a newer one refuses it, 409). */
export const recordRemoval = z.object({ version: z.coerce.number({ error: 'validation.required' }).int().min(1).max(2_147_483_647) }).meta({ id: 'RecordRemoval' });

const staffPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
};
const staffKeyword = z.string().trim().max(100).optional();

export const bondStaffListQuery = z.object({
  ...staffPaging,
  q: staffKeyword.meta({ description: 'ISIN, bond number, issuer or instrument in any language' }),
  currency: z.enum(BOND_CURRENCY_CODES).optional(),
  typeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(BOND_STATUS_CODES).optional(),
});

export const fundStaffListQuery = z.object({ ...staffPaging, q: staffKeyword.meta({ description: 'Fund, sub-fund or manager name in any language' }) });

export const bondListRow = z.object({ id: z.number(), bondNumber: z.string(), isin: z.string(), issuer: z.string(), currency: z.string(), typeId: z.number(), maturityDate: z.string(), status: z.string(), version: z.number() }).meta({ id: 'BondRecordRow' });
export type BondListRowData = z.infer<typeof bondListRow>;
export const fundListRow = z.object({ id: z.number(), fundName: z.string(), subFundName: z.string(), manager: z.string(), authorizationDate: z.string(), version: z.number() }).meta({ id: 'InvestmentFundRow' });
export type FundListRowData = z.infer<typeof fundListRow>;

export const BOND_IMPORT_KIND_CODES = ['bond-records', 'investment-funds'] as const;
/** The largest file an import takes (a few thousand records). */
export const BOND_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const bondImportUpload = z
  .object({
    kind: z.enum(BOND_IMPORT_KIND_CODES, { error: 'validation.required' }),
    fileName: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.format' }),
    /** The file's bytes, base64. */
    content: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(Math.ceil((BOND_IMPORT_MAX_BYTES * 4) / 3) + 4, { error: 'bondImport.tooLarge' }).regex(/^[A-Za-z0-9+/=\s]*$/, { error: 'bondImport.unreadable' }),
  })
  .meta({ id: 'BondImportUpload' });
export type BondImportUploadData = z.infer<typeof bondImportUpload>;

export const bondImportRow = z
  .object({ id: z.number(), kind: z.enum(BOND_IMPORT_KIND_CODES), fileName: z.string(), sha256: z.string(), records: z.number(), importedByEmail: z.string().nullable(), importedAt: z.string() })
  .meta({ id: 'BondImportRow' });
export type BondImportRowData = z.infer<typeof bondImportRow>;
export const bondImportListQuery = z.object({ ...staffPaging, kind: z.enum(BOND_IMPORT_KIND_CODES).optional() });

export const IMPORT_TEXT_LANGS = ['zh-hant', 'zh-hans', 'en', 'pt'] as const;

/** The columns of a bond records file, in order. */
export const BOND_IMPORT_COLUMNS = [
  'bondNumber',
  'isin',
  'bondType',
  'issuerKind',
  'currency',
  'couponRate',
  'issueDate',
  'valueDate',
  'maturityDate',
  'actualIssueSize',
  'interestPaymentMethod',
  'optionType',
  'tenorMonths',
  'rating',
  'ratingAgency',
  'status',
  'disclosureDate',
  ...IMPORT_TEXT_LANGS.flatMap((l) => [`issuer.${l}`, `instrument.${l}`]),
] as const;

/** The columns of an investment funds file, in order. */
export const FUND_IMPORT_COLUMNS = ['authorizationDate', ...IMPORT_TEXT_LANGS.flatMap((l) => [`fundName.${l}`, `subFundName.${l}`, `manager.${l}`])] as const;

