/**
 * Rules of the complaints feature: which institutions each type covers, and a
 * complaint's submission (record, files, acknowledgement with its PDF copy and the
 * staff notification, in one transaction through the forms kit).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { getConfig } from '#src/server/config.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { complaintsText } from './messages.ts';
import { formatDate } from '#src/lib/format.ts';
import { findCompanyInCategories, listCompanies } from '#src/features/media/companies.ts';
import { getMessageTemplate } from '#src/features/reference/templates.ts';
import { submitForm, type SubmitResult } from '#src/features/forms/service.ts';
import { storeUploads, type UploadedFile } from '#src/features/forms/uploads.ts';
import { renderSubmissionPdf, type CopySection } from '#src/features/forms/copy-pdf.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { ValidationError, NotFoundError } from '#src/server/http/errors.ts';
import type { ComplaintAccepted, ComplaintCompany, ComplaintForm, ComplaintTexts, ComplaintType } from './contract.ts';
import { insertComplaint, readSettings } from './queries.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';

/**
 * The categories of the institutions list (`company` entries) each type covers:
 * dsb the banks and other credit institutions, dsg the insurers, insurance brokers and
 * pension fund managers, def every other supervised institution.
 */
export const TYPE_CATEGORIES: Readonly<Record<ComplaintType, readonly string[]>> = {
  dsb: ['local-bank', 'foreign-bank-branch', 'other-credit-institution'],
  dsg: ['life-insurer', 'non-life-insurer', 'insurance-broker', 'pension-fund-manager'],
  def: ['financial-intermediary', 'payment-institution', 'exchange-bureau', 'cash-remittance', 'representative-office'],
};

/** The institutions a complaint of this type can be about, in register order. */
export async function complaintCompanies(db: Queryable, lang: Language, type: ComplaintType): Promise<ComplaintCompany[]> {
  const out: ComplaintCompany[] = [];
  for (let page = 1; ; page++) {
    const list = await listCompanies(db, lang, { catSlugs: [...TYPE_CATEGORIES[type]], includeSubCats: true, page, pageSize: 100 });
    for (const c of list.data) if (c.slug) out.push({ slug: c.slug, name: c.name.trim(), category: c.category?.slug ?? '' });
    if (page * 100 >= list.total || list.data.length === 0) break;
  }
  return out;
}

const TEMPLATE_ALIASES = { note: 'complaint-note', agree: 'complaint-agree', content: 'complaint-content', template: 'complaint-template' } as const;

/** The screens' texts from message_template (a template the CMS removed is simply not shown). */
export async function complaintTexts(db: Queryable, lang: Language, type: ComplaintType): Promise<ComplaintTexts> {
  let fallback = false;
  const read = async (alias: string) => {
    try {
      const template = await getMessageTemplate(db, lang, alias);
      if (template.content && template.fallback) fallback = true;
      return template.content ? { title: template.title, content: template.content } : null;
    } catch (err) {
      if (err instanceof NotFoundError) return null;
      throw err;
    }
  };
  const [typeNote, note, agree, content, template] = await Promise.all([
    read(`complaint-${type}-note`),
    read(TEMPLATE_ALIASES.note),
    read(TEMPLATE_ALIASES.agree),
    read(TEMPLATE_ALIASES.content),
    read(TEMPLATE_ALIASES.template),
  ]);
  return { typeNote, note, agree, content, template, fallback };
}

/** The answers as sections, in the visitor's language (the PDF copy). */
export function complaintSections(lang: Language, body: ComplaintForm, institutionName: string): CopySection[] {
  const tr = (key: KeyOf<typeof complaintsText>) => complaintsText.t(lang, key);
  const yesNo = (v: 'yes' | 'no') => tr(v === 'yes' ? 'complaints.yes' : 'complaints.no');
  const opt = (v: string | undefined) => v ?? '';
  return [
    {
      heading: tr('complaints.screen.home'),
      rows: [
        { label: tr('complaints.subject'), value: tr(`complaints.subject.${body.subject}`) + (body.subjectOther ? `: ${body.subjectOther}` : '') },
        { label: tr('complaints.role'), value: tr(`complaints.role.${body.role}`) },
        ...(body.role === 'representative'
          ? [
              { label: tr('complaints.representativeName'), value: opt(body.representativeName) },
              { label: tr('complaints.representativeRelation'), value: opt(body.representativeRelation) },
            ]
          : []),
      ],
    },
    {
      heading: tr('complaints.step.complainant'),
      rows: [
        { label: tr('complaints.nameZh'), value: opt(body.nameZh) },
        { label: tr('complaints.nameEn'), value: opt(body.nameEn) },
        { label: tr('complaints.idNumber'), value: body.idNumber },
        { label: tr('complaints.phone'), value: body.phone },
        { label: tr('complaints.email'), value: body.email },
        { label: tr('complaints.address'), value: body.address },
      ],
    },
    {
      heading: tr('complaints.step.complaint'),
      rows: [
        { label: tr('complaints.institution'), value: institutionName },
        { label: tr('complaints.happenedOn'), value: formatDate(body.happenedOn, lang) },
        { label: tr('complaints.whatHappened'), value: body.whatHappened },
        { label: tr('complaints.contactedInstitution'), value: yesNo(body.contactedInstitution) },
        ...(body.contactedInstitution === 'yes' ? [{ label: tr('complaints.actionsTaken'), value: opt(body.actionsTaken) }] : []),
        { label: tr('complaints.outcome'), value: body.outcome },
      ],
    },
  ];
}

export interface ComplaintRequest {
  lang: Language;
  client: string;
  idempotencyKey: string | null;
  /** Staff mailbox (COMPLAINTS_NOTIFY_EMAIL); none: no staff notification. */
  notifyEmail?: string | undefined;
  /** The request's validate key, spent by the submission (see `submitForm`). */
  verification?: { validateKey: string | null };
}

/**
 * Stores a complaint: the record, its files, the acknowledgement to the complainant
 * with the PDF copy, and the staff notification (which names no person) — all in
 * the submission's transaction, or nothing. The institution is read by its slug in
 * one query; the PDF copy is rendered before the transaction (`prepare` of the forms
 * kit), for the reference it will take.
 */
export async function submitComplaint(db: Database, body: ComplaintForm, files: UploadedFile[], request: ComplaintRequest): Promise<SubmitResult<ComplaintAccepted>> {
  const { lang } = request;
  const found = await findCompanyInCategories(db, lang, body.institution, TYPE_CATEGORIES[body.type]);
  if (!found) throw new ValidationError([{ field: 'institution', messageKey: 'complaints.unknownInstitution' }], complaintsText);
  const institution = { slug: found.slug, name: found.name.trim() };
  // Staff notices are in one configured language, the institution's name too (not the complainant's script).
  const staffLang: Language = getConfig().STAFF_MAIL_LANGUAGE;
  // Read only when a notice goes out in another language than the complainant's.
  const staffInstitution =
    request.notifyEmail && staffLang !== lang ? ((await findCompanyInCategories(db, staffLang, body.institution, TYPE_CATEGORIES[body.type]))?.name.trim() ?? institution.name) : institution.name;
  const typeName = complaintsText.t(lang, `complaints.type.${body.type}`);
  const renderCopy = (reference: string, now: Date) =>
    renderSubmissionPdf({
      lang,
      title: complaintsText.t(lang, 'complaints.copyTitle', { type: typeName }),
      reference,
      submittedAt: now,
      sections: complaintSections(lang, body, institution.name),
      attachments: files.map((f) => f.name),
    });
  return submitForm<ComplaintAccepted, Buffer>(
    db,
    {
      formType: 'complaint',
      prefix: 'CPL',
      client: request.client,
      idempotencyKey: request.idempotencyKey,
      fingerprint: { body, files: files.map((f) => f.sha256) },
      ...(request.verification ? { verification: request.verification } : {}),
    },
    async (tx, reference, { submissionId, prepared: pdf }) => {
      // Due the answer target's days after receipt (README "Staff side"); later changes of the target leave it.
      const { answerTargetDays } = await readSettings(tx);
      await insertComplaint(tx, {
        submissionId,
        dueAt: new Date(Date.now() + answerTargetDays * 86_400_000),
        reference,
        type: body.type,
        lang,
        subject: body.subject,
        subjectOther: body.subjectOther ?? null,
        role: body.role,
        representativeName: body.role === 'representative' ? (body.representativeName ?? null) : null,
        representativeRelation: body.role === 'representative' ? (body.representativeRelation ?? null) : null,
        nameZh: body.nameZh ?? null,
        nameEn: body.nameEn ?? null,
        idNumber: body.idNumber,
        phone: body.phone,
        email: body.email,
        address: body.address,
        institution: institution.slug,
        institutionName: institution.name,
        happenedOn: body.happenedOn,
        whatHappened: body.whatHappened,
        contactedInstitution: body.contactedInstitution,
        actionsTaken: body.contactedInstitution === 'yes' ? (body.actionsTaken ?? null) : null,
        outcome: body.outcome,
      });
      await storeUploads(tx, submissionId, files);
      const mailLang = complaintsText.wholeIn(lang, ['complaints.receiptSubject', 'complaints.receiptBody']);
      const receipt = renderMail({
        lang: mailLang,
        title: complaintsText.t(mailLang, 'complaints.receiptSubject', { reference }),
        paragraphs: [complaintsText.t(mailLang, 'complaints.receiptBody', { reference })],
      });
      await enqueueMail(tx, {
        to: body.email,
        lang: mailLang,
        kind: 'complaints.receipt',
        ...receipt,
        attachments: [{ filename: `${reference}.pdf`, contentType: 'application/pdf', content: pdf }],
      });
      if (request.notifyEmail) {
        // Staff read the details in the complaint records; the message names no person.
        const staff = renderMail({
          lang: staffLang,
          title: complaintsText.t(staffLang, 'complaints.staffSubject', { reference }),
          paragraphs: [
            complaintsText.t(staffLang, 'complaints.staffBody', {
              type: complaintsText.t(staffLang, `complaints.type.${body.type}`),
              institution: staffInstitution,
              subject: complaintsText.t(staffLang, `complaints.subject.${body.subject}`),
              files: files.length,
            }),
          ],
        });
        await enqueueMail(tx, { to: request.notifyEmail, lang: staffLang, kind: 'complaints.staff', ...staff });
      }
      return { reference };
    },
    renderCopy,
  );
}
