/**
 * The seed's SQL beyond plain inserts: what the core writer and several parts share
 * (looking rows up by their natural keys, deleting a part's rows, restarting id
 * sequences), so one statement serves every part. A part's own SQL is in its
 * folder's queries.ts.
 */
import { and, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '#src/server/db/open.ts';
import { appMeta } from '#src/server/db/schema.ts';
import { contentVersions, entries, entryFiles, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { menuItems, pages, selectionOptions } from '#src/features/site/schema.ts';

// --- The seed's bookkeeping (app_meta) -------------------------------------------------

/** Arbitrary, fixed: makes concurrent seeders (two processes on one server) take turns. */
const SEED_LOCK_KEY = 7_264_001;

/** Waits for any other seeder, until the end of the transaction. */
export async function lockSeed(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
}

export async function selectMetaValue(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function deleteMetaValue(tx: Transaction, key: string): Promise<void> {
  await tx.delete(appMeta).where(eq(appMeta.key, key));
}

export async function deleteMetaValuesStartingWith(tx: Transaction, prefix: string): Promise<void> {
  await tx.delete(appMeta).where(like(appMeta.key, `${prefix}%`));
}

// --- Rows already there, by natural key (a partial earlier run is completed, never doubled) ---

export function selectMenuItemKeys(tx: Transaction, marks: string[]) {
  return tx.select({ id: menuItems.id, mark: menuItems.mark, path: menuItems.path }).from(menuItems).where(inArray(menuItems.mark, marks));
}

export function selectPagesOfMenuItems(tx: Transaction, menuItemIds: number[]) {
  return tx.select({ id: pages.id, menuItemId: pages.menuItemId }).from(pages).where(inArray(pages.menuItemId, menuItemIds));
}

export function selectModuleCatKeys(tx: Transaction, modules: string[]) {
  return tx.select({ id: moduleCats.id, module: moduleCats.module, slug: moduleCats.slug }).from(moduleCats).where(inArray(moduleCats.module, modules));
}

export function selectSelectionOptionKeys(tx: Transaction, types: string[]) {
  return tx.select({ id: selectionOptions.id, type: selectionOptions.type, code: selectionOptions.code }).from(selectionOptions).where(inArray(selectionOptions.type, types));
}

/** The categories of `module` with these slugs. */
export function selectCatsBySlug(tx: Transaction, module: string, slugs: string[]) {
  return tx.select({ id: moduleCats.id, slug: moduleCats.slug }).from(moduleCats).where(and(eq(moduleCats.module, module), inArray(moduleCats.slug, slugs)));
}

/** The entries of `module`, with their slugs. */
export function selectEntrySlugs(tx: Transaction, module: string) {
  return tx.select({ id: entries.id, slug: entries.slug }).from(entries).where(eq(entries.module, module));
}

/** The id of the entry of `module` with this slug, if there is one. */
export async function selectEntryIdBySlug(tx: Transaction, module: string, slug: string): Promise<number | undefined> {
  const [entry] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.module, module), eq(entries.slug, slug)))
    .limit(1);
  return entry?.id;
}

// --- Removing what a part wrote (`seed --reset`) ------------------------------------------

/** Deletes every entry of these modules (their texts and file links go with them). */
export async function deleteEntries(tx: Transaction, modules: string[]): Promise<void> {
  if (modules.length) await tx.delete(entries).where(inArray(entries.module, modules));
}

/** Deletes the category sets of these modules (their texts go with them). */
export async function deleteModuleCats(tx: Transaction, modules: string[]): Promise<void> {
  await tx.delete(moduleCats).where(inArray(moduleCats.module, modules));
}

/** Deletes the saved versions of the items of these modules. */
export async function deleteContentVersions(tx: Transaction, modules: string[]): Promise<void> {
  await tx.delete(contentVersions).where(inArray(contentVersions.module, modules));
}

/**
 * Deletes the files with these names (or ids) that no entry links to any more: a
 * part removes its own files, never one another part still uses.
 */
export async function deleteUnlinkedFiles(tx: Transaction, which: { names: string[] } | { ids: number[] }): Promise<void> {
  const keys = 'names' in which ? which.names : which.ids;
  if (!keys.length) return;
  const chosen = 'names' in which ? inArray(files.name, which.names) : inArray(files.id, which.ids);
  await tx.delete(files).where(and(chosen, notExists(tx.select({ one: sql`1` }).from(entryFiles).where(eq(entryFiles.fileId, files.id)))));
}

/** Restarts a table's id sequence at 1 (the table is empty again). */
export async function restartIds(tx: Transaction, table: string): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
}

/**
 * Restarts a table's id sequence just after the highest id left: ids continue after
 * what other parts keep, so a reseed gives the same ids whichever part resets first.
 */
export async function resetIdSequence(tx: Transaction, table: string): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`);
}
