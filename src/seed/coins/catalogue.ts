/**
 * The demo catalogue of commemorative coins: current and past issues of two series
 * (the lunar new year, and Macao's heritage and festivals), some sold out, one offline.
 * Designs are described in words and drawn as simple SVGs (picture.ts): no photo of a
 * real coin is reproduced. Stock, mintage and prices are generated per coin from its
 * slug (random.ts), so the catalogue is the same in every seeded database.
 */
import { randomFor } from '#src/seed/random.ts';

export type CoinTypeSeed = 'gold' | 'silver' | 'bimetallic' | 'set';
export type MetalSeed = 'gold' | 'silver' | 'copper-nickel' | 'gold-silver';
export type StatusSeed = 'on-sale' | 'offline' | 'sold-out';

interface Text3 {
  zh: string;
  en: string;
  pt?: string;
}

export interface CoinSeed {
  slug: string;
  year: number;
  type: CoinTypeSeed;
  series: 'lunar-new-year' | 'macao-heritage';
  seriesName: Text3;
  name: Text3;
  description: Text3;
  /** The motif's character on the drawn picture. */
  glyph: string;
  diameterHmm: number;
  weightCg: number;
  metal: MetalSeed;
  fineness: number;
  faceValueMop: number;
  mintage: number;
  priceAvos: number;
  orderLimit: number;
  buyerLimit: number;
  stock: number;
  status: StatusSeed;
  issueDate: string;
}

const LUNAR: Text3 = { zh: '生肖系列', en: 'Lunar New Year Series', pt: 'Série do Ano Novo Lunar' };
const HERITAGE: Text3 = { zh: '澳門文化遺產系列', en: 'Macao Heritage Series', pt: 'Série Património de Macau' };

interface Design {
  slug: string;
  year: number;
  type: CoinTypeSeed;
  series: CoinSeed['series'];
  name: Text3;
  description: Text3;
  glyph: string;
  /** What happened to the issue: still on sale, sold out, or taken offline by staff. */
  state: StatusSeed;
}

const lunar = (year: number, animal: Text3, glyph: string, type: 'gold' | 'silver', state: StatusSeed): Design => {
  const metalZh = type === 'gold' ? '金幣' : '銀幣';
  const metalEn = type === 'gold' ? 'Gold Coin' : 'Silver Coin';
  const metalPt = type === 'gold' ? 'Moeda de Ouro' : 'Moeda de Prata';
  return {
    slug: `${year}-year-of-the-${animal.en.toLowerCase()}-${type}`,
    year,
    type,
    series: 'lunar-new-year',
    glyph,
    state,
    name: { zh: `${year}${animal.zh}年${metalZh}`, en: `${year} Year of the ${animal.en} ${metalEn}`, ...(animal.pt ? { pt: `${metalPt} do Ano do ${animal.pt} ${year}` } : {}) },
    description: {
      zh: `正面為澳門的徽記及「澳門」字樣，背面為${animal.zh}的圖案及生肖字「${glyph}」。附編號證書及收藏盒。`,
      en: `The obverse shows the emblem and the name of Macao; the reverse shows a stylised ${animal.en.toLowerCase()} and the character “${glyph}”. Supplied in a presentation case with a numbered certificate.`,
      ...(animal.pt ? { pt: `No anverso, o emblema e o nome de Macau; no reverso, um ${animal.pt.toLowerCase()} estilizado e o carácter «${glyph}». Em estojo, com certificado numerado.` } : {}),
    },
  };
};

const DESIGNS: readonly Design[] = [
  lunar(2026, { zh: '馬', en: 'Horse', pt: 'Cavalo' }, '馬', 'gold', 'on-sale'),
  lunar(2026, { zh: '馬', en: 'Horse', pt: 'Cavalo' }, '馬', 'silver', 'on-sale'),
  lunar(2025, { zh: '蛇', en: 'Snake', pt: 'Serpente' }, '蛇', 'gold', 'on-sale'),
  lunar(2025, { zh: '蛇', en: 'Snake', pt: 'Serpente' }, '蛇', 'silver', 'sold-out'),
  lunar(2024, { zh: '龍', en: 'Dragon', pt: 'Dragão' }, '龍', 'gold', 'sold-out'),
  lunar(2024, { zh: '龍', en: 'Dragon', pt: 'Dragão' }, '龍', 'silver', 'on-sale'),
  lunar(2023, { zh: '兔', en: 'Rabbit' }, '兔', 'silver', 'sold-out'),
  {
    slug: '2026-historic-centre-bimetallic',
    year: 2026,
    type: 'bimetallic',
    series: 'macao-heritage',
    glyph: '澳',
    state: 'on-sale',
    name: { zh: '2026澳門歷史城區雙金屬紀念幣', en: '2026 Historic Centre of Macao Bimetallic Coin', pt: 'Moeda Bimetálica Centro Histórico de Macau 2026' },
    description: {
      zh: '金銀雙金屬鑄造，背面以線條描繪歷史城區的街巷與廣場。',
      en: 'Struck in gold and silver; the reverse draws the streets and squares of the historic centre in fine lines.',
      pt: 'Cunhada em ouro e prata; o reverso desenha em traço fino as ruas e largos do centro histórico.',
    },
  },
  {
    slug: '2026-festivals-coin-set',
    year: 2026,
    type: 'set',
    series: 'macao-heritage',
    glyph: '節',
    state: 'offline',
    name: { zh: '2026澳門節慶紀念幣套裝', en: '2026 Macao Festivals Coin Set', pt: 'Conjunto de Moedas Festividades de Macau 2026' },
    description: {
      zh: '一套四枚銅鎳合金紀念幣，分別以春節、端午、中秋及聖誕的節慶圖案為主題。',
      en: 'A set of four copper-nickel coins with motifs of the Lunar New Year, the Dragon Boat Festival, the Mid-Autumn Festival and Christmas.',
    },
  },
  {
    slug: '2025-heritage-silver',
    year: 2025,
    type: 'silver',
    series: 'macao-heritage',
    glyph: '遺',
    state: 'on-sale',
    name: { zh: '2025澳門文化遺產銀幣', en: '2025 Macao Heritage Silver Coin', pt: 'Moeda de Prata Património de Macau 2025' },
    description: {
      zh: '背面以浮雕呈現葡式碎石路及騎樓的圖案。',
      en: 'The reverse shows Portuguese pavement and arcaded shopfronts in relief.',
    },
  },
  {
    slug: '2024-heritage-coin-set',
    year: 2024,
    type: 'set',
    series: 'macao-heritage',
    glyph: '藝',
    state: 'sold-out',
    name: { zh: '2024澳門傳統工藝紀念幣套裝', en: '2024 Macao Traditional Crafts Coin Set' },
    description: {
      zh: '一套三枚紀念幣，以木雕、神香及葡式瓷磚的圖案為主題。',
      en: 'A set of three coins with motifs of wood carving, incense making and Portuguese tiles.',
    },
  },
];

const SPECS: Record<CoinTypeSeed, { metal: MetalSeed; fineness: number; diameterHmm: number; weightCg: number; faceValueMop: number; priceMop: [number, number]; mintage: [number, number] }> = {
  gold: { metal: 'gold', fineness: 999, diameterHmm: 2200, weightCg: 777, faceValueMop: 250, priceMop: [4_800, 6_200], mintage: [1_000, 3_000] },
  silver: { metal: 'silver', fineness: 999, diameterHmm: 4000, weightCg: 3110, faceValueMop: 100, priceMop: [480, 620], mintage: [5_000, 20_000] },
  bimetallic: { metal: 'gold-silver', fineness: 999, diameterHmm: 3800, weightCg: 2830, faceValueMop: 200, priceMop: [1_800, 2_400], mintage: [2_000, 5_000] },
  set: { metal: 'copper-nickel', fineness: 0, diameterHmm: 3000, weightCg: 1250, faceValueMop: 20, priceMop: [280, 420], mintage: [5_000, 10_000] },
};

const between = (rnd: () => number, [lo, hi]: [number, number], step: number) => lo + Math.floor((rnd() * (hi - lo)) / step) * step;

export function generateCoins(): CoinSeed[] {
  return DESIGNS.map((d) => {
    const rnd = randomFor(`coins:${d.slug}`);
    const spec = SPECS[d.type];
    const mintage = between(rnd, spec.mintage, 500);
    const priceAvos = between(rnd, spec.priceMop, 10) * 100;
    const orderLimit = d.type === 'gold' ? 2 : d.type === 'set' ? 3 : 5;
    const stock = d.state === 'sold-out' ? 0 : d.state === 'offline' ? 120 : 20 + Math.floor(rnd() * 400);
    const month = 1 + Math.floor(rnd() * 10);
    return {
      slug: d.slug,
      year: d.year,
      type: d.type,
      series: d.series,
      seriesName: d.series === 'lunar-new-year' ? LUNAR : HERITAGE,
      name: d.name,
      description: d.description,
      glyph: d.glyph,
      diameterHmm: spec.diameterHmm,
      weightCg: spec.weightCg,
      metal: spec.metal,
      fineness: spec.fineness,
      faceValueMop: spec.faceValueMop,
      mintage,
      priceAvos,
      orderLimit,
      buyerLimit: orderLimit * 2,
      stock,
      status: d.state,
      issueDate: `${String(d.year - (d.series === 'lunar-new-year' ? 1 : 0))}-${String(month).padStart(2, '0')}-15`,
    };
  });
}
