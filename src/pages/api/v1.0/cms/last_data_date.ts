import { z } from 'zod';
import { lastDataDateSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { lastDataDates } from '#src/features/media/sync.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/last_data_date',
  summary: 'How current each dataset is: the latest data date per downloads category and per statistical series',
  description:
    'Datasets: `downloads/<category>` for every downloads category with published entries (subcategories included: `lastDate` is the Macao date of the newest entry, `lastPeriod` its reference period when it has one), and `series/<module>/<slug>` for every statistical series with values (`lastDate` is the first day of the latest period). Rates: `rates/exchange-rate`, `rates/base-rate`, `rates/maibor`, `rates/monia` and `rates/liquidity-deposit-rate` (`lastDate`: the latest publication day, or the latest base rate change). With `dataset`, that one only (404 when unknown).',
  tags: ['cms', 'sync'],
  query: z.object({ dataset: z.string().min(1).max(120).regex(/^[a-z0-9/_-]+$/).optional().meta({ example: 'downloads/monthly-bulletin' }) }),
  response: z.array(lastDataDateSchema),
  handler: ({ query, lang }) => lastDataDates(getDb(), lang, { dataset: query.dataset }),
});
