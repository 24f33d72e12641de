/**
 * The rules of the reproduction application (SPEC §3, §5): one submission through the
 * forms kit writes, in ONE transaction, the application, its attachments, the
 * acknowledgement e-mail to the applicant (with a PDF copy) and the staff notification
 * (`APPLICATIONS_NOTIFY_EMAIL`, with the same copy). A crash leaves all of it or none.
 */
import { renderSubmissionPdf, type CopySection } from '#src/features/forms/copy-pdf.ts';
import { submitForm } from '#src/features/forms/service.ts';
import { storeUploads, type UploadedFile } from '#src/features/forms/uploads.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { reproductionText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { getConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/open.ts';
import { totalQuantity, type ApplicationForm } from './contract.ts';
import { insertApplication } from './queries.ts';

export const FORM_TYPE = 'reproduction';
export const REFERENCE_PREFIX = 'RP';

export interface ApplyOptions {
  lang: Language;
  client: string;
  idempotencyKey?: string | null;
  /** Staff address; default from the configuration. */
  notifyEmail?: string | undefined;
  now?: Date;
}

/** The answers as the PDF copy (and check-answers step) show them, in the applicant's language. */
export function applicationSections(lang: Language, body: ApplicationForm): CopySection[] {
  const none = reproductionText.t(lang, 'reproduction.noLines');
  const bank = (code: string) => reproductionText.t(lang, code === 'boc' ? 'reproduction.bank.boc' : 'reproduction.bank.bnu');
  const mop = (value: string) => reproductionText.t(lang, 'reproduction.mop', { value });
  return [
    {
      heading: reproductionText.t(lang, 'reproduction.step.applicant'),
      rows: [
        { label: reproductionText.t(lang, 'reproduction.applicantName'), value: body.applicantName },
        { label: reproductionText.t(lang, 'reproduction.contactPerson'), value: body.contactPerson },
        { label: reproductionText.t(lang, 'reproduction.email'), value: body.email },
        { label: reproductionText.t(lang, 'reproduction.phone'), value: `+${body.areaCode} ${body.phone}` },
        {
          label: reproductionText.t(lang, 'reproduction.purpose'),
          value: body.purpose === 'teaching' ? reproductionText.t(lang, 'reproduction.purpose.teaching') : `${reproductionText.t(lang, 'reproduction.purpose.other')}: ${body.purposeOther ?? ''}`,
        },
      ],
    },
    {
      heading: reproductionText.t(lang, 'reproduction.step.items'),
      rows: [
        {
          label: reproductionText.t(lang, 'reproduction.banknotes'),
          value:
            body.banknotes
              .map(
                (l) =>
                  `${bank(l.bank)} ${mop(l.denomination)} × ${l.quantity} (${reproductionText.t(lang, l.sides === 'single' ? 'reproduction.sides.single' : 'reproduction.sides.double')})${l.other ? ` — ${l.other}` : ''}`,
              )
              .join('\n') || none,
        },
        { label: reproductionText.t(lang, 'reproduction.coins'), value: body.coins.map((l) => `${mop(l.denomination)} × ${l.quantity}`).join('\n') || none },
        { label: reproductionText.t(lang, 'reproduction.total', { total: '' }).replace(/[:：]\s*$/, ''), value: String(totalQuantity(body)) },
      ],
    },
    {
      heading: reproductionText.t(lang, 'reproduction.step.product'),
      rows: [
        {
          label: reproductionText.t(lang, 'reproduction.finished'),
          value: body.finished === 'same' ? reproductionText.t(lang, 'reproduction.finished.same') : `${reproductionText.t(lang, 'reproduction.finished.different')}: ${body.finishedText ?? ''}`,
        },
        ...(body.finishedWidthMm && body.finishedHeightMm ? [{ label: reproductionText.t(lang, 'reproduction.finishedSize'), value: `${body.finishedWidthMm} × ${body.finishedHeightMm} mm` }] : []),
      ],
    },
    {
      heading: reproductionText.t(lang, 'reproduction.step.check'),
      rows: [
        { label: reproductionText.t(lang, 'reproduction.declaration'), value: '✓' },
        { label: reproductionText.t(lang, 'reproduction.undertaking'), value: '✓' },
      ],
    },
  ];
}

/** Stores an application with its files and e-mails; a repeat with its Idempotency-Key answers the first reference. */
export async function submitApplication(db: Database, body: ApplicationForm, files: UploadedFile[], options: ApplyOptions) {
  const { lang } = options;
  const notify = options.notifyEmail === undefined ? getConfig().APPLICATIONS_NOTIFY_EMAIL : options.notifyEmail || undefined;
  const total = totalQuantity(body);
  return submitForm<{ reference: string }>(
    db,
    {
      formType: FORM_TYPE,
      prefix: REFERENCE_PREFIX,
      client: options.client,
      idempotencyKey: options.idempotencyKey ?? null,
      fingerprint: { body, files: files.map((f) => f.sha256) },
      ...(options.now ? { now: options.now } : {}),
    },
    async (tx, reference, { submissionId, now }) => {
      await insertApplication(tx, {
        submissionId,
        reference,
        lang,
        applicantName: body.applicantName,
        contactPerson: body.contactPerson,
        email: body.email,
        areaCode: body.areaCode,
        phone: body.phone,
        purpose: body.purpose,
        purposeOther: body.purpose === 'other' ? (body.purposeOther ?? null) : null,
        banknotes: body.banknotes.map((l) => ({ ...l, ...(l.other ? { other: l.other } : {}) })),
        coins: body.coins,
        total,
        finished: body.finished,
        finishedText: body.finished === 'different' ? (body.finishedText ?? null) : null,
        finishedWidthMm: body.finished === 'different' ? (body.finishedWidthMm ?? null) : null,
        finishedHeightMm: body.finished === 'different' ? (body.finishedHeightMm ?? null) : null,
        declaredAt: now,
      });
      await storeUploads(tx, submissionId, files);
      const title = reproductionText.t(lang, 'reproduction.title');
      const pdf = await renderSubmissionPdf({ lang, title, reference, submittedAt: now, sections: applicationSections(lang, body), attachments: files.map((f) => f.name) });
      const attachment = { filename: `${reference}.pdf`, contentType: 'application/pdf', content: pdf };
      const mailLang = reproductionText.wholeIn(lang, ['reproduction.title', 'reproduction.mailBody']);
      const receipt = renderMail({ lang: mailLang, title: `${reproductionText.t(mailLang, 'reproduction.title')} ${reference}`, paragraphs: [reproductionText.t(mailLang, 'reproduction.mailBody', { reference })] });
      await enqueueMail(tx, { to: body.email, lang: mailLang, kind: 'reproduction.receipt', ...receipt, attachments: [attachment] });
      if (notify) {
        // In the staff notices' one language, with the applicant's copy attached.
        const staffLang: Language = getConfig().STAFF_MAIL_LANGUAGE;
        const staff = renderMail({
          lang: staffLang,
          title: reproductionText.t(staffLang, 'reproduction.staffSubject', { reference }),
          paragraphs: [reproductionText.t(staffLang, 'reproduction.staffBody', { applicant: body.applicantName, total })],
        });
        await enqueueMail(tx, { to: notify, lang: staffLang, kind: 'reproduction.staff', ...staff, attachments: [attachment] });
      }
      return { reference };
    },
  );
}
