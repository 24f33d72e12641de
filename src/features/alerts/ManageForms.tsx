/**
 * Islands of the e-mailed links: the preferences form (topics and frequency, same rules
 * as the sign-up) and the unsubscribe button. Both carry the link's token; neither needs
 * a verification code (the token is the proof of the address).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { errorText } from '#src/features/forms/ui/messages.ts';
import { apiPost, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { preferencesForm, type AlertFrequency, type AlertTopic, type PreferencesFormInput } from './contract.ts';
import type { AlertsIslandMessages } from './contract.ts';
import { TopicsAndFrequency } from './SignUpForm.tsx';

interface PreferencesProps {
  lang: Language;
  token: string;
  topics: AlertTopic[];
  frequency: AlertFrequency;
  messages: AlertsIslandMessages;
}

export function PreferencesForm({ lang, token, topics, frequency, messages }: PreferencesProps) {
  const { register, handleSubmit, formState } = useForm<PreferencesFormInput>({
    resolver: zodResolver(preferencesForm),
    defaultValues: { token, topics, frequency },
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed' | 'invalid'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const errors = formState.errors;
  // Computed on each render: react-hook-form updates `errors` in place.
  const summary: SummaryError[] = [
      ...(errors.topics?.message ? [{ fieldId: 'alerts-topics-press', text: `${messages['alerts.topics']}: ${errorText(messages, errors.topics.message) ?? ''}` }] : []),
      ...(errors.frequency?.message ? [{ fieldId: 'alerts-frequency-immediate', text: `${messages['alerts.frequency']}: ${errorText(messages, errors.frequency.message) ?? ''}` }] : []),
  ];
  const onValid = async (values: PreferencesFormInput) => {
    try {
      const result = await apiPost<{ saved: boolean }>('/api/v1.0/cms/email_notification/preferences', values, { lang });
      setStatus(result.saved ? 'saved' : 'invalid');
    } catch {
      setStatus('failed');
    }
    queueMicrotask(() => statusRef.current?.focus());
  };
  return (
    <form className="form-kit alerts-form" noValidate onSubmit={handleSubmit(onValid, () => setAttempt((n) => n + 1))}>
      <ErrorSummary title={messages['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <TopicsAndFrequency messages={messages} register={register} topicsError={errorText(messages, errors.topics?.message)} frequencyError={errorText(messages, errors.frequency?.message)} />
      <p>
        <button type="submit" className="button">
          {messages['alerts.save']}
        </button>
      </p>
      <p role="status" tabIndex={-1} ref={statusRef} className={status === 'saved' ? 'alerts-status' : 'form-field__error'}>
        {status === 'saved' ? messages['alerts.saved'] : status === 'failed' ? messages['alerts.failed'] : status === 'invalid' ? messages['alerts.linkInvalid'] : ''}
      </p>
    </form>
  );
}

interface UnsubscribeProps {
  lang: Language;
  token: string;
  messages: AlertsIslandMessages;
  /** Where to go once unsubscribed (`?action=unsubscribed`). */
  doneHref: string;
}

export function UnsubscribeButton({ lang, token, messages, doneHref }: UnsubscribeProps) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await apiPost<{ unsubscribed: boolean }>(`/api/v1.0/cms/email_notification/unsubscribe?token=${encodeURIComponent(token)}`, undefined, { lang });
      window.location.assign(doneHref);
    } catch (err) {
      setFailed(err instanceof ApiError || err instanceof Error);
      setBusy(false);
    }
  };
  return (
    <div className="form-kit">
      <p>
        <button type="button" className="button" onClick={onClick} disabled={busy}>
          {messages['alerts.unsubscribeButton']}
        </button>
      </p>
      <p role="status" className="form-field__error">
        {failed ? messages['alerts.failed'] : ''}
      </p>
    </div>
  );
}
