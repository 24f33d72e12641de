// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the reproduction application (README.md). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { submissionRecordColumns } from '../forms/schema.ts';

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
});
