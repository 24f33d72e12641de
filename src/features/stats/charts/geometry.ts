/**
 * Geometry of the small server-rendered charts of the statistics pages: "nice"
 * axis scales and ticks, positions of points and bars, the line path and a
 * summary of the trend for the text alternative. Pure functions, no DOM, so the
 * SVG is drawn on the server and the numbers are unit-tested.
 */

export interface NiceScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** A "nice" number (1, 2, 2.5, 5 or 10 times a power of ten) close to `value`. */
export function niceNumber(value: number, round: boolean): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const exponent = Math.floor(Math.log10(value));
  const fraction = value / 10 ** exponent;
  let nice: number;
  if (round) nice = fraction < 1.5 ? 1 : fraction < 2.25 ? 2 : fraction < 3.5 ? 2.5 : fraction < 7.5 ? 5 : 10;
  else nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * 10 ** exponent;
}

/** Rounds away binary noise (0.30000000000000004) to the precision of the step. */
function clean(value: number, step: number): number {
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 2);
  return Number(value.toFixed(Math.min(digits, 12)));
}

/**
 * An axis scale covering [min, max] with about `maxTicks` ticks at nice values.
 * A flat range is widened around its value; an empty one (NaN) is [0, 1].
 */
export function niceScale(min: number, max: number, maxTicks = 5): NiceScale {
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) {
    lo = 0;
    hi = 1;
  }
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    lo -= pad;
    hi += pad;
  }
  const ticksWanted = Math.max(2, Math.floor(maxTicks));
  const range = niceNumber(hi - lo, false);
  const step = niceNumber(range / (ticksWanted - 1), true);
  const niceMin = clean(Math.floor(lo / step) * step, step);
  const niceMax = clean(Math.ceil(hi / step) * step, step);
  const ticks: number[] = [];
  for (let v = niceMin; v <= niceMax + step / 2; v += step) ticks.push(clean(v, step));
  return { min: niceMin, max: niceMax, step, ticks };
}

/** A linear map from a domain to a range (a flat domain maps to the middle of the range). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Indexes of at most `max` labels spread evenly over `count` points, always the first and the last. */
export function tickIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const wanted = Math.max(2, Math.min(count, Math.floor(max)));
  const out = new Set<number>();
  for (let i = 0; i < wanted; i++) out.add(Math.round((i * (count - 1)) / (wanted - 1)));
  return [...out].sort((a, b) => a - b);
}

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartOptions {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  kind: 'line' | 'bar';
  /** At most this many period labels under the x axis. */
  maxXTicks?: number;
  maxYTicks?: number;
}

export interface ChartGeometry {
  plot: { x: number; y: number; width: number; height: number };
  scale: NiceScale;
  yTicks: { value: number; y: number }[];
  xTicks: { index: number; label: string; x: number }[];
  /** Centre of each point (line) or top/bottom edge of each bar, in order. */
  markers: { x: number; y: number; value: number; label: string }[];
  /** SVG path of the line through the points ('' for bars or no points). */
  linePath: string;
  bars: { x: number; y: number; width: number; height: number; value: number; label: string }[];
  /** y of the value 0 when it is on the axis, else the bottom of the plot. */
  baselineY: number;
  empty: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function chartGeometry(points: readonly ChartPoint[], options: ChartOptions): ChartGeometry {
  const { width, height, margin, kind } = options;
  const plot = { x: margin.left, y: margin.top, width: Math.max(1, width - margin.left - margin.right), height: Math.max(1, height - margin.top - margin.bottom) };
  const values = points.map((p) => p.value).filter((v) => Number.isFinite(v));
  const empty = values.length === 0;
  let lo = empty ? 0 : Math.min(...values);
  let hi = empty ? 1 : Math.max(...values);
  // Bars are read by their length, so their axis always includes zero.
  if (kind === 'bar') {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  const scale = niceScale(lo, hi, options.maxYTicks ?? 5);
  const y = linearScale([scale.min, scale.max], [plot.y + plot.height, plot.y]);
  const yTicks = scale.ticks.map((value) => ({ value, y: round2(y(value)) }));
  const baselineY = round2(scale.min <= 0 && scale.max >= 0 ? y(0) : plot.y + plot.height);

  const n = points.length;
  // Lines run edge to edge; bars sit in equal bands with a gap between them.
  const band = n > 0 ? plot.width / n : plot.width;
  const xOf = (i: number) => (kind === 'bar' ? plot.x + band * (i + 0.5) : n === 1 ? plot.x + plot.width / 2 : plot.x + (i * plot.width) / (n - 1));
  const markers = points.map((p, i) => ({ x: round2(xOf(i)), y: round2(y(p.value)), value: p.value, label: p.label }));
  const xTicks = tickIndexes(n, options.maxXTicks ?? 6).map((index) => ({ index, label: points[index]?.label ?? '', x: round2(xOf(index)) }));
  const linePath = kind === 'line' && n > 0 ? markers.map((m, i) => `${i === 0 ? 'M' : 'L'}${String(m.x)} ${String(m.y)}`).join(' ') : '';
  const barWidth = round2(Math.max(1, band * 0.7));
  const bars =
    kind === 'bar'
      ? markers.map((m) => ({
          x: round2(m.x - barWidth / 2),
          y: Math.min(m.y, baselineY),
          width: barWidth,
          height: round2(Math.abs(baselineY - m.y)),
          value: m.value,
          label: m.label,
        }))
      : [];
  return { plot, scale, yTicks, xTicks, markers, linePath, bars, baselineY, empty };
}

export interface TrendSummary {
  first: ChartPoint;
  last: ChartPoint;
  highest: ChartPoint;
  lowest: ChartPoint;
  /** last − first */
  change: number;
  /** Relative change in percent, null when the first value is 0. */
  changePercent: number | null;
  direction: 'up' | 'down' | 'flat';
}

/** The facts a text alternative of the chart gives: where it starts and ends, its extremes. */
export function summarizeTrend(points: readonly ChartPoint[]): TrendSummary | null {
  const finite = points.filter((p) => Number.isFinite(p.value));
  const first = finite[0];
  const last = finite[finite.length - 1];
  if (!first || !last) return null;
  let highest = first;
  let lowest = first;
  for (const p of finite) {
    if (p.value > highest.value) highest = p;
    if (p.value < lowest.value) lowest = p;
  }
  const change = last.value - first.value;
  const changePercent = first.value === 0 ? null : (change / Math.abs(first.value)) * 100;
  const direction = change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  return { first, last, highest, lowest, change, changePercent, direction };
}
