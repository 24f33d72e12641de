/**
 * The complaint form (island), one screen per route: note (agree) → home (what about,
 * who complains) → steptab (complainant, the complaint, documents: three parts) →
 * preview (every answer with 'Change', the verification code, send) → confirmation
 * with the reference. Each screen checks its own step schema from contract.ts (the
 * API checks them all with `complaintForm`); what was typed is kept in sessionStorage
 * and the attached files in IndexedDB, both per type, until the complaint is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaField, type CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import { AttachmentsField } from '#src/features/forms/ui/AttachmentsField.tsx';
import { CheckAnswers, type AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import { Confirmation } from '#src/features/forms/ui/Confirmation.tsx';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { StepIndicator } from '#src/features/forms/ui/StepIndicator.tsx';
import { clearFileDraft, loadFileDraft, saveFileDraft } from '#src/features/forms/ui/file-draft.ts';
import { errorText, format } from '#src/features/forms/ui/messages.ts';
import { clearDraft, useDraft } from '#src/features/forms/ui/use-draft.ts';
import { apiPost, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import {
  COMPLAINANT_FIELDS,
  COMPLAINT_FIELDS,
  complainantStep,
  complaintForm,
  complaintStep,
  HOME_FIELDS,
  homeStep,
  MAX_ATTACHMENTS,
  noteFields,
  ROLES,
  SUBJECTS,
  YES_NO,
  type ComplaintAccepted,
  type ComplaintCompany,
  type ComplaintField,
  type ComplaintScreen,
  type ComplaintsIslandMessages,
  type ComplaintType,
  type ComplaintValues,
} from './contract.ts';

export interface ComplaintFlowProps {
  lang: Language;
  type: ComplaintType;
  screen: ComplaintScreen;
  companies: ComplaintCompany[];
  messages: ComplaintsIslandMessages;
  base: string;
  part: number;
  returnToPreview: boolean;
}

const EMPTY: ComplaintValues = {
  agreed: false,
  subject: '',
  subjectOther: '',
  role: '',
  representativeName: '',
  representativeRelation: '',
  nameZh: '',
  nameEn: '',
  idNumber: '',
  phone: '',
  email: '',
  address: '',
  institution: '',
  happenedOn: '',
  whatHappened: '',
  contactedInstitution: '',
  actionsTaken: '',
  outcome: '',
};

const SCREENS: readonly ComplaintScreen[] = ['note', 'home', 'steptab', 'preview'];
const PART_FIELDS = [COMPLAINANT_FIELDS, COMPLAINT_FIELDS, []] as const;

/** The id of a field's control (radio groups: their first radio). */
export function fieldId(name: ComplaintField | 'attachments'): string {
  if (name === 'role') return 'complaints-role-customer';
  if (name === 'contactedInstitution') return 'complaints-contactedInstitution-yes';
  return `complaints-${name}`;
}

/** Where a field is asked: the screen and, on steptab, its part (1-based in URLs). */
function placeOf(name: ComplaintField | 'attachments'): { screen: ComplaintScreen; part?: number } {
  if (name === 'agreed') return { screen: 'note' };
  if ((HOME_FIELDS as readonly string[]).includes(name)) return { screen: 'home' };
  if ((COMPLAINANT_FIELDS as readonly string[]).includes(name)) return { screen: 'steptab', part: 1 };
  if ((COMPLAINT_FIELDS as readonly string[]).includes(name)) return { screen: 'steptab', part: 2 };
  return { screen: 'steptab', part: 3 };
}

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function ComplaintFlow({ lang, type, screen, companies, messages, base, part: initialPart, returnToPreview }: ComplaintFlowProps) {
  const [part, setPart] = useState(initialPart);
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
  const { register, handleSubmit, formState, watch } = form;
  const draftName = `complaint-${type}`;
  const draft = useDraft(draftName, form);
  const [files, setFiles] = useState<File[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>([]);
  const [restored, setRestored] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const idempotencyKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errors: FieldErrors<ComplaintValues> = formState.errors;

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

  const text = (name: ComplaintField) => errorText(messages, errors[name]?.message);
  const label = (name: ComplaintField | 'attachments'): string =>
    name === 'agreed' ? messages['complaints.agree'] : name === 'attachments' ? messages['complaints.attachments'] : messages[`complaints.${name}`];
  const fieldsHere: readonly ComplaintField[] = screen === 'note' ? ['agreed'] : screen === 'home' ? HOME_FIELDS : screen === 'steptab' ? (PART_FIELDS[part] ?? []) : [];
  const summary: SummaryError[] = fieldsHere.flatMap((name) => (errors[name]?.message ? [{ fieldId: fieldId(name), text: `${label(name)}: ${text(name) ?? ''}` }] : []));

  const go = (path: string) => window.location.assign(path);
  const showPart = (next: number) => {
    setPart(next);
    // `attempt` only grows: the error summary takes focus once per failed attempt.
    form.clearErrors();
    const url = new URL(window.location.href);
    url.searchParams.set('part', String(next + 1));
    url.searchParams.delete('field');
    url.hash = '';
    window.history.replaceState(null, '', url);
    window.setTimeout(() => heading.current?.focus(), 0);
  };

  const onValid = () => {
    if (screen === 'note') return go(`${base}/home`);
    if (screen === 'home') return go(returnToPreview ? `${base}/preview` : `${base}/steptab`);
    if (screen === 'steptab') {
      if (part < 2 && !returnToPreview) return showPart(part + 1);
      return go(`${base}/preview`);
    }
  };
  const onInvalid = () => setAttempt((n) => n + 1);

  const values = watch();
  const subject = values.subject;
  const role = values.role;
  const contacted = values.contactedInstitution;

  // --- Preview ---
  const full = complaintForm.safeParse({ ...values, type });
  const missing: { field: ComplaintField; message: string }[] =
    screen === 'preview' && restored && !full.success
      ? full.error.issues.map((issue) => ({ field: String(issue.path[0]) as ComplaintField, message: errorText(messages, issue.message) ?? '' }))
      : [];
  const changeHref = (name: ComplaintField | 'attachments') => {
    const place = placeOf(name);
    const query = new URLSearchParams({ return: 'preview' });
    if (place.part) query.set('part', String(place.part));
    query.set('field', fieldId(name));
    return `${base}/${place.screen}?${query.toString()}`;
  };

  const send = async () => {
    setFailure(null);
    setServerErrors([]);
    if (!full.success) {
      setAttempt((n) => n + 1);
      return;
    }
    const key = await captcha.current?.validate();
    if (!key) return;
    setBusy(true);
    idempotencyKey.current ??= randomKey();
    const body = new FormData();
    body.set('type', type);
    for (const [name, value] of Object.entries(values)) body.set(name, typeof value === 'boolean' ? String(value) : value);
    for (const file of files) body.append('attachments', file, file.name);
    try {
      const result = await apiPost<ComplaintAccepted>('/api/v1.0/complaint', body, { lang, headers: { 'Validate-Key': key, 'Idempotency-Key': idempotencyKey.current } });
      draft.clear();
      clearDraft(draftName);
      await clearFileDraft(draftName);
      setReference(result.reference);
    } catch (err) {
      const data = err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null) : null;
      if (data?.errors?.length) {
        setServerErrors(data.errors);
        setAttempt((n) => n + 1);
      } else setFailure(err instanceof ApiError && err.message ? err.message : messages['complaints.failed']);
      captcha.current?.reset();
      idempotencyKey.current = null;
    } finally {
      setBusy(false);
    }
  };

  if (reference) {
    return (
      <div className="form-kit complaint-form">
        <Confirmation title={messages['complaints.sentTitle']} referenceLabel={messages['form.referenceNumber']} reference={reference}>
          <p>{messages['complaints.sentBody']}</p>
        </Confirmation>
      </div>
    );
  }

  const stepNames = SCREENS.map((s) => messages[`complaints.screen.${s}`]);
  const current = SCREENS.indexOf(screen);
  const partNames = [messages['complaints.step.complainant'], messages['complaints.step.complaint'], messages['complaints.step.attachments']];
  const subjects = SUBJECTS[type] as readonly string[];

  const radios = (name: 'role' | 'contactedInstitution', choices: readonly string[], labelOf: (c: string) => string) => (
    <Field id={`complaints-${name}`} label={label(name)} error={text(name)} group required>
      {(p) =>
        choices.map((choice) => (
          <div className="form-choice" key={choice}>
            <input {...register(name)} type="radio" id={`complaints-${name}-${choice}`} value={choice} aria-describedby={p['aria-describedby']} aria-invalid={p['aria-invalid']} />
            <label htmlFor={`complaints-${name}-${choice}`}>{labelOf(choice)}</label>
          </div>
        ))
      }
    </Field>
  );
  const input = (name: ComplaintField, opts: { type?: string; autoComplete?: string; hint?: string; required?: boolean; maxLength?: number; inputMode?: 'numeric' | 'tel' | 'email' | 'text' } = {}) => (
    <Field id={fieldId(name)} label={label(name)} hint={opts.hint} error={text(name)} required={opts.required ?? true} optionalText={messages['form.optional']}>
      {(p) => <input {...p} {...register(name)} type={opts.type ?? 'text'} autoComplete={opts.autoComplete ?? 'off'} maxLength={opts.maxLength ?? 200} inputMode={opts.inputMode} spellCheck={false} />}
    </Field>
  );
  const area = (name: ComplaintField, maxLength: number, required = true) => (
    <Field id={fieldId(name)} label={label(name)} error={text(name)} required={required} optionalText={messages['form.optional']}>
      {(p) => <textarea {...p} {...register(name)} rows={6} maxLength={maxLength} />}
    </Field>
  );

  return (
    <div className="form-kit complaint-form">
      <StepIndicator steps={stepNames} current={current} stepOf={messages['form.stepOf']} />
      {screen === 'preview' ? (
        <>
          {(missing.length > 0 || serverErrors.length > 0) && (
            <ProblemList
              title={missing.length ? messages['complaints.answersIncomplete'] : messages['form.errorSummaryTitle']}
              attempt={attempt}
              items={(missing.length ? missing : serverErrors).map((e) => ({
                href: e.field === 'attachments' || e.field in EMPTY ? changeHref(e.field as ComplaintField) : `${base}/note`,
                text: `${e.field in EMPTY || e.field === 'attachments' ? label(e.field as ComplaintField) : ''}${e.field in EMPTY || e.field === 'attachments' ? ': ' : ''}${e.message}`,
              }))}
            />
          )}
          {failure && (
            <p className="form-field__error" role="alert">
              {failure}
            </p>
          )}
          <CheckAnswers
            title={messages['form.checkAnswersTitle']}
            rows={answerRows(values, files, messages, companies, type)}
            changeText={messages['form.change']}
            onChange={(_step, id) => go(changeHref((id ?? 'subject') as ComplaintField))}
          />
          <CaptchaField lang={lang} messages={messages} ref={captcha} />
          <div className="form-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void send()}>
              {messages['complaints.send']}
            </button>
            <a href={`${base}/steptab?part=3`}>{messages['complaints.previous']}</a>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
          <ErrorSummary title={messages['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
          {screen === 'note' && (
            <div className="form-field">
              {text('agreed') && <p className="form-field__error" id="complaints-agreed-error">{text('agreed')}</p>}
              <div className="form-choice">
                <input {...register('agreed')} type="checkbox" id="complaints-agreed" aria-describedby={text('agreed') ? 'complaints-agreed-error' : undefined} aria-invalid={text('agreed') ? true : undefined} />
                <label htmlFor="complaints-agreed">{messages['complaints.agree']}</label>
              </div>
            </div>
          )}
          {screen === 'home' && (
            <>
              <Field id="complaints-subject" label={label('subject')} error={text('subject')} required>
                {(p) => (
                  <select {...p} {...register('subject')}>
                    <option value="">{messages['complaints.choose']}</option>
                    {subjects.map((s) => (
                      <option key={s} value={s}>
                        {messages[`complaints.subject.${s}` as keyof ComplaintsIslandMessages]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {subject === 'other' && input('subjectOther')}
              {radios('role', ROLES, (r) => messages[`complaints.role.${r}` as 'complaints.role.customer'])}
              {role === 'representative' && (
                <>
                  {input('representativeName', { autoComplete: 'name' })}
                  {input('representativeRelation')}
                </>
              )}
            </>
          )}
          {screen === 'steptab' && (
            <>
              <h2 className="complaint-form__part" tabIndex={-1} ref={heading}>
                {format(messages['form.stepOf'], { step: part + 1, total: 3 })}: {partNames[part]}
              </h2>
              {part === 0 && (
                <>
                  <p className="form-field__hint">{messages['complaints.nameHint']}</p>
                  {input('nameZh', { required: false, autoComplete: 'name' })}
                  {input('nameEn', { required: false, autoComplete: 'name' })}
                  {input('idNumber', { hint: messages['complaints.idNumberHint'], inputMode: 'numeric', maxLength: 8 })}
                  {input('phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 8 })}
                  {input('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
                  {area('address', 300)}
                </>
              )}
              {part === 1 && (
                <>
                  <Field id="complaints-institution" label={label('institution')} error={text('institution')} required>
                    {(p) => (
                      <select {...p} {...register('institution')}>
                        <option value="">{messages['complaints.choose']}</option>
                        {companies.map((c) => (
                          <option key={c.slug} value={c.slug}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  {input('happenedOn', { hint: messages['complaints.happenedOnHint'], maxLength: 10 })}
                  {area('whatHappened', 4000)}
                  {radios('contactedInstitution', YES_NO, (v) => messages[v === 'yes' ? 'complaints.yes' : 'complaints.no'])}
                  {contacted === 'yes' && area('actionsTaken', 2000)}
                  {area('outcome', 2000)}
                </>
              )}
              {part === 2 && (
                <AttachmentsField
                  id="complaints-attachments"
                  label={messages['complaints.attachments']}
                  hint={format(messages['complaints.attachmentsHint'], { max: MAX_ATTACHMENTS })}
                  files={files}
                  onChange={changeFiles}
                  maxFiles={MAX_ATTACHMENTS}
                  messages={messages}
                />
              )}
            </>
          )}
          <div className="form-actions">
            <button type="submit" className="button">
              {messages['complaints.next']}
            </button>
            {screen === 'home' && <a href={`${base}/note`}>{messages['complaints.previous']}</a>}
            {screen === 'steptab' && part === 0 && <a href={`${base}/home`}>{messages['complaints.previous']}</a>}
            {screen === 'steptab' && part > 0 && (
              <button type="button" className="button button--secondary" onClick={() => showPart(part - 1)}>
                {messages['complaints.previous']}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}

/** Problems on the preview: links to where each answer is given (another page), focused once per attempt. */
function ProblemList({ title, items, attempt }: { title: string; items: { href: string; text: string }[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="complaint-problems-title">
      <h2 className="error-summary__title" id="complaint-problems-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, i) => (
          <li key={`${item.href}-${String(i)}`}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function answerRows(values: ComplaintValues, files: readonly File[], messages: ComplaintsIslandMessages, companies: readonly ComplaintCompany[], type: ComplaintType): AnswerRow[] {
  const row = (key: ComplaintField | 'attachments', labelText: string, value: string): AnswerRow => ({ key, label: labelText, value: value || '——', step: 0, fieldId: key });
  const m = messages;
  const subject = (SUBJECTS[type] as readonly string[]).includes(values.subject) ? m[`complaints.subject.${values.subject}` as keyof ComplaintsIslandMessages] : '';
  const rows: AnswerRow[] = [
    row('subject', m['complaints.subject'], subject + (values.subject === 'other' && values.subjectOther ? `: ${values.subjectOther}` : '')),
    row('role', m['complaints.role'], values.role === 'customer' || values.role === 'representative' ? m[`complaints.role.${values.role}`] : ''),
  ];
  if (values.role === 'representative') rows.push(row('representativeName', m['complaints.representativeName'], values.representativeName), row('representativeRelation', m['complaints.representativeRelation'], values.representativeRelation));
  rows.push(
    row('nameZh', m['complaints.nameZh'], values.nameZh),
    row('nameEn', m['complaints.nameEn'], values.nameEn),
    row('idNumber', m['complaints.idNumber'], values.idNumber),
    row('phone', m['complaints.phone'], values.phone),
    row('email', m['complaints.email'], values.email),
    row('address', m['complaints.address'], values.address),
    row('institution', m['complaints.institution'], companies.find((c) => c.slug === values.institution)?.name ?? ''),
    row('happenedOn', m['complaints.happenedOn'], values.happenedOn),
    row('whatHappened', m['complaints.whatHappened'], values.whatHappened),
    row('contactedInstitution', m['complaints.contactedInstitution'], values.contactedInstitution === 'yes' ? m['complaints.yes'] : values.contactedInstitution === 'no' ? m['complaints.no'] : ''),
  );
  if (values.contactedInstitution === 'yes') rows.push(row('actionsTaken', m['complaints.actionsTaken'], values.actionsTaken));
  rows.push(row('outcome', m['complaints.outcome'], values.outcome), row('attachments', m['complaints.attachments'], files.length ? files.map((f) => f.name).join(', ') : m['complaints.noAttachments']));
  return rows;
}
