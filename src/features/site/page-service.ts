/**
 * The page call: a published page, or its preview version when the key is valid;
 * and how many items the side navigation of a page shows per group.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Page } from '#src/server/page/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { cachedByRevision } from '#src/server/cache/revision.ts';
import { normalizePath, type MenuNode, type MenuTree } from '#src/server/page/menu-tree.ts';
import type { PreviewRequest } from '#src/server/page/preview-request.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { getVersionData, versionTextsIn } from '#src/features/entries/versions.ts';
import { loadMenuTree, MAIN_MENU, pageOfNode, toNode, type PageOverride } from './menu-service.ts';
import { draftMenuRowAt, menuTitlesOf } from './queries.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The texts of the page's saved version `vid`, when the preview request is for this page and its key is valid. */
async function previewOverride(db: Queryable, node: MenuNode, lang: Language, preview: PreviewRequest): Promise<PageOverride | undefined> {
  // The version must belong to the page at this path, so a key cannot be used to
  // show one page's draft under another page's URL.
  if (!preview.preview || !node.page || preview.id !== node.page.id) return undefined;
  const data = await getVersionData(db, 'page', preview);
  const picked = data ? versionTextsIn(data, lang) : undefined;
  if (!picked) return undefined;
  const { texts } = picked;
  // The draft's texts are in the language they were saved in: say so, so the view marks them.
  const override: PageOverride = { lang: picked.lang };
  const title = text(texts.title);
  if (title !== undefined) override.title = title;
  if (texts.content !== undefined) override.content = text(texts.content) ?? null;
  if (texts.metaDesc !== undefined) override.metaDesc = text(texts.metaDesc) ?? null;
  return override;
}

/**
 * A draft item at `path` (off the tree: not on the site yet) when the preview request is
 * for its page with a valid key or ticket, so a new page's draft is seen in its template.
 */
export async function draftNodeAt(db: Queryable, path: string, lang: Language, preview: PreviewRequest): Promise<MenuNode | undefined> {
  if (!preview.preview || !preview.id) return undefined;
  const row = await draftMenuRowAt(db, MAIN_MENU, normalizePath(path));
  if (row?.page?.id !== preview.id || !(await getVersionData(db, 'page', preview))) return undefined;
  return toNode(row, await menuTitlesOf(db, row.id), [], lang);
}

/** The page of a node already found in `tree`, with its preview version when asked for. */
export async function getPageOfNode(db: Queryable, tree: MenuTree, node: MenuNode, lang: Language, preview: PreviewRequest = { preview: false }): Promise<Page> {
  return pageOfNode(db, tree, node, lang, await previewOverride(db, node, lang, preview));
}

/** The page at `path` (the API call); `tree` when the caller already holds the main menu tree. */
export async function getPage(db: Queryable, path: string, lang: Language, preview: PreviewRequest = { preview: false }, tree?: MenuTree): Promise<Page> {
  const menu = tree ?? (await loadMenuTree(db, MAIN_MENU, lang));
  const node = menu.byPath.get(normalizePath(path));
  if (!node) throw new NotFoundError();
  return getPageOfNode(db, menu, node, lang, preview);
}

/** SPEC §4: groups of the side navigation collapse to this many items unless the module category says otherwise. */
export const DEFAULT_AUTO_HIDE = 5;

/** The category's count, read once per content revision (a minute at most) rather than on every render of its pages. */
export async function autoHideCountOf(db: Queryable, lang: Language, page: Page): Promise<number> {
  const { module, moduleCat } = page;
  if (!module || !moduleCat) return DEFAULT_AUTO_HIDE;
  return cachedByRevision(
    db,
    `auto-hide:${lang}:${module}:${moduleCat}`,
    async () => {
      try {
        const [cat] = await getModuleCats(db, lang, { module, slug: moduleCat });
        return cat?.autoHideCount ?? DEFAULT_AUTO_HIDE;
      } catch (err) {
        // A page may name a category that is not (or no longer) there: the default count.
        if (err instanceof NotFoundError) return DEFAULT_AUTO_HIDE;
        throw err;
      }
    },
    { maxAgeMs: 60_000, maxEntries: 512 },
  );
}
