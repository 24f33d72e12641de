/** The rows of the complaint's preview ('check your answers'), each with its field as the 'Change' target. */
import type { AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import { SUBJECTS, type ComplaintCompany, type ComplaintField, type ComplaintsIslandMessages, type ComplaintType, type ComplaintValues } from '../contract.ts';

export function answerRows(values: ComplaintValues, files: readonly File[], messages: ComplaintsIslandMessages, companies: readonly ComplaintCompany[], type: ComplaintType): AnswerRow[] {
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
