/**
 * Shapes of the declarative seed data. Texts are written in traditional Chinese,
 * English and, where a translation exists, Portuguese; simplified Chinese is
 * derived (see chinese.ts), so it never appears here.
 */
import type { PageModule } from '#src/lib/modules.ts';

/** A text in the hand-written languages; `pt` is optional because Portuguese is partial. */
export interface Texts {
  'zh-hant': string;
  en: string;
  pt?: string | undefined;
}

/** Shorthand for writing a text inline in the data files. */
export function tx(zhHant: string, en: string, pt?: string): Texts {
  return pt === undefined ? { 'zh-hant': zhHant, en } : { 'zh-hant': zhHant, en, pt };
}

/**
 * One item of the main menu. The page template follows from the position in the
 * tree (top level: `section`; with children: `sub-pages`; otherwise `two-column`).
 */
export interface MenuSpec {
  slug: string;
  title: Texts;
  /** Page module of a leaf; `generic-page` leaves take their HTML from content-*.ts by path. */
  module?: PageModule;
  /** Becomes the `type` (or `slug`, for statements) query parameter of the page. */
  subSlug?: string;
  /** Slug of the category (of the module's category set) that the page lists. */
  moduleCat?: string;
  /** External address: the item leaves the site. */
  url?: string;
  newWindow?: boolean;
  /** False keeps the page routable but out of the navigation. */
  showInMenu?: boolean;
  children?: MenuSpec[];
}

/** A link of a secondary menu (footer, quick links, top links) to a main-menu path. */
export interface LinkSpec {
  /** Path of the main-menu page it leads to; also its own path within its menu. */
  path: string;
  /** Title when it should differ from the main-menu title. */
  title?: Texts;
  children?: LinkSpec[];
}

/** HTML body of a CMS page per hand-written language. */
export type PageContent = Texts;
