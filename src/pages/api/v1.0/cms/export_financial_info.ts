/**
 * SPEC §7 /cms/export_financial_info: the rates of a `financial_info` query as a
 * file (`Format=csv` or `xlsx`), named through Content-Disposition with a UTF-8
 * filename. Bad parameters still answer with the envelope and a message in the
 * caller's language (`Lang`, as page links cannot send Api-Language).
 */
import { z } from 'zod';
import { getDb } from '#src/server/db/registry.ts';
import { contentDisposition } from '#src/features/files/service.ts';
import { binaryResponse, defineBinaryEndpoint } from '#src/server/http/binary.ts';
import { exportFileName, toCsv, toXlsx } from '#src/features/rates/export.ts';
import { rateQuerySchema, toRateQuery } from '#src/features/rates/query.ts';
import { financialInfo } from '#src/features/rates/service.ts';

const exportQuerySchema = rateQuerySchema.extend({
  Format: z.enum(['csv', 'xlsx']).default('csv'),
  Lang: z.string().optional(),
});

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const ALL = defineBinaryEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/export_financial_info',
  summary: 'Rates of a financial_info query as CSV or XLSX',
  description:
    'The same query as `financial_info` (`Type`, `Filters.Begin`, `Filters.End`, repeated `Currency` or `Term`) plus `Format` (`csv`, UTF-8 with a byte-order mark, or `xlsx` with numbers as numbers) and `Lang` (the language of headings and of the file name). Named through Content-Disposition with a UTF-8 filename.',
  tags: ['rates'],
  query: exportQuerySchema,
  contentType: Object.values(TYPES),
  handler: async ({ query, lang }) => {
    const info = await financialInfo(getDb(), lang, toRateQuery(query));
    const body = query.Format === 'csv' ? toCsv(info, lang) : await toXlsx(info, lang);
    return binaryResponse(body, TYPES[query.Format], {
      'Content-Disposition': contentDisposition(exportFileName(info, lang, query.Format)),
      // Rates change once a business day: a short private cache, never a shared one.
      'Cache-Control': 'private, max-age=300',
    });
  },
});
