/**
 * The back office's calls for bond records (`/api/staff/bond-records`), investment
 * funds (`/api/staff/investment-funds`) and their imported files
 * (`/api/staff/bond-imports`): lists with filters, one record as the form edits it,
 * create, save (with the version it was opened at: 409 when stale), remove (with
 * its version; audited), the CSV/XLSX import (all or nothing, errors by line and
 * column) and the download of a kept file. Route files under src/api/staff
 * re-export these.
 */
import { z } from 'zod';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { idParams } from '#src/features/staff/record-endpoints.ts';
import { defineStaffDownload } from '#src/features/staff/staff-download.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import {
  BOND_IMPORT_MAX_BYTES,
  bondImportListQuery,
  bondImportRow,
  bondImportUpload,
  bondListRow,
  bondRecordForm,
  bondStaffListQuery,
  fundListRow,
  fundStaffListQuery,
  investmentFundForm,
  recordRemoval,
} from './contract.ts';
import { createBondRecord, createFund, loadBondForm, loadFundForm, removeBondRecord, removeFund, saveBondRecord, saveFund } from './editing.ts';
import { likePatterns } from './fold.ts';
import { importBondRecords, importFunds, importRow } from './imports.ts';
import { BONDS_PERMISSIONS } from './permissions.ts';
import { countBonds, countFunds, selectBondImport, selectBondImports, selectBondPage, selectBondTexts, selectFundPage, selectFundTexts, selectModuleCats, selectModuleCatTexts } from './queries.ts';
import { bondEditText } from './staff-messages.ts';

const messages = messageSources(bondEditText, staffMessages);
const numericId = (id: string) => {
  const n = Number(id);
  if (!/^\d{1,9}$/.test(id) || !Number.isSafeInteger(n)) throw new NotFoundError();
  return n;
};

/** A text in the language of the screens, else Traditional Chinese, else any. */
function inLanguage<T extends { lang: string }>(rows: readonly T[], lang: Language): T | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'zh-hant') ?? rows[0];
}

/** The form's values with the record's id and version (the fields as `bondRecordForm` describes them). */
const bondFormAnswer = z.object({ id: z.number(), version: z.number(), bondNumber: z.string(), isin: z.string() }).loose().meta({ id: 'BondRecordEdit' });
const fundFormAnswer = z.object({ id: z.number(), version: z.number(), authorizationDate: z.string() }).loose().meta({ id: 'InvestmentFundEdit' });
const removed = z.object({ id: z.number() });

export const bondRecordsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bond-records',
  summary: 'Bond records, newest issues first, filtered by keyword (ISIN, bond number, issuer, instrument in any language), currency, bond type and status; the issuer in the language of the screens',
  access: BONDS_PERMISSIONS['bonds.read'],
  query: bondStaffListQuery,
  response: z.object({ data: z.array(bondListRow), total: z.number() }),
  handler: async ({ call, query, lang }) => {
    const conditions = { patterns: likePatterns(query.q), currency: query.currency, typeId: query.typeId, status: query.status };
    const [rows, total] = await Promise.all([selectBondPage(call.db, conditions, query.perPage, (query.page - 1) * query.perPage), countBonds(call.db, conditions)]);
    const texts = await selectBondTexts(call.db, rows.map((r) => r.id));
    return {
      data: rows.map((r) => ({
        id: r.id,
        bondNumber: r.bondNumber,
        isin: r.isin,
        issuer: inLanguage(texts.filter((t) => t.bondId === r.id), lang)?.issuer ?? '',
        currency: r.currency,
        typeId: r.typeId,
        maturityDate: r.maturityDate,
        status: r.status,
        version: r.version,
      })),
      total,
    };
  },
});

export const bondTypesEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bond-types',
  summary: 'The bond types a record may have (id, code, title in the language of the screens)',
  access: BONDS_PERMISSIONS['bonds.read'],
  response: z.object({ data: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })), total: z.number() }),
  handler: async ({ call, lang }) => {
    const types = await selectModuleCats(call.db, 'bond-type');
    const texts = await selectModuleCatTexts(call.db, types.map((t) => t.id));
    const data = types.map((t) => ({ id: t.id, slug: t.slug, name: inLanguage(texts.filter((x) => x.moduleCatId === t.id), lang)?.title ?? t.slug }));
    return { data, total: data.length };
  },
});

export const bondRecordEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bond-records/{id}',
  summary: 'One bond record as the back office edits it (every field of SPEC §3, texts per language)',
  access: BONDS_PERMISSIONS['bonds.read'],
  params: idParams,
  response: bondFormAnswer,
  handler: async ({ call, params }) => {
    const found = await loadBondForm(call.db, numericId(String(params.id)));
    if (!found) throw new NotFoundError();
    return found;
  },
});

export const bondRecordSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/bond-records/{id}',
  summary: 'Save a bond record: every field checked (the ISIN check digit, ISO 6166; dates in order; rating with its agency), unique ISIN and bond number; audited',
  access: BONDS_PERMISSIONS['bonds.manage'],
  params: idParams,
  body: bondRecordForm,
  response: bondFormAnswer,
  messages,
  handler: async ({ call, params, body, audit }) => saveBondRecord(call.db, numericId(String(params.id)), body, audit, call.now),
});

export const bondRecordCreateEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/bond-records/new',
  summary: 'Create a bond record: the same checks as a save (ISIN check digit, unique ISIN and bond number); audited',
  access: BONDS_PERMISSIONS['bonds.manage'],
  body: bondRecordForm,
  response: bondFormAnswer,
  messages,
  handler: async ({ call, body, audit }) => createBondRecord(call.db, body, audit, call.now),
});

export const bondRecordDeleteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/bond-records/{id}/delete',
  summary: 'Remove a bond record at the version shown (409 when it changed since); its texts and links to bond information go with it; audited with what it held',
  access: BONDS_PERMISSIONS['bonds.manage'],
  params: idParams,
  body: recordRemoval,
  response: removed,
  messages,
  handler: async ({ call, params, body, audit }) => removeBondRecord(call.db, numericId(String(params.id)), body.version, audit),
});

// --- Investment funds ------------------------------------------------------------------------------

export const fundsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/investment-funds',
  summary: 'Investment funds by sub-fund name, filtered by keyword (fund, sub-fund or manager in any language); names in the language of the screens',
  access: BONDS_PERMISSIONS['bonds.read'],
  query: fundStaffListQuery,
  response: z.object({ data: z.array(fundListRow), total: z.number() }),
  handler: async ({ call, query, lang }) => {
    const patterns = likePatterns(query.q);
    const [rows, total] = await Promise.all([selectFundPage(call.db, patterns, lang, query.perPage, (query.page - 1) * query.perPage), countFunds(call.db, patterns)]);
    const texts = await selectFundTexts(call.db, rows.map((r) => r.id));
    return {
      data: rows.map((r) => {
        const t = inLanguage(texts.filter((x) => x.fundId === r.id), lang);
        return { id: r.id, fundName: t?.fundName ?? '', subFundName: t?.subFundName ?? '', manager: t?.manager ?? '', authorizationDate: r.authorizationDate, version: r.version };
      }),
      total,
    };
  },
});

export const fundEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/investment-funds/{id}',
  summary: 'One investment fund as the back office edits it (every field of SPEC §3, texts per language)',
  access: BONDS_PERMISSIONS['bonds.read'],
  params: idParams,
  response: fundFormAnswer,
  handler: async ({ call, params }) => {
    const found = await loadFundForm(call.db, numericId(String(params.id)));
    if (!found) throw new NotFoundError();
    return found;
  },
});

export const fundSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/investment-funds/{id}',
  summary: 'Save an investment fund at the version it was opened at (409 when stale); audited',
  access: BONDS_PERMISSIONS['bonds.manage'],
  params: idParams,
  body: investmentFundForm,
  response: fundFormAnswer,
  messages,
  handler: async ({ call, params, body, audit }) => saveFund(call.db, numericId(String(params.id)), body, audit, call.now),
});

export const fundCreateEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/investment-funds/new',
  summary: 'Create an investment fund; audited',
  access: BONDS_PERMISSIONS['bonds.manage'],
  body: investmentFundForm,
  response: fundFormAnswer,
  messages,
  handler: async ({ call, body, audit }) => createFund(call.db, body, audit, call.now),
});

export const fundDeleteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/investment-funds/{id}/delete',
  summary: 'Remove an investment fund at the version shown (409 when it changed since); audited with what it held',
  access: BONDS_PERMISSIONS['bonds.manage'],
  params: idParams,
  body: recordRemoval,
  response: removed,
  messages,
  handler: async ({ call, params, body, audit }) => removeFund(call.db, numericId(String(params.id)), body.version, audit),
});

// --- Imports ---------------------------------------------------------------------------------------

export const bondImportsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bond-imports',
  summary: 'The bond record and investment fund files imported, newest first',
  access: BONDS_PERMISSIONS['bonds.read'],
  query: bondImportListQuery,
  response: z.object({ data: z.array(bondImportRow), total: z.number() }),
  handler: async ({ call, query }) => {
    const { rows, total } = await selectBondImports(call.db, query.kind, query.perPage, (query.page - 1) * query.perPage);
    return { data: rows.map(importRow), total };
  },
});

export const bondImportEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bond-imports/{id}',
  summary: 'One imported file: what it was, who imported it and how many records it added',
  access: BONDS_PERMISSIONS['bonds.read'],
  params: idParams,
  response: bondImportRow,
  handler: async ({ call, params }) => {
    const found = await selectBondImport(call.db, numericId(String(params.id)));
    if (!found) throw new NotFoundError();
    return importRow(found);
  },
});

export const bondImportUploadEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/bond-imports/new',
  summary: 'Import a file of bond records or investment funds (CSV in UTF-8 or XLSX, base64; layout in the bonds README): all or nothing, every error by line and column in the language of the screens (the ISIN check digit verified, duplicates refused); the file kept and audited',
  access: BONDS_PERMISSIONS['bonds.manage'],
  body: bondImportUpload,
  maxBodyBytes: Math.ceil((BOND_IMPORT_MAX_BYTES * 4) / 3) + 4096,
  response: bondImportRow,
  messages,
  handler: async ({ call, me, body, audit, lang }) => {
    const bytes = Buffer.from(body.content, 'base64');
    if (!bytes.length) throw new ValidationError([{ field: 'content', messageKey: 'bondImport.empty' }], messages);
    if (bytes.length > BOND_IMPORT_MAX_BYTES) throw new ValidationError([{ field: 'content', messageKey: 'bondImport.tooLarge' }], messages);
    const importer = { id: me.user.id, email: me.user.email };
    const file = { name: body.fileName, bytes };
    const done = body.kind === 'bond-records' ? await importBondRecords(call.db, file, lang, importer, audit, call.now) : await importFunds(call.db, file, lang, importer, audit, call.now);
    const found = await selectBondImport(call.db, done.importId);
    if (!found) throw new NotFoundError();
    return importRow(found);
  },
});

export const bondImportFileEndpoint = defineStaffDownload({
  path: '/api/staff/bond-imports/{id}/file',
  summary: 'The file of an import, byte for byte, as a download; audited',
  access: BONDS_PERMISSIONS['bonds.read'],
  params: idParams,
  messages,
  handler: async ({ call, params, audit }) => {
    const found = await selectBondImport(call.db, numericId(String(params.id)));
    if (!found) throw new NotFoundError();
    await audit({ entity: 'bond-import', entityId: found.id, action: 'download', changes: { file: { after: { name: found.fileName, sha256: found.sha256 } } } });
    return { name: found.fileName, content: found.content };
  },
});
