// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Files served by the site, stored in the database with their bytes. */
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../../server/db/columns.ts';

/**
 * Files served by the site (downloads, attachments, images, captions), kept in
 * the database so every instance behind a load balancer serves the same bytes.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** File name shown and sent in Content-Disposition, e.g. `annual-report-2025.pdf`. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_sha256_name_uq').on(t.sha256, t.name)],
);
