// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** The complaints table (README.md): personal data of a complaint lives here and in the kit's submission tables only. */
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { submissionRecordColumns } from '../forms/schema.ts';
import { staffUsers } from '../staff/schema.ts';

/** A complaint's statuses, in their order (README.md, "Staff side"). */
import { COMPLAINT_STATUSES } from './statuses.ts';

/** One complaint as sent (its files are the submission's `form_uploads`). */
export const complaints = pgTable(
  'complaints',
  {
    ...submissionRecordColumns(),
    /** dsb (banks), dsg (insurers and intermediaries), def (other supervised institutions). */
    type: text('type', { enum: ['dsb', 'dsg', 'def'] }).notNull(),
    subject: text('subject').notNull(),
    subjectOther: text('subject_other'),
    role: text('role', { enum: ['customer', 'representative'] }).notNull(),
    representativeName: text('representative_name'),
    representativeRelation: text('representative_relation'),
    nameZh: text('name_zh'),
    nameEn: text('name_en'),
    idNumber: text('id_number').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    /** Slug of the institution's `company` entry, and its name as shown to the complainant. */
    institution: text('institution').notNull(),
    institutionName: text('institution_name').notNull(),
    happenedOn: date('happened_on').notNull(),
    whatHappened: text('what_happened').notNull(),
    contactedInstitution: text('contacted_institution', { enum: ['yes', 'no'] }).notNull(),
    actionsTaken: text('actions_taken'),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where it is in its handling (staff side); moves one step at a time (service.ts). */
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('received'),
    /** The officer handling it (a staff account holding complaints.manage), or nobody yet. */
    assigneeId: text('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Received + the answer target in force then (complaint_settings). */
    dueAt: timestamp('due_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Bumped by every staff change: a save carrying an older one is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job (src/features/privacy) removed the personal data, keeping the row for counts and references. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('complaints_type_idx').on(t.type, t.createdAt), index('complaints_status_due_idx').on(t.status, t.dueAt)],
);

/**
 * A complaint's timeline: every staff change (assignment, status, note, reply), who
 * made it and when. Notes are internal; a reply's text is what the complainant was
 * sent, with the names of the files attached.
 */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** `assigned`, `status`, `note`, `reply`. */
    kind: text('kind', { enum: ['assigned', 'status', 'note', 'reply'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** The officer assigned (kind `assigned`; null: unassigned). */
    assigneeId: text('assignee_id'),
    /** A note's text, or a reply's text as sent. */
    body: text('body'),
    /** A reply's template key and language, the names of the files it carried; the message template a reply or note was filled from. */
    details: jsonb('details').$type<{ template?: string; lang?: string; files?: string[]; fromTemplate?: string }>(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.at)],
);

/** The staff side's settings: one row (id 1). */
export const complaintSettings = pgTable(
  'complaint_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Days from receipt to a complaint's due date. */
    answerTargetDays: integer('answer_target_days').notNull().default(30),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('complaint_settings_one_row', sql`${t.id} = 1`), check('complaint_settings_days', sql`${t.answerTargetDays} between 1 and 365`)],
);
