/**
 * Reproduction of pataca banknotes and coins (SPEC §5 Reproduction form, §9): the real
 * sizes of the notes and coins, and the size check of a planned copy. Pure and
 * isomorphic: the calculator islands, the calculator pages answered by the server (no
 * JavaScript) and the application endpoint all call these functions, so the three
 * can never disagree.
 *
 * Rules (SPEC §5, §9):
 * - the copy's AREA must be MORE than 20 % smaller or MORE than 20 % larger than the
 *   real one: a copy at exactly 80 % or exactly 120 % of the area is refused, 79.99 %
 *   and 120.01 % are allowed;
 * - the word SPECIMEN (樣本 / ESPÉCIME) must be bold and centred, at least 1/3 of the
 *   copy's length and 1/6 of its width.
 *
 * Exactness: sizes are handled in thousandths of a millimetre (integers) and the limits
 * are compared as integer products (100 × copy area against 80 × or 120 × real area),
 * so the boundary is exact: no floating-point rounding can let a copy of exactly 80 %
 * through. The copy's area over the real area is (w·h)/(W·H) for notes AND coins: a
 * copy stretched by w/W one way and h/H the other has its area multiplied by
 * (w/W)·(h/H) whatever the outline (rectangle, circle, 12-sided coin).
 */

// --- Denominations and issuing banks (SPEC §3, §9) ---

export const NOTE_BANKS = ['bnu', 'boc'] as const;
export type NoteBank = (typeof NOTE_BANKS)[number];
export const NOTE_DENOMINATIONS = ['10', '20', '50', '100', '500', '1000'] as const;
export type NoteDenomination = (typeof NOTE_DENOMINATIONS)[number];
export const COIN_DENOMINATIONS = ['0.1', '0.2', '0.5', '1', '2', '5'] as const;
export type CoinDenomination = (typeof COIN_DENOMINATIONS)[number];

/** Outline of a coin: round, or a regular polygon (the diameter is the one published). */
export type CoinShape = 'round' | 'octagon' | 'dodecagon';

/** A published size, with where it was published. */
export interface KnownSize {
  known: true;
  /** Length (notes) or diameter (coins), mm. */
  widthMm: number;
  /** Width (notes) or diameter (coins), mm. */
  heightMm: number;
  shape: 'rectangle' | CoinShape;
  /** Where the figure was published. */
  source: string;
  sourceUrl: string;
}

/** A size we could not find published: the calculator says so instead of guessing. */
export interface UnknownSize {
  known: false;
  /** What was looked for and not found. */
  note: string;
}

export type RealSize = KnownSize | UnknownSize;

// Sources. The notes now issued are the series authorised by Administrative Regulations
// 17/2020 (Bank of China) and 18/2020 (BNU); the AMCM announced (27 October 2023) that
// this series keeps the sizes of the series it replaces, and the earlier series stays
// legal tender. The sizes below are those of the regulations that first fixed each size.
const DL_8_95_M = {
  source: 'Decree-Law 8/95/M (Bank of China notes), Boletim Oficial de Macau 5/1995',
  sourceUrl: 'https://bo.io.gov.mo/bo/i/95/05/declei08.asp',
};
const DL_8_96_M = {
  source: 'Decree-Law 8/96/M, art. 4 (20-pataca notes of both issuing banks), Boletim Oficial de Macau 6/1996',
  sourceUrl: 'https://bo.io.gov.mo/bo/i/96/06/declei08.asp',
};
const RA_10_2005 = {
  source: 'Administrative Regulation 10/2005, art. 3 (BNU 10-pataca note)',
  sourceUrl: 'https://law1.110.com/law_13273.html',
};
const RA_33_2000 = {
  source: 'Administrative Regulation 33/2000, art. 2 (10-pataca notes of both issuing banks), Boletim Oficial 37/2000',
  sourceUrl: 'https://bo.io.gov.mo/bo/i/2000/37/regadm33.asp',
};
const BNU_50_2009 = {
  source: 'BNU 50-pataca note dated 8 August 2009 (Banknote News, “Macau new 50-pataca note confirmed”)',
  sourceUrl: 'https://banknotenews.com/?p=16118',
};
// Boletim Oficial (Gazette) text of the decree-law: the Chinese version is the one stored in
// full here (art. 2: eight-sided, plain edge, 2.4 mm thick, 9.5 g, diameter 26.0 mm). No second
// source (numismatic catalogue) with the diameter of this coin could be found to check it.
const DL_34_98_M = {
  source: 'Decree-Law 34/98/M of 10 August 1998, art. 2 (2-pataca coin), Boletim Oficial de Macau 32/1998',
  sourceUrl: 'https://bo.io.gov.mo/bo/i/98/32/declei34_cn.asp',
};
const ROYAL_MINT_COINS = {
  source: 'The Royal Mint Museum, as quoted in World of Coins, “The modern coinage of Macao”, posts 30–32',
  sourceUrl: 'http://www.worldofcoins.eu/forum/index.php?topic=34851.30',
};

const NOT_FOUND_NOTE = 'No published size of this note could be found for this site; the Authority can give it on request.';
const NOT_FOUND_COIN = 'No published diameter of this coin could be found for this site; the Authority can give it on request.';

const note = (widthMm: number, heightMm: number, from: { source: string; sourceUrl: string }): KnownSize => ({ known: true, widthMm, heightMm, shape: 'rectangle', ...from });
const coin = (diameterMm: number, shape: CoinShape, from: { source: string; sourceUrl: string }): KnownSize => ({
  known: true,
  widthMm: diameterMm,
  heightMm: diameterMm,
  shape,
  ...from,
});
const unknown = (text: string): UnknownSize => ({ known: false, note: text });

/** Real sizes of the notes of each issuing bank. */
export const NOTE_SIZES: Readonly<Record<NoteBank, Readonly<Record<NoteDenomination, RealSize>>>> = {
  bnu: {
    '10': note(138, 69, RA_10_2005),
    '20': note(143, 71.5, DL_8_96_M),
    '50': note(148, 74, BNU_50_2009),
    // Administrative Regulation 10/2005 fixes these three (in articles after art. 3), but the
    // stored copies of its text (law1.110.com, Chinese) stop in art. 3 (the 10-pataca note);
    // the Portuguese Gazette page and the AMCM pages were not found in the stored sources.
    // Leads that are NOT the current series, so not used: BNU 100 of 1992 (Pick 68) catalogued
    // at 153 x 76.5 mm (notescollector.eu, noteId=448); BNU 1000 of 1988 (Decree-Law 68/88/M)
    // described at 163 x 81.5 mm on a collectors' forum (coinpeople.com, topic 1319). Searched:
    // the Gazette (Regulation 10/2005, Decree-Laws 68/88/M, 41/91/M, the 1991 500-pataca and
    // 1992 100-pataca decree-laws), Banknote News, notescollector.eu, Paper Money Book, numisquare.
    // Searched again (stop 44): the Gazette printer pages and the Chinese text of Regulation 10/2005,
    // the gov.mo news of 6 July 2005 (quantities only), notescollector.eu (only the 2005 20-pataca
    // note, 143 x 71,5), the stored copies of the Wikipedia "Pataca de Macau" / "澳門幣" pages
    // (wikipedia.bradmurray.com, wikizero, zh-yue: no size per note in what is stored), numisquare.
    '100': unknown(NOT_FOUND_NOTE),
    '500': unknown(NOT_FOUND_NOTE),
    '1000': unknown(NOT_FOUND_NOTE),
  },
  boc: {
    '10': note(138, 69, RA_33_2000),
    '20': note(143, 71.5, DL_8_96_M),
    '50': note(148, 74, { ...DL_8_95_M, source: `${DL_8_95_M.source}, art. 3` }),
    '100': note(153, 76.5, { ...DL_8_95_M, source: `${DL_8_95_M.source}, art. 4` }),
    '500': note(158, 79, { ...DL_8_95_M, source: `${DL_8_95_M.source}, art. 5` }),
    // Decree-Law 8/95/M art. 6 fixes it, but no stored copy gives it whole: the Portuguese
    // Gazette page stops in art. 5, and the Chinese text (macaudata.mo, Macao Yearbook law
    // collection) stops at "尺寸为163" — the length only, the width cut off. A length alone is not
    // a size, so it stays unknown. Also searched: Regulations 30/2003, 20/2008 and 17/2020 (Bank
    // of China series), the Bank of China Macau pages, Banknote News, notescollector.eu; and (stop
    // 44) the Gazette printer and Chinese pages of Decree-Law 8/95/M, the LegisMac record (no
    // text), numisquare (only the 1995 10-pataca note). The 163 x 81.5 mm on coinpeople.com is
    // the BNU 1000 of 1988, another note: not used.
    '1000': unknown(NOT_FOUND_NOTE),
  },
};

/** Real sizes of the circulating coins. */
export const COIN_SIZES: Readonly<Record<CoinDenomination, RealSize>> = {
  // 10 and 20 avos: Decree-Law 34/91/M fixes both, but the stored Gazette copies of it stop in
  // art. 1 (the quantities); Decree-Laws 50/94/M and 54/99/M (proof and commemorative sets) only
  // say "the characteristics of Decree-Law 34/91/M" and give weights, not diameters; the Royal
  // Mint Museum figures quoted on World of Coins start with the 50 avos (post 30) and the posts
  // before it were not stored; no Numista or other catalogue page for the 1993 10- or 20-avos
  // coin was found. Searched again (stop 44): the printer page of Decree-Law 34/91/M (the stored
  // text stops in the art. 1 table), the print version of the World of Coins topic (only its
  // first posts are stored), nenotavaiconta.wordpress.com (quotes the designs, not the sizes),
  // nominal.club (10 avos 1993: design only), numisquare (only the 1952 10 avos, another coin).
  '0.1': unknown(NOT_FOUND_COIN),
  '0.2': unknown(NOT_FOUND_COIN),
  '0.5': coin(23, 'round', ROYAL_MINT_COINS),
  '1': coin(25.98, 'round', ROYAL_MINT_COINS),
  '2': coin(26, 'octagon', DL_34_98_M),
  '5': coin(27.5, 'dodecagon', ROYAL_MINT_COINS),
};

export function noteSize(bank: NoteBank, denomination: NoteDenomination): RealSize {
  return NOTE_SIZES[bank][denomination];
}
export function coinSize(denomination: CoinDenomination): RealSize {
  return COIN_SIZES[denomination];
}

// --- The check ---

/** The area limits as percentages of the real area (SPEC §9). */
export const LOWER_LIMIT_PERCENT = 80;
export const UPPER_LIMIT_PERCENT = 120;
/** Largest planned size a calculator accepts, mm (a poster; keeps the integer arithmetic exact). */
export const MAX_COPY_MM = 5000;
/** Largest scale a calculator accepts, percent. */
export const MAX_SCALE_PERCENT = 2000;

/** mm → thousandths of a millimetre (integer): what the check computes in. */
export function toMicrons(mm: number): number {
  return Math.round(mm * 1000);
}
/** Thousandths of a mm → mm, rounded to two decimals for showing. */
const toMm = (microns: number) => Math.round(microns / 10) / 100;

/** A planned copy: its size in mm, or a scale of the real size in percent. */
export type PlannedCopy = { kind: 'size'; widthMm: number; heightMm: number } | { kind: 'scale'; percent: number };

export interface SizeCheck {
  /** The copy's size in mm (two decimals). */
  copyWidthMm: number;
  copyHeightMm: number;
  /** Copy area over real area, percent, rounded to two decimals (for showing). */
  areaPercent: number;
  /** Real and copy areas in mm² of the bounding rectangle (w × h), two decimals. */
  realAreaMm2: number;
  copyAreaMm2: number;
  allowed: boolean;
  /** Which side of the limits the copy is on. */
  band: 'smaller' | 'refused' | 'larger';
  /** Minimum SPECIMEN box on the copy (notes), mm, rounded up to 0.01 mm. */
  specimen: SpecimenMinimum;
}

export interface SpecimenMinimum {
  /** At least 1/3 of the copy's length. */
  lengthMm: number;
  /** At least 1/6 of the copy's width. */
  heightMm: number;
}

/** SPEC §5: SPECIMEN at least 1/3 of the length and 1/6 of the width; rounded UP so the minimum is never under the rule. */
export function specimenMinimum(widthMm: number, heightMm: number): SpecimenMinimum {
  return { lengthMm: Math.ceil(toMicrons(widthMm) / 30) / 100, heightMm: Math.ceil(toMicrons(heightMm) / 60) / 100 };
}

/**
 * Checks a planned copy against the real size. The comparison is exact (integers):
 * - size: 100·w·h against 80·W·H and 120·W·H (w, h, W, H in thousandths of a mm);
 * - scale s % (linear, both directions): the area ratio is s², so s² (in hundredths of
 *   a percent) is compared with 80·10⁶ and 120·10⁶.
 */
export function checkCopy(real: KnownSize, planned: PlannedCopy): SizeCheck {
  const W = toMicrons(real.widthMm);
  const H = toMicrons(real.heightMm);
  const realArea = W * H;
  let copyW: number;
  let copyH: number;
  let smaller: boolean;
  let larger: boolean;
  let ratio: number;
  if (planned.kind === 'size') {
    copyW = toMicrons(planned.widthMm);
    copyH = toMicrons(planned.heightMm);
    const copyArea = copyW * copyH;
    smaller = 100 * copyArea < LOWER_LIMIT_PERCENT * realArea;
    larger = 100 * copyArea > UPPER_LIMIT_PERCENT * realArea;
    ratio = copyArea / realArea;
  } else {
    const s = Math.round(planned.percent * 100); // hundredths of a percent: 100 % = 10000
    const squared = s * s; // area ratio × 10⁸
    smaller = squared < LOWER_LIMIT_PERCENT * 1_000_000;
    larger = squared > UPPER_LIMIT_PERCENT * 1_000_000;
    ratio = squared / 100_000_000;
    copyW = Math.round((W * s) / 10_000);
    copyH = Math.round((H * s) / 10_000);
  }
  const band = smaller ? 'smaller' : larger ? 'larger' : 'refused';
  return {
    copyWidthMm: toMm(copyW),
    copyHeightMm: toMm(copyH),
    areaPercent: shownPercent(ratio * 100, band),
    realAreaMm2: Math.round(realArea / 10_000) / 100,
    copyAreaMm2: Math.round((copyW * copyH) / 10_000) / 100,
    allowed: band !== 'refused',
    band,
    specimen: specimenMinimum(copyW / 1000, copyH / 1000),
  };
}

export interface Limits {
  /** Areas (mm²) the copy must be under, or over. */
  lowerAreaMm2: number;
  upperAreaMm2: number;
  /**
   * For a copy in proportion: the largest allowed scale below the real size and the
   * smallest allowed scale above it, in hundredths of a percent (exact: 89.44 % is
   * allowed, 89.45 % is not; 109.55 % is allowed, 109.54 % is not).
   */
  maxSmallerScalePercent: number;
  minLargerScalePercent: number;
  /** The lengths those scales give, mm (two decimals). */
  maxSmallerWidthMm: number;
  minLargerWidthMm: number;
}

/** The area percentage as shown, two decimals, rounded AWAY from the limit it passed, so an allowed copy never reads "80.00 %". */
function shownPercent(percent: number, band: SizeCheck['band']): number {
  const hundredths = percent * 100;
  if (band === 'smaller') return Math.floor(hundredths + 1e-9) / 100;
  if (band === 'larger') return Math.ceil(hundredths - 1e-9) / 100;
  return Math.min(UPPER_LIMIT_PERCENT, Math.max(LOWER_LIMIT_PERCENT, Math.round(hundredths) / 100));
}

/** Where exactly the limits are for a real size. */
export function limitsFor(real: KnownSize): Limits {
  const area = toMicrons(real.widthMm) * toMicrons(real.heightMm);
  // Largest s (hundredths of a percent) with s² < 80·10⁶, smallest with s² > 120·10⁶.
  let below = Math.floor(Math.sqrt(LOWER_LIMIT_PERCENT * 1_000_000));
  while (below * below >= LOWER_LIMIT_PERCENT * 1_000_000) below--;
  let above = Math.ceil(Math.sqrt(UPPER_LIMIT_PERCENT * 1_000_000));
  while (above * above <= UPPER_LIMIT_PERCENT * 1_000_000) above++;
  return {
    lowerAreaMm2: Math.round((area * LOWER_LIMIT_PERCENT) / 10_000) / 10_000,
    upperAreaMm2: Math.round((area * UPPER_LIMIT_PERCENT) / 10_000) / 10_000,
    maxSmallerScalePercent: below / 100,
    minLargerScalePercent: above / 100,
    maxSmallerWidthMm: toMm((toMicrons(real.widthMm) * below) / 10_000),
    minLargerWidthMm: toMm((toMicrons(real.widthMm) * above) / 10_000),
  };
}

/** Parses a typed number (mm or %): digits with at most two decimals, full-width digits and a comma accepted. */
export function parseMeasure(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const normal = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[，．]/g, (c) => (c === '，' ? ',' : '.'))
    .replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normal)) return null;
  const value = Number(normal);
  return value > 0 ? value : null;
}
