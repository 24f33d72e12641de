/**
 * The application to reproduce or imitate banknotes and coins (island): four steps
 * with the form kit (StepIndicator, ErrorSummary that takes focus, CheckAnswers with
 * change links, Confirmation with the reference), react-hook-form with the zod
 * resolver over `applicationForm` — the schema the API parses — and a draft kept in
 * sessionStorage until the application is sent (files cannot be kept: they are chosen
 * again after a reload). Banknote and coin lines use the kit's RepeatableLines.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ATTACHMENT_MAX_FILES } from '#src/features/forms/ui/attachment-rules.ts';
import { AttachmentsField } from '#src/features/forms/ui/AttachmentsField.tsx';
import { CheckAnswers, type AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import { Confirmation } from '#src/features/forms/ui/Confirmation.tsx';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { errorText, format } from '#src/features/forms/ui/messages.ts';
import { RepeatableLines } from '#src/features/forms/ui/RepeatableLines.tsx';
import { StepIndicator } from '#src/features/forms/ui/StepIndicator.tsx';
import { useDraft } from '#src/features/forms/ui/use-draft.ts';
import { apiRequest, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { COIN_DENOMINATIONS, NOTE_BANKS, NOTE_DENOMINATIONS, parseMeasure } from './rules.ts';
import { applicationForm, MAX_LINES, refusedLines, type ApplicationForm as Application, type ApplicationMessages } from './contract.ts';

export interface Declaration {
  title: string;
  html: string;
}

export interface ApplicationFormProps {
  lang: Language;
  messages: ApplicationMessages;
  declarations: { declaration: Declaration | null; undertaking: Declaration | null };
  notesCalculatorHref: string;
}


/** What the controls hold (strings as typed); the schema turns them into `Application`. */
interface FormValues {
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
type Name = FieldPath<FormValues>;
/** The fields of each step, in order (error summary, validation per step). */
const STEP_FIELDS: readonly (readonly Name[])[] = [
  ['applicantName', 'contactPerson', 'email', 'areaCode', 'phone', 'purpose', 'purposeOther'],
  ['banknotes', 'coins'],
  ['finished', 'finishedText', 'finishedWidthMm', 'finishedHeightMm'],
  ['declaration', 'undertaking'],
];

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function ApplicationForm({ lang, messages: m, declarations, notesCalculatorHref }: ApplicationFormProps) {
  const form = useForm<FormValues, unknown, Application>({
    // The schema reads the typed strings (its input type is wider than the controls').
    resolver: zodResolver(applicationForm) as unknown as Resolver<FormValues, unknown, Application>,
    defaultValues: {
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
    },
    shouldFocusError: false,
  });
  const { register, watch, trigger, formState, setError, clearErrors, getValues, handleSubmit } = form;
  // The draft keeps what the controls hold; the declarations are agreed again each time.
  const draft = useDraft('reproduction-application', form as unknown as UseFormReturn<FormValues>, ['declaration', 'undertaking']);
  const notes = useFieldArray({ control: form.control, name: 'banknotes' });
  const coins = useFieldArray({ control: form.control, name: 'coins' });
  const [step, setStep] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const focusAfterStep = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const summaryTakesFocus = useRef(false);
  const steps = [m['reproduction.step.applicant'], m['reproduction.step.items'], m['reproduction.step.product'], m['reproduction.step.check']];
  const values = watch();

  useEffect(() => {
    // Not on the first render: the page's own focus order starts at the top.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    // After the server refused something, the error summary takes focus instead.
    if (summaryTakesFocus.current) summaryTakesFocus.current = false;
    else if (target) document.getElementById(target)?.focus();
    else heading.current?.focus();
    // Focus the step heading (or the field a Change link asked for) when the step changes.
  }, [step]);

  const errors = formState.errors;
  const msg = (key: string | undefined) => errorText(m, key);
  const errorAt = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const message = node && typeof node === 'object' && 'message' in node ? (node as { message?: string }).message : undefined;
    return msg(message);
  };
  const bankName = (code: string) => m[code === 'boc' ? 'reproduction.bank.boc' : 'reproduction.bank.bnu'];
  const mop = (value: string) => format(m['reproduction.mop'], { value });
  const noteLegend = (i: number) => format(m['reproduction.lineN'], { kind: m['reproduction.kind.banknote'], n: i + 1 });
  const coinLegend = (i: number) => format(m['reproduction.lineN'], { kind: m['reproduction.kind.coin'], n: i + 1 });
  const total = [...(values.banknotes ?? []), ...(values.coins ?? [])].reduce((sum, l) => sum + (Number(l.quantity) > 0 ? Number(l.quantity) : 0), 0);

  /** Every error on the current step, for the summary, in field order. */
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
    notes.fields.forEach((_f, i) => {
      for (const part of ['bank', 'denomination', 'quantity', 'sides', 'other'] as const) add(part === 'bank' ? `repro-notes-${i}-first` : `repro-notes-${i}-${part}`, noteLegend(i), errorAt(`banknotes.${i}.${part}`));
    });
    coins.fields.forEach((_f, i) => {
      for (const part of ['denomination', 'quantity'] as const) add(part === 'denomination' ? `repro-coins-${i}-first` : `repro-coins-${i}-${part}`, coinLegend(i), errorAt(`coins.${i}.${part}`));
    });
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

  /** The rules of a step: the schema for its fields, plus those between fields (which zod checks only once the whole form is well formed). */
  async function stepValid(index: number): Promise<boolean> {
    const names = STEP_FIELDS[index] ?? [];
    const fieldNames = [...names, ...(index === 1 ? [...notes.fields.map((_f, i) => `banknotes.${i}` as Name), ...coins.fields.map((_f, i) => `coins.${i}` as Name)] : [])];
    let ok = await trigger(fieldNames);
    const v = getValues();
    if (index === 0) {
      if (v.purpose === 'other' && !String(v.purposeOther ?? '').trim()) {
        setError('purposeOther', { message: 'validation.required' });
        ok = false;
      }
      if (v.areaCode === '853' && !/^[268]\d{7}$/.test(String(v.phone ?? ''))) {
        setError('phone', { message: 'form.phone' });
        ok = false;
      }
    }
    if (index === 1 && (v.banknotes?.length ?? 0) + (v.coins?.length ?? 0) === 0) {
      setError('banknotes', { message: 'validation.mandatoryFields' });
      ok = false;
    }
    if (index === 2) {
      if (v.finished === 'different') {
        if (!String(v.finishedText ?? '').trim()) {
          setError('finishedText', { message: 'validation.required' });
          ok = false;
        }
        const w = String(v.finishedWidthMm ?? '').trim();
        const h = String(v.finishedHeightMm ?? '').trim();
        if (!!w !== !!h) {
          setError(w ? 'finishedHeightMm' : 'finishedWidthMm', { message: 'validation.required' });
          ok = false;
        } else if (w && h && parseMeasure(w) && parseMeasure(h)) {
          const parsed = applicationForm.safeParse({ ...v, declaration: true, undertaking: true });
          const lines = { banknotes: parsed.success ? parsed.data.banknotes : [], coins: parsed.success ? parsed.data.coins : [] };
          if (refusedLines({ finished: 'different', finishedWidthMm: w, finishedHeightMm: h, ...lines }).length > 0) {
            setError('finishedWidthMm', { message: 'reproduction.sizeRefused' });
            ok = false;
          }
        }
      }
      const problem = filesProblem(files);
      setFileError(problem);
      if (problem) ok = false;
    }
    return ok;
  }

  // Each file was checked as it was chosen (AttachmentsField, SPEC §5); what is left is that one is needed.
  function filesProblem(list: File[]): string | undefined {
    return list.length === 0 ? m['form.mustUpload'] : undefined;
  }

  async function next() {
    // `attempt` only grows: the error summary takes focus once per failed attempt.
    if (await stepValid(step)) setStep((s) => s + 1);
    else setAttempt((n) => n + 1);
  }
  function back() {
    clearErrors();
    setStep((s) => Math.max(0, s - 1));
  }
  function goTo(target: number, fieldId?: string) {
    focusAfterStep.current = fieldId ?? null;
    setStep(target);
  }

  const onValid = async (value: Application) => {
    setFailure(null);
    setBusy(true);
    idempotencyKey.current ??= randomKey();
    const body = new FormData();
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || v === null) continue;
      body.append(key, Array.isArray(v) ? JSON.stringify(v) : String(v));
    }
    for (const file of files) body.append('attachments', file, file.name);
    try {
      const result = await apiRequest<{ reference: string }>('/api/v1.0/reproduction/apply', { method: 'POST', body, lang, headers: { 'Idempotency-Key': idempotencyKey.current } });
      draft.clear();
      setReference(result.reference);
    } catch (err) {
      const data = err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null) : null;
      const fieldErrors = data?.errors ?? [];
      if (fieldErrors.length) {
        // The server's message is already in the visitor's language; send the visitor to the first step concerned.
        let first = 3;
        for (const e of fieldErrors) {
          if (e.field === 'attachments') {
            setFileError(e.message);
            first = Math.min(first, 2);
            continue;
          }
          setError(e.field as Name, { message: e.message });
          const owner = STEP_FIELDS.findIndex((names) => names.some((n) => e.field === n || e.field.startsWith(`${n}.`)));
          if (owner >= 0) first = Math.min(first, owner);
        }
        if (first !== step) summaryTakesFocus.current = true;
        setStep(first);
        setAttempt((n) => n + 1);
      } else setFailure(err instanceof ApiError && err.message ? err.message : m['reproduction.failed']);
      idempotencyKey.current = null;
    } finally {
      setBusy(false);
    }
  };

  if (reference) {
    return (
      <Confirmation title={m['reproduction.confirmTitle']} referenceLabel={m['form.referenceNumber']} reference={reference}>
        <p>{format(m['reproduction.confirmBody'], { email: String(values.email ?? '') })}</p>
      </Confirmation>
    );
  }

  const answers: AnswerRow[] = [
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
    { key: 'total', label: format(m['reproduction.total'], { total: '' }).replace(/[:：]\s*$/, ''), value: String(total), step: 1 },
    {
      key: 'finished',
      label: m['reproduction.finished'],
      value:
        values.finished === 'different'
          ? `${m['reproduction.finished.different']}: ${String(values.finishedText ?? '')}${values.finishedWidthMm ? ` (${String(values.finishedWidthMm)} × ${String(values.finishedHeightMm)} mm)` : ''}`
          : m['reproduction.finished.same'],
      step: 2,
      fieldId: 'repro-finished-same',
    },
    { key: 'attachments', label: m['reproduction.attachments'], value: files.map((f) => f.name).join(', '), step: 2, fieldId: 'repro-attachments' },
  ];

  return (
    <form className="form-kit repro-form" noValidate onSubmit={step === 3 ? handleSubmit(onValid, () => setAttempt((n) => n + 1)) : (e) => (e.preventDefault(), void next())}>
      <StepIndicator steps={steps} current={step} stepOf={m['form.stepOf']} />
      <h2 tabIndex={-1} ref={heading}>
        {steps[step]}
      </h2>
      <ErrorSummary title={m['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}

      {step === 0 && (
        <>
          <Field id="repro-applicantName" label={m['reproduction.applicantName']} error={errorAt('applicantName')} required>
            {(p) => <input {...p} {...register('applicantName')} type="text" autoComplete="organization" maxLength={200} />}
          </Field>
          <Field id="repro-contactPerson" label={m['reproduction.contactPerson']} error={errorAt('contactPerson')} required>
            {(p) => <input {...p} {...register('contactPerson')} type="text" autoComplete="name" maxLength={200} />}
          </Field>
          <Field id="repro-email" label={m['reproduction.email']} error={errorAt('email')} required>
            {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" spellCheck={false} maxLength={254} />}
          </Field>
          <div className="repro-calc__pair">
            <Field id="repro-areaCode" label={m['reproduction.areaCode']} error={errorAt('areaCode')} required>
              {(p) => <input {...p} {...register('areaCode')} type="text" inputMode="numeric" autoComplete="tel-country-code" maxLength={4} />}
            </Field>
            <Field id="repro-phone" label={m['reproduction.phone']} error={errorAt('phone')} required>
              {(p) => <input {...p} {...register('phone')} type="tel" autoComplete="tel-national" maxLength={15} />}
            </Field>
          </div>
          <Field id="repro-purpose" label={m['reproduction.purpose']} group required>
            {() => (
              <>
                {(['teaching', 'other'] as const).map((p) => (
                  <div className="form-choice" key={p}>
                    <input type="radio" id={`repro-purpose-${p}`} value={p} {...register('purpose')} />
                    <label htmlFor={`repro-purpose-${p}`}>{m[`reproduction.purpose.${p}`]}</label>
                  </div>
                ))}
              </>
            )}
          </Field>
          {values.purpose === 'other' && (
            <Field id="repro-purposeOther" label={m['reproduction.purposeOther']} error={errorAt('purposeOther')} required>
              {(p) => <input {...p} {...register('purposeOther')} type="text" maxLength={500} />}
            </Field>
          )}
        </>
      )}

      {step === 1 && (
        <>
          <RepeatableLines
            id="repro-notes"
            legend={m['reproduction.banknotes']}
            keys={notes.fields.map((f) => f.id)}
            lineLegend={noteLegend}
            addText={m['reproduction.addBanknote']}
            removeText={(i) => format(m['reproduction.removeLine'], { line: noteLegend(i) })}
            onAdd={() => notes.append({ bank: 'bnu', denomination: '10', quantity: '', sides: 'double', other: '' })}
            onRemove={(i) => notes.remove(i)}
            max={MAX_LINES}
            error={errorAt('banknotes')}
            renderLine={(i) => (
              <>
                <Field id={`repro-notes-${i}-first`} label={m['reproduction.calc.bank']} error={errorAt(`banknotes.${i}.bank`)} required>
                  {(p) => (
                    <select {...p} {...register(`banknotes.${i}.bank`)}>
                      {NOTE_BANKS.map((b) => (
                        <option key={b} value={b}>
                          {bankName(b)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id={`repro-notes-${i}-denomination`} label={m['reproduction.calc.denomination']} error={errorAt(`banknotes.${i}.denomination`)} required>
                  {(p) => (
                    <select {...p} {...register(`banknotes.${i}.denomination`)}>
                      {NOTE_DENOMINATIONS.map((d) => (
                        <option key={d} value={d}>
                          {mop(d)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id={`repro-notes-${i}-quantity`} label={m['reproduction.quantity']} error={errorAt(`banknotes.${i}.quantity`)} required>
                  {(p) => <input {...p} {...register(`banknotes.${i}.quantity`)} type="text" inputMode="numeric" maxLength={7} />}
                </Field>
                <Field id={`repro-notes-${i}-sides`} label={m['reproduction.sides']} group required>
                  {() => (
                    <>
                      {(['single', 'double'] as const).map((s) => (
                        <div className="form-choice" key={s}>
                          <input type="radio" id={`repro-notes-${i}-sides-${s}`} value={s} {...register(`banknotes.${i}.sides`)} />
                          <label htmlFor={`repro-notes-${i}-sides-${s}`}>{m[`reproduction.sides.${s}`]}</label>
                        </div>
                      ))}
                    </>
                  )}
                </Field>
                <Field id={`repro-notes-${i}-other`} label={m['reproduction.other']} error={errorAt(`banknotes.${i}.other`)} optionalText={m['form.optional']}>
                  {(p) => <input {...p} {...register(`banknotes.${i}.other`)} type="text" maxLength={200} />}
                </Field>
              </>
            )}
          />
          <RepeatableLines
            id="repro-coins"
            legend={m['reproduction.coins']}
            keys={coins.fields.map((f) => f.id)}
            lineLegend={coinLegend}
            addText={m['reproduction.addCoin']}
            removeText={(i) => format(m['reproduction.removeLine'], { line: coinLegend(i) })}
            onAdd={() => coins.append({ denomination: '1', quantity: '' })}
            onRemove={(i) => coins.remove(i)}
            max={MAX_LINES}
            renderLine={(i) => (
              <>
                <Field id={`repro-coins-${i}-first`} label={m['reproduction.calc.denomination']} error={errorAt(`coins.${i}.denomination`)} required>
                  {(p) => (
                    <select {...p} {...register(`coins.${i}.denomination`)}>
                      {COIN_DENOMINATIONS.map((d) => (
                        <option key={d} value={d}>
                          {mop(d)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id={`repro-coins-${i}-quantity`} label={m['reproduction.quantity']} error={errorAt(`coins.${i}.quantity`)} required>
                  {(p) => <input {...p} {...register(`coins.${i}.quantity`)} type="text" inputMode="numeric" maxLength={7} />}
                </Field>
              </>
            )}
          />
          <p aria-live="polite" data-testid="repro-total">
            <strong>{format(m['reproduction.total'], { total })}</strong>
          </p>
        </>
      )}

      {step === 2 && (
        <>
          <Field id="repro-finished" label={m['reproduction.finished']} group required>
            {() => (
              <>
                {(['same', 'different'] as const).map((f) => (
                  <div className="form-choice" key={f}>
                    <input type="radio" id={`repro-finished-${f}`} value={f} {...register('finished')} />
                    <label htmlFor={`repro-finished-${f}`}>{m[`reproduction.finished.${f}`]}</label>
                  </div>
                ))}
              </>
            )}
          </Field>
          {values.finished === 'different' && (
            <>
              <Field id="repro-finishedText" label={m['reproduction.finishedText']} error={errorAt('finishedText')} required>
                {(p) => <textarea {...p} {...register('finishedText')} rows={3} maxLength={1000} />}
              </Field>
              <fieldset className="form-field form-field--group">
                <legend className="form-field__label">{m['reproduction.finishedSize']}</legend>
                <p className="form-field__hint">
                  {m['reproduction.finishedSizeHint']} <a href={notesCalculatorHref}>{m['reproduction.calc.check']}</a>
                </p>
                <div className="repro-calc__pair">
                  <Field id="repro-finishedWidthMm" label={m['reproduction.calc.width']} error={errorAt('finishedWidthMm')}>
                    {(p) => <input {...p} {...register('finishedWidthMm')} type="text" inputMode="decimal" maxLength={8} />}
                  </Field>
                  <Field id="repro-finishedHeightMm" label={m['reproduction.calc.height']} error={errorAt('finishedHeightMm')}>
                    {(p) => <input {...p} {...register('finishedHeightMm')} type="text" inputMode="decimal" maxLength={8} />}
                  </Field>
                </div>
              </fieldset>
            </>
          )}
          <AttachmentsField
            id="repro-attachments"
            label={m['reproduction.attachments']}
            hint={m['reproduction.attachmentsHint']}
            files={files}
            onChange={(next) => {
              setFiles(next);
              setFileError(undefined);
            }}
            maxFiles={ATTACHMENT_MAX_FILES}
            messages={m}
            error={fileError}
            required
          />
        </>
      )}

      {step === 3 && (
        <>
          <CheckAnswers title={m['form.checkAnswersTitle']} rows={answers} changeText={m['form.change']} onChange={goTo} />
          {(['declaration', 'undertaking'] as const).map((name) => {
            const text = declarations[name];
            return (
              <div key={name}>
                {text && (
                  <section className="repro-declaration" aria-labelledby={`repro-${name}-title`}>
                    <h3 id={`repro-${name}-title`}>{text.title}</h3>
                    <div dangerouslySetInnerHTML={{ __html: text.html }} />
                  </section>
                )}
                <Field id={`repro-${name}`} label={m[`reproduction.${name}`]} group error={errorAt(name)} required>
                  {() => (
                    <div className="form-choice">
                      <input type="checkbox" id={`repro-${name}`} {...register(name)} aria-invalid={errorAt(name) ? true : undefined} />
                      <label htmlFor={`repro-${name}`}>{m[`reproduction.${name}`]}</label>
                    </div>
                  )}
                </Field>
              </div>
            );
          })}
        </>
      )}

      <p className="repro-form__nav">
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={back}>
            {m['form.back']}
          </button>
        )}{' '}
        <button type="submit" className="button" disabled={busy}>
          {step === 3 ? m['form.submit'] : m['form.continue']}
        </button>
      </p>
    </form>
  );
}
