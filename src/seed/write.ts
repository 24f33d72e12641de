/**
 * Writers: one bulk insert per table (per tree level where rows point at their
 * parent), ids mapped back through the natural keys. Every insert skips rows whose
 * natural key already exists, so a partial earlier run is completed, never doubled.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { contentVersions, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { menuItemI18n, menuItems, noticeI18n, notices, pageI18n, pages, selectionOptionI18n, selectionOptions, settings } from '#src/features/site/schema.ts';
import { MODULE_CATS, type CatSpec } from './module-cats-data.ts';
import { selectMenuItemKeys, selectModuleCatKeys, selectPagesOfMenuItems, selectSelectionOptionKeys } from './queries.ts';
import { MAIN_MARK, expandTexts, type PlannedMenuItem } from './plan-menus.ts';
import { versionTexts } from './version-texts.ts';
import { SEED_BASE_DATE, itemDates } from './random.ts';
import { SELECTION_OPTIONS } from './selections-data.ts';
import { CONTACT_SETTINGS, CONTACT_TEXTS, NOTICES, PAGE_VERSIONS, SITE_SETTINGS, VERSIONED_PAGE_PATH, WEBSITE_SETTINGS } from './site-data.ts';

export type Counts = Record<string, number>;

const keyOf = (...parts: string[]) => parts.join('\u0000');

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no id for ${what}`);
  return value;
}

/** Writes all menus with their pages; returns the page id of each main-menu path. */
export async function writeMenus(tx: Transaction, items: readonly PlannedMenuItem[], counts: Counts): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const maxDepth = Math.max(0, ...items.map((i) => i.depth));
  counts.menuItems = 0;
  for (let depth = 0; depth <= maxDepth; depth++) {
    const level = items.filter((i) => i.depth === depth);
    if (!level.length) continue;
    const rows = level.map((i) => ({
      parentId: i.parentPath === null ? null : required(ids, keyOf(i.mark, i.parentPath), `${i.mark} ${i.parentPath}`),
      mark: i.mark,
      slug: i.slug,
      path: i.path,
      url: i.url,
      showInMenu: i.showInMenu,
      newWindow: i.newWindow,
      status: 'published' as const,
      sortOrder: i.sortOrder,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
    }));
    const inserted = await tx
      .insert(menuItems)
      .values(rows)
      .onConflictDoNothing({ target: [menuItems.mark, menuItems.path] })
      .returning({ id: menuItems.id, mark: menuItems.mark, path: menuItems.path });
    counts.menuItems += inserted.length;
    for (const r of inserted) ids.set(keyOf(r.mark, r.path), r.id);
    if (inserted.length < rows.length) {
      const marks = [...new Set(level.map((i) => i.mark))];
      const existing = await selectMenuItemKeys(tx, marks);
      for (const r of existing) if (!ids.has(keyOf(r.mark, r.path))) ids.set(keyOf(r.mark, r.path), r.id);
    }
  }
  const idOf = (i: PlannedMenuItem) => required(ids, keyOf(i.mark, i.path), `${i.mark} ${i.path}`);

  const titleRows = items.flatMap((i) => i.titles.map((t) => ({ menuItemId: idOf(i), lang: t.lang, title: t.title })));
  counts.menuItemI18n = (await tx.insert(menuItemI18n).values(titleRows).onConflictDoNothing().returning({ id: menuItemI18n.menuItemId })).length;

  const withPage = items.filter((i): i is PlannedMenuItem & { page: NonNullable<PlannedMenuItem['page']> } => i.page !== null);
  const pageRows = withPage.map((i) => ({
    menuItemId: idOf(i),
    template: i.page.template,
    module: i.page.module,
    slug: i.page.slug,
    subSlug: i.page.subSlug,
    extras: i.page.extras,
    moduleCat: i.page.moduleCat,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  }));
  const insertedPages = await tx
    .insert(pages)
    .values(pageRows)
    .onConflictDoNothing({ target: pages.menuItemId })
    .returning({ id: pages.id, menuItemId: pages.menuItemId });
  counts.pages = insertedPages.length;
  const pageIdByItem = new Map<number, number>();
  for (const r of insertedPages) if (r.menuItemId !== null) pageIdByItem.set(r.menuItemId, r.id);
  if (insertedPages.length < pageRows.length) {
    const existing = await selectPagesOfMenuItems(tx, pageRows.map((r) => r.menuItemId));
    for (const r of existing) if (r.menuItemId !== null && !pageIdByItem.has(r.menuItemId)) pageIdByItem.set(r.menuItemId, r.id);
  }

  const pageIdByPath = new Map<string, number>();
  const textRows = withPage.flatMap((i) => {
    const pageId = pageIdByItem.get(idOf(i));
    if (pageId === undefined) throw new Error(`seed: no page id for ${i.path}`);
    if (i.mark === MAIN_MARK) pageIdByPath.set(i.path, pageId);
    return i.page.texts.map((t) => ({
      pageId,
      lang: t.lang,
      title: t.title,
      meta: null,
      metaDesc: t.metaDesc,
      metaKeywords: t.metaKeywords,
      content: t.content,
      updatedAt: i.updatedAt,
    }));
  });
  counts.pageI18n = (await tx.insert(pageI18n).values(textRows).onConflictDoNothing().returning({ id: pageI18n.pageId })).length;
  return pageIdByPath;
}

interface PlannedCat {
  module: string;
  spec: CatSpec;
  parentSlug: string | null;
  depth: number;
  sortOrder: number;
}

function planCats(): PlannedCat[] {
  const out: PlannedCat[] = [];
  for (const [module, cats] of Object.entries(MODULE_CATS)) {
    const walk = (specs: readonly CatSpec[], parentSlug: string | null, depth: number) => {
      specs.forEach((spec, index) => {
        out.push({ module, spec, parentSlug, depth, sortOrder: (index + 1) * 10 });
        if (spec.children) walk(spec.children, spec.slug, depth + 1);
      });
    };
    walk(cats, null, 0);
  }
  return out;
}

export async function writeModuleCats(tx: Transaction, counts: Counts): Promise<void> {
  const planned = planCats();
  const ids = new Map<string, number>();
  counts.moduleCats = 0;
  const maxDepth = Math.max(0, ...planned.map((c) => c.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    const level = planned.filter((c) => c.depth === depth);
    if (!level.length) continue;
    const rows = level.map((c) => ({
      module: c.module,
      slug: c.spec.slug,
      parentId: c.parentSlug === null ? null : required(ids, keyOf(c.module, c.parentSlug), `${c.module} ${c.parentSlug}`),
      autoHideCount: c.spec.autoHideCount ?? null,
      sortOrder: c.sortOrder,
      ...itemDates(`module-cat:${c.module}:${c.spec.slug}`),
    }));
    const inserted = await tx
      .insert(moduleCats)
      .values(rows)
      .onConflictDoNothing({ target: [moduleCats.module, moduleCats.slug] })
      .returning({ id: moduleCats.id, module: moduleCats.module, slug: moduleCats.slug });
    counts.moduleCats += inserted.length;
    for (const r of inserted) ids.set(keyOf(r.module, r.slug), r.id);
    if (inserted.length < rows.length) {
      const existing = await selectModuleCatKeys(tx, [...new Set(level.map((c) => c.module))]);
      for (const r of existing) if (!ids.has(keyOf(r.module, r.slug))) ids.set(keyOf(r.module, r.slug), r.id);
    }
  }
  const textRows = planned.flatMap((c) => {
    const id = required(ids, keyOf(c.module, c.spec.slug), `${c.module} ${c.spec.slug}`);
    const summaries = new Map(expandTexts(c.spec.summary).map((s) => [s.lang, s.value]));
    return expandTexts(c.spec.title).map((t) => ({ moduleCatId: id, lang: t.lang, title: t.value, summary: summaries.get(t.lang) ?? null }));
  });
  counts.moduleCatI18n = (await tx.insert(moduleCatI18n).values(textRows).onConflictDoNothing().returning({ id: moduleCatI18n.moduleCatId })).length;
}

export async function writeSelections(tx: Transaction, counts: Counts): Promise<void> {
  const planned = Object.entries(SELECTION_OPTIONS).flatMap(([type, options]) =>
    options.map((o, index) => ({ type, option: o, sortOrder: (index + 1) * 10 })),
  );
  const rows = planned.map((p) => ({ type: p.type, code: p.option.code, extra: p.option.extra ?? {}, sortOrder: p.sortOrder }));
  const inserted = await tx
    .insert(selectionOptions)
    .values(rows)
    .onConflictDoNothing({ target: [selectionOptions.type, selectionOptions.code] })
    .returning({ id: selectionOptions.id, type: selectionOptions.type, code: selectionOptions.code });
  counts.selectionOptions = inserted.length;
  const ids = new Map(inserted.map((r) => [keyOf(r.type, r.code), r.id]));
  if (inserted.length < rows.length) {
    const existing = await selectSelectionOptionKeys(tx, Object.keys(SELECTION_OPTIONS));
    for (const r of existing) if (!ids.has(keyOf(r.type, r.code))) ids.set(keyOf(r.type, r.code), r.id);
  }
  const textRows = planned.flatMap((p) => {
    const optionId = required(ids, keyOf(p.type, p.option.code), `${p.type} ${p.option.code}`);
    return expandTexts(p.option.title).map((t) => ({ optionId, lang: t.lang, title: t.value }));
  });
  counts.selectionOptionI18n = (await tx.insert(selectionOptionI18n).values(textRows).onConflictDoNothing().returning({ id: selectionOptionI18n.optionId })).length;
}

export async function writeSettings(tx: Transaction, counts: Counts): Promise<void> {
  const updatedAt = SEED_BASE_DATE;
  const rows = [
    ...Object.entries(WEBSITE_SETTINGS).map(([ck, parameter]) => ({ identify: SITE_SETTINGS, ck, parameter, updatedAt })),
    ...Object.entries(CONTACT_TEXTS).flatMap(([name, texts]) =>
      expandTexts(texts).map((t) => ({ identify: CONTACT_SETTINGS, ck: `${name}.${t.lang}`, parameter: t.value, updatedAt })),
    ),
  ];
  counts.settings = (
    await tx.insert(settings).values(rows).onConflictDoNothing({ target: [settings.identify, settings.ck] }).returning({ id: settings.id })
  ).length;
}

export async function writeNotices(tx: Transaction, counts: Counts): Promise<void> {
  const rows = NOTICES.map((n) => ({
    kind: n.kind,
    slug: n.slug,
    active: n.active,
    startsAt: n.startsAt,
    endsAt: n.endsAt,
    sortOrder: n.sortOrder,
    ...itemDates(`notice:${n.kind}:${n.slug}`),
  }));
  const inserted = await tx
    .insert(notices)
    .values(rows)
    .onConflictDoNothing({ target: [notices.kind, notices.slug] })
    .returning({ id: notices.id, kind: notices.kind, slug: notices.slug });
  counts.notices = inserted.length;
  const ids = new Map(inserted.map((r) => [keyOf(r.kind, r.slug), r.id]));
  if (inserted.length < rows.length) {
    for (const r of await tx.select({ id: notices.id, kind: notices.kind, slug: notices.slug }).from(notices)) {
      if (!ids.has(keyOf(r.kind, r.slug))) ids.set(keyOf(r.kind, r.slug), r.id);
    }
  }
  const textRows = NOTICES.flatMap((n) => {
    const noticeId = required(ids, keyOf(n.kind, n.slug), `notice ${n.kind} ${n.slug}`);
    const titles = new Map<Language, string>(n.title ? expandTexts(n.title).map((t) => [t.lang, t.value]) : []);
    return expandTexts(n.content).map((c) => ({ noticeId, lang: c.lang, title: titles.get(c.lang) ?? null, content: c.value }));
  });
  counts.noticeI18n = (await tx.insert(noticeI18n).values(textRows).onConflictDoNothing().returning({ id: noticeI18n.noticeId })).length;
}

export async function writeContentVersions(tx: Transaction, pageIdByPath: ReadonlyMap<string, number>, counts: Counts): Promise<void> {
  const itemId = pageIdByPath.get(VERSIONED_PAGE_PATH);
  if (itemId === undefined) throw new Error(`seed: no page at ${VERSIONED_PAGE_PATH} for the preview versions`);
  const DAY = 24 * 60 * 60 * 1000;
  const rows = PAGE_VERSIONS.map((data, index) => ({
    module: 'page',
    itemId,
    data: versionTexts(data),
    // Oldest first, a week apart, the newest three days before the base date.
    createdAt: new Date(SEED_BASE_DATE.getTime() - (3 + 7 * (PAGE_VERSIONS.length - 1 - index)) * DAY),
  }));
  counts.contentVersions = (await tx.insert(contentVersions).values(rows).returning({ id: contentVersions.id })).length;
}
