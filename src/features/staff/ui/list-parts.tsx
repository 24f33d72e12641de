/** A date and time as Macao reads it, in the language of the screens (react-admin's DateField would use the browser's). */
import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

const INTL_LOCALE: Record<string, string> = { 'zh-hant': 'zh-Hant-MO', en: 'en-GB', pt: 'pt-PT' };

/** The Intl locale of a screen language (dates and times are Macao's, in its words). */
export function intlLocale(locale: string): string {
  return INTL_LOCALE[locale] ?? 'zh-Hant-MO';
}

export function StaffDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField showTime {...props} locales={intlLocale(locale)} options={{ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Macau' }} />;
}

/**
 * For every list: the list may be narrower than its table (react-admin's flex column
 * grows to its content), and the table scrolls inside its own box, so the page
 * reflows at 320 px (WCAG 1.4.10).
 */
export const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } as const;
