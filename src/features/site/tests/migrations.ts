/**
 * Migrations read back by the database tests of the moves they made. A migration is
 * found by what it holds, not by its number (numbers are given when branches meet).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '#src/server/db/open.ts';

/** The statements of the one migration that holds `marker`. */
function statementsOf(marker: string): string[] {
  const migration = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8'))
    .find((text) => text.includes(marker));
  if (!migration) throw new Error(`no migration holds ${marker}`);
  return migration.split('--> statement-breakpoint');
}

/** The statements of the hand-written tail of the migration that holds `marker`. */
export function handWrittenTail(marker: string): string[] {
  const statements = statementsOf(marker);
  const from = statements.findIndex((s) => s.includes('-- hand-written tail'));
  if (from < 0) throw new Error(`the migration that holds ${marker} has no hand-written tail`);
  return statements.slice(from);
}

/**
 * `site_reviews` as migration 0030 made it. Migration 0036 dropped it; the tests of the
 * migrations that moved its rows out (pages, notices) make it again to have rows to move.
 */
export function oldSiteReviewsTable(): string {
  const marker = 'CREATE TABLE "site_reviews"';
  const statement = statementsOf(marker).find((s) => s.includes(marker));
  if (!statement) throw new Error('no statement makes site_reviews');
  return statement;
}
