// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the reproduction application (README.md). */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { submissionRecordColumns } from '../forms/schema.ts';
import { bytea } from '../../server/db/columns.ts';
import { APPLICATION_STATUSES } from './statuses.ts';

/**
 * One application to reproduce or imitate banknotes or coins (SPEC §3). Written in the
 * submission's transaction (forms kit), so it exists exactly when its reference,
 * attachments (`form_uploads`) and e-mails do. Lines are kept as JSON: they are read
 * whole, never queried one by one.
 */
export const reproductionApplications = pgTable('reproduction_applications', {
  ...submissionRecordColumns(),
  applicantName: text('applicant_name').notNull(),
  contactPerson: text('contact_person').notNull(),
  email: text('email').notNull(),
  areaCode: text('area_code').notNull(),
  phone: text('phone').notNull(),
  purpose: text('purpose', { enum: ['teaching', 'other'] }).notNull(),
  purposeOther: text('purpose_other'),
  banknotes: jsonb('banknotes').$type<{ bank: string; denomination: string; quantity: number; sides: string; other?: string }[]>().notNull(),
  coins: jsonb('coins').$type<{ denomination: string; quantity: number }[]>().notNull(),
  total: integer('total').notNull(),
  finished: text('finished', { enum: ['same', 'different'] }).notNull(),
  finishedText: text('finished_text'),
  finishedWidthMm: text('finished_width_mm'),
  finishedHeightMm: text('finished_height_mm'),
  declaredAt: timestamp('declared_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Staff side: received, more information asked for, approved or refused (the last two final). */
  status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('received'),
  /** Bumped by every staff change: a write carrying an older one is refused (409). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the retention job (src/features/privacy) removed the personal data, keeping the row for counts and references. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

/**
 * An application's timeline: each request for information and the decision, with the
 * text sent and who sent it. A decision keeps its letter (the PDF the applicant was sent).
 */
export const reproductionEvents = pgTable(
  'reproduction_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => reproductionApplications.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    kind: text('kind', { enum: ['info-requested', 'approved', 'refused'] }).notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** What the officer wrote (the request, the decision's reasons or conditions). */
    body: text('body').notNull(),
    /** The decision letter as sent (PDF), null for a request for information. */
    letter: bytea('letter'),
  },
  (t) => [index('reproduction_events_application_idx').on(t.applicationId, t.at)],
);
