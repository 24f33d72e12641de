/**
 * Helpers of the news seed: Macao times, month names, numbers and phrases of
 * change written the way each language writes them, and the shape of one item.
 */
import type { NewsData } from '#src/features/news/contract.ts';
import type { EntryFileSeed, EntryText } from '#src/seed/entries-writer.ts';
import { randomFor } from '#src/seed/random.ts';

export type NewsCategory = 'press-releases' | 'news' | 'notices' | 'speeches' | 'statement' | 'fraud-alerts' | 'medical-malpractice';

/** One news entry as the data files describe it; `pt` only where a translation was written. */
export interface NewsItem {
  slug: string;
  cat: NewsCategory;
  publishedAt: Date;
  data: NewsData;
  isTop?: boolean;
  zh: EntryText;
  en: EntryText;
  pt?: EntryText | undefined;
  files?: EntryFileSeed[];
}

export type Rnd = () => number;
export const rng = (key: string): Rnd => randomFor(`news:${key}`);

export function pick<T>(rnd: Rnd, list: readonly T[]): T {
  const item = list[Math.floor(rnd() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A Macao date and time (UTC+8) as an instant. */
export function macao(year: number, month: number, day: number, hour = 16, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - 8, minute));
}

/** The same Macao time moved off a weekend (Saturday to Friday, Sunday to Monday). */
export function weekday(date: Date): Date {
  const day = new Date(date.getTime() + 8 * 3_600_000).getUTCDay();
  if (day === 6) return new Date(date.getTime() - 86_400_000);
  if (day === 0) return new Date(date.getTime() + 86_400_000);
  return date;
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export const MONTHS_PT = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'] as const;
export const ORDINAL_EN = ['first', 'second', 'third', 'fourth'] as const;
export const ORDINAL_PT = ['primeiro', 'segundo', 'terceiro', 'quarto'] as const;
export const ORDINAL_ZH = ['一', '二', '三', '四'] as const;

export const monthEn = (y: number, m: number) => `${MONTHS_EN[m - 1] ?? ''} ${String(y)}`;
export const monthPt = (y: number, m: number) => `${MONTHS_PT[m - 1] ?? ''} de ${String(y)}`;
export const monthZh = (y: number, m: number) => `${String(y)}年${String(m)}月`;
export const dateEn = (d: Date) => {
  const local = new Date(d.getTime() + 8 * 3_600_000);
  return `${String(local.getUTCDate())} ${MONTHS_EN[local.getUTCMonth()] ?? ''} ${String(local.getUTCFullYear())}`;
};
export const datePt = (d: Date) => {
  const local = new Date(d.getTime() + 8 * 3_600_000);
  return `${String(local.getUTCDate())} de ${MONTHS_PT[local.getUTCMonth()] ?? ''} de ${String(local.getUTCFullYear())}`;
};
export const dateZh = (d: Date) => {
  const local = new Date(d.getTime() + 8 * 3_600_000);
  return `${String(local.getUTCFullYear())}年${String(local.getUTCMonth() + 1)}月${String(local.getUTCDate())}日`;
};

// Formatters are costly to build: one per language and number of decimals.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}:${String(digits)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, found);
  }
  return found;
}
const enFormat = (digits: number) => formatter('en-GB', digits);
const ptFormat = (digits: number) => formatter('pt-PT', digits);

export const numEn = (n: number, digits = 1) => enFormat(digits).format(n);
/** Portuguese groups thousands with a space (as Macao's Portuguese texts do) and uses a decimal comma. */
export const numPt = (n: number, digits = 1) => ptFormat(digits).format(n).replace(/\u00a0|\u202f|\./g, ' ');
export const numZh = numEn;

/** An amount in MOP billions, as each language writes it. */
export const mopEn = (billions: number) => `MOP ${numEn(billions)} billion`;
export const mopPt = (billions: number) => `${numPt(billions)} mil milhões de patacas`;
/** Chinese counts in 億 (hundreds of millions). */
export const mopZh = (billions: number) => `${numZh(billions * 10, 0)}億澳門元`;
export const millionsEn = (millions: number) => `MOP ${numEn(millions, 0)} million`;
export const millionsPt = (millions: number) => `${numPt(millions, 0)} milhões de patacas`;
export const millionsZh = (millions: number) => `${numZh(millions / 100, 1)}億澳門元`;

export const pct = (x: number, digits = 1) => numEn(Math.abs(x), digits);
export const pctPt = (x: number, digits = 1) => numPt(Math.abs(x), digits);

/** Below this (in percent) a change is reported as no change. */
const FLAT = 0.05;

/** "rose 0.8% to MOP 712.4 billion", or "was broadly unchanged at …". */
export function changeEn(change: number, value: string): string {
  if (Math.abs(change) < FLAT) return `was broadly unchanged at ${value}`;
  return `${change > 0 ? 'rose' : 'fell'} ${pct(change)}% to ${value}`;
}
export function changeZh(change: number, value: string): string {
  if (Math.abs(change) < FLAT) return `與上期相若，為${value}`;
  return `${change > 0 ? '上升' : '下跌'}${pct(change)}%至${value}`;
}
export function changePt(change: number, value: string): string {
  if (Math.abs(change) < FLAT) return `manteve-se praticamente inalterado em ${value}`;
  return `${change > 0 ? 'aumentou' : 'diminuiu'} ${pctPt(change)}%, para ${value}`;
}
/** A year-on-year clause: "up 3.2% year-on-year". */
export const yoyEn = (x: number) => (Math.abs(x) < FLAT ? 'unchanged from a year earlier' : `${x > 0 ? 'up' : 'down'} ${pct(x)}% year-on-year`);
export const yoyZh = (x: number) => (Math.abs(x) < FLAT ? '與去年同期相若' : `按年${x > 0 ? '上升' : '下跌'}${pct(x)}%`);
export const yoyPt = (x: number) => (Math.abs(x) < FLAT ? 'sem variação em termos homólogos' : `${x > 0 ? 'mais' : 'menos'} ${pctPt(x)}% em termos homólogos`);

export const paragraphs = (...parts: string[]) => parts.map((p) => `<p>${p}</p>`).join('\n');

/** A summary from the first paragraph of a body: the lead sentence or two. */
export function leadOf(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  return first.replace(/<[^>]+>/g, '').trim();
}

export const percentChange = (now: number, before: number) => (before === 0 ? 0 : ((now - before) / before) * 100);

/** Rounds to one decimal the way figures are published, so sums and changes agree with what is shown. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A monthly random walk keyed by name: `start` at index 0, growing by `drift`
 * per step on average with noise `volatility` (both relative).
 */
export function walk(key: string, length: number, start: number, drift: number, volatility: number): number[] {
  const rnd = rng(`walk:${key}`);
  const out = [start];
  for (let i = 1; i < length; i++) {
    const prev = out[i - 1] ?? start;
    out.push(prev * (1 + drift + (rnd() * 2 - 1) * volatility));
  }
  return out;
}

/** Escapes text for HTML built by hand in the data files. */
export const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
