import { describe, expect, it } from 'vitest';
import { REFERENCE_ALPHABET, checkCharacter, formatReference, isValidPrefix, macaoYear, parseReference } from './reference.ts';

const DIGITS = '0123456789';

describe('reference numbers', () => {
  it('look like NL-2026-000123-K and read back', () => {
    const ref = formatReference('NL', 2026, 123);
    expect(ref).toMatch(/^NL-2026-000123-[ACDEFHJKLMNPRTUVWXY]$/);
    expect(parseReference(ref)).toEqual({ prefix: 'NL', year: 2026, sequence: 123 });
    expect(parseReference(` ${ref.toLowerCase()} `)).toEqual({ prefix: 'NL', year: 2026, sequence: 123 });
    expect(formatReference('RPA', 2027, 1_234_567)).toMatch(/^RPA-2027-1234567-.$/);
  });

  it('use no letters that look like digits or other letters', () => {
    for (const ch of 'BGIOQSZ') expect(REFERENCE_ALPHABET).not.toContain(ch);
    expect(REFERENCE_ALPHABET).toHaveLength(19);
    expect(isValidPrefix('NL')).toBe(true);
    expect(isValidPrefix('CO')).toBe(false);
    expect(() => formatReference('CO', 2026, 1)).toThrow();
  });

  it('detect every one-character typo and every swap of two adjacent characters', () => {
    let checked = 0;
    for (const [prefix, seq] of [['NL', 1], ['RP', 123], ['CPL', 987654], ['AY', 40_302]] as const) {
      const ref = formatReference(prefix, 2026, seq);
      const chars = [...ref];
      for (let i = 0; i < chars.length; i++) {
        const original = chars[i] as string;
        if (original === '-') continue;
        const pool = DIGITS.includes(original) ? DIGITS : REFERENCE_ALPHABET;
        for (const replacement of pool) {
          if (replacement === original) continue;
          const typo = [...chars];
          typo[i] = replacement;
          expect(parseReference(typo.join('')), typo.join('')).toBeNull();
          checked++;
        }
        const next = chars[i + 1];
        if (next !== undefined && next !== original) {
          const swapped = [...chars];
          swapped[i] = next;
          swapped[i + 1] = original;
          expect(parseReference(swapped.join('')), swapped.join('')).toBeNull();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('check letter follows the documented weighted sum modulo 19', () => {
    // N=10, L=8 in the alphabet; digits 2,0,2,6,0,0,0,1,2,3 weighted by positions 1..12.
    const values = [10, 8, 2, 0, 2, 6, 0, 0, 0, 1, 2, 3];
    const sum = values.reduce((acc, v, i) => acc + v * (i + 1), 0);
    expect(checkCharacter('NL2026000123')).toBe(REFERENCE_ALPHABET[sum % 19]);
  });

  it('number by the year in Macao (UTC+8)', () => {
    expect(macaoYear(new Date('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(macaoYear(new Date('2026-12-31T15:30:00Z'))).toBe(2026);
  });
});
