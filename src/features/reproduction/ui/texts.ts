/** The application's texts built from its messages: bank names, amounts, line legends, the error summary and the answers to check. */
import type { AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import type { SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { format } from '#src/features/forms/ui/messages.ts';
import type { ApplicationMessages } from '../contract.ts';
import type { FormValues } from './form-values.ts';

export function applicationTexts(m: ApplicationMessages) {
  return {
    bankName: (code: string) => m[code === 'boc' ? 'reproduction.bank.boc' : 'reproduction.bank.bnu'],
    mop: (value: string) => format(m['reproduction.mop'], { value }),
    noteLegend: (i: number) => format(m['reproduction.lineN'], { kind: m['reproduction.kind.banknote'], n: i + 1 }),
    coinLegend: (i: number) => format(m['reproduction.lineN'], { kind: m['reproduction.kind.coin'], n: i + 1 }),
  };
}
export type ApplicationTexts = ReturnType<typeof applicationTexts>;

/** Every error on a step, for the summary, in field order. */
export function stepSummary(step: number, m: ApplicationMessages, errorAt: (path: string) => string | undefined, lines: { banknotes: number; coins: number }, fileError: string | undefined): SummaryError[] {
  const { noteLegend, coinLegend } = applicationTexts(m);
  const summary: SummaryError[] = [];
  const add = (fieldId: string, label: string, text: string | undefined) => {
    if (text) summary.push({ fieldId, text: `${label}: ${text}` });
  };
  if (step === 0) {
    add('repro-applicantName', m['reproduction.applicantName'], errorAt('applicantName'));
    add('repro-contactPerson', m['reproduction.contactPerson'], errorAt('contactPerson'));
    add('repro-email', m['reproduction.email'], errorAt('email'));
    add('repro-areaCode', m['reproduction.areaCode'], errorAt('areaCode'));
    add('repro-phone', m['reproduction.phone'], errorAt('phone'));
    add('repro-purposeOther', m['reproduction.purposeOther'], errorAt('purposeOther'));
  }
  if (step === 1) {
    add('repro-notes-add', m['reproduction.banknotes'], errorAt('banknotes'));
    for (let i = 0; i < lines.banknotes; i++) {
      for (const part of ['bank', 'denomination', 'quantity', 'sides', 'other'] as const) add(part === 'bank' ? `repro-notes-${i}-first` : `repro-notes-${i}-${part}`, noteLegend(i), errorAt(`banknotes.${i}.${part}`));
    }
    for (let i = 0; i < lines.coins; i++) {
      for (const part of ['denomination', 'quantity'] as const) add(part === 'denomination' ? `repro-coins-${i}-first` : `repro-coins-${i}-${part}`, coinLegend(i), errorAt(`coins.${i}.${part}`));
    }
  }
  if (step === 2) {
    add('repro-finishedText', m['reproduction.finishedText'], errorAt('finishedText'));
    add('repro-finishedWidthMm', m['reproduction.calc.width'], errorAt('finishedWidthMm'));
    add('repro-finishedHeightMm', m['reproduction.calc.height'], errorAt('finishedHeightMm'));
    add('repro-attachments', m['reproduction.attachments'], fileError);
  }
  if (step === 3) {
    add('repro-declaration', m['reproduction.declaration'], errorAt('declaration'));
    add('repro-undertaking', m['reproduction.undertaking'], errorAt('undertaking'));
  }
  return summary;
}

/** The total number of pieces on the banknote and coin lines. */
export function totalPieces(values: Partial<FormValues>): number {
  return [...(values.banknotes ?? []), ...(values.coins ?? [])].reduce((sum, l) => sum + (Number(l.quantity) > 0 ? Number(l.quantity) : 0), 0);
}

/** The answers to check before sending, each with the step and field to change it. */
export function answerRows(values: Partial<FormValues>, files: readonly File[], m: ApplicationMessages): AnswerRow[] {
  const { bankName, mop } = applicationTexts(m);
  const finishedSize = values.finishedWidthMm ? ` (${String(values.finishedWidthMm)} × ${String(values.finishedHeightMm)} mm)` : '';
  return [
    { key: 'applicantName', label: m['reproduction.applicantName'], value: String(values.applicantName ?? ''), step: 0, fieldId: 'repro-applicantName' },
    { key: 'contactPerson', label: m['reproduction.contactPerson'], value: String(values.contactPerson ?? ''), step: 0, fieldId: 'repro-contactPerson' },
    { key: 'email', label: m['reproduction.email'], value: String(values.email ?? ''), step: 0, fieldId: 'repro-email' },
    { key: 'phone', label: m['reproduction.phone'], value: `+${String(values.areaCode ?? '')} ${String(values.phone ?? '')}`, step: 0, fieldId: 'repro-phone' },
    {
      key: 'purpose',
      label: m['reproduction.purpose'],
      value: values.purpose === 'other' ? `${m['reproduction.purpose.other']}: ${String(values.purposeOther ?? '')}` : m['reproduction.purpose.teaching'],
      step: 0,
      fieldId: 'repro-purpose-teaching',
    },
    {
      key: 'banknotes',
      label: m['reproduction.banknotes'],
      value:
        (values.banknotes ?? [])
          .map((l) => `${bankName(String(l.bank))} ${mop(String(l.denomination))} × ${String(l.quantity)} (${m[l.sides === 'single' ? 'reproduction.sides.single' : 'reproduction.sides.double']})`)
          .join('; ') || '—',
      step: 1,
      fieldId: 'repro-notes-add',
    },
    { key: 'coins', label: m['reproduction.coins'], value: (values.coins ?? []).map((l) => `${mop(String(l.denomination))} × ${String(l.quantity)}`).join('; ') || '—', step: 1, fieldId: 'repro-coins-add' },
    { key: 'total', label: format(m['reproduction.total'], { total: '' }).replace(/[:：]\s*$/, ''), value: String(totalPieces(values)), step: 1 },
    {
      key: 'finished',
      label: m['reproduction.finished'],
      value: values.finished === 'different' ? `${m['reproduction.finished.different']}: ${String(values.finishedText ?? '')}${finishedSize}` : m['reproduction.finished.same'],
      step: 2,
      fieldId: 'repro-finished-same',
    },
    { key: 'attachments', label: m['reproduction.attachments'], value: files.map((f) => f.name).join(', '), step: 2, fieldId: 'repro-attachments' },
  ];
}
