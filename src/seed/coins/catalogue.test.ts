/** The coin catalogue generator: deterministic, realistic states, drawn pictures only. */
import { describe, expect, it } from 'vitest';
import { generateCoins } from './catalogue.ts';
import { coinPicture } from './picture.ts';

describe('coin catalogue', () => {
  const coins = generateCoins();

  it('is the same every time', () => {
    expect(generateCoins()).toEqual(coins);
    expect(coins.map(coinPicture)).toEqual(generateCoins().map(coinPicture));
  });

  it('has current and past issues, several on sale, some sold out and exactly one offline', () => {
    expect(new Set(coins.map((c) => c.year))).toEqual(new Set([2023, 2024, 2025, 2026]));
    expect(coins.filter((c) => c.status === 'offline')).toHaveLength(1);
    expect(coins.filter((c) => c.status === 'sold-out').length).toBeGreaterThanOrEqual(2);
    expect(coins.filter((c) => c.status === 'on-sale').length).toBeGreaterThanOrEqual(5);
    for (const c of coins) {
      expect(c.status === 'sold-out' ? c.stock === 0 : c.stock > 0, c.slug).toBe(true);
      expect(c.stock, c.slug).toBeLessThanOrEqual(c.mintage);
      expect(c.priceAvos % 100, c.slug).toBe(0);
      expect(c.buyerLimit, c.slug).toBeGreaterThanOrEqual(c.orderLimit);
    }
    expect(new Set(coins.map((c) => c.slug)).size).toBe(coins.length);
  });

  it('has Portuguese for some coins but not all', () => {
    const withPt = coins.filter((c) => c.name.pt && c.description.pt);
    expect(withPt.length).toBeGreaterThan(0);
    expect(withPt.length).toBeLessThan(coins.length);
  });

  it('draws each coin as an SVG, never a bitmap or an external image', () => {
    for (const c of coins) {
      const svg = coinPicture(c);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<image|href=|data:image/);
      expect(svg).toContain(c.glyph);
    }
  });
});
