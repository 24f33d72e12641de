/** The query of `financial_info` and its export (one schema, so both read the same parameters). */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { isRateDay, MAIBOR_TERMS, RATE_CURRENCIES, RATE_TYPES } from './constants.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import type { RateQuery } from './service.ts';

const day = z.string().refine(isRateDay, { message: 'YYYY-MM-DD' }).meta({ description: 'Macao date, YYYY-MM-DD', example: '2026-10-30' });

export const rateQuerySchema = z.object({
  Type: z.enum(RATE_TYPES).default('exchange-rate').meta({ description: 'Dataset: exchange-rate, base-rate, maibor, monia or liquidity-deposit-rate' }),
  'Filters.Begin': day.optional(),
  'Filters.End': day.optional(),
  Currency: queryArray(z.enum(RATE_CURRENCIES)).optional().meta({ description: 'Exchange rates: currencies to return (repeat for several); all by default' }),
  Term: queryArray(z.enum(MAIBOR_TERMS)).optional().meta({ description: 'MAIBOR: terms to return (repeat for several); all by default' }),
});

export function toRateQuery(query: z.output<typeof rateQuerySchema>): RateQuery {
  const begin = query['Filters.Begin'];
  const end = query['Filters.End'];
  if (begin && end && begin > end) throw new ValidationError([{ field: 'Filters.End', messageKey: 'rates.rangeOrder' }]);
  return { type: query.Type, begin, end, currencies: query.Currency, terms: query.Term };
}
