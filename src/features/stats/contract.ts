/** Response shapes of the statistics calls (SPEC §7 official_statistics, statistic_insurances, financial_indicators). */
import { z } from 'zod';
import { STAT_FREQUENCIES, STAT_MODULES } from './stat-modules.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';

export const statPointSchema = z
  .object({
    period: z.string().meta({ description: 'First day of the period, YYYY-MM-DD' }),
    value: z.number(),
  })
  .meta({ id: 'StatPoint' });
export type StatPoint = z.infer<typeof statPointSchema>;

export const statFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    url: z.string().meta({ description: 'Download URL on this site' }),
  })
  .meta({ id: 'StatFile' });
export type StatFile = z.infer<typeof statFileSchema>;

export const statSeriesSchema = z
  .object({
    id: z.number().int(),
    module: z.enum(STAT_MODULES),
    slug: z.string(),
    category: z.object({ slug: z.string(), title: z.string() }).nullable(),
    frequency: z.enum(STAT_FREQUENCIES),
    decimals: z.number().int().min(0),
    title: z.string(),
    unit: z.string(),
    note: z.string().nullable(),
    lang: languageSchema,
    fallback: z.boolean().meta({ description: 'True when the texts are not in the language asked for' }),
    points: z.array(statPointSchema).meta({ description: 'Points in the date range, oldest first' }),
    latest: statPointSchema.nullable().meta({ description: 'The latest point of the series, whatever the range' }),
    file: statFileSchema.nullable().meta({ description: 'The whole series as a file to download' }),
    updatedAt: z.string().meta({ description: 'ISO date-time of the last revision of the series' }),
  })
  .meta({ id: 'StatSeries' });
export type StatSeries = z.infer<typeof statSeriesSchema>;

export const statSeriesListSchema = z
  .object({ data: z.array(statSeriesSchema), total: z.number().int().min(0) })
  .meta({ id: 'StatSeriesList' });
