/**
 * Formatting shared by pages and islands (SPEC §9): dates from ISO strings per
 * language (the placeholder `——` passes through), currency as a symbol plus two
 * decimals, and news excerpts cut at 230 characters (en, pt) or 130 (Chinese).
 */
import { isChinese, type Language } from '#src/lib/i18n/languages.ts';
import { dateTimeFormat, numberFormat } from '#src/lib/intl-cache.ts';

/** The placeholder the CMS shows for an empty date or value. */
export const PLACEHOLDER = '——';

/** Macao's time zone: dates with a time are shown as they are in Macao. */
export const SITE_TIME_ZONE = 'Asia/Macau';

/** Intl locales per URL language. */
export const INTL_LOCALE: Readonly<Record<Language, string>> = {
  'zh-hant': 'zh-Hant-MO',
  'zh-hans': 'zh-Hans-CN',
  en: 'en-GB',
  pt: 'pt-PT',
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateFormatOptions {
  /** Also show hours and minutes (only for ISO strings that carry a time). */
  time?: boolean;
  /** `long` (9 February 2024, 2024年2月9日) or `numeric` (2024-02-09). Default `long`. */
  style?: 'long' | 'numeric';
}

/**
 * Formats an ISO date (`2024-02-09`) or date-time (`2024-02-09T03:00:00Z`) for a
 * language. The placeholder, empty values and anything unreadable are returned
 * unchanged, so a list never shows "Invalid Date".
 */
export function formatDate(value: string | null | undefined, lang: Language, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined) return '';
  // The common case, a calendar day in the long style, is kept: a rates page shows the
  // same few hundred days in every currency's table, thousands of cells per render.
  if (options.style === undefined && !options.time) {
    const key = `${lang}|${value}`;
    let known = longDays.get(key);
    if (known === undefined) {
      known = formatDateUncached(value, lang, options);
      if (longDays.size >= LONG_DAYS_MAX) longDays.clear();
      longDays.set(key, known);
    }
    return known;
  }
  return formatDateUncached(value, lang, options);
}

/** Days formatted in the long style, by language and value (bounded; cleared when full). */
const longDays = new Map<string, string>();
const LONG_DAYS_MAX = 8192;

function formatDateUncached(value: string, lang: Language, options: DateFormatOptions): string {
  const text = value.trim();
  if (!text || text === PLACEHOLDER) return value;
  const dateOnly = DATE_ONLY.exec(text);
  const date = dateOnly ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))) : new Date(text);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = dateOnly ? 'UTC' : SITE_TIME_ZONE;
  const withTime = !!options.time && !dateOnly;

  if (options.style === 'numeric') {
    const parts = Object.fromEntries(
      dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    );
    const day = `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
    return withTime ? `${day} ${parts.hour ?? '00'}:${parts.minute ?? '00'}` : day;
  }
  return dateTimeFormat(INTL_LOCALE[lang], {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date);
}

const AMOUNT = numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** The number formats of `localeNumbers`, by language and decimals. */
const localeNumberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A page language's number format with these decimals (made once, intl-cache.ts). Looked
 * up here by a short key first: the rates page formats thousands of numbers a render, and
 * building the intl cache's option key for each one was about 3 % of its render.
 */
function localeNumbers(lang: Language, min: number, max: number): Intl.NumberFormat {
  const key = `${lang}${min}.${max}`;
  let format = localeNumberFormats.get(key);
  if (!format) {
    format = numberFormat(INTL_LOCALE[lang], { minimumFractionDigits: min, maximumFractionDigits: max });
    localeNumberFormats.set(key, format);
  }
  return format;
}

export interface NumberFormatOptions {
  /** Decimals always shown (default 0). */
  minDecimals?: number;
  /** Decimals at most (default: minDecimals). */
  maxDecimals?: number;
}

/**
 * A number in the page's locale (SPEC §9: one way per language): `2,000,000,000.5`
 * in Chinese and English, `2 000 000 000,5` in Portuguese. Not a finite number:
 * the placeholder.
 */
export function formatNumber(value: number | null | undefined, lang: Language, options: NumberFormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return PLACEHOLDER;
  const min = options.minDecimals ?? 0;
  return localeNumbers(lang, min, Math.max(min, options.maxDecimals ?? min)).format(value);
}

/** A percentage given in percent (`2.2` → `2.20%`, `2,20%` in Portuguese), in the page's locale. */
export function formatPercent(value: number | null | undefined, lang: Language, options: NumberFormatOptions = {}): string {
  const text = formatNumber(value, lang, options);
  return text === PLACEHOLDER ? text : `${text}%`;
}

/**
 * A sum of money as the currency symbol plus two decimals: `MOP 1,234.50`
 * (with a language, in its locale: `MOP 1234,50` in Portuguese).
 * Numbers given as text (`"1234.5"`) are read; anything else gives the placeholder.
 */
export function formatCurrency(amount: number | string | null | undefined, symbol = 'MOP', lang?: Language): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '').trim()) : amount;
  if (value === null || value === undefined || (typeof amount === 'string' && !amount.trim()) || !Number.isFinite(value)) return PLACEHOLDER;
  return `${symbol} ${lang ? localeNumbers(lang, 2, 2).format(value) : AMOUNT.format(value)}`;
}

/** Excerpt lengths of SPEC §9, in characters. */
export const EXCERPT_LENGTH = { chinese: 130, other: 230 } as const;
export const ELLIPSIS = '…';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a CMS HTML fragment: tags dropped, entities (named and numeric) read, spaces collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The excerpt of a plain text (a summary) written in `lang`: whole when short
 * enough, else cut at 130 characters in Chinese or 230 in English and Portuguese
 * (on a word boundary for alphabetic scripts) and followed by an ellipsis.
 * Counts code points, so a character outside the BMP is never split.
 */
export function excerpt(text: string | null | undefined, lang: Language): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const limit = isChinese(lang) ? EXCERPT_LENGTH.chinese : EXCERPT_LENGTH.other;
  const chars = Array.from(clean);
  if (chars.length <= limit) return clean;
  let cut = chars.slice(0, limit).join('');
  if (!isChinese(lang)) {
    const space = cut.lastIndexOf(' ');
    if (space > limit * 0.6) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s,.;:，。；：、]+$/u, '')}${ELLIPSIS}`;
}

/** The excerpt of an HTML fragment (CMS content): its text, cut as `excerpt` does. */
export const htmlExcerpt = (html: string | null | undefined, lang: Language): string => excerpt(plainText(html), lang);

/** Macao is UTC+8 all year (no daylight saving time). */
const MACAO_OFFSET_MS = 8 * 3_600_000;

/** Today's date in Macao (UTC+8 all year), `YYYY-MM-DD`. */
export function macaoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + MACAO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Macao calendar date (YYYY-MM-DD) of an ISO date-time; the placeholder and non-dates pass through. */
export function macaoDate(iso: string | null | undefined): string {
  if (!iso) return PLACEHOLDER;
  if (iso === PLACEHOLDER) return iso;
  if (DATE_ONLY.test(iso)) return iso;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + MACAO_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !DATE_ONLY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
