import { describe, expect, it } from 'vitest';
import { fontFace, fontRuns } from './fonts.ts';

/** The characters of a double-byte legacy encoding, decoded by Node's ICU. */
function charactersOf(encoding: string, leads: [number, number], trails: [number, number][]): string[] {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const found: string[] = [];
  for (let lead = leads[0]; lead <= leads[1]; lead++) {
    for (const [from, to] of trails) {
      for (let trail = from; trail <= to; trail++) {
        try {
          found.push(decoder.decode(new Uint8Array([lead, trail])));
        } catch {
          // not a character of the encoding
        }
      }
    }
  }
  return found;
}
const isHan = (ch: string) => /\p{Script=Han}/u.test(ch);

describe('CJK fonts of generated PDFs', () => {
  it('opens the Traditional and Simplified faces of the collection by name', async () => {
    expect((await fontFace('tc')).postscriptName).toBe('NotoSansCJKtc-Regular');
    expect((await fontFace('sc')).postscriptName).toBe('NotoSansCJKsc-Regular');
  });

  it('has every Han character of Big5, GB 2312 and GBK, and Portuguese letters, in the TC face', async () => {
    const tc = await fontFace('tc');
    const big5 = charactersOf('big5', [0xa1, 0xf9], [[0x40, 0x7e], [0xa1, 0xfe]]).filter(isHan);
    const gbk = charactersOf('gbk', [0x81, 0xfe], [[0x40, 0x7e], [0x80, 0xfe]]).filter(isHan);
    expect(big5.length).toBeGreaterThan(13_000);
    expect(gbk.length).toBeGreaterThan(20_000);
    const missing = [...new Set([...big5, ...gbk])].filter((ch) => !tc.hasGlyphForCodePoint(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
    const latin = 'ÀÁÂÃÇÉÊÍÓÔÕÚÜàáâãçéêíóôõúü€º«»';
    expect([...latin].filter((ch) => !tc.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
  });

  it('sets mixed Traditional, Simplified and Portuguese text in one run of TC', async () => {
    expect(await fontRuns('陳大文 张小币 São João')).toEqual([{ font: 'tc', text: '陳大文 张小币 São João' }]);
  });
});
