/**
 * The complaint form (SPEC §2 complaint routes, §5, §7 Complaint): one flat set of
 * fields asked over the note, home and step screens, checked step by step in the
 * island and all at once by `POST /api/v1.0/complaint` with the very same schemas.
 * Isomorphic: islands import this file.
 */
import { z } from 'zod';
import { COMPLAINT_STATUSES, type ComplaintStatus } from './statuses.ts';
import { address, agreed, choice, chinese, email, english, idNumber, multiLine, optional, phone, required } from '#src/features/forms/validation.ts';
import type { FormUiKey } from '#src/features/forms/ui/messages.ts';
import type { CaptchaFieldMessages } from '#src/features/captcha/CaptchaField.tsx';
import type { AttachmentMessages } from '#src/features/forms/ui/attachment-rules.ts';

/** dsb: banking supervision; dsg: insurance supervision; def: the other supervised institutions. */
export const COMPLAINT_TYPES = ['dsb', 'dsg', 'def'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const isComplaintType = (value: string | undefined): value is ComplaintType => (COMPLAINT_TYPES as readonly string[]).includes(value ?? '');

/** The screens of SPEC §2: `complaint/{type}/note`, `/home`, `/steptab`, `/preview`. */
export const COMPLAINT_SCREENS = ['note', 'home', 'steptab', 'preview'] as const;
export type ComplaintScreen = (typeof COMPLAINT_SCREENS)[number];
export const isComplaintScreen = (value: string | undefined): value is ComplaintScreen => (COMPLAINT_SCREENS as readonly string[]).includes(value ?? '');

/** What a complaint can be about, per type. */
export const SUBJECTS = {
  dsb: ['deposits', 'loans', 'cards', 'payments', 'investments', 'fees', 'service', 'other'],
  dsg: ['life', 'general', 'claims', 'intermediary', 'pension', 'service', 'other'],
  def: ['exchange', 'remittance', 'stored-value', 'investments', 'fees', 'service', 'other'],
} as const satisfies Record<ComplaintType, readonly string[]>;
export const ALL_SUBJECTS = ['deposits', 'loans', 'cards', 'payments', 'investments', 'fees', 'service', 'life', 'general', 'claims', 'intermediary', 'pension', 'exchange', 'remittance', 'stored-value', 'other'] as const;
export type ComplaintSubject = (typeof ALL_SUBJECTS)[number];

export const ROLES = ['customer', 'representative'] as const;
export const YES_NO = ['yes', 'no'] as const;

/** Most files a complaint may carry (each under the kit's upload rules, SPEC §5). */
export const MAX_ATTACHMENTS = 5;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day in the past or today (Macao time is close enough: a day of slack either way). */
const pastDate = () =>
  required(10)
    .regex(ISO_DATE, { error: 'form.time' })
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value && time <= Date.now() + 86_400_000 && value >= '1990-01-01';
    }, { error: 'form.time' });

/** A person's name in Chinese characters or Latin letters. */
const personName = () => required(120).regex(/[\p{Script=Han}A-Za-z]/u, { error: 'validation.format' });
/** Checkbox values arrive as `true` from the island and as `'true'` in a multipart body. */
const ticked = () => z.preprocess((v) => (v === 'true' || v === 'on' ? true : v), agreed());

/** Note screen: the notes read and the personal data statement agreed. */
export const noteFields = z.object({ agreed: ticked() });

const homeShape = z.object({
  subject: choice(ALL_SUBJECTS),
  subjectOther: optional(required(200)),
  role: choice(ROLES),
  representativeName: optional(personName()),
  representativeRelation: optional(required(120)),
});

const complainantShape = z.object({
  nameZh: optional(chinese(120)),
  nameEn: optional(english(120)),
  idNumber: idNumber(),
  phone: phone(),
  email: email(),
  address: address(300),
});

const complaintShape = z.object({
  institution: required(120).regex(/^[a-z0-9-]*$/, { error: 'validation.format' }),
  happenedOn: pastDate(),
  whatHappened: multiLine(4000),
  contactedInstitution: choice(YES_NO),
  actionsTaken: optional(multiLine(2000)),
  outcome: multiLine(2000),
});

type Ctx = z.core.$RefinementCtx;
const need = (ctx: Ctx, path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });

function refineHome(value: z.output<typeof homeShape>, ctx: Ctx) {
  if (value.subject === 'other' && !value.subjectOther) need(ctx, 'subjectOther');
  if (value.role === 'representative') {
    if (!value.representativeName) need(ctx, 'representativeName');
    if (!value.representativeRelation) need(ctx, 'representativeRelation');
  }
}
function refineComplainant(value: z.output<typeof complainantShape>, ctx: Ctx) {
  // SPEC §5: a Chinese name must be Chinese, a foreign name English; one of the two is needed.
  if (!value.nameZh && !value.nameEn) need(ctx, 'nameZh');
}
function refineComplaint(value: z.output<typeof complaintShape>, ctx: Ctx) {
  if (value.contactedInstitution === 'yes' && !value.actionsTaken) need(ctx, 'actionsTaken');
}

export const homeStep = homeShape.superRefine(refineHome);
export const complainantStep = complainantShape.superRefine(refineComplainant);
export const complaintStep = complaintShape.superRefine(refineComplaint);

/** Everything `POST /api/v1.0/complaint` reads besides the files (`attachments`). */
export const complaintForm = z
  .object({ type: choice(COMPLAINT_TYPES), ...noteFields.shape, ...homeShape.shape, ...complainantShape.shape, ...complaintShape.shape })
  .superRefine((value, ctx) => {
    refineHome(value, ctx);
    refineComplainant(value, ctx);
    refineComplaint(value, ctx);
    if (!(SUBJECTS[value.type] as readonly string[]).includes(value.subject)) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'validation.format' });
  })
  .meta({ id: 'ComplaintForm', description: 'multipart/form-data: these fields, plus up to five files in `attachments` (SPEC §5 upload rules).' });
export type ComplaintForm = z.output<typeof complaintForm>;
export type ComplaintFormInput = z.input<typeof complaintForm>;
/** The island's values: every field as typed (strings), the tick as a boolean. */
export type ComplaintValues = { [K in Exclude<keyof ComplaintForm, 'agreed' | 'type'>]: string } & { agreed: boolean };

/** The field names of each step in form order (error summary, preview rows). */
export const HOME_FIELDS = ['subject', 'subjectOther', 'role', 'representativeName', 'representativeRelation'] as const;
export const COMPLAINANT_FIELDS = ['nameZh', 'nameEn', 'idNumber', 'phone', 'email', 'address'] as const;
export const COMPLAINT_FIELDS = ['institution', 'happenedOn', 'whatHappened', 'contactedInstitution', 'actionsTaken', 'outcome'] as const;
export type ComplaintField = (typeof HOME_FIELDS)[number] | (typeof COMPLAINANT_FIELDS)[number] | (typeof COMPLAINT_FIELDS)[number] | 'agreed';

export const complaintAccepted = z.object({ reference: z.string().meta({ description: 'Reference to quote, e.g. CPL-2026-000001-K' }) }).meta({ id: 'ComplaintAccepted' });
export type ComplaintAccepted = z.infer<typeof complaintAccepted>;

/** An institution a complaint can be about (`GET /api/v1.0/complaint/company`). */
export const complaintCompany = z
  .object({ slug: z.string(), name: z.string(), category: z.string().meta({ description: 'Category slug of the institutions list (local-bank, life-insurer…)' }) })
  .meta({ id: 'ComplaintCompany' });
export type ComplaintCompany = z.infer<typeof complaintCompany>;
export const companyQuery = z.object({ type: choice(COMPLAINT_TYPES) });

/** Texts from message_template shown by the screens (sanitised HTML from the CMS). */
export interface ComplaintTexts {
  typeNote: { title: string; content: string } | null;
  note: { title: string; content: string } | null;
  agree: { title: string; content: string } | null;
  content: { title: string; content: string } | null;
  template: { title: string; content: string } | null;
  /** True when any of these texts is shown in another language than the visitor's. */
  fallback: boolean;
}

export const COMPLAINTS_ISLAND_KEYS = [
  'complaints.happenedOnHint',
  'complaints.answersIncomplete',
  'complaints.next',
  'complaints.previous',
  'complaints.unknownInstitution',
  'complaints.type.dsb',
  'complaints.type.dsg',
  'complaints.type.def',
  'complaints.screen.note',
  'complaints.screen.home',
  'complaints.screen.steptab',
  'complaints.screen.preview',
  'complaints.agree',
  'complaints.subject',
  'complaints.subjectOther',
  'complaints.role',
  'complaints.role.customer',
  'complaints.role.representative',
  'complaints.representativeName',
  'complaints.representativeRelation',
  'complaints.step.complainant',
  'complaints.step.complaint',
  'complaints.step.attachments',
  'complaints.nameZh',
  'complaints.nameEn',
  'complaints.nameHint',
  'complaints.idNumber',
  'complaints.idNumberHint',
  'complaints.phone',
  'complaints.email',
  'complaints.address',
  'complaints.institution',
  'complaints.happenedOn',
  'complaints.whatHappened',
  'complaints.contactedInstitution',
  'complaints.actionsTaken',
  'complaints.outcome',
  'complaints.yes',
  'complaints.no',
  'complaints.choose',
  'complaints.attachments',
  'complaints.attachmentsHint',
  'complaints.noAttachments',
  'complaints.filesLost',
  'complaints.send',
  'complaints.sentTitle',
  'complaints.sentBody',
  'complaints.failed',
  'complaints.startOver',
  ...ALL_SUBJECTS.map((s) => `complaints.subject.${s}` as const),
] as const;
export type ComplaintsIslandKey = (typeof COMPLAINTS_ISLAND_KEYS)[number];
export type ComplaintsIslandMessages = Readonly<Record<ComplaintsIslandKey | FormUiKey, string>> & CaptchaFieldMessages & AttachmentMessages;

// ---- Staff side (issue 34): the calls' and screens' shared schemas ----

export { COMPLAINT_STATUSES, type ComplaintStatus };

/**
 * The one step forward from each status, and the one way back (waiting for the
 * complainant ↔ in progress). Waiting is a detour, not a step every complaint takes:
 * in progress may go straight to answered.
 */
export const COMPLAINT_MOVES: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  received: ['in-progress'],
  'in-progress': ['waiting', 'answered'],
  waiting: ['in-progress', 'answered'],
  answered: ['closed'],
  closed: [],
};

/** The reply templates (their text: `complaints.reply.<template>.*` in messages.ts). */
export const REPLY_TEMPLATES = ['progress', 'information', 'answer'] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];

/**
 * The message templates (publishing's `message-template` entries, edited in the back
 * office) offered to fill a reply or an internal note, by alias: `complaint-reply-…`
 * for replies (`complaint-reply-<template>-…` also picks that reply template) and
 * `complaint-staff-note-…` for notes.
 */
export const OFFERED_TEMPLATE_PREFIXES = { reply: 'complaint-reply-', note: 'complaint-staff-note-' } as const;
const fromTemplate = z
  .union([z.literal(''), z.string().regex(/^complaint-(reply|staff-note)-[a-z0-9-]{1,80}$/, { error: 'validation.format' })])
  .optional()
  .transform((v) => v || undefined);

/** One template offered, in the complainant's language (or the nearest one), as plain text with the complaint's reference and name filled in. */
export const offeredTemplate = z.object({
  alias: z.string(),
  use: z.enum(['reply', 'note']),
  /** For a reply: the reply template its alias names, if any. */
  kind: z.enum(REPLY_TEMPLATES).nullable(),
  title: z.string(),
  text: z.string(),
  lang: z.string(),
  /** True when the complainant's language lacks it and another language is given. */
  fallback: z.boolean(),
});
export type OfferedTemplate = z.output<typeof offeredTemplate>;

export const MAX_REPLY_FILES = 5;
export const MAX_REPLY_BYTES = 8 * 1024 * 1024;

const version = z.coerce.number({ error: 'validation.format' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }).max(2_147_483_647, { error: 'validation.format' });
const staffText = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.format' });

export const complaintListQuery = z.object({
  type: z.enum(COMPLAINT_TYPES, { error: 'validation.format' }).optional(),
  status: z.enum(COMPLAINT_STATUSES, { error: 'validation.format' }).optional(),
  /** An account id, `me`, or `none` (unassigned). */
  assignee: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.format' }).optional(),
  overdue: z.enum(['true', 'false'], { error: 'validation.format' }).optional(),
  /** Due within 3 days (or overdue), not yet answered. */
  dueSoon: z.enum(['true', 'false'], { error: 'validation.format' }).optional(),
  reference: z.string().trim().max(40, { error: 'validation.format' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.enum(['id', 'createdAt', 'dueAt', 'reference', 'status']).default('dueAt'),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
});

export const complaintSummary = z.object({
  id: z.number(),
  reference: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  status: z.enum(COMPLAINT_STATUSES),
  subject: z.string(),
  institutionName: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueAt: z.string(),
  overdue: z.boolean(),
  createdAt: z.string(),
  version: z.number(),
});
export type ComplaintSummary = z.output<typeof complaintSummary>;

export const complaintEvent = z.object({
  id: z.number(),
  at: z.string(),
  actorName: z.string().nullable(),
  kind: z.enum(['assigned', 'status', 'note', 'reply']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  assigneeId: z.string().nullable(),
  body: z.string().nullable(),
  template: z.string().nullable(),
  /** The message template the text was filled from, if any. */
  fromTemplate: z.string().nullable(),
  files: z.array(z.string()),
});

export const complaintDetail = complaintSummary.extend({
  lang: z.string(),
  subjectOther: z.string().nullable(),
  role: z.enum(ROLES),
  representativeName: z.string().nullable(),
  representativeRelation: z.string().nullable(),
  nameZh: z.string().nullable(),
  nameEn: z.string().nullable(),
  idNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  happenedOn: z.string(),
  whatHappened: z.string(),
  contactedInstitution: z.enum(YES_NO),
  actionsTaken: z.string().nullable(),
  outcome: z.string(),
  files: z.array(z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() })),
  events: z.array(complaintEvent),
  /** The statuses it may move to now. */
  moves: z.array(z.enum(COMPLAINT_STATUSES)),
});
export type ComplaintDetail = z.output<typeof complaintDetail>;

export const assignForm = z.object({ version, assigneeId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.format' }).nullable() }).meta({ id: 'ComplaintAssign' });
export const statusForm = z.object({ version, status: z.enum(COMPLAINT_STATUSES, { error: 'validation.format' }) }).meta({ id: 'ComplaintStatusChange' });
export const noteForm = z.object({ version, text: staffText(4000), fromTemplate }).meta({ id: 'ComplaintNote' });
/** The text fields of a reply (multipart, with up to 5 files in `attachments`). */
export const replyForm = z.object({ version, template: z.enum(REPLY_TEMPLATES, { error: 'validation.format' }), text: staffText(8000), fromTemplate }).meta({ id: 'ComplaintReply' });
export const settingsForm = z
  .object({ version: z.coerce.number().int().min(0).max(2_147_483_647), answerTargetDays: z.coerce.number({ error: 'validation.format' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }).max(365, { error: 'validation.format' }) })
  .meta({ id: 'ComplaintSettings' });
export const complaintSettingsView = z.object({ id: z.literal('answer-target'), answerTargetDays: z.number(), version: z.number() });
export const officer = z.object({ id: z.string(), name: z.string() });
