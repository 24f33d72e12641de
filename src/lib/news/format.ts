/**
 * Formatting of news for lists, feeds and the "load more" island (isomorphic: no
 * server imports). SPEC §9: excerpts are 230 characters for Portuguese and
 * English, 130 for Chinese, then an ellipsis; dates come from ISO strings and the
 * placeholder '——' passes through unchanged.
 */
import type { Language } from '../i18n/languages.ts';

export const EXCERPT_LENGTH: Readonly<Record<Language, number>> = { 'zh-hant': 130, 'zh-hans': 130, en: 230, pt: 230 };

export const DATE_PLACEHOLDER = '——';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment: tags dropped, common entities decoded, white space folded. */
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
 * enough, else cut at the limit (on a word boundary for alphabetic scripts) and
 * followed by '…'. Counts code points, so a character outside the BMP is never split.
 */
export function excerpt(text: string | null | undefined, lang: Language): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  const limit = EXCERPT_LENGTH[lang];
  const chars = [...clean];
  if (chars.length <= limit) return clean;
  let cut = chars.slice(0, limit).join('');
  if (lang === 'en' || lang === 'pt') {
    const space = cut.lastIndexOf(' ');
    if (space > limit * 0.6) cut = cut.slice(0, space);
  }
  return `${cut.replace(/[\s,.;:，。；：、]+$/u, '')}…`;
}

/** The excerpt of an HTML fragment (CMS content): its text, cut as `excerpt` does. */
export const htmlExcerpt = (html: string | null | undefined, lang: Language) => excerpt(plainText(html), lang);

/** Macao is UTC+8 all year (no daylight saving time). */
const MACAO_OFFSET_MS = 8 * 3_600_000;

/** The Macao calendar date (YYYY-MM-DD) of an ISO date-time; '——' and non-dates pass through. */
export function macaoDate(iso: string | null | undefined): string {
  if (!iso) return DATE_PLACEHOLDER;
  if (iso === DATE_PLACEHOLDER) return iso;
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + MACAO_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
