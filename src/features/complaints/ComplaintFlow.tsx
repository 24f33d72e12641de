/**
 * The complaint form (island), one screen per route: note (agree) → home (what about,
 * who complains) → steptab (complainant, the complaint, documents: three parts) →
 * preview (every answer with 'Change', the verification code, send) → confirmation
 * with the reference. Each screen checks its own step schema from contract.ts (the
 * API checks them all with `complaintForm`); what was typed is kept in sessionStorage
 * and the attached files in IndexedDB, both per type, until the complaint is sent.
 *
 * The hooks (the form of a screen, sending) and the screens are in `ui/`.
 */
import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Confirmation } from '#src/features/forms/ui/Confirmation.tsx';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { StepIndicator } from '#src/features/forms/ui/StepIndicator.tsx';
import { errorText, format } from '#src/features/forms/ui/messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { complaintForm, type ComplaintCompany, type ComplaintField, type ComplaintScreen, type ComplaintsIslandMessages, type ComplaintType, type ComplaintValues } from './contract.ts';
import { answerRows } from '#src/features/complaints/ui/answer-rows.ts';
import { errorOf, labelOf, type FieldKit } from '#src/features/complaints/ui/fields.tsx';
import { fieldId, fieldsOn, SCREENS } from '#src/features/complaints/ui/places.ts';
import { PreviewScreen } from '#src/features/complaints/ui/PreviewScreen.tsx';
import { ComplainantPart, ComplaintPart, DocumentsPart, HomeScreen, NoteScreen } from '#src/features/complaints/ui/screens.tsx';
import { useSendComplaint } from '#src/features/complaints/ui/use-send-complaint.ts';
import { useStepForm } from '#src/features/complaints/ui/use-step-form.ts';

export { fieldId } from '#src/features/complaints/ui/places.ts';

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

export function ComplaintFlow({ lang, type, screen, companies, messages, base, part: initialPart, returnToPreview }: ComplaintFlowProps) {
  const [part, setPart] = useState(initialPart);
  const { form, draft, draftName, files, changeFiles, restored } = useStepForm(type, screen, part);
  const [attempt, setAttempt] = useState(0);
  const failedAttempt = () => setAttempt((n) => n + 1);
  const sending = useSendComplaint({ lang, type, messages, draftName, draft, failedAttempt });
  const heading = useRef<HTMLHeadingElement>(null);
  const errors: FieldErrors<ComplaintValues> = form.formState.errors;
  const kit: FieldKit = { register: form.register, errors, messages };

  const summary: SummaryError[] = fieldsOn(screen, part).flatMap((name) => (errors[name]?.message ? [{ fieldId: fieldId(name), text: `${labelOf(messages, name)}: ${errorOf(kit, name) ?? ''}` }] : []));

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

  const values = form.watch();
  const full = complaintForm.safeParse({ ...values, type });
  const missing: { field: ComplaintField; message: string }[] =
    screen === 'preview' && restored && !full.success
      ? full.error.issues.map((issue) => ({ field: String(issue.path[0]) as ComplaintField, message: errorText(messages, issue.message) ?? '' }))
      : [];

  if (sending.reference) {
    return (
      <div className="form-kit complaint-form">
        <Confirmation title={messages['complaints.sentTitle']} referenceLabel={messages['form.referenceNumber']} reference={sending.reference}>
          <p>{messages['complaints.sentBody']}</p>
        </Confirmation>
      </div>
    );
  }

  const stepNames = SCREENS.map((s) => messages[`complaints.screen.${s}`]);
  const partNames = [messages['complaints.step.complainant'], messages['complaints.step.complaint'], messages['complaints.step.attachments']];
  return (
    <div className="form-kit complaint-form">
      <StepIndicator steps={stepNames} current={SCREENS.indexOf(screen)} stepOf={messages['form.stepOf']} />
      {screen === 'preview' ? (
        <PreviewScreen
          lang={lang}
          messages={messages}
          base={base}
          rows={answerRows(values, files, messages, companies, type)}
          missing={missing}
          serverErrors={sending.serverErrors}
          attempt={attempt}
          failure={sending.failure}
          busy={sending.busy}
          captcha={sending.captcha}
          onSend={() => void sending.send(full.success, values, files)}
        />
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onValid, failedAttempt)}>
          <ErrorSummary title={messages['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
          {screen === 'note' && <NoteScreen kit={kit} />}
          {screen === 'home' && <HomeScreen kit={kit} type={type} values={values} />}
          {screen === 'steptab' && (
            <>
              <h2 className="complaint-form__part" tabIndex={-1} ref={heading}>
                {format(messages['form.stepOf'], { step: part + 1, total: 3 })}: {partNames[part]}
              </h2>
              {part === 0 && <ComplainantPart kit={kit} />}
              {part === 1 && <ComplaintPart kit={kit} companies={companies} values={values} />}
              {part === 2 && <DocumentsPart messages={messages} files={files} onFiles={changeFiles} />}
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
