/**
 * The preview: what is missing or was refused (links to where each answer is given),
 * every answer with 'Change', the verification code and the send button.
 */
import type { RefObject } from 'react';
import { CaptchaField, type CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import { CheckAnswers, type AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ComplaintField, ComplaintsIslandMessages } from '../contract.ts';
import { labelOf } from './fields.tsx';
import { EMPTY, fieldId, placeOf } from './places.ts';
import { ProblemList } from './ProblemList.tsx';

interface PreviewScreenProps {
  lang: Language;
  messages: ComplaintsIslandMessages;
  base: string;
  rows: AnswerRow[];
  /** What the whole form's schema finds missing (once the drafts are restored). */
  missing: { field: string; message: string }[];
  serverErrors: { field: string; message: string }[];
  attempt: number;
  failure: string | null;
  busy: boolean;
  captcha: RefObject<CaptchaHandle | null>;
  onSend: () => void;
}

/** The page where an answer is given, with its field named to take the focus, and back to the preview. */
export function changeHref(base: string, name: ComplaintField | 'attachments'): string {
  const place = placeOf(name);
  const query = new URLSearchParams({ return: 'preview' });
  if (place.part) query.set('part', String(place.part));
  query.set('field', fieldId(name));
  return `${base}/${place.screen}?${query.toString()}`;
}

export function PreviewScreen({ lang, messages, base, rows, missing, serverErrors, attempt, failure, busy, captcha, onSend }: PreviewScreenProps) {
  const known = (field: string) => field in EMPTY || field === 'attachments';
  return (
    <>
      {(missing.length > 0 || serverErrors.length > 0) && (
        <ProblemList
          title={missing.length ? messages['complaints.answersIncomplete'] : messages['form.errorSummaryTitle']}
          attempt={attempt}
          items={(missing.length ? missing : serverErrors).map((e) => ({
            href: known(e.field) ? changeHref(base, e.field as ComplaintField) : `${base}/note`,
            text: `${known(e.field) ? labelOf(messages, e.field as ComplaintField) : ''}${known(e.field) ? ': ' : ''}${e.message}`,
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
        rows={rows}
        changeText={messages['form.change']}
        onChange={(_step, id) => window.location.assign(changeHref(base, (id ?? 'subject') as ComplaintField))}
      />
      <CaptchaField lang={lang} messages={messages} ref={captcha} keepKey />
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={onSend}>
          {messages['complaints.send']}
        </button>
        <a href={`${base}/steptab?part=3`}>{messages['complaints.previous']}</a>
      </div>
    </>
  );
}
