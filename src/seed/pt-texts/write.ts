/** Adds the Portuguese menu titles and message-template texts a database seeded earlier lacks (see index.ts). */
import type { Transaction } from '#src/server/db/open.ts';
import { entryI18n } from '#src/features/entries/schema.ts';
import { menuItemI18n, menuItems } from '#src/features/site/schema.ts';
import { planMenus } from '#src/seed/plan-menus.ts';
import { selectEntrySlugs } from '#src/seed/queries.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import { TEMPLATES } from '#src/seed/reference/templates-data.ts';
import type { Counts } from '#src/seed/write.ts';

const MESSAGE_TEMPLATE_MODULE = 'message-template';

export async function writeMissingPortuguese(tx: Transaction, counts: Counts): Promise<void> {
  const menuIds = new Map((await tx.select({ id: menuItems.id, mark: menuItems.mark, path: menuItems.path }).from(menuItems)).map((r) => [`${r.mark} ${r.path}`, r.id]));
  const titleRows = planMenus().flatMap((item) => {
    const id = menuIds.get(`${item.mark} ${item.path}`);
    const pt = item.titles.find((t) => t.lang === 'pt');
    return id !== undefined && pt ? [{ menuItemId: id, lang: 'pt' as const, title: pt.title }] : [];
  });
  // A row already there (written by the core, or changed by an editor) stays.
  if (titleRows.length) {
    const added = await tx.insert(menuItemI18n).values(titleRows).onConflictDoNothing().returning({ id: menuItemI18n.menuItemId });
    counts.menuItemI18n = (counts.menuItemI18n ?? 0) + added.length;
  }

  const templateIds = new Map((await selectEntrySlugs(tx, MESSAGE_TEMPLATE_MODULE)).map((r) => [r.slug, r.id]));
  const textRows = TEMPLATES.flatMap((template) => {
    const id = templateIds.get(template.alias);
    const title = template.title.pt;
    const content = template.content.pt;
    return id !== undefined && title !== undefined && content !== undefined ? [{ entryId: id, lang: 'pt' as const, title, content, updatedAt: SEED_BASE_DATE }] : [];
  });
  if (textRows.length) {
    const added = await tx.insert(entryI18n).values(textRows).onConflictDoNothing().returning({ id: entryI18n.entryId });
    counts.entryI18n = (counts.entryI18n ?? 0) + added.length;
  }
}
