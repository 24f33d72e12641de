/** A date and time as Macao reads it, in the language of the screens (react-admin's DateField would use the browser's). */
import { DateField, useLocaleState, useRecordContext, type DateFieldProps, type RaRecord } from 'react-admin';

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

/**
 * A show screen's record once its own call has answered, or undefined. Opened from a
 * list, react-admin first renders the list's row (getList fills getOne's cache), which
 * lacks the detail's fields: parts that read them (`field`) wait for the detail.
 */
export function useDetailRecord<T extends object>(field: keyof T & string): (T & RaRecord) | undefined {
  const record = useRecordContext<T & RaRecord>();
  return record && field in record ? record : undefined;
}
