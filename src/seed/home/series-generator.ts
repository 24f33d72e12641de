/**
 * Deterministic statistical series: a path through anchor values (the shape of
 * the real series: growth, the 2020–2022 slump, the rise of bad loans) with
 * seasonality and autocorrelated noise from a generator keyed by the series, so
 * every seeded database holds the same plausible numbers.
 */
import type { StatFrequency } from '#src/features/stats/stat-modules.ts';
import { randomFor } from '#src/seed/random.ts';

export interface SeriesModel {
  /** Values at given periods (`YYYY` or `YYYY-MM`); in between they are interpolated. */
  anchors: readonly (readonly [string, number])[];
  /** Noise: relative (share of the level) for levels, in units for ratios and rates of change. */
  noise: number;
  kind: 'level' | 'ratio';
  /** Seasonal deviation by month (12) or quarter (4), as a share of the level. */
  seasonal?: readonly number[];
}

export type GeneratedFrequency = Exclude<StatFrequency, 'daily'>;

const STEP: Readonly<Record<GeneratedFrequency, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

/** Months since year 0 of a `YYYY`, `YYYY-MM` or `YYYY-MM-DD` period. */
function monthIndex(period: string): number {
  const [y = 0, m = 1] = period.split('-').map(Number);
  return y * 12 + (m - 1);
}

function periodOf(index: number): string {
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y)}-${String(m).padStart(2, '0')}-01`;
}

/** The first days of the periods from `start` to `end` inclusive. */
export function periods(frequency: GeneratedFrequency, start: string, end: string): string[] {
  const step = STEP[frequency];
  const out: string[] = [];
  for (let i = monthIndex(start); i <= monthIndex(end); i += step) out.push(periodOf(i));
  return out;
}

function interpolate(anchors: SeriesModel['anchors'], index: number): number {
  const points = anchors.map(([p, v]) => [monthIndex(p), v] as const).sort((a, b) => a[0] - b[0]);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 0;
  if (index <= first[0]) return first[1];
  if (index >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x0, y0] = points[i - 1] as readonly [number, number];
    if (index <= x1) return y0 + ((index - x0) / (x1 - x0)) * (y1 - y0);
  }
  return last[1];
}

/** A standard normal draw (Box–Muller) from a uniform generator. */
function gaussian(rnd: () => number): number {
  const u = Math.max(rnd(), 1e-12);
  const v = rnd();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function generateSeries(
  key: string,
  frequency: GeneratedFrequency,
  start: string,
  end: string,
  model: SeriesModel,
  decimals: number,
): { period: string; value: number }[] {
  const rnd = randomFor(`stat-series:${key}`);
  const factor = 10 ** decimals;
  let shock = 0;
  return periods(frequency, start, end).map((period) => {
    const index = monthIndex(period);
    const base = interpolate(model.anchors, index);
    // Autocorrelated noise: this period's surprise partly carries into the next.
    shock = 0.55 * shock + gaussian(rnd) * model.noise;
    const season = model.seasonal?.length ? (model.seasonal[frequency === 'quarterly' ? Math.floor((index % 12) / 3) : index % 12] ?? 0) : 0;
    const raw = model.kind === 'level' ? base * (1 + season + shock) : base * (1 + season) + shock;
    // Levels cannot fall below zero; ratios and rates of change may.
    const value = model.kind === 'level' ? Math.max(0, raw) : raw;
    return { period, value: Math.round(value * factor) / factor };
  });
}
