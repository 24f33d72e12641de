/**
 * The rules of each step: the schema for its fields, plus those between fields
 * (which zod checks only once the whole form is well formed) and that a file is attached.
 */
import type { UseFormReturn } from 'react-hook-form';
import { parseMeasure } from '#src/features/reproduction/rules.ts';
import { applicationLines, refusedLines, type ApplicationForm as Application } from '../contract.ts';
import { STEP_FIELDS, type FormValues, type Name } from './form-values.ts';

interface Options {
  form: UseFormReturn<FormValues, unknown, Application>;
  lineCounts: () => { banknotes: number; coins: number };
  files: File[];
  setFileError: (error: string | undefined) => void;
  mustUpload: string;
}

export function useStepChecks({ form, lineCounts, files, setFileError, mustUpload }: Options) {
  const { trigger, getValues, setError } = form;

  /** The rules between the fields of a step (the schema checked each field). */
  function crossFieldsValid(index: number, v: FormValues): boolean {
    let ok = true;
    const fail = (name: Name, message: string) => {
      setError(name, { message });
      ok = false;
    };
    if (index === 0) {
      if (v.purpose === 'other' && !String(v.purposeOther ?? '').trim()) fail('purposeOther', 'validation.required');
      if (v.areaCode === '853' && !/^[268]\d{7}$/.test(String(v.phone ?? ''))) fail('phone', 'form.phone');
    }
    if (index === 1 && (v.banknotes?.length ?? 0) + (v.coins?.length ?? 0) === 0) fail('banknotes', 'validation.mandatoryFields');
    if (index === 2 && v.finished === 'different') {
      if (!String(v.finishedText ?? '').trim()) fail('finishedText', 'validation.required');
      const w = String(v.finishedWidthMm ?? '').trim();
      const h = String(v.finishedHeightMm ?? '').trim();
      if (!!w !== !!h) fail(w ? 'finishedHeightMm' : 'finishedWidthMm', 'validation.required');
      else if (w && h && parseMeasure(w) && parseMeasure(h)) {
        // The lines alone: the whole form does not parse while the size is refused.
        const parsed = applicationLines.safeParse(v);
        const lines = parsed.success ? parsed.data : { banknotes: [], coins: [] };
        if (refusedLines({ finished: 'different', finishedWidthMm: w, finishedHeightMm: h, ...lines }).length > 0) fail('finishedWidthMm', 'reproduction.sizeRefused');
      }
    }
    return ok;
  }

  async function stepValid(index: number): Promise<boolean> {
    const names = STEP_FIELDS[index] ?? [];
    const counts = lineCounts();
    const lineNames = index === 1 ? [...Array.from({ length: counts.banknotes }, (_, i) => `banknotes.${i}` as Name), ...Array.from({ length: counts.coins }, (_, i) => `coins.${i}` as Name)] : [];
    let ok = await trigger([...names, ...lineNames]);
    if (!crossFieldsValid(index, getValues())) ok = false;
    if (index === 2) {
      // Each file was checked as it was chosen (AttachmentsField, SPEC §5); what is left is that one is needed.
      const problem = files.length === 0 ? mustUpload : undefined;
      setFileError(problem);
      if (problem) ok = false;
    }
    return ok;
  }

  return { stepValid };
}
