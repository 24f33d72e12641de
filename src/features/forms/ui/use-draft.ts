/**
 * Keeps what a visitor typed in a form across a reload or the back button: saved in
 * sessionStorage (this tab only, gone when it closes) under `amcm.draft.<name>`, restored
 * once on mount, and removed by `clear()` after a successful submit. Fields named in
 * `exclude` (verification codes, passwords) are never stored.
 */
import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'amcm.draft.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(name: string): Record<string, unknown> | null {
  const raw = storage()?.getItem(PREFIX + name);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(name: string, values: Record<string, unknown>, exclude: readonly string[] = []): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !exclude.includes(key)));
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(kept));
  } catch {
    // Quota or blocked storage: the draft is simply not kept.
  }
}

export function clearDraft(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

export function useDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>, exclude: readonly string[] = []): { clear: () => void } {
  const { reset, getValues, watch } = form;
  useEffect(() => {
    const draft = readDraft(name);
    if (draft) reset({ ...getValues(), ...draft } as T, { keepDefaultValues: true });
    const subscription = watch((values) => writeDraft(name, values as Record<string, unknown>, exclude));
    return () => subscription.unsubscribe();
    // Restore once per form; `exclude` is a constant list.
  }, [name]);
  const clear = useCallback(() => clearDraft(name), [name]);
  return { clear };
}
