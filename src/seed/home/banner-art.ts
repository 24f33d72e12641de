/**
 * Banner illustrations, drawn as SVG from code so they are deterministic and
 * weigh a few kilobytes: the brand colours, a wave of the Macao bridges and one
 * motif per banner. No text is drawn: titles and text alternatives are real text
 * on the page, in the visitor's language.
 */
import { randomFor } from '#src/seed/random.ts';

export const BRAND = { blue: '#0b4f6c', dark: '#073347', gold: '#b8860b', light: '#e8f1f5', sky: '#5b9bb5', white: '#ffffff' } as const;

export type Motif =
  | 'fraud-shield'
  | 'exchange'
  | 'coins'
  | 'consumer'
  | 'newsletter'
  | 'register'
  | 'statistics'
  | 'green'
  | 'complaint'
  | 'base-rate'
  | 'calendar'
  | 'funds';

const f = (n: number) => String(Math.round(n * 10) / 10);

/** Motifs are drawn in a 400 × 300 box; the frame places and scales them. */
const MOTIFS: Readonly<Record<Motif, () => string>> = {
  'fraud-shield': () =>
    [
      // A phone with a shield in front of it and a warning triangle.
      `<rect x="70" y="40" width="130" height="230" rx="18" fill="${BRAND.dark}" stroke="${BRAND.white}" stroke-width="6"/>`,
      `<rect x="88" y="70" width="94" height="160" rx="4" fill="${BRAND.sky}" opacity="0.55"/>`,
      `<circle cx="135" cy="250" r="8" fill="${BRAND.white}"/>`,
      `<path d="M250 60 L340 95 L340 170 C340 225 300 260 250 280 C200 260 160 225 160 170 L160 95 Z" fill="${BRAND.gold}" stroke="${BRAND.white}" stroke-width="6"/>`,
      `<path d="M212 168 L242 198 L292 138" fill="none" stroke="${BRAND.white}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="M330 20 L375 100 L285 100 Z" fill="${BRAND.white}" opacity="0.9"/>`,
      `<rect x="325" y="45" width="10" height="30" rx="4" fill="${BRAND.dark}"/>`,
      `<circle cx="330" cy="87" r="6" fill="${BRAND.dark}"/>`,
    ].join(''),
  exchange: () =>
    [
      `<circle cx="120" cy="130" r="80" fill="${BRAND.gold}" stroke="${BRAND.white}" stroke-width="6"/>`,
      `<circle cx="120" cy="130" r="58" fill="none" stroke="${BRAND.white}" stroke-width="4" stroke-dasharray="6 8"/>`,
      `<circle cx="270" cy="190" r="80" fill="${BRAND.sky}" stroke="${BRAND.white}" stroke-width="6"/>`,
      `<circle cx="270" cy="190" r="58" fill="none" stroke="${BRAND.white}" stroke-width="4" stroke-dasharray="6 8"/>`,
      // Two arrows turning one currency into the other.
      `<path d="M190 60 C250 40 310 70 330 110" fill="none" stroke="${BRAND.white}" stroke-width="10" stroke-linecap="round"/>`,
      `<path d="M330 110 L336 78 M330 110 L302 96" stroke="${BRAND.white}" stroke-width="10" stroke-linecap="round"/>`,
      `<path d="M200 260 C140 280 80 250 60 210" fill="none" stroke="${BRAND.white}" stroke-width="10" stroke-linecap="round"/>`,
      `<path d="M60 210 L54 242 M60 210 L88 224" stroke="${BRAND.white}" stroke-width="10" stroke-linecap="round"/>`,
    ].join(''),
  coins: () => {
    const coin = (cx: number, cy: number, r: number, fill: string) => {
      const ticks: string[] = [];
      for (let i = 0; i < 36; i++) {
        const a = (i / 36) * Math.PI * 2;
        ticks.push(`M${f(cx + Math.cos(a) * (r - 10))} ${f(cy + Math.sin(a) * (r - 10))} L${f(cx + Math.cos(a) * (r - 2))} ${f(cy + Math.sin(a) * (r - 2))}`);
      }
      return (
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" stroke="${BRAND.white}" stroke-width="5"/>` +
        `<path d="${ticks.join(' ')}" stroke="${BRAND.white}" stroke-width="2" opacity="0.7"/>` +
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.55)}" fill="none" stroke="${BRAND.white}" stroke-width="3"/>`
      );
    };
    // A lotus, the flower of the Macao emblem, inside the larger coin's ring.
    const petal = (angle: number, length: number) => {
      const w = 12;
      return `<path d="M265 182 C${f(265 - w)} ${f(182 - length * 0.45)} ${f(265 - w * 0.55)} ${f(182 - length * 0.85)} 265 ${f(182 - length)} C${f(265 + w * 0.55)} ${f(182 - length * 0.85)} ${f(265 + w)} ${f(182 - length * 0.45)} 265 182 Z" fill="${BRAND.white}" transform="rotate(${String(angle)} 265 182)"/>`;
    };
    const lotus = [petal(-56, 44), petal(56, 44), petal(-28, 54), petal(28, 54), petal(0, 62), `<path d="M233 190 Q265 204 297 190" fill="none" stroke="${BRAND.white}" stroke-width="4" stroke-linecap="round"/>`].join('');
    return [coin(130, 170, 95, BRAND.gold), coin(265, 150, 110, '#c9971a'), lotus].join('');
  },
  consumer: () =>
    [
      // An umbrella over two people.
      `<path d="M60 150 C60 70 340 70 340 150 Z" fill="${BRAND.gold}" stroke="${BRAND.white}" stroke-width="6"/>`,
      `<path d="M200 150 L200 250 C200 270 230 270 232 250" fill="none" stroke="${BRAND.white}" stroke-width="8" stroke-linecap="round"/>`,
      `<circle cx="140" cy="185" r="20" fill="${BRAND.white}"/>`,
      `<path d="M110 270 C110 225 170 225 170 270 Z" fill="${BRAND.white}"/>`,
      `<circle cx="262" cy="190" r="16" fill="${BRAND.white}" opacity="0.9"/>`,
      `<path d="M238 270 C238 232 286 232 286 270 Z" fill="${BRAND.white}" opacity="0.9"/>`,
    ].join(''),
  newsletter: () =>
    [
      `<rect x="40" y="80" width="220" height="150" rx="10" fill="${BRAND.white}"/>`,
      `<path d="M40 90 L150 170 L260 90" fill="none" stroke="${BRAND.blue}" stroke-width="8" stroke-linejoin="round"/>`,
      `<rect x="280" y="170" width="24" height="80" fill="${BRAND.gold}"/>`,
      `<rect x="315" y="130" width="24" height="120" fill="${BRAND.gold}"/>`,
      `<rect x="350" y="90" width="24" height="160" fill="${BRAND.gold}"/>`,
      `<circle cx="250" cy="80" r="26" fill="${BRAND.gold}" stroke="${BRAND.white}" stroke-width="5"/>`,
    ].join(''),
  register: () =>
    [
      // An identity card under a magnifying glass.
      `<rect x="40" y="70" width="240" height="160" rx="14" fill="${BRAND.white}"/>`,
      `<circle cx="100" cy="135" r="30" fill="${BRAND.sky}"/>`,
      `<path d="M62 205 C62 170 138 170 138 205 Z" fill="${BRAND.sky}"/>`,
      `<rect x="160" y="110" width="90" height="12" rx="6" fill="${BRAND.blue}" opacity="0.6"/>`,
      `<rect x="160" y="140" width="70" height="12" rx="6" fill="${BRAND.blue}" opacity="0.4"/>`,
      `<rect x="160" y="170" width="80" height="12" rx="6" fill="${BRAND.blue}" opacity="0.4"/>`,
      `<circle cx="290" cy="170" r="55" fill="${BRAND.white}" fill-opacity="0.25" stroke="${BRAND.gold}" stroke-width="14"/>`,
      `<path d="M330 212 L375 262" stroke="${BRAND.gold}" stroke-width="22" stroke-linecap="round"/>`,
    ].join(''),
  statistics: () => {
    const heights = [70, 110, 90, 150, 130, 190];
    const bars = heights.map((h, i) => `<rect x="${f(50 + i * 52)}" y="${f(260 - h)}" width="36" height="${f(h)}" rx="3" fill="${i === heights.length - 1 ? BRAND.gold : BRAND.white}" opacity="${i === heights.length - 1 ? '1' : '0.85'}"/>`);
    const line = heights.map((h, i) => `${i === 0 ? 'M' : 'L'}${f(68 + i * 52)} ${f(230 - h)}`).join(' ');
    return [
      `<path d="M40 262 L370 262" stroke="${BRAND.white}" stroke-width="4"/>`,
      ...bars,
      `<path d="${line}" fill="none" stroke="${BRAND.gold}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    ].join('');
  },
  green: () =>
    [
      `<path d="M200 270 C200 200 200 150 200 100" stroke="${BRAND.white}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M200 170 C140 170 100 130 100 70 C160 70 200 110 200 170 Z" fill="#4f9d69" stroke="${BRAND.white}" stroke-width="5"/>`,
      `<path d="M200 140 C260 140 300 100 300 40 C240 40 200 80 200 140 Z" fill="#6fbf73" stroke="${BRAND.white}" stroke-width="5"/>`,
      `<circle cx="300" cy="220" r="40" fill="${BRAND.gold}" stroke="${BRAND.white}" stroke-width="5"/>`,
      `<circle cx="110" cy="230" r="28" fill="${BRAND.gold}" stroke="${BRAND.white}" stroke-width="5"/>`,
    ].join(''),
  complaint: () =>
    [
      `<path d="M40 60 H240 A16 16 0 0 1 256 76 V170 A16 16 0 0 1 240 186 H110 L70 224 L76 186 H56 A16 16 0 0 1 40 170 V76 A16 16 0 0 1 56 60 Z" fill="${BRAND.white}"/>`,
      `<rect x="70" y="95" width="150" height="12" rx="6" fill="${BRAND.blue}" opacity="0.5"/>`,
      `<rect x="70" y="130" width="110" height="12" rx="6" fill="${BRAND.blue}" opacity="0.35"/>`,
      `<path d="M200 150 H350 A14 14 0 0 1 364 164 V236 A14 14 0 0 1 350 250 H336 L342 282 L306 250 H214 A14 14 0 0 1 200 236 V164 A14 14 0 0 1 214 150 Z" fill="${BRAND.gold}"/>`,
      `<circle cx="248" cy="200" r="9" fill="${BRAND.white}"/><circle cx="282" cy="200" r="9" fill="${BRAND.white}"/><circle cx="316" cy="200" r="9" fill="${BRAND.white}"/>`,
    ].join(''),
  'base-rate': () =>
    [
      // A percent sign drawn from shapes, over a rising step line.
      `<circle cx="120" cy="100" r="36" fill="none" stroke="${BRAND.white}" stroke-width="14"/>`,
      `<circle cx="240" cy="210" r="36" fill="none" stroke="${BRAND.white}" stroke-width="14"/>`,
      `<path d="M260 70 L100 240" stroke="${BRAND.gold}" stroke-width="16" stroke-linecap="round"/>`,
      `<path d="M290 250 H320 V200 H350 V150 H380" fill="none" stroke="${BRAND.gold}" stroke-width="8" stroke-linejoin="round"/>`,
    ].join(''),
  calendar: () => {
    const cells: string[] = [];
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 5; c++) {
        const marked = (r === 1 && c === 3) || (r === 3 && c === 1);
        cells.push(`<rect x="${f(80 + c * 50)}" y="${f(115 + r * 38)}" width="36" height="26" rx="4" fill="${marked ? BRAND.gold : BRAND.light}"/>`);
      }
    }
    return [
      `<rect x="60" y="60" width="280" height="220" rx="14" fill="${BRAND.white}"/>`,
      `<rect x="60" y="60" width="280" height="40" rx="14" fill="${BRAND.gold}"/>`,
      `<rect x="110" y="40" width="14" height="40" rx="7" fill="${BRAND.dark}"/><rect x="276" y="40" width="14" height="40" rx="7" fill="${BRAND.dark}"/>`,
      ...cells,
    ].join('');
  },
  funds: () =>
    [
      // A pie chart of a portfolio.
      `<circle cx="170" cy="160" r="110" fill="${BRAND.white}"/>`,
      `<path d="M170 160 L170 50 A110 110 0 0 1 275 192 Z" fill="${BRAND.gold}"/>`,
      `<path d="M170 160 L275 192 A110 110 0 0 1 100 245 Z" fill="${BRAND.sky}"/>`,
      `<circle cx="170" cy="160" r="110" fill="none" stroke="${BRAND.white}" stroke-width="6"/>`,
      `<path d="M300 90 L340 60 L370 80" fill="none" stroke="${BRAND.white}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join(''),
};

/**
 * A banner image: a brand gradient, the arches of a bridge over the water, a few
 * lights (placed by a generator keyed by `key`), and the motif on the right.
 */
export function bannerSvg(key: string, motif: Motif, width: number, height: number): string {
  const rnd = randomFor(`banner-art:${key}`);
  const id = key.replace(/[^a-z0-9]/gi, '').slice(0, 24) || 'b';
  const dots: string[] = [];
  for (let i = 0; i < 14; i++) {
    dots.push(`<circle cx="${f(rnd() * width * 0.55)}" cy="${f(rnd() * height * 0.55)}" r="${f(1.5 + rnd() * 3)}" fill="${BRAND.white}" opacity="${f(0.15 + rnd() * 0.3)}"/>`);
  }
  // The bridge: a deck across the lower third with arches under it.
  const deckY = height * 0.78;
  const arches: string[] = [];
  const span = width / 6;
  for (let i = 0; i < 6; i++) {
    const x0 = i * span;
    arches.push(`M${f(x0)} ${f(height)} Q${f(x0 + span / 2)} ${f(deckY - height * 0.05)} ${f(x0 + span)} ${f(height)}`);
  }
  const scale = Math.min((width * 0.5) / 400, (height * 0.85) / 300);
  const mx = width - 400 * scale - width * 0.04;
  const my = (height - 300 * scale) / 2 - height * 0.04;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(width)} ${String(height)}" width="${String(width)}" height="${String(height)}">`,
    `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.blue}"/><stop offset="1" stop-color="${BRAND.dark}"/></linearGradient></defs>`,
    `<rect width="${String(width)}" height="${String(height)}" fill="url(#g${id})"/>`,
    `<circle cx="${f(width * 0.18)}" cy="${f(height * 0.2)}" r="${f(height * 0.55)}" fill="${BRAND.sky}" opacity="0.12"/>`,
    ...dots,
    `<path d="M0 ${f(deckY)} H${String(width)}" stroke="${BRAND.gold}" stroke-width="${f(Math.max(2, height * 0.012))}" opacity="0.8"/>`,
    `<path d="${arches.join(' ')}" fill="none" stroke="${BRAND.white}" stroke-width="${f(Math.max(1.5, height * 0.008))}" opacity="0.35"/>`,
    `<g transform="translate(${f(mx)} ${f(my)}) scale(${String(Math.round(scale * 1000) / 1000)})">${MOTIFS[motif]()}</g>`,
    '</svg>',
  ].join('');
}
