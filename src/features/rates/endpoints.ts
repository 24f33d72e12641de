/**
 * The rate calls (SPEC §7 /cms/financial_info and /cms/export_financial_info):
 * one query, read the same way by the JSON call and the download.
 */
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { countAttempt } from '#src/features/captcha/service.ts';
import { contentDisposition } from '#src/features/files/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint, NO_CACHE_HEADERS } from '#src/server/http/api.ts';
import { defineBinaryEndpoint } from '#src/server/http/binary.ts';
import { clientAddress } from '#src/server/http/client-address.ts';
import { withExportSlot } from '#src/server/http/export-slots.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { financialInfoSchema, rateExportQuerySchema, rateQuerySchema } from './contract.ts';
import { csvStream, exportFileName, xlsxStream } from './export.ts';
import { financialInfo, financialInfoStream, firstRateDay, latestRateDay, type RateQuery } from './service.ts';
import { ratesText } from './messages.ts';

/** The service's query from the call's parameters; a range ending before it begins is refused. */
export function toRateQuery(query: z.output<typeof rateQuerySchema>): RateQuery {
  const begin = query['Filters.Begin'];
  const end = query['Filters.End'];
  if (begin && end && begin > end) throw new ValidationError([{ field: 'Filters.End', messageKey: 'rates.rangeOrder' }], ratesText);
  return { type: query.Type, begin, end, currencies: query.Currency, terms: query.Term };
}

/**
 * A daily dataset's range narrowed to the days the data holds (1900–2100 becomes the
 * first to the latest publication), so the file and its name say what it contains.
 * The base rate keeps its range: its changes are few and its lookups need the end.
 */
async function capToData(db: Parameters<typeof financialInfo>[0], query: RateQuery): Promise<RateQuery> {
  if (query.type === 'base-rate' || !query.begin || !query.end) return query;
  const [first, latest] = await Promise.all([firstRateDay(db), latestRateDay(db)]);
  const begin = first && query.begin < first ? first : query.begin;
  const end = latest && query.end > latest ? latest : query.end;
  return begin <= end ? { ...query, begin, end } : query;
}

export const financialInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/financial_info',
  summary: 'Exchange rates, base rate, MAIBOR, MONIA and the liquidity deposit rate for a date or a date range',
  description:
    'Rates are fixed at 11:00 Macao time on Macao business days. Without dates, the latest publication; with `Filters.Begin` only, from then to the latest; with `Filters.End` only, that day. `lastDate` is the latest publication on or before the end: when `items` is empty (a holiday, a weekend), it names the day to look at instead. Exchange rates are patacas per unit (per 100 units for JPY and KRW). The base rate lists its changes (with the announcement) whose effective date falls in the range.',
  tags: ['cms', 'rates'],
  query: rateQuerySchema,
  response: financialInfoSchema,
  handler: ({ query, lang }) => financialInfo(getDb(), lang, toRateQuery(query)),
});

const EXPORT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * The rates of a `financial_info` query as a file (`Format=csv` or `xlsx`), named
 * through Content-Disposition with a UTF-8 filename. Bad parameters still answer
 * with the envelope and a message in the caller's language (`Lang`).
 */
export const exportFinancialInfoEndpoint = defineBinaryEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/export_financial_info',
  summary: 'Rates of a financial_info query as CSV or XLSX',
  description:
    'The same query as `financial_info` (`Type`, `Filters.Begin`, `Filters.End`, repeated `Currency` or `Term`) plus `Format` (`csv`, UTF-8 with a byte-order mark, or `xlsx` with numbers as numbers) and `Lang` (the language of headings and of the file name). Named through Content-Disposition with a UTF-8 filename.',
  tags: ['rates'],
  query: rateExportQuerySchema,
  contentType: Object.values(EXPORT_TYPES),
  handler: async ({ query, lang, astro }) => {
    const db = getDb();
    // Exports are counted per client (429 above the limit) and share the instance's export slots.
    await countAttempt(db, 'export', clientAddress(astro), new Date());
    const rateQuery = await capToData(db, toRateQuery(query));
    const { info, stream } = await withExportSlot(
      async () => {
        const info = await financialInfoStream(db, lang, rateQuery);
        return { info, stream: query.Format === 'csv' ? csvStream(info, lang) : xlsxStream(info, lang) };
      },
      (result) => result.stream,
    );
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      status: 200,
      headers: {
        ...NO_CACHE_HEADERS,
        'Content-Type': EXPORT_TYPES[query.Format],
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': contentDisposition(exportFileName(info, lang, query.Format)),
        // Rates change once a business day: a short private cache, never a shared one.
        'Cache-Control': 'private, max-age=300',
      },
    });
  },
});
