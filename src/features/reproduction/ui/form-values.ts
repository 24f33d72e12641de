/** What the application's controls hold, their first values, and the fields of each step. */
import type { FieldErrors, FieldPath } from 'react-hook-form';

/** What the controls hold (strings as typed); the schema turns them into `Application`. */
export interface FormValues {
  applicantName: string;
  contactPerson: string;
  email: string;
  areaCode: string;
  phone: string;
  purpose: string;
  purposeOther: string;
  banknotes: { bank: string; denomination: string; quantity: string; sides: string; other: string }[];
  coins: { denomination: string; quantity: string }[];
  finished: string;
  finishedText: string;
  finishedWidthMm: string;
  finishedHeightMm: string;
  declaration: boolean;
  undertaking: boolean;
}
export type Name = FieldPath<FormValues>;

export const DEFAULT_VALUES: FormValues = {
  applicantName: '',
  contactPerson: '',
  email: '',
  areaCode: '853',
  phone: '',
  purpose: 'teaching',
  purposeOther: '',
  banknotes: [],
  coins: [],
  finished: 'same',
  finishedText: '',
  finishedWidthMm: '',
  finishedHeightMm: '',
  declaration: false,
  undertaking: false,
};

/** The fields of each step, in order (error summary, validation per step). */
export const STEP_FIELDS: readonly (readonly Name[])[] = [
  ['applicantName', 'contactPerson', 'email', 'areaCode', 'phone', 'purpose', 'purposeOther'],
  ['banknotes', 'coins'],
  ['finished', 'finishedText', 'finishedWidthMm', 'finishedHeightMm'],
  ['declaration', 'undertaking'],
];

/** The step that asks a field (by its path, e.g. `banknotes.0.quantity`), or -1. */
export function stepOfField(field: string): number {
  return STEP_FIELDS.findIndex((names) => names.some((n) => field === n || field.startsWith(`${n}.`)));
}

/** The error message (a rule's key or the server's text) at a dotted path of the errors. */
export function messageAt(errors: FieldErrors<FormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === 'object' && 'message' in node ? (node as { message?: string }).message : undefined;
}

/** The first step asking a field that has an error (the check step when none does). */
export function firstStepWithError(errors: FieldErrors<FormValues>): number {
  const steps = Object.keys(errors).map(stepOfField).filter((step) => step >= 0);
  return steps.length ? Math.min(...steps) : STEP_FIELDS.length - 1;
}
