/**
 * The complaint's form state on one screen: react-hook-form checked by the schema of
 * the screen (steptab: of its part) only, the typed values kept in sessionStorage and
 * the files in IndexedDB, both per type; once both are restored, the field a 'Change'
 * link names (`?field=`) takes the focus.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadFileDraft, saveFileDraft } from '#src/features/forms/ui/file-draft.ts';
import { useDraft } from '#src/features/forms/ui/use-draft.ts';
import { complainantStep, complaintStep, homeStep, noteFields, type ComplaintScreen, type ComplaintType, type ComplaintValues } from '../contract.ts';
import { EMPTY } from './places.ts';

export function useStepForm(type: ComplaintType, screen: ComplaintScreen, part: number) {
  const schemaRef = useRef<z.ZodType | null>(null);
  schemaRef.current = screen === 'note' ? noteFields : screen === 'home' ? homeStep : screen === 'steptab' ? ([complainantStep, complaintStep, null] as const)[part] ?? null : null;
  const resolver = useMemo<Resolver<ComplaintValues>>(
    () => async (values, context, options) => {
      const schema = schemaRef.current;
      if (!schema) return { values, errors: {} };
      // The step's schema checks its own fields only; the values stay as typed.
      const result = await (zodResolver(schema as never) as unknown as Resolver<ComplaintValues>)(values, context, options);
      return Object.keys(result.errors).length ? result : { values, errors: {} };
    },
    [],
  );
  const form = useForm<ComplaintValues>({ defaultValues: EMPTY, resolver, shouldFocusError: false });
  const draftName = `complaint-${type}`;
  const draft = useDraft(draftName, form);
  const [files, setFiles] = useState<File[]>([]);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let live = true;
    void loadFileDraft(draftName).then((stored) => {
      if (!live) return;
      setFiles(stored);
    });
    // The draft was restored by useDraft's effect (it runs first): a 'Change' link's field can take focus now.
    setRestored(true);
    // Named in the query, not the URL's fragment: the browser would focus a fragment's
    // field as the page loads, before the draft is restored over it, and what the visitor
    // typed there first would be replaced by their earlier answer.
    const target = new URLSearchParams(window.location.search).get('field');
    if (target) window.setTimeout(() => document.getElementById(target)?.focus(), 0);
    return () => {
      live = false;
    };
  }, [draftName]);

  const changeFiles = (next: File[]) => {
    setFiles(next);
    void saveFileDraft(draftName, next);
  };

  return { form, draft, draftName, files, changeFiles, restored };
}
