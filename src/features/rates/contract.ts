/** Query and response schemas of the rate calls (SPEC §3 Rates, §7 /cms/financial_info and its export). */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { isoDateParam as isoDate } from '#src/lib/api/params.ts';
import { isRateDay, MAIBOR_TERMS, RATE_CURRENCIES, RATE_TYPES } from './constants.ts';

const day = z.string().refine(isRateDay, { message: 'YYYY-MM-DD' }).meta({ description: 'Macao date, YYYY-MM-DD', example: '2026-10-30' });

/** The query of `financial_info` and of its export (one schema, so both read the same parameters). */
export const rateQuerySchema = z.object({
  Type: z.enum(RATE_TYPES).default('exchange-rate').meta({ description: 'Dataset: exchange-rate, base-rate, maibor, monia or liquidity-deposit-rate' }),
  'Filters.Begin': day.optional(),
  'Filters.End': day.optional(),
  Currency: queryArray(z.enum(RATE_CURRENCIES)).optional().meta({ description: 'Exchange rates: currencies to return (repeat for several); all by default' }),
  Term: queryArray(z.enum(MAIBOR_TERMS)).optional().meta({ description: 'MAIBOR: terms to return (repeat for several); all by default' }),
});

/** The export adds the file format and the language of headings and file name (`Lang`: page links cannot send Api-Language). */
export const rateExportQuerySchema = rateQuerySchema.extend({
  Format: z.enum(['csv', 'xlsx']).default('csv'),
  Lang: z.string().optional(),
});


export const rateItemSchema = z
  .object({
    date: isoDate.meta({ description: 'Macao date of the publication (base rate: the date the new rate takes effect)' }),
    updateTime: z.string().meta({ description: 'Fixing time, ISO 8601 (11:00 Macao time)', example: '2026-10-30T03:00:00.000Z' }),
    currency: z.string().nullable().meta({ description: 'Exchange rates: ISO 4217 code', example: 'USD' }),
    unit: z.number().int().nullable().meta({ description: 'Exchange rates: patacas per this many units of the currency (100 for JPY and KRW)' }),
    midRate: z.number().nullable().meta({ description: 'Exchange rates: mid rate in patacas per unit' }),
    ttBuying: z.number().nullable().meta({ description: 'Exchange rates: telegraphic transfer buying rate' }),
    chequeBuying: z.number().nullable().meta({ description: 'Exchange rates: cheque buying rate' }),
    term: z.string().nullable().meta({ description: 'MAIBOR term: overnight, 1w, 1m, 2m, 3m, 6m, 1y' }),
    rate: z.number().nullable().meta({ description: 'Interest rates: percent per annum' }),
    changeBp: z.number().int().nullable().meta({ description: 'Base rate: change from the previous rate in basis points' }),
    text: z.string().nullable().meta({ description: 'Base rate: the announcement in the caller’s language' }),
  })
  .meta({ id: 'RateItem' });
export type RateItem = z.infer<typeof rateItemSchema>;

export const financialInfoSchema = z
  .object({
    type: z.enum(RATE_TYPES),
    begin: isoDate.nullable(),
    end: isoDate.nullable(),
    lastDate: isoDate.nullable().meta({ description: 'The latest publication on or before `end` (or overall): where to look when `items` is empty' }),
    items: z.array(rateItemSchema),
  })
  .meta({ id: 'FinancialInfo' });
export type FinancialInfo = z.infer<typeof financialInfoSchema>;
