/**
 * The statistics page modules of SPEC §2 and the `stat_series.module` each one
 * reads: the same name, so a series belongs to exactly one kind of page.
 */
export const STAT_MODULES = ['official-statistics', 'insurance-statistics', 'financial-indicators', 'statistics-page'] as const;
export type StatModule = (typeof STAT_MODULES)[number];

export function isStatModule(value: unknown): value is StatModule {
  return typeof value === 'string' && (STAT_MODULES as readonly string[]).includes(value);
}

export const STAT_FREQUENCIES = ['daily', 'monthly', 'quarterly', 'yearly'] as const;
export type StatFrequency = (typeof STAT_FREQUENCIES)[number];
