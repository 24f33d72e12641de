import { describe, expect, it } from 'vitest';
import { isinCheckDigit, isValidIsin, withCheckDigit } from './isin.ts';

describe('ISIN check digit (ISO 6166)', () => {
  it('matches published ISINs', () => {
    expect(withCheckDigit('US037833100')).toBe('US0378331005');
    expect(withCheckDigit('AU0000XVGZA')).toBe('AU0000XVGZA3');
    expect(withCheckDigit('GB000263494')).toBe('GB0002634946');
    expect(isinCheckDigit('US594918104')).toBe(5);
  });

  it('rejects a wrong check digit or a malformed code', () => {
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isValidIsin('US0378331004')).toBe(false);
    expect(isValidIsin('us0378331005')).toBe(false);
    expect(isValidIsin('US037833100')).toBe(false);
  });
});
