/**
 * SPEC §7 /cms/export_financial_info: the rates of a `financial_info` query as a
 * file (`Format=csv` or `xlsx`), named through Content-Disposition with a UTF-8
 * filename. A file, not the JSON envelope, so it is a plain route; bad
 * parameters still answer with the envelope and a message in the caller's language.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { parseLanguage } from '../../../../lib/i18n/languages.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { contentDisposition } from '../../../../server/files/service.ts';
import { errorResponse, requestLanguage, searchParamsToObject } from '../../../../server/http/api.ts';
import { ValidationError } from '../../../../server/http/errors.ts';
import { issuesFromZod } from '../../../../server/http/zod-issues.ts';
import { exportFileName, toCsv, toXlsx } from '../../../../server/rates/export.ts';
import { rateQuerySchema, toRateQuery } from '../../../../server/rates/query.ts';
import { financialInfo } from '../../../../server/rates/service.ts';

const exportQuerySchema = rateQuerySchema.extend({
  Format: z.enum(['csv', 'xlsx']).default('csv'),
  /** Links on the pages cannot send headers: the page language comes as a parameter. */
  Lang: z.string().optional(),
});

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const GET: APIRoute = async ({ request, url }) => {
  const lang = parseLanguage(url.searchParams.get('Lang')) ?? requestLanguage(request);
  try {
    const input = searchParamsToObject(url.searchParams);
    const parsed = exportQuerySchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(issuesFromZod(parsed.error, input));
    const info = await financialInfo(getDb(), lang, toRateQuery(parsed.data));
    const format = parsed.data.Format;
    const body = format === 'csv' ? toCsv(info, lang) : await toXlsx(info, lang);
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': TYPES[format],
        'Content-Disposition': contentDisposition(exportFileName(info, lang, format)),
        // Rates change once a business day: a short private cache, never a shared one.
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (err) {
    return errorResponse(err, lang, request);
  }
};
