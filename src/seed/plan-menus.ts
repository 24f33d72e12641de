/**
 * Turns the declarative menus into the rows to insert (without database ids):
 * derives templates, simplified Chinese, meta texts, dates and the partial
 * Portuguese coverage. Pure, so the data can be checked without a database, and
 * strict: a dangling link, a missing body or an unknown category fails the seed.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { PAGE_CONTENT } from './content.ts';
import { MAIN_MENU_TREE } from './menu-tree.ts';
import { metaDescription, metaKeywords } from './meta.ts';
import { CATEGORY_SET_OF_MODULE, MODULE_CATS, type CatSpec } from './module-cats-data.ts';
import { SECONDARY_MENUS } from './other-menus.ts';
import { itemDates, randomFor } from './random.ts';
import type { LinkSpec, MenuSpec, Texts } from './types.ts';

export const MAIN_MARK = 'main';

export type PageTemplate = 'section' | 'two-column' | 'sub-pages';

export interface PlannedPageText {
  lang: Language;
  title: string;
  metaDesc: string;
  metaKeywords: string;
  content: string | null;
}

export interface PlannedPage {
  template: PageTemplate;
  module: PageModule | null;
  slug: string;
  subSlug: string | null;
  extras: { isPage?: boolean };
  moduleCat: string | null;
  texts: PlannedPageText[];
}

export interface PlannedMenuItem {
  mark: string;
  slug: string;
  path: string;
  /** Path of the parent in the same menu, null at the top. */
  parentPath: string | null;
  depth: number;
  url: string | null;
  showInMenu: boolean;
  newWindow: boolean;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
  titles: { lang: Language; title: string }[];
  page: PlannedPage | null;
}

type HandLanguage = 'zh-hant' | 'en' | 'pt';

/** The languages of a text, with simplified Chinese derived, in canonical order. */
export function expandTexts(texts: Texts): { lang: Language; value: string }[] {
  const out: { lang: Language; value: string }[] = [
    { lang: 'zh-hant', value: texts['zh-hant'] },
    { lang: 'zh-hans', value: toSimplified(texts['zh-hant']) },
    { lang: 'en', value: texts.en },
  ];
  if (texts.pt !== undefined) out.push({ lang: 'pt', value: texts.pt });
  return out;
}

function categorySlugs(set: string): Set<string> {
  const slugs = new Set<string>();
  const walk = (cats: readonly CatSpec[]) => {
    for (const c of cats) {
      slugs.add(c.slug);
      if (c.children) walk(c.children);
    }
  };
  walk(MODULE_CATS[set] ?? []);
  return slugs;
}

function templateOf(spec: MenuSpec, depth: number): PageTemplate {
  if (depth === 0) return 'section';
  return spec.children?.length ? 'sub-pages' : 'two-column';
}

/**
 * Portuguese page text exists for sections, for CMS pages whose body was
 * translated, and for some of the other pages with a Portuguese title
 * (chosen by a generator keyed on the path, so the choice is stable).
 */
function hasPortuguesePage(spec: MenuSpec, path: string, depth: number): boolean {
  if (spec.title.pt === undefined) return false;
  if (depth === 0) return true;
  if (spec.module === 'generic-page') return PAGE_CONTENT[path]?.pt !== undefined;
  return randomFor(`pt-page:${path}`)() < 0.4;
}

function planPage(spec: MenuSpec, path: string, depth: number, sectionTitle: Texts | null): PlannedPage {
  const template = templateOf(spec, depth);
  const module = spec.children?.length || spec.url ? null : (spec.module ?? null);
  if (!spec.children?.length && !spec.url && !module) throw new Error(`seed: leaf ${path} has no module`);
  if (spec.children?.length && spec.module) throw new Error(`seed: ${path} has children and a module`);
  const content = module === 'generic-page' ? PAGE_CONTENT[path] : undefined;
  if (module === 'generic-page' && !content) throw new Error(`seed: no content for CMS page ${path}`);
  if (content?.pt !== undefined && spec.title.pt === undefined) throw new Error(`seed: ${path} has Portuguese content but no Portuguese title`);
  if (spec.moduleCat !== undefined) {
    const set = module ? CATEGORY_SET_OF_MODULE[module] : undefined;
    if (!set || !categorySlugs(set).has(spec.moduleCat)) throw new Error(`seed: ${path} names unknown category ${spec.moduleCat}`);
  }

  const langs: HandLanguage[] = hasPortuguesePage(spec, path, depth) ? ['zh-hant', 'en', 'pt'] : ['zh-hant', 'en'];
  const texts: PlannedPageText[] = [];
  for (const lang of langs) {
    const title = spec.title[lang] ?? spec.title.en;
    const body = content ? (content[lang] ?? null) : null;
    // Only children titled in the page's language, so a description never mixes languages.
    const childTitles = (spec.children ?? [])
      .filter((c) => c.showInMenu !== false)
      .map((c) => c.title[lang])
      .filter((t): t is string => t !== undefined);
    const section = sectionTitle ? (sectionTitle[lang] ?? sectionTitle.en) : null;
    const metaInput = { lang, title, sectionTitle: section, module, content: body, childTitles, url: spec.url ?? null };
    const text: PlannedPageText = { lang, title, metaDesc: metaDescription(metaInput), metaKeywords: metaKeywords(metaInput), content: body };
    texts.push(text);
    if (lang === 'zh-hant') {
      texts.push({
        lang: 'zh-hans',
        title: toSimplified(text.title),
        metaDesc: toSimplified(text.metaDesc),
        metaKeywords: toSimplified(text.metaKeywords),
        content: text.content === null ? null : toSimplified(text.content),
      });
    }
  }
  return {
    template,
    module,
    slug: spec.slug,
    subSlug: spec.subSlug ?? null,
    extras: module === 'generic-page' ? { isPage: true } : {},
    moduleCat: spec.moduleCat ?? null,
    texts,
  };
}

export function planMainMenu(tree: readonly MenuSpec[] = MAIN_MENU_TREE): PlannedMenuItem[] {
  const items: PlannedMenuItem[] = [];
  const seen = new Set<string>();
  const usedContent = new Set<string>();
  const walk = (specs: readonly MenuSpec[], parentPath: string | null, depth: number, section: Texts | null) => {
    specs.forEach((spec, index) => {
      const path = parentPath === null ? spec.slug : `${parentPath}/${spec.slug}`;
      if (seen.has(path)) throw new Error(`seed: duplicate main-menu path ${path}`);
      seen.add(path);
      if (spec.module === 'generic-page') usedContent.add(path);
      const dates = itemDates(`${MAIN_MARK}:${path}`);
      items.push({
        mark: MAIN_MARK,
        slug: spec.slug,
        path,
        parentPath,
        depth,
        url: spec.url ?? null,
        showInMenu: spec.showInMenu ?? true,
        newWindow: spec.newWindow ?? false,
        sortOrder: (index + 1) * 10,
        ...dates,
        titles: expandTexts(spec.title).map(({ lang, value }) => ({ lang, title: value })),
        page: planPage(spec, path, depth, section),
      });
      if (spec.children) walk(spec.children, path, depth + 1, section ?? spec.title);
    });
  };
  walk(tree, null, 0, null);
  const unused = Object.keys(PAGE_CONTENT).filter((p) => !usedContent.has(p));
  if (unused.length) throw new Error(`seed: content without a CMS page: ${unused.join(', ')}`);
  return items;
}

/** A secondary menu: each link takes its titles (and languages) from the main-menu item it leads to. */
export function planLinkMenu(mark: string, links: readonly LinkSpec[], main: readonly PlannedMenuItem[]): PlannedMenuItem[] {
  const byPath = new Map(main.map((item) => [item.path, item]));
  const items: PlannedMenuItem[] = [];
  const seen = new Set<string>();
  const walk = (specs: readonly LinkSpec[], parentPath: string | null, depth: number) => {
    specs.forEach((spec, index) => {
      const target = byPath.get(spec.path);
      if (!target) throw new Error(`seed: ${mark} link to unknown path ${spec.path}`);
      if (seen.has(spec.path)) throw new Error(`seed: duplicate ${mark} path ${spec.path}`);
      seen.add(spec.path);
      const titles = spec.title ? expandTexts(spec.title).map(({ lang, value }) => ({ lang, title: value })) : target.titles;
      items.push({
        mark,
        slug: target.slug,
        path: spec.path,
        parentPath,
        depth,
        url: null,
        showInMenu: true,
        newWindow: false,
        sortOrder: (index + 1) * 10,
        ...itemDates(`${mark}:${spec.path}`),
        titles,
        page: null,
      });
      if (spec.children) walk(spec.children, spec.path, depth + 1);
    });
  };
  walk(links, null, 0);
  return items;
}

/** Every menu of the site, main menu first. */
export function planMenus(): PlannedMenuItem[] {
  const main = planMainMenu();
  const others = Object.entries(SECONDARY_MENUS).flatMap(([mark, links]) => planLinkMenu(mark, links, main));
  return [...main, ...others];
}
