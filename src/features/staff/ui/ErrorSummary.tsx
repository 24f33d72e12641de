/**
 * The error summary of a back office form: a list of what is wrong, each item a link
 * to its field, announced and focused when it appears (WCAG 3.3.1, 2.4.3).
 */
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'ra-core';

export interface SummaryItem {
  /** The id of the field the item links to (absent: a message about the whole form). */
  fieldId?: string;
  /** The field's label, said before the message (a long form repeats "Required" many times). */
  label?: string;
  message: string;
}

/** `onFollow`: what a link does instead of focusing its field (a field on a tab not shown: show the tab, then focus it). */
export function ErrorSummary({ items, onFollow }: { items: SummaryItem[]; onFollow?: (fieldId: string) => void }) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const key = items.map((i) => `${i.fieldId ?? ''}:${i.message}`).join('|');
  useEffect(() => {
    if (!key) return undefined;
    ref.current?.focus();
    // Again after the form library's own focus on the first invalid field (react-hook-form
    // moves it after a tick): the summary is where a person learns everything that is wrong.
    const later = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(later);
  }, [key]);
  if (!items.length) return null;
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} role="alert" aria-labelledby="staff-error-summary-title" sx={{ mb: 2 }}>
      <strong id="staff-error-summary-title">{translate('staff.errors.title')}</strong>
      <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' }}>
        {items.map(({ fieldId, label, message }) => (
          <li key={`${fieldId ?? ''}${message}`}>
            {label ? `${label}: ` : ''}
            {fieldId ? (
              <a
                // At least 24 px high: several links one under another stay separate targets (WCAG 2.5.8).
                style={{ display: 'inline-block', minHeight: '24px', lineHeight: '24px' }}
                href={`#${fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  if (onFollow) onFollow(fieldId);
                  else document.getElementById(fieldId)?.focus();
                }}
              >
                {translate(message, { _: message })}
              </a>
            ) : (
              translate(message, { _: message })
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
