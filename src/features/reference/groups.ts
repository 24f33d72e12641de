/**
 * Grouping listed entries under the categories of a page (laws by category, FAQ
 * by topic): a category with children shows one group per child, each with its
 * whole subtree; a category without children is one group.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ModuleCat } from '#src/features/entries/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

export interface Group<T> {
  category: ModuleCat;
  items: T[];
}

function subtreeIds(cat: ModuleCat): Set<number> {
  const ids = new Set<number>([cat.id]);
  for (const child of cat.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/**
 * The categories a page lists: the subtree of `rootSlug` in the module's set
 * (undefined when the slug is unknown), or every top-level category.
 */
export async function pageCategories(db: Queryable, lang: Language, catModule: string, rootSlug: string | undefined): Promise<ModuleCat[] | undefined> {
  if (!rootSlug) return getModuleCats(db, lang, { module: catModule });
  try {
    return await getModuleCats(db, lang, { module: catModule, slug: rootSlug });
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

/** The groups a list of roots is shown in: a lone root with children is split into its children. */
export function groupCategories(roots: readonly ModuleCat[]): ModuleCat[] {
  const [only] = roots;
  if (roots.length === 1 && only && only.children.length) return [{ ...only, children: [] }, ...only.children];
  return [...roots];
}

/**
 * Items placed in their group (the first group whose subtree holds their
 * category); empty groups are dropped. With a split root, the root group holds
 * only the items filed directly under it.
 */
export function groupItems<T extends { category: { id: number } | null }>(groups: readonly ModuleCat[], items: readonly T[]): Group<T>[] {
  const sets = groups.map((g) => subtreeIds(g));
  const out: Group<T>[] = groups.map((category) => ({ category, items: [] }));
  for (const item of items) {
    const id = item.category?.id;
    if (id === undefined) continue;
    const index = sets.findIndex((s) => s.has(id));
    if (index >= 0) out[index]?.items.push(item);
  }
  return out.filter((g) => g.items.length > 0);
}
