/**
 * A drawn picture of a coin (obverse and reverse side by side): rim, beads, the motif's
 * character and the year, in the metal's colours. An illustration, not a photograph of
 * a real coin. `role="img"` with a title, so it can be shown inline.
 *
 * One picture for every language, and its inscriptions stay as minted (澳門, MACAU, the
 * motif's character in Traditional script) on zh-hans pages too: they are the coin's
 * design, like the Latin MACAU on a Chinese page, not text of the page.
 */
import type { CoinSeed } from './catalogue.ts';

const COLOURS: Record<CoinSeed['metal'], { face: string; edge: string; ink: string }> = {
  gold: { face: '#e9c765', edge: '#a87b12', ink: '#5a3d00' },
  silver: { face: '#dfe3e8', edge: '#8a939c', ink: '#2f363d' },
  'gold-silver': { face: '#dfe3e8', edge: '#a87b12', ink: '#2f363d' },
  'copper-nickel': { face: '#d7c8b0', edge: '#8c7350', ink: '#3d2f1d' },
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

function side(cx: number, coin: CoinSeed, kind: 'obverse' | 'reverse'): string {
  const c = COLOURS[coin.metal];
  const inner = coin.metal === 'gold-silver' ? `<circle cx="${String(cx)}" cy="110" r="62" fill="#e9c765"/>` : '';
  const beads = Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * Math.PI * 2;
    return `<circle cx="${(cx + Math.cos(a) * 88).toFixed(1)}" cy="${(110 + Math.sin(a) * 88).toFixed(1)}" r="2.2" fill="${c.edge}"/>`;
  }).join('');
  const centre =
    kind === 'obverse'
      ? `<text x="${String(cx)}" y="104" text-anchor="middle" font-size="26" font-family="serif" fill="${c.ink}">澳門</text><text x="${String(cx)}" y="134" text-anchor="middle" font-size="15" font-family="sans-serif" fill="${c.ink}">MACAU</text>`
      : `<text x="${String(cx)}" y="130" text-anchor="middle" font-size="64" font-family="serif" fill="${c.ink}">${escapeXml(coin.glyph)}</text>`;
  const rimText =
    kind === 'obverse'
      ? `<text x="${String(cx)}" y="178" text-anchor="middle" font-size="14" font-family="sans-serif" fill="${c.ink}">${String(coin.year)}</text>`
      : `<text x="${String(cx)}" y="178" text-anchor="middle" font-size="13" font-family="sans-serif" fill="${c.ink}">${String(coin.faceValueMop)} PATACAS</text>`;
  return `<circle cx="${String(cx)}" cy="110" r="100" fill="${c.edge}"/><circle cx="${String(cx)}" cy="110" r="94" fill="${c.face}"/>${inner}${beads}${centre}${rimText}`;
}

export function coinPicture(coin: CoinSeed): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 440 220" width="440" height="220" role="img" aria-label="${escapeXml(coin.name.en)}">${side(110, coin, 'obverse')}${side(330, coin, 'reverse')}</svg>`;
}
