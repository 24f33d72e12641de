/**
 * The error summary of a react-admin form (`SimpleForm`): after a save that the
 * browser's check (the contract's schema) or the server refused, what is wrong,
 * each item a link to its field (found by its name: react-admin's inputs have ids of
 * their own), focused as it appears. Put it first in the form.
 */
import { useFormState } from 'react-hook-form';
import { ErrorSummary, type SummaryItem } from './ErrorSummary.tsx';

/** The id of the field named `name` (its first input, for a group of checkboxes), or the name if none. */
function idOf(name: string): string {
  const field = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  return field?.id || name;
}

/** The text of the field's label, when it has one (the summary says which field a message is about). */
function labelOf(id: string): string | undefined {
  const field = typeof document === 'undefined' ? null : document.getElementById(id);
  const text = field && 'labels' in field ? (field as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() : undefined;
  return text || undefined;
}

function messages(errors: Record<string, unknown>, prefix = ''): SummaryItem[] {
  return Object.entries(errors).flatMap(([field, error]) => {
    if (!error || typeof error !== 'object') return [];
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) {
      const fieldId = idOf(`${prefix}${field}`);
      const label = labelOf(fieldId);
      return [{ fieldId, ...(label ? { label } : {}), message }];
    }
    // Nested fields (an array's items, an object's members).
    return messages(error as Record<string, unknown>, `${prefix}${field}.`);
  });
}

export function FormErrorSummary() {
  const { errors, submitCount } = useFormState();
  // Only once a save was tried: a field being typed into is not yet an error to summarise.
  return <ErrorSummary items={submitCount > 0 ? messages(errors as Record<string, unknown>) : []} />;
}
