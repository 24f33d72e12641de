/**
 * The back office's calls for bond records (`/api/staff/bond-records`): the list,
 * one record as the form edits it, and saving it (the ISIN check digit verified,
 * audited). Route files under src/pages/api/staff/bond-records re-export these.
 */
import { z } from 'zod';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { bondRecordForm } from './contract.ts';
import { loadBondForm, saveBondRecord } from './editing.ts';
import { BONDS_PERMISSIONS } from './permissions.ts';
import { countBonds, selectBondPage, selectBondTexts } from './queries.ts';
import { bondEditText } from './staff-messages.ts';

const messages = messageSources(bondEditText, staffMessages);
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const numericId = (id: string) => {
  const n = Number(id);
  if (!/^\d{1,9}$/.test(id) || !Number.isSafeInteger(n)) throw new NotFoundError();
  return n;
};

const bondListRow = z.object({ id: z.number(), bondNumber: z.string(), isin: z.string(), issuer: z.string(), currency: z.string(), maturityDate: z.string(), status: z.string() });
/** The form's values with the record's id (the fields as `bondRecordForm` describes them). */
const bondFormAnswer = z.object({ id: z.number(), bondNumber: z.string(), isin: z.string() }).loose().meta({ id: 'BondRecordEdit' });

export const bondRecordsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/bond-records',
  summary: 'Bond records, newest issues first, with their issuer in Traditional Chinese',
  access: BONDS_PERMISSIONS['bonds.read'],
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), perPage: z.coerce.number().int().min(1).max(100).default(25) }),
  response: z.object({ data: z.array(bondListRow), total: z.number() }),
  handler: async ({ call, query }) => {
    const rows = await selectBondPage(call.db, { patterns: [] }, query.perPage, (query.page - 1) * query.perPage);
    const texts = await selectBondTexts(call.db, rows.map((r) => r.id));
    const issuer = (id: number) => (texts.find((t) => t.bondId === id && t.lang === 'zh-hant') ?? texts.find((t) => t.bondId === id))?.issuer ?? '';
    return { data: rows.map((r) => ({ id: r.id, bondNumber: r.bondNumber, isin: r.isin, issuer: issuer(r.id), currency: r.currency, maturityDate: r.maturityDate, status: r.status })), total: await countBonds(call.db, { patterns: [] }) };
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
