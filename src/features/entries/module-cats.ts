/** Module categories (SPEC §3): a tree per module, with titles per language. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ModuleCat } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { groupBy, pickTranslation } from './translations.ts';
import { moduleCatRows, moduleCatTexts } from './queries.ts';

export { moduleCatExists } from './queries.ts';

/**
 * Categories of a module as a tree; with `slug`, the subtree rooted at that
 * category. Unknown slugs are a 404, an empty module an empty list.
 */
export async function getModuleCats(db: Queryable, lang: Language, filter: { module?: string; slug?: string }): Promise<ModuleCat[]> {
  const rows = await moduleCatRows(db, filter.module);
  const texts = groupBy(
    await moduleCatTexts(db, rows.map((r) => r.id)),
    (r) => r.moduleCatId,
  );
  const nodes = new Map<number, ModuleCat & { parentId: number | null }>();
  for (const row of rows) {
    const picked = pickTranslation(texts.get(row.id) ?? [], lang);
    const text = picked?.value;
    if (!picked || !text) continue;
    nodes.set(row.id, {
      id: row.id,
      module: row.module,
      slug: row.slug,
      title: text.title,
      lang: picked.lang,
      summary: text.summary,
      autoHideCount: row.autoHideCount,
      children: [],
      parentId: row.parentId,
    });
  }
  const roots: ModuleCat[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const strip = (n: ModuleCat): ModuleCat => ({
    id: n.id,
    module: n.module,
    slug: n.slug,
    title: n.title,
    lang: n.lang,
    summary: n.summary,
    autoHideCount: n.autoHideCount,
    children: n.children.map(strip),
  });
  if (filter.slug) {
    const found = [...nodes.values()].find((n) => n.slug === filter.slug);
    if (!found) throw new NotFoundError();
    return [strip(found)];
  }
  return roots.map(strip);
}
