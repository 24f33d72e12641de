import { describe, expect, it } from 'vitest';
import { chartGeometry, linearScale, niceNumber, niceScale, summarizeTrend, tickIndexes, type ChartOptions } from './geometry.ts';

const options = (kind: 'line' | 'bar'): ChartOptions => ({ width: 500, height: 300, margin: { top: 20, right: 20, bottom: 40, left: 60 }, kind });
const pts = (values: number[]) => values.map((value, i) => ({ label: `P${String(i + 1)}`, value }));

describe('nice numbers and scales', () => {
  it('rounds to 1, 2, 2.5, 5 or 10 times a power of ten', () => {
    expect(niceNumber(0.7, true)).toBe(0.5);
    expect(niceNumber(3, true)).toBe(2.5);
    expect(niceNumber(1300, true)).toBe(1000);
    expect(niceNumber(1300, false)).toBe(2000);
    expect(niceNumber(46, false)).toBe(50);
  });

  it('covers the data with evenly spaced ticks at nice values', () => {
    const scale = niceScale(0.25, 5.71, 5);
    expect(scale.min).toBeLessThanOrEqual(0.25);
    expect(scale.max).toBeGreaterThanOrEqual(5.71);
    expect(scale.ticks[0]).toBe(scale.min);
    expect(scale.ticks[scale.ticks.length - 1]).toBe(scale.max);
    for (let i = 1; i < scale.ticks.length; i++) expect((scale.ticks[i] ?? 0) - (scale.ticks[i - 1] ?? 0)).toBeCloseTo(scale.step, 10);
    expect(scale.ticks.length).toBeGreaterThanOrEqual(3);
    expect(scale.ticks.length).toBeLessThanOrEqual(7);
  });

  it('keeps ticks free of binary noise', () => {
    const scale = niceScale(0.1, 0.7, 5);
    for (const tick of scale.ticks) expect(String(tick)).toMatch(/^-?\d+(\.\d{1,3})?$/);
  });

  it('widens a flat range and answers something usable for no data', () => {
    const flat = niceScale(5, 5);
    expect(flat.min).toBeLessThan(5);
    expect(flat.max).toBeGreaterThan(5);
    const zero = niceScale(0, 0);
    expect(zero.min).toBeLessThan(0);
    expect(zero.max).toBeGreaterThan(0);
    const none = niceScale(Number.NaN, Number.NaN);
    expect(none).toMatchObject({ min: 0, max: 1 });
  });

  it('maps values linearly and a flat domain to the middle', () => {
    const y = linearScale([0, 100], [250, 50]);
    expect(y(0)).toBe(250);
    expect(y(100)).toBe(50);
    expect(y(50)).toBe(150);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });

  it('spreads at most N labels, first and last included', () => {
    expect(tickIndexes(0, 5)).toEqual([]);
    expect(tickIndexes(1, 5)).toEqual([0]);
    expect(tickIndexes(3, 5)).toEqual([0, 1, 2]);
    const ticks = tickIndexes(24, 5);
    expect(ticks).toHaveLength(5);
    expect(ticks[0]).toBe(0);
    expect(ticks[4]).toBe(23);
  });
});

describe('chart geometry', () => {
  it('draws a line from the left edge to the right edge of the plot, higher values higher up', () => {
    const g = chartGeometry(pts([10, 30, 20]), options('line'));
    expect(g.empty).toBe(false);
    expect(g.plot).toEqual({ x: 60, y: 20, width: 420, height: 240 });
    expect(g.markers[0]?.x).toBe(60);
    expect(g.markers[2]?.x).toBe(480);
    expect(g.markers[1]?.y).toBeLessThan(g.markers[2]?.y ?? 0);
    expect(g.markers[2]?.y).toBeLessThan(g.markers[0]?.y ?? 0);
    for (const m of g.markers) {
      expect(m.y).toBeGreaterThanOrEqual(20);
      expect(m.y).toBeLessThanOrEqual(260);
    }
    expect(g.linePath).toMatch(/^M60 [\d.]+ L270 [\d.]+ L480 [\d.]+$/);
    expect(g.bars).toEqual([]);
  });

  it('places y ticks from the bottom (minimum) to the top (maximum) of the plot', () => {
    const g = chartGeometry(pts([57_000, 61_400]), options('line'));
    expect(g.yTicks[0]?.y).toBe(260);
    expect(g.yTicks[g.yTicks.length - 1]?.y).toBe(20);
    expect(g.yTicks[0]?.value).toBeLessThanOrEqual(57_000);
  });

  it('starts bars at zero and centres them in equal bands', () => {
    const g = chartGeometry(pts([1331, 1572, 1884]), options('bar'));
    expect(g.scale.min).toBe(0);
    expect(g.baselineY).toBe(260);
    expect(g.bars).toHaveLength(3);
    const [a, b, c] = g.bars;
    expect((b?.x ?? 0) - (a?.x ?? 0)).toBeCloseTo(140, 5);
    expect(c?.height).toBeGreaterThan(b?.height ?? 0);
    for (const bar of g.bars) expect((bar.y ?? 0) + (bar.height ?? 0)).toBeCloseTo(260, 1);
    expect(g.linePath).toBe('');
  });

  it('draws negative bars below the zero line', () => {
    const g = chartGeometry(pts([5, -5]), options('bar'));
    expect(g.baselineY).toBeGreaterThan(20);
    expect(g.baselineY).toBeLessThan(260);
    const [up, down] = g.bars;
    expect((up?.y ?? 0) + (up?.height ?? 0)).toBeCloseTo(g.baselineY, 1);
    expect(down?.y).toBeCloseTo(g.baselineY, 1);
  });

  it('handles an empty series and a single point', () => {
    const empty = chartGeometry([], options('line'));
    expect(empty.empty).toBe(true);
    expect(empty.markers).toEqual([]);
    expect(empty.linePath).toBe('');
    expect(empty.xTicks).toEqual([]);
    expect(empty.yTicks.length).toBeGreaterThan(1);
    const one = chartGeometry(pts([42]), options('line'));
    expect(one.markers[0]?.x).toBe(270);
    expect(one.xTicks.map((t) => t.label)).toEqual(['P1']);
    expect(one.linePath).toMatch(/^M270 /);
  });
});

describe('trend summary', () => {
  it('gives the first, last, highest and lowest points and the change', () => {
    const s = summarizeTrend(pts([4, 9, 2, 5]));
    expect(s).toMatchObject({ first: { value: 4 }, last: { value: 5 }, highest: { label: 'P2', value: 9 }, lowest: { label: 'P3', value: 2 }, change: 1, direction: 'up' });
    expect(s?.changePercent).toBeCloseTo(25, 10);
    expect(summarizeTrend(pts([3, 3]))?.direction).toBe('flat');
    expect(summarizeTrend(pts([0, 2]))?.changePercent).toBeNull();
    expect(summarizeTrend([])).toBeNull();
  });
});
