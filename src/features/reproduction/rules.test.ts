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
    expect(known.length).toBeGreaterThanOrEqual(12);
    // The figures as published.
    expect(NOTE_SIZES.bnu['10']).toMatchObject({ widthMm: 138, heightMm: 69 });
    expect(NOTE_SIZES.boc['20']).toMatchObject({ widthMm: 143, heightMm: 71.5 });
    expect(NOTE_SIZES.boc['500']).toMatchObject({ widthMm: 158, heightMm: 79 });
    expect(COIN_SIZES['1']).toMatchObject({ widthMm: 25.98, shape: 'round' });
    expect(COIN_SIZES['5']).toMatchObject({ widthMm: 27.5, shape: 'dodecagon' });
  });

  it('list every item: its figures and where they were published, or that none was found', () => {
    // Every note and coin, in the order of the tables. A figure added or changed in rules.ts must
    // be added here with its source; no size is known without a source address.
    const expected: Record<string, [number, number, string, string] | 'unknown'> = {
      'bnu 10 MOP note': [138, 69, 'rectangle', 'https://law1.110.com/law_13273.html'],
      'bnu 20 MOP note': [143, 71.5, 'rectangle', 'https://bo.io.gov.mo/bo/i/96/06/declei08.asp'],
      'bnu 50 MOP note': [148, 74, 'rectangle', 'https://banknotenews.com/?p=16118'],
      'bnu 100 MOP note': 'unknown',
      'bnu 500 MOP note': 'unknown',
      'bnu 1000 MOP note': 'unknown',
      'boc 10 MOP note': [138, 69, 'rectangle', 'https://bo.io.gov.mo/bo/i/2000/37/regadm33.asp'],
      'boc 20 MOP note': [143, 71.5, 'rectangle', 'https://bo.io.gov.mo/bo/i/96/06/declei08.asp'],
      'boc 50 MOP note': [148, 74, 'rectangle', 'https://bo.io.gov.mo/bo/i/95/05/declei08.asp'],
      'boc 100 MOP note': [153, 76.5, 'rectangle', 'https://bo.io.gov.mo/bo/i/95/05/declei08.asp'],
      'boc 500 MOP note': [158, 79, 'rectangle', 'https://bo.io.gov.mo/bo/i/95/05/declei08.asp'],
      'boc 1000 MOP note': 'unknown',
      '0.1 MOP coin': 'unknown',
      '0.2 MOP coin': 'unknown',
      '0.5 MOP coin': [23, 23, 'round', 'http://www.worldofcoins.eu/forum/index.php?topic=34851.30'],
      '1 MOP coin': [25.98, 25.98, 'round', 'http://www.worldofcoins.eu/forum/index.php?topic=34851.30'],
      // Added for issue 36: Decree-Law 34/98/M art. 2 (Boletim Oficial), eight-sided, 26.0 mm.
      '2 MOP coin': [26, 26, 'octagon', 'https://bo.io.gov.mo/bo/i/98/32/declei34_cn.asp'],
      '5 MOP coin': [27.5, 27.5, 'dodecagon', 'http://www.worldofcoins.eu/forum/index.php?topic=34851.30'],
    };
    expect(items.map(([name]) => name)).toEqual(Object.keys(expected));
    for (const [name, size] of items) {
      const want = expected[name];
      if (want === undefined) throw new Error(`${name} is missing from the list`);
      if (want === 'unknown') {
        expect(size.known, name).toBe(false);
        continue;
      }
      expect(size.known, name).toBe(true);
      if (!size.known) continue;
      const [widthMm, heightMm, shape, sourceUrl] = want;
      expect({ name, widthMm: size.widthMm, heightMm: size.heightMm, shape: size.shape, sourceUrl: size.sourceUrl }).toEqual({ name, widthMm, heightMm, shape, sourceUrl });
      expect(size.source.trim(), name).not.toBe('');
    }
    expect(known).toHaveLength(12);
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
