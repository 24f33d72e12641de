import { describe, expect, it } from 'vitest';
import {
  checkCopy,
  COIN_DENOMINATIONS,
  COIN_SIZES,
  limitsFor,
  NOTE_BANKS,
  NOTE_DENOMINATIONS,
  NOTE_SIZES,
  parseMeasure,
  specimenMinimum,
  toMicrons,
  type KnownSize,
  type RealSize,
} from './rules.ts';

const items: [string, RealSize][] = [
  ...NOTE_BANKS.flatMap((bank) => NOTE_DENOMINATIONS.map((d) => [`${bank} ${d} MOP note`, NOTE_SIZES[bank][d]] as [string, RealSize])),
  ...COIN_DENOMINATIONS.map((d) => [`${d} MOP coin`, COIN_SIZES[d]] as [string, RealSize]),
];
const known = items.filter((entry): entry is [string, KnownSize] => entry[1].known);

describe('real sizes', () => {
  it('cover every note of both banks and every coin; each known size names its source, each unknown one says so', () => {
    expect(items).toHaveLength(18);
    for (const [, size] of items) {
      if (size.known) {
        expect(size.source.length).toBeGreaterThan(10);
        expect(size.sourceUrl).toMatch(/^https?:\/\//);
      } else {
        expect(size.note).toContain('could be found');
      }
    }
    expect(known.length).toBeGreaterThanOrEqual(11);
    // The figures as published.
    expect(NOTE_SIZES.bnu['10']).toMatchObject({ widthMm: 138, heightMm: 69 });
    expect(NOTE_SIZES.boc['20']).toMatchObject({ widthMm: 143, heightMm: 71.5 });
    expect(NOTE_SIZES.boc['500']).toMatchObject({ widthMm: 158, heightMm: 79 });
    expect(COIN_SIZES['1']).toMatchObject({ widthMm: 25.98, shape: 'round' });
    expect(COIN_SIZES['5']).toMatchObject({ widthMm: 27.5, shape: 'dodecagon' });
  });
});

describe.each(known)('the size check of the %s', (_name, real) => {
  /** A copy of the real length whose width makes the area `factor` (a fraction in thousandths, exact) of the real area. */
  const heightFor = (permille: number) => (toMicrons(real.heightMm) * permille) / 1000 / 1000;

  it('refuses a copy of exactly 80 % and exactly 120 % of the area', () => {
    const at80 = checkCopy(real, { kind: 'size', widthMm: real.widthMm, heightMm: heightFor(800) });
    const at120 = checkCopy(real, { kind: 'size', widthMm: real.widthMm, heightMm: heightFor(1200) });
    expect(at80).toMatchObject({ allowed: false, band: 'refused', areaPercent: 80 });
    expect(at120).toMatchObject({ allowed: false, band: 'refused', areaPercent: 120 });
  });

  it('allows a copy of 79.9 % and of 120.1 % of the area (or the nearest size past them in 0.001 mm)', () => {
    const H = toMicrons(real.heightMm);
    const low = checkCopy(real, { kind: 'size', widthMm: real.widthMm, heightMm: Math.floor((H * 799) / 1000) / 1000 });
    const high = checkCopy(real, { kind: 'size', widthMm: real.widthMm, heightMm: Math.ceil((H * 1201) / 1000) / 1000 });
    expect(low).toMatchObject({ allowed: true, band: 'smaller' });
    expect(low.areaPercent).toBeLessThanOrEqual(79.9);
    expect(high).toMatchObject({ allowed: true, band: 'larger' });
    expect(high.areaPercent).toBeGreaterThanOrEqual(120.1);
    // And the smallest step inside the limits is refused.
    const W = toMicrons(real.widthMm);
    const justInsideLow = checkCopy(real, { kind: 'size', widthMm: real.widthMm, heightMm: (Math.floor((H * 800) / 1000) + 1) / 1000 });
    const justInsideHigh = checkCopy(real, { kind: 'size', widthMm: W / 1000, heightMm: (Math.ceil((H * 1200) / 1000) - 1) / 1000 });
    expect(justInsideLow.allowed).toBe(false);
    expect(justInsideHigh.allowed).toBe(false);
    expect(checkCopy(real, { kind: 'scale', percent: 100 })).toMatchObject({ allowed: false, areaPercent: 100 });
  });

  it('states the limits exactly: areas, and the last allowed scale below and the first above', () => {
    const limits = limitsFor(real);
    expect(limits.maxSmallerScalePercent).toBe(89.44);
    expect(limits.minLargerScalePercent).toBe(109.55);
    expect(checkCopy(real, { kind: 'scale', percent: 89.44 }).allowed).toBe(true);
    expect(checkCopy(real, { kind: 'scale', percent: 89.45 }).allowed).toBe(false);
    expect(checkCopy(real, { kind: 'scale', percent: 109.54 }).allowed).toBe(false);
    expect(checkCopy(real, { kind: 'scale', percent: 109.55 }).allowed).toBe(true);
    expect(limits.lowerAreaMm2).toBeCloseTo(real.widthMm * real.heightMm * 0.8, 4);
    expect(limits.upperAreaMm2).toBeCloseTo(real.widthMm * real.heightMm * 1.2, 4);
    expect(limits.maxSmallerWidthMm).toBeCloseTo(real.widthMm * 0.8944, 1);
  });

  it('gives the SPECIMEN minimum from the real size: a third of the length, a sixth of the width, never rounded down', () => {
    const min = specimenMinimum(real.widthMm, real.heightMm);
    expect(min.lengthMm).toBeGreaterThanOrEqual(real.widthMm / 3);
    expect(min.lengthMm - real.widthMm / 3).toBeLessThan(0.01);
    expect(min.heightMm).toBeGreaterThanOrEqual(real.heightMm / 6);
    expect(min.heightMm - real.heightMm / 6).toBeLessThan(0.01);
  });
});

describe('specimen minimums of the real notes', () => {
  it('are a third of the length and a sixth of the width, in mm, rounded up to 0.01 mm', () => {
    expect(specimenMinimum(138, 69)).toEqual({ lengthMm: 46, heightMm: 11.5 });
    expect(specimenMinimum(143, 71.5)).toEqual({ lengthMm: 47.67, heightMm: 11.92 });
    expect(specimenMinimum(148, 74)).toEqual({ lengthMm: 49.34, heightMm: 12.34 });
    expect(specimenMinimum(153, 76.5)).toEqual({ lengthMm: 51, heightMm: 12.75 });
    expect(specimenMinimum(158, 79)).toEqual({ lengthMm: 52.67, heightMm: 13.17 });
  });
  it('follow the copy: a half-size copy of a 10-pataca note needs 23 × 5.75 mm', () => {
    const result = checkCopy(NOTE_SIZES.bnu['10'] as KnownSize, { kind: 'scale', percent: 50 });
    expect(result).toMatchObject({ copyWidthMm: 69, copyHeightMm: 34.5, areaPercent: 25, allowed: true, specimen: { lengthMm: 23, heightMm: 5.75 } });
  });
});

describe('parseMeasure', () => {
  it('reads mm or % with up to two decimals, full-width digits and a decimal comma', () => {
    expect(parseMeasure('110.4')).toBe(110.4);
    expect(parseMeasure('１２０')).toBe(120);
    expect(parseMeasure('89,44')).toBe(89.44);
    expect(parseMeasure('1.234')).toBeNull();
    expect(parseMeasure('0')).toBeNull();
    expect(parseMeasure('-3')).toBeNull();
    expect(parseMeasure('')).toBeNull();
    expect(parseMeasure('abc')).toBeNull();
  });
});
