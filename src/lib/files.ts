/** How files are described to visitors: type and size. */
import type { Language } from '#src/lib/i18n/languages.ts';
import { numberFormat } from '#src/lib/intl-cache.ts';

export function fileTypeLabel(name: string, mime: string): string {
  const ext = name.includes('.') ? name.split('.').pop() : undefined;
  if (ext && ext.length <= 5) return ext.toUpperCase();
  return mime.split('/').pop()?.toUpperCase() ?? 'FILE';
}

export function formatFileSize(bytes: number, lang: Language): string {
  const locale = lang === 'zh-hant' ? 'zh-Hant' : lang === 'zh-hans' ? 'zh-Hans' : lang;
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
