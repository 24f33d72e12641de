/**
 * How periods and values of statistical series read in each language: months
 * and years through Intl, quarters in each language's own wording, values with
 * the series' number of decimals.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { StatFrequency } from './stat-modules.ts';

const INTL_LOCALE: Readonly<Record<Language, string>> = {
  'zh-hant': 'zh-Hant-MO',
  'zh-hans': 'zh-Hans-CN',
  en: 'en-GB',
  pt: 'pt-PT',
};

const QUARTER: Readonly<Record<Language, (year: number, quarter: number) => string>> = {
  'zh-hant': (y, q) => `${String(y)}年第${String(q)}季`,
  'zh-hans': (y, q) => `${String(y)}年第${String(q)}季`,
  en: (y, q) => `Q${String(q)} ${String(y)}`,
  pt: (y, q) => `${String(q)}.º trim. ${String(y)}`,
};

const monthFormats = new Map<Language, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The label of a period (`YYYY-MM-DD`, its first day) for its frequency. `short`
 * labels are for chart axes, where space is scarce: `2026-09`, `2026 Q2`, `2025`.
 */
export function periodLabel(period: string, frequency: StatFrequency, lang: Language, options: { short?: boolean } = {}): string {
  const [y = 0, m = 1, d = 1] = period.split('-').map(Number);
  if (options.short && frequency === 'quarterly') return `${String(y)} Q${String(Math.floor((m - 1) / 3) + 1)}`;
  if (options.short && frequency === 'yearly') return String(y);
  if (options.short && frequency === 'monthly') return `${String(y)}-${String(m).padStart(2, '0')}`;
  switch (frequency) {
    case 'yearly':
      return lang === 'zh-hant' || lang === 'zh-hans' ? `${String(y)}年` : String(y);
    case 'quarterly':
      return QUARTER[lang](y, Math.floor((m - 1) / 3) + 1);
    case 'monthly': {
      let format = monthFormats.get(lang);
      if (!format) {
        format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { year: 'numeric', month: 'short', timeZone: 'UTC' });
        monthFormats.set(lang, format);
      }
      return format.format(new Date(Date.UTC(y, m - 1, 1)));
    }
    default:
      return period.slice(0, 10) || `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
}

/** A value with the series' decimals, grouped as the language groups digits. */
export function formatValue(value: number, decimals: number, lang: Language): string {
  const key = `${lang}:${String(decimals)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
