/**
 * The e-mail notification sign-up (island): the form kit with react-hook-form and the
 * zod resolver over `subscriptionForm` — the schema the API parses — an error summary
 * that takes focus on a failed submit, the verification code, and a draft kept in
 * sessionStorage until the sign-up succeeds.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { CaptchaField, type CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { errorText } from '#src/features/forms/ui/messages.ts';
import { useDraft } from '#src/features/forms/ui/use-draft.ts';
import { apiPost, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { SelectionOption } from '#src/features/site/contract.ts';
import { ALERT_FREQUENCIES, ALERT_TOPICS, OTHER_OCCUPATION, subscriptionForm, type SubscriptionAccepted, type SubscriptionForm, type SubscriptionFormInput } from './contract.ts';
import type { AlertsIslandMessages } from './contract.ts';

export interface SignUpFormProps {
  lang: Language;
  areas: SelectionOption[];
  occupations: SelectionOption[];
  messages: AlertsIslandMessages;
  /** The page's path: the "check your e-mail" screen is `?action=sent` on it. */
  pagePath: string;
}

/** Field order of the form, for the error summary. */
const FIELDS = ['region', 'occupation', 'occupationOther', 'institution', 'email', 'topics', 'frequency'] as const;
const fieldId = (name: (typeof FIELDS)[number]) => (name === 'topics' ? 'alerts-topics-press' : name === 'frequency' ? 'alerts-frequency-immediate' : `alerts-${name}`);

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function SignUpForm({ lang, areas, occupations, messages, pagePath }: SignUpFormProps) {
  const form = useForm<SubscriptionFormInput, unknown, SubscriptionForm>({
    resolver: zodResolver(subscriptionForm),
    defaultValues: { region: '', occupation: '', occupationOther: '', institution: '', email: '', topics: [], frequency: 'immediate' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, watch, setError } = form;
  const draft = useDraft('alerts-signup', form);
  const captcha = useRef<CaptchaHandle>(null);
  const idempotencyKey = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const occupation = watch('occupation');
  const errors: FieldErrors<SubscriptionFormInput> = formState.errors;
  const text = (name: (typeof FIELDS)[number]) => errorText(messages, errors[name]?.message);
  // Computed on each render: react-hook-form updates `errors` in place.
  const summary: SummaryError[] = FIELDS.flatMap((name) => (errors[name]?.message ? [{ fieldId: fieldId(name), text: `${labelOf(name)}: ${errorText(messages, errors[name]?.message) ?? ''}` }] : []));
  function labelOf(name: (typeof FIELDS)[number]): string {
    const key = ({ region: 'alerts.region', occupation: 'alerts.occupation', occupationOther: 'alerts.occupationOther', institution: 'alerts.institution', email: 'alerts.email', topics: 'alerts.topics', frequency: 'alerts.frequency' } as const)[name];
    return messages[key];
  }

  const onValid = async (values: SubscriptionForm) => {
    setFailure(null);
    const key = await captcha.current?.validate();
    if (!key) return;
    setBusy(true);
    idempotencyKey.current ??= randomKey();
    try {
      const result = await apiPost<SubscriptionAccepted>('/api/v1.0/cms/email_notification', values, { lang, headers: { 'Validate-Key': key, 'Idempotency-Key': idempotencyKey.current } });
      draft.clear();
      window.location.assign(`${pagePath}?action=sent&ref=${encodeURIComponent(result.reference)}`);
    } catch (err) {
      // Field errors from the server (the same rules) go back to their fields.
      const data = err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null) : null;
      const fieldErrors = (data?.errors ?? []).filter((e): e is { field: (typeof FIELDS)[number]; message: string } => (FIELDS as readonly string[]).includes(e.field));
      for (const e of fieldErrors) setError(e.field, { message: e.message });
      if (fieldErrors.length) setAttempt((n) => n + 1);
      else setFailure(err instanceof ApiError && err.message ? err.message : messages['alerts.failed']);
      // Refused for its answers, the sign-up did not spend the code: the corrected one goes
      // with the same key. Any other failure may have (or the key was refused): a new code.
      if (!fieldErrors.length) captcha.current?.reset();
      idempotencyKey.current = null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-kit alerts-form" noValidate onSubmit={handleSubmit(onValid, () => setAttempt((n) => n + 1))}>
      <ErrorSummary title={messages['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      <Field id="alerts-region" label={messages['alerts.region']} error={text('region')} required>
        {(p) => (
          <select {...p} {...register('region')} autoComplete="country">
            <option value="">{messages['alerts.choose']}</option>
            {areas.map((a) => (
              <option key={a.code} value={a.code}>
                {a.title}
                {a.region ? ` (+${a.region})` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="alerts-occupation" label={messages['alerts.occupation']} error={text('occupation')} required>
        {(p) => (
          <select {...p} {...register('occupation')}>
            <option value="">{messages['alerts.choose']}</option>
            {occupations.map((o) => (
              <option key={o.code} value={o.code}>
                {o.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      {occupation === OTHER_OCCUPATION && (
        <Field id="alerts-occupationOther" label={messages['alerts.occupationOther']} error={text('occupationOther')} required>
          {(p) => <input {...p} {...register('occupationOther')} type="text" maxLength={100} />}
        </Field>
      )}
      <Field id="alerts-institution" label={messages['alerts.institution']} error={text('institution')} required>
        {(p) => <input {...p} {...register('institution')} type="text" autoComplete="organization" maxLength={200} />}
      </Field>
      <Field id="alerts-email" label={messages['alerts.email']} hint={messages['alerts.emailHint']} error={text('email')} required>
        {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" spellCheck={false} maxLength={254} />}
      </Field>
      <TopicsAndFrequency messages={messages} register={register} topicsError={text('topics')} frequencyError={text('frequency')} />
      <CaptchaField lang={lang} messages={messages} ref={captcha} keepKey />
      <p>
        <button type="submit" className="button" disabled={busy}>
          {messages['alerts.submit']}
        </button>
      </p>
    </form>
  );
}

interface TopicsProps {
  messages: AlertsIslandMessages;
  // The register of either form (sign-up or preferences): both have topics and frequency.
  register: (name: 'topics' | 'frequency') => object;
  topicsError?: string | undefined;
  frequencyError?: string | undefined;
}

/** The topic checkboxes and frequency radios, shared by the sign-up and preferences forms. */
export function TopicsAndFrequency({ messages, register, topicsError, frequencyError }: TopicsProps) {
  return (
    <>
      <Field id="alerts-topics" label={messages['alerts.topics']} hint={messages['alerts.topicsHint']} error={topicsError} group required>
        {(p) =>
          ALERT_TOPICS.map((topic) => (
            <div className="form-choice" key={topic}>
              <input {...register('topics')} type="checkbox" id={`alerts-topics-${topic}`} value={topic} aria-describedby={p['aria-describedby']} aria-invalid={p['aria-invalid']} />
              <label htmlFor={`alerts-topics-${topic}`}>{messages[`alerts.topic.${topic}`]}</label>
            </div>
          ))
        }
      </Field>
      <Field id="alerts-frequency" label={messages['alerts.frequency']} error={frequencyError} group required>
        {() =>
          ALERT_FREQUENCIES.map((frequency) => (
            <div className="form-choice" key={frequency}>
              <input {...register('frequency')} type="radio" id={`alerts-frequency-${frequency}`} value={frequency} />
              <label htmlFor={`alerts-frequency-${frequency}`}>{messages[`alerts.frequency.${frequency}`]}</label>
            </div>
          ))
        }
      </Field>
    </>
  );
}
