/**
 * The register calls (SPEC §7 Registers): the searches and their exports, gated
 * by a validate key (a solved verification code, SPEC §5/§6), and the public
 * reference lists. `src/api/v1.0/cms/…` re-export these.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { countAttempt, useValidateKey, validateKeyFrom } from '#src/features/captcha/service.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { defineBinaryEndpoint } from '#src/server/http/binary.ts';
import { clientAddress } from '#src/server/http/client-address.ts';
import { acquireExportSlot, releaseWhenClosed } from '#src/server/http/export-slots.ts';
import {
  clerkSchema,
  CORPORATE_CATEGORIES,
  insurerSchema,
  intermediarySchema,
  intermediaryTitleSchema,
  LICENCE_CATEGORIES,
  NON_CORPORATE_CATEGORIES,
  registerPageSchema,
  registerSearchQuery,
  type LicenceCategory,
} from './contract.ts';
import { fileHeaders, pdfExport, PDF_TYPE, xlsxExport, XLSX_TYPE } from './export.ts';
import { CURRENT_STATUSES, filterFromQuery, intermediaryTitles, listInsurers, scopeCategories, searchClerks, searchIntermediaries } from './service.ts';

const VERIFICATION_FAILED = String(API_ERROR_CODES.verificationFailed);

/** Uses the call's validate key for one search; refuses (VerificationCodeError, HTTP 403) without a live one with uses left. */
async function requireKey(db: Queryable, request: Request, url: URL): Promise<void> {
  await useValidateKey(db, validateKeyFrom(request, url), 'search');
}

/** The categories a register call serves, and those it lists when the query names none. */
interface CategoryScope {
  allowed: readonly LicenceCategory[];
  defaults?: readonly LicenceCategory[];
}

const CORPORATE: CategoryScope = { allowed: CORPORATE_CATEGORIES };
// The intermediary calls may list corporate agents (the cancelled, suspended and renewal screens cover every category), but only when asked.
const INTERMEDIARIES: CategoryScope = { allowed: LICENCE_CATEGORIES, defaults: NON_CORPORATE_CATEGORIES };

const SEARCH_RULES =
  `Needs a live validate key (a solved verification code) in the \`Validate-Key\` header or the \`ValidateKey\` parameter; without one the answer is HTTP 403, code ${VERIFICATION_FAILED}. ` +
  'Names match in part, in Chinese (Traditional or Simplified) or Latin letters (case and accents ignored); one or two letters match the start of a word.';
const SEARCH_ORDER = "Rows in register order, with the register's last update date.";

/**
 * A search of the intermediaries register within a category scope: `/cms/corporate`
 * and `/cms/insurance_intermediary` are the same search over different categories.
 */
function intermediarySearch(path: string, summary: string, scope: CategoryScope, note?: string) {
  return defineEndpoint({
    method: 'GET',
    path,
    summary,
    description: [SEARCH_RULES, note, SEARCH_ORDER].filter(Boolean).join(' '),
    tags: ['cms', 'registers'],
    query: registerSearchQuery,
    response: registerPageSchema(intermediarySchema),
    handler: async ({ query, lang, request, url }) => {
      const db = getDb();
      await requireKey(db, request, url);
      return searchIntermediaries(db, lang, filterFromQuery(query, scopeCategories(query['Filters.Category'], scope.allowed, scope.defaults)));
    },
  });
}

export const corporateEndpoint = intermediarySearch(
  '/api/v1.0/cms/corporate',
  'Register of corporate insurance agents: incorporated in Macao (APC) or with a head office outside Macao (APE)',
  CORPORATE,
);

export const insuranceIntermediaryEndpoint = intermediarySearch(
  '/api/v1.0/cms/insurance_intermediary',
  'Register of insurance intermediaries: individual agents (APS), salesmen (ANG) and brokers (CRL, CRE)',
  INTERMEDIARIES,
  'Corporate agents (APC, APE) are included only when asked for by `Filters.Category` (the lists of cancelled, suspended and renewal-period licences cover every category); `/cms/corporate` is their own register.',
);

export const clerkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/clerk',
  summary: 'Registered clerks of insurance intermediaries',
  description:
    "Needs a live validate key, like the other registers. `Filters.LicenceNo` matches the clerk's registration number in part, or the licence number of the intermediary exactly; `Filters.ValidOn` keeps registrations valid on that date. Category and status do not apply.",
  tags: ['cms', 'registers'],
  query: registerSearchQuery,
  response: registerPageSchema(clerkSchema),
  handler: async ({ query, request, url }) => {
    const db = getDb();
    await requireKey(db, request, url);
    return searchClerks(db, filterFromQuery(query, []));
  },
});

/**
 * The file calls: the same query as the search (SPEC §7 exports carry the
 * filters), a validate key, and a file named through Content-Disposition.
 */
function exportEndpoint(kind: 'xlsx' | 'pdf', path: string, registerName: string, scope: CategoryScope) {
  return defineBinaryEndpoint({
    method: 'GET',
    path,
    summary: `The ${registerName} search as ${kind === 'xlsx' ? 'an Excel workbook' : 'a PDF'}`,
    description: `Same filters as the search, at most 10,000 rows, in the import layout for xlsx. Needs a live validate key (\`Validate-Key\` header or \`ValidateKey\` parameter): without one, HTTP 403 with code ${VERIFICATION_FAILED}. One export at a time per key, a limited number per client and per server: otherwise HTTP 429 with Retry-After. Named through Content-Disposition (UTF-8 filename); never cached.`,
    tags: ['registers'],
    query: registerSearchQuery,
    contentType: kind === 'xlsx' ? XLSX_TYPE : PDF_TYPE,
    handler: async ({ query, lang, request, url, astro }) => {
      const db = getDb();
      // Per client, per key (one export at a time) and per instance (export slots): each
      // refusal is a 429 with Retry-After, a missing or used-up key a 403.
      await countAttempt(db, 'export', clientAddress(astro), new Date());
      const endKeyExport = await useValidateKey(db, validateKeyFrom(request, url), 'export');
      let release: () => void = () => {};
      try {
        release = acquireExportSlot();
        const filter = filterFromQuery(query, scopeCategories(query['Filters.Category'], scope.allowed, scope.defaults), CURRENT_STATUSES);
        const { stream, fileName } = kind === 'xlsx' ? await xlsxExport(db, lang, filter) : await pdfExport(db, lang, filter);
        releaseWhenClosed(stream, () => {
          release();
          void endKeyExport();
        });
        return new Response(Readable.toWeb(stream) as ReadableStream, { status: 200, headers: fileHeaders(fileName, kind === 'xlsx' ? XLSX_TYPE : PDF_TYPE) });
      } catch (err) {
        release();
        await endKeyExport();
        throw err;
      }
    },
  });
}

export const corporateXlsxEndpoint = exportEndpoint('xlsx', '/api/v1.0/cms/corporate_excel_print', 'corporate agents register', CORPORATE);
export const insuranceIntermediaryXlsxEndpoint = exportEndpoint('xlsx', '/api/v1.0/cms/insurance_intermediary_excel_print', 'intermediary register', INTERMEDIARIES);
export const insuranceIntermediaryPdfEndpoint = exportEndpoint('pdf', '/api/v1.0/cms/insurance_intermediary_pdfprint', 'intermediary register', INTERMEDIARIES);

export const insurersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/insurers_and_private',
  summary: 'Insurers and pension fund managers that intermediaries may represent (life, general, pension)',
  description: 'A public reference list (the codes used in the register records); no validate key needed.',
  tags: ['cms', 'registers'],
  response: z.array(insurerSchema),
  handler: () => listInsurers(getDb()),
});

export const intermediaryTitleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/intermediary_title',
  summary: "Licence categories of insurance intermediaries (SPEC §3 codes) with their titles in the caller's language",
  tags: ['cms', 'registers'],
  response: z.array(intermediaryTitleSchema),
  handler: ({ lang }) => Promise.resolve(intermediaryTitles(lang)),
});
