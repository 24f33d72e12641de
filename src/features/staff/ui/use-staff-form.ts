/**
 * One back office form: react-hook-form with the contract's zod schema (the server
 * parses with the same), the server's refusal mapped onto the fields, and the error
 * summary's items for both.
 */
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { StaffApiError } from './api.ts';
import type { SummaryItem } from './ErrorSummary.tsx';

export function useStaffForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, idPrefix: string, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema as never) as never, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const [serverError, setServerError] = useState<string | undefined>();
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const summary: SummaryItem[] = [
    ...Object.entries(form.formState.errors).map(([name, error]) => ({ fieldId: fieldId(name), message: String((error as { message?: string })?.message ?? 'validation.format') })),
    ...(serverError ? [{ message: serverError }] : []),
  ];

  /** Runs `action` with the parsed values; a refusal lands on its fields or in the summary. */
  const submit = (action: (values: z.output<S>) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setServerError(undefined);
      try {
        await action(values);
      } catch (error) {
        if (error instanceof StaffApiError && error.fields.length) {
          const known = error.fields.filter((f) => f.field in (form.getValues() as object));
          for (const f of known) form.setError(f.field as Path<z.input<S>>, { type: 'server', message: f.message });
          if (known.length < error.fields.length) setServerError(error.message);
        } else {
          setServerError(error instanceof Error ? error.message : String(error));
        }
      }
    });

  return { form, summary, submit, fieldId, setServerError };
}
