/**
 * The editor's error summary: each field error (the server's, or the save's own check)
 * a link to its field, named by the rows it is in ("Statistic 2 of 7 (cpi) › Release 1
 * of 12 (2026-01) › Release date"); a field on a language tab not shown opens that tab.
 */
import { ErrorSummary, type SummaryItem } from '#src/features/staff/ui/ErrorSummary.tsx';
import { useTranslate } from 'react-admin';
import { errorFieldId, languageOf } from './entry-errors.ts';

/** The field's label, after the legends of the list rows it is in (read from the page, where the rows name themselves). */
function labelOnPage(id: string): string | undefined {
  const field = document.getElementById(id);
  if (!field) return undefined;
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.replace(/\s*\*\s*$/, '').trim();
  const rows: string[] = [];
  for (let row = field.closest('fieldset[data-row]'); row; row = row.parentElement?.closest('fieldset[data-row]') ?? null) rows.unshift(row.querySelector(':scope > legend')?.textContent?.trim() ?? '');
  return [...rows, label].filter(Boolean).join(' › ') || undefined;
}

export function EntryErrorSummary({ errors, onShowLanguage }: { errors: Map<string, string>; onShowLanguage: (lang: NonNullable<ReturnType<typeof languageOf>>) => void }) {
  const translate = useTranslate();
  const items: SummaryItem[] = [...errors].map(([field, message]) => {
    const fieldId = errorFieldId(field);
    const lang = languageOf(fieldId);
    const onPage = typeof document !== 'undefined' && document.getElementById(fieldId) !== null;
    const label = (onPage ? labelOnPage(fieldId) : undefined) ?? `${lang ? `${translate(`content.lang.${lang}`)}: ` : ''}${translate(`content.errorField.${field.split('.')[0] ?? ''}`, { _: field })} (${field})`;
    return onPage || lang ? { fieldId, label, message } : { label, message };
  });
  const follow = (fieldId: string) => {
    const lang = languageOf(fieldId);
    if (lang) onShowLanguage(lang);
    // After the tab's render, when the field was on a tab not shown.
    window.setTimeout(() => document.getElementById(fieldId)?.focus(), 0);
  };
  return <ErrorSummary items={items} onFollow={follow} />;
}
