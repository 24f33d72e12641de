/** The page call: a published page, or its preview version when the key is valid. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Page } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getVersionData, versionTextsFor, type PreviewRequest } from '#src/features/preview/service.ts';
import { getPageByPath, loadMenuTree, MAIN_MENU, normalizePath, type PageOverride } from './menu-service.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export async function getPage(db: Queryable, path: string, lang: Language, preview: PreviewRequest = { preview: false }): Promise<Page> {
  const tree = await loadMenuTree(db, MAIN_MENU, lang);
  const node = tree.byPath.get(normalizePath(path));
  let override: PageOverride | undefined;
  // The version must belong to the page at this path, so a key cannot be used to
  // show one page's draft under another page's URL.
  if (preview.preview && node?.page && preview.id === node.page.id) {
    const data = await getVersionData(db, 'page', preview);
    const texts = data ? versionTextsFor(data, lang) : undefined;
    if (texts) {
      override = {};
      const title = text(texts.title);
      if (title !== undefined) override.title = title;
      if (texts.content !== undefined) override.content = text(texts.content) ?? null;
      if (texts.metaDesc !== undefined) override.metaDesc = text(texts.metaDesc) ?? null;
    }
  }
  return getPageByPath(db, path, lang, override ? { tree, override } : { tree });
}
