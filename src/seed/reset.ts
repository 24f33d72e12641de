/**
 * Removes everything the seed writes, so that `seedDatabase` can write it again.
 * Rows go children first in one transaction, and the id sequences restart, so a
 * reseeded database is identical to a freshly seeded one.
 */
import type { Database } from '#src/server/db/open.ts';
import { contentVersions, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { menuItemI18n, menuItems, noticeI18n, notices, pageI18n, pages, selectionOptionI18n, selectionOptions, settings } from '#src/features/site/schema.ts';
import { SEED_PARTS, SEED_VERSION_KEY, partKey } from './index.ts';
import { deleteMetaValue, deleteMetaValuesStartingWith, restartIds } from './queries.ts';

/** Tables with a serial id, whose sequences restart at 1. */
const SERIAL_TABLES = ['content_versions', 'selection_options', 'module_cats', 'notices', 'settings', 'pages', 'menu_items'] as const;

export async function resetSeededData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Later parts first: their rows point at the core's.
    for (const part of [...SEED_PARTS].reverse()) await part.reset?.(tx);
    await deleteMetaValuesStartingWith(tx, partKey(''));
    await tx.delete(contentVersions);
    await tx.delete(selectionOptionI18n);
    await tx.delete(selectionOptions);
    await tx.delete(moduleCatI18n);
    await tx.delete(moduleCats);
    await tx.delete(noticeI18n);
    await tx.delete(notices);
    await tx.delete(settings);
    await tx.delete(pageI18n);
    await tx.delete(pages);
    await tx.delete(menuItemI18n);
    await tx.delete(menuItems);
    await deleteMetaValue(tx, SEED_VERSION_KEY);
    for (const table of SERIAL_TABLES) await restartIds(tx, table);
  });
}
