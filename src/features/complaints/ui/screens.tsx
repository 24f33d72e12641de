/** The complaint's screens before the preview: the note (agree), home (what about, who complains) and the three parts of steptab. */
import { AttachmentsField } from '#src/features/forms/ui/AttachmentsField.tsx';
import { format } from '#src/features/forms/ui/messages.ts';
import { MAX_ATTACHMENTS, ROLES, SUBJECTS, YES_NO, type ComplaintCompany, type ComplaintsIslandMessages, type ComplaintType, type ComplaintValues } from '../contract.ts';
import { Choice, errorOf, Radios, TextArea, TextInput, type FieldKit } from './fields.tsx';

export function NoteScreen({ kit }: { kit: FieldKit }) {
  const error = errorOf(kit, 'agreed');
  return (
    <div className="form-field">
      {error && <p className="form-field__error" id="complaints-agreed-error">{error}</p>}
      <div className="form-choice">
        <input {...kit.register('agreed')} type="checkbox" id="complaints-agreed" aria-describedby={error ? 'complaints-agreed-error' : undefined} aria-invalid={error ? true : undefined} />
        <label htmlFor="complaints-agreed">{kit.messages['complaints.agree']}</label>
      </div>
    </div>
  );
}

export function HomeScreen({ kit, type, values }: { kit: FieldKit; type: ComplaintType; values: ComplaintValues }) {
  const { messages } = kit;
  const subjects = (SUBJECTS[type] as readonly string[]).map((s) => ({ value: s, text: messages[`complaints.subject.${s}` as keyof ComplaintsIslandMessages] }));
  return (
    <>
      <Choice kit={kit} name="subject" options={subjects} />
      {values.subject === 'other' && <TextInput kit={kit} name="subjectOther" />}
      <Radios kit={kit} name="role" choices={ROLES} labelOf={(r) => messages[`complaints.role.${r}` as 'complaints.role.customer']} />
      {values.role === 'representative' && (
        <>
          <TextInput kit={kit} name="representativeName" autoComplete="name" />
          <TextInput kit={kit} name="representativeRelation" />
        </>
      )}
    </>
  );
}

export function ComplainantPart({ kit }: { kit: FieldKit }) {
  return (
    <>
      <p className="form-field__hint">{kit.messages['complaints.nameHint']}</p>
      <TextInput kit={kit} name="nameZh" required={false} autoComplete="name" />
      <TextInput kit={kit} name="nameEn" required={false} autoComplete="name" />
      <TextInput kit={kit} name="idNumber" hint={kit.messages['complaints.idNumberHint']} inputMode="numeric" maxLength={8} />
      <TextInput kit={kit} name="phone" type="tel" autoComplete="tel-national" inputMode="tel" maxLength={8} />
      <TextInput kit={kit} name="email" type="email" autoComplete="email" maxLength={254} />
      <TextArea kit={kit} name="address" maxLength={300} />
    </>
  );
}

export function ComplaintPart({ kit, companies, values }: { kit: FieldKit; companies: ComplaintCompany[]; values: ComplaintValues }) {
  const { messages } = kit;
  return (
    <>
      <Choice kit={kit} name="institution" options={companies.map((c) => ({ value: c.slug, text: c.name }))} />
      <TextInput kit={kit} name="happenedOn" hint={messages['complaints.happenedOnHint']} maxLength={10} />
      <TextArea kit={kit} name="whatHappened" maxLength={4000} />
      <Radios kit={kit} name="contactedInstitution" choices={YES_NO} labelOf={(v) => messages[v === 'yes' ? 'complaints.yes' : 'complaints.no']} />
      {values.contactedInstitution === 'yes' && <TextArea kit={kit} name="actionsTaken" maxLength={2000} />}
      <TextArea kit={kit} name="outcome" maxLength={2000} />
    </>
  );
}

export function DocumentsPart({ messages, files, onFiles }: { messages: ComplaintsIslandMessages; files: File[]; onFiles: (files: File[]) => void }) {
  return (
    <AttachmentsField
      id="complaints-attachments"
      label={messages['complaints.attachments']}
      hint={format(messages['complaints.attachmentsHint'], { max: MAX_ATTACHMENTS })}
      files={files}
      onChange={onFiles}
      maxFiles={MAX_ATTACHMENTS}
      messages={messages}
    />
  );
}
