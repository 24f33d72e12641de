import { describe, expect, it } from 'vitest';
import { outcomeOf, type CalculatorQuery } from './Calculator.tsx';

const q = (over: Partial<CalculatorQuery>): CalculatorQuery => ({ bank: 'bnu', denomination: '10', mode: 'size', width: '', height: '', scale: '', ...over });

describe('what the calculators answer for a query (server and browser alike)', () => {
  it('asks for a size until one is given, and refuses unreadable or absurd input', () => {
    expect(outcomeOf('notes', q({})).state).toBe('empty');
    expect(outcomeOf('notes', q({ width: 'abc', height: '3' })).state).toBe('invalid');
    expect(outcomeOf('notes', q({ width: '6000', height: '3000' })).state).toBe('invalid');
    expect(outcomeOf('notes', q({ mode: 'scale', scale: '3000' })).state).toBe('invalid');
  });
  it('says the size is not available for an item whose real size is unknown', () => {
    expect(outcomeOf('notes', q({ bank: 'bnu', denomination: '1000', width: '50', height: '25' })).state).toBe('unknown');
    expect(outcomeOf('coins', q({ denomination: '0.2', width: '10' })).state).toBe('unknown');
  });
  it('checks the 2-pataca coin against its published diameter (26.0 mm, Decree-Law 34/98/M)', () => {
    expect(outcomeOf('coins', q({ denomination: '2', width: '26' }))).toMatchObject({ state: 'result', check: { allowed: false, areaPercent: 100 } });
    expect(outcomeOf('coins', q({ denomination: '2', width: '30' }))).toMatchObject({ state: 'result', check: { allowed: true, band: 'larger' } });
  });
  it('checks a coin from one diameter, and a note by length and width or by scale', () => {
    const coin = outcomeOf('coins', q({ denomination: '5', width: '27.5' }));
    expect(coin).toMatchObject({ state: 'result', check: { allowed: false, areaPercent: 100, copyHeightMm: 27.5 } });
    expect(outcomeOf('coins', q({ denomination: '0.5', width: '20' }))).toMatchObject({ state: 'result', check: { allowed: true, band: 'smaller' } });
    expect(outcomeOf('notes', q({ bank: 'boc', denomination: '500', mode: 'scale', scale: '110' }))).toMatchObject({ state: 'result', check: { allowed: true, band: 'larger' } });
    // An unknown bank or denomination in the URL is not an item.
    expect(outcomeOf('notes', q({ denomination: '30', width: '1', height: '1' })).state).toBe('empty');
  });
});
