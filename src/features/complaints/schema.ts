// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** The complaints table (README.md): personal data of a complaint lives here and in the kit's submission tables only. */
import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { submissionRecordColumns } from '../forms/schema.ts';

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
  },
  (t) => [index('complaints_type_idx').on(t.type, t.createdAt)],
);
