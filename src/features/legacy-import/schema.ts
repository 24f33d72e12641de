// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/**
 * Progress of `npm run import:legacy` (docs/decisions/0037-legacy-import.md): one row per
 * unit written (a category tree, a menu, the settings, an entry with its languages and
 * files), in the unit's own transaction, so an interrupted import resumes where it
 * stopped and never writes a unit twice.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const legacyImportUnits = pgTable('legacy_import_units', {
  /** `cats`, `menu:main`, `settings`, `notices`, `entry:123`, … */
  unit: text('unit').primaryKey(),
  /** The origin read (`--from`); a rerun from another origin is refused. */
  source: text('source').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
