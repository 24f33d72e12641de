/**
 * `npm run import:legacy -- --from URL` (issue 33): reads the published content of a
 * site that answers the public calls of SPEC §7 into an empty database, in the four
 * languages, with the files its content links, one unit (a category tree, a menu with
 * its pages, the settings, the notices, one entry with its languages and files) per
 * transaction, each recorded as done in that transaction so a rerun resumes. What is
 * imported and what is not: README.md beside this file.
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import type { EntryDetail, FileRef, ModuleCat } from '#src/features/entries/contract.ts';
import type { SyncPage } from '#src/features/media/contract.ts';
import type { MenuItem, Page } from '#src/server/page/contract.ts';
import { SELECTION_TYPES, type Notice, type SelectionOption, type Setting } from '#src/features/site/contract.ts';
import { LegacyReadError, type LegacySource } from './client.ts';
import {
  advanceIdSequences,
  contentCounts,
  doneUnits,
  fileExists,
  insertCategory,
  insertEntry,
  insertFileOnce,
  insertMenuItem,
  insertNotice,
  insertSelectionOption,
  insertSettings,
  markUnitDone,
  type CategoryRow,
  type EntryWrite,
  type MenuItemWrite,
  type NoticeWrite,
  type SelectionWrite,
} from './queries.ts';

/** The menus of the site (`/api/v1/menu/items?mark=`); the main one holds the pages. */
export const MENU_MARKS = ['main', 'footer', 'quick-links', 'top-links'] as const;
/** The setting groups the public calls answer (`/cms/setting_by_identify?identify=`). */
export const SETTING_GROUPS = ['website', 'contact'] as const;
/** The first language read: its sync feed lists the entries. */
const PRIMARY: Language = 'zh-hant';
const SYNC_PAGE_SIZE = 100;

export class NonEmptyDatabaseError extends Error {
  readonly counts: Record<string, number>;
  constructor(counts: Record<string, number>) {
    const filled = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table}: ${n}`)
      .join(', ');
    super(`The database is not empty (${filled}): the legacy import writes only into an empty database, or resumes its own interrupted run. Use a new DATA_DIR or an empty DATABASE_URL.`);
    this.name = 'NonEmptyDatabaseError';
    this.counts = counts;
  }
}

export class OtherSourceError extends Error {
  constructor(previous: string, asked: string) {
    super(`An interrupted import from ${previous} is in this database; it resumes only from the same origin (asked: ${asked}).`);
    this.name = 'OtherSourceError';
  }
}

export interface ModuleCount {
  read: number;
  written: number;
  skipped: number;
  /** Units an earlier, interrupted run had already written. */
  resumed: number;
}

export interface Skip {
  module: string;
  item: string;
  reason: string;
}

export interface ImportReport {
  source: string;
  modules: Record<string, ModuleCount>;
  files: { written: number; skipped: number };
  skips: Skip[];
  /** True when the run stopped after `stopAfterUnits` (a test of resuming); rerun to finish. */
  interrupted: boolean;
  resumed: boolean;
}

export interface ImportOptions {
  source: LegacySource;
  /** A line of progress (the script prints it); none by default. */
  log?: (line: string) => void;
  /** Stop after writing this many units (tests of an interrupted run). */
  stopAfterUnits?: number;
}

class Interrupted extends Error {}

/** Reads every published unit from `source` into `db`; throws NonEmptyDatabaseError on a database with other content. */
export async function importLegacy(db: Database, options: ImportOptions): Promise<ImportReport> {
  const { source } = options;
  const log = options.log ?? (() => {});
  const done = await doneUnits(db);
  const other = done.find((d) => d.source !== source.origin);
  if (other) throw new OtherSourceError(other.source, source.origin);
  if (!done.length) {
    const counts = await contentCounts(db);
    if (Object.values(counts).some((n) => n > 0)) throw new NonEmptyDatabaseError(counts);
  }
  const doneSet = new Set(done.map((d) => d.unit));
  const report: ImportReport = { source: source.origin, modules: {}, files: { written: 0, skipped: 0 }, skips: [], interrupted: false, resumed: doneSet.size > 0 };
  const count = (module: string): ModuleCount => (report.modules[module] ??= { read: 0, written: 0, skipped: 0, resumed: 0 });
  const skip = (module: string, item: string, reason: string) => {
    report.skips.push({ module, item, reason });
    log(`skip ${module} ${item}: ${reason}`);
  };
  let written = 0;

  /** Runs one unit unless done: `build` reads (outside any transaction), `write` stores it with its progress row. */
  async function unit<T>(key: string, module: string, build: () => Promise<T | undefined>, write: (tx: Queryable, value: T) => Promise<void>): Promise<void> {
    count(module).read++;
    if (doneSet.has(key)) {
      count(module).resumed++;
      return;
    }
    if (options.stopAfterUnits !== undefined && written >= options.stopAfterUnits) throw new Interrupted();
    const value = await build();
    if (value === undefined) {
      count(module).skipped++;
      return;
    }
    await db.transaction(async (tx) => {
      await write(tx, value);
      await markUnitDone(tx, key, source.origin);
    });
    doneSet.add(key);
    written++;
    count(module).written++;
    log(`wrote ${key}`);
  }

  const files = fileStore(db, source, report, skip);
  try {
    await unit('settings', 'settings', () => readSettings(source), (tx, rows) => insertSettings(tx, rows));
    await unit('selections', 'selections', () => readSelections(source), async (tx, rows) => {
      for (const row of rows) await insertSelectionOption(tx, row);
    });
    await unit('cats', 'module-cats', () => readCategories(source), async (tx, cats) => {
      for (const cat of cats) await insertCategory(tx, cat);
    });
    for (const mark of MENU_MARKS) {
      await unit(`menu:${mark}`, 'menu', () => readMenu(source, mark, skip), async (tx, items) => {
        for (const item of items) await insertMenuItem(tx, item);
      });
    }
    await unit('notices', 'notices', () => readNotices(source), async (tx, rows) => {
      for (const row of rows) await insertNotice(tx, row);
    });
    // The manual order of entries is not in the entry's own answer: the banner call says it, and the lists in editors' order show it.
    const order = new Map([...(await readListOrder(source)), ...(await readBannerOrder(source))]);
    await importEntries(source, (item) =>
      unit(`entry:${item.id}`, item.module, async () => {
        if (item.change !== 'upsert' || !item.entry) {
          skip(item.module, String(item.id), 'not published');
          return undefined;
        }
        const entry = await readEntry(source, item.entry, skip);
        if (!entry) return undefined;
        entry.write.sortOrder = order.get(entry.write.id) ?? 0;
        return { entry, stored: await files.fetch(entry.fileRefs, entry.contentLinks, `${item.module} ${item.id}`) };
      }, async (tx, { entry, stored }) => {
        await files.write(tx, stored);
        const links = entry.write.files.filter((f) => stored.some((s) => s.id === f.fileId) || files.known.has(f.fileId));
        await insertEntry(tx, { ...entry.write, files: links });
      }),
    );
  } catch (err) {
    if (!(err instanceof Interrupted)) throw err;
    report.interrupted = true;
  }
  await advanceIdSequences(db);
  return report;
}

// ------------------------------------------------------------------ reading the units

/** A 404: the thing is not there (skipped). Any other failure stops the run, so a rerun reads it again instead of losing it. */
function isMissing(err: unknown): err is LegacyReadError {
  return err instanceof LegacyReadError && err.status === 404;
}

async function inEachLanguage<T>(read: (lang: Language) => Promise<T>): Promise<[Language, T][]> {
  const out: [Language, T][] = [];
  for (const lang of LANGUAGES) out.push([lang, await read(lang)]);
  return out;
}

async function readSettings(source: LegacySource): Promise<{ identify: string; ck: string; parameter: string }[]> {
  const rows: { identify: string; ck: string; parameter: string }[] = [];
  for (const identify of SETTING_GROUPS) {
    const group = await source.get<Setting[]>('/api/v1.0/cms/setting_by_identify', { identify }, PRIMARY);
    for (const s of group) rows.push({ identify, ck: s.ck, parameter: s.parameter });
  }
  return rows;
}

/** The forms' select lists (country areas with dialling codes, occupations); the fixed "other" choice is the site's own. */
async function readSelections(source: LegacySource): Promise<SelectionWrite[]> {
  const rows: SelectionWrite[] = [];
  for (const type of SELECTION_TYPES) {
    const byId = new Map<number, SelectionWrite>();
    for (const [lang, list] of await inEachLanguage((lang) => source.get<SelectionOption[]>('/api/v1//common/selection', { type }, lang))) {
      list.forEach((option, index) => {
        if (option.other || option.id < 1) return;
        let row = byId.get(option.id);
        if (!row) {
          row = { id: option.id, type, code: option.code, extra: option.region === undefined ? {} : { region: option.region }, sortOrder: (index + 1) * 10, texts: [] };
          byId.set(option.id, row);
        }
        if (option.lang === lang) row.texts.push({ lang, title: option.title });
      });
    }
    rows.push(...byId.values());
  }
  return rows;
}

async function readCategories(source: LegacySource): Promise<CategoryRow[]> {
  const byId = new Map<number, CategoryRow>();
  let order = 0;
  for (const [lang, trees] of await inEachLanguage((lang) => source.get<ModuleCat[]>('/api/v1.0/cms/module_cat', {}, lang))) {
    const visit = (cats: ModuleCat[], parentId: number | null) => {
      for (const cat of cats) {
        let row = byId.get(cat.id);
        if (!row) {
          row = { id: cat.id, module: cat.module, slug: cat.slug, parentId, autoHideCount: cat.autoHideCount, sortOrder: (order += 10), texts: [] };
          byId.set(cat.id, row);
        }
        if ((cat.lang ?? lang) === lang) row.texts.push({ lang, title: cat.title, summary: cat.summary });
        visit(cat.children, cat.id);
      }
    };
    visit(trees, null);
  }
  // Parents first, so each row's parent exists when it is written.
  return [...byId.values()];
}

async function readMenu(source: LegacySource, mark: string, skip: (m: string, i: string, r: string) => void): Promise<MenuItemWrite[]> {
  const byId = new Map<number, MenuItemWrite>();
  const refs = new Map<number, MenuItem>();
  const pageRefs = new Map<string, NonNullable<MenuItem['page']>>();
  let order = 0;
  for (const [lang, tree] of await inEachLanguage((lang) => source.get<MenuItem[]>('/api/v1/menu/items', { mark }, lang))) {
    const visit = (items: MenuItem[], parentId: number | null) => {
      for (const item of items) {
        let row = byId.get(item.id);
        if (!row) {
          row = {
            id: item.id,
            parentId,
            mark: item.mark,
            slug: item.path.split('/').pop() || item.path,
            path: item.path,
            url: item.url,
            showInMenu: item.showInMenu,
            newWindow: item.newWindow,
            status: item.status,
            sortOrder: (order += 10),
            titles: [],
            page: null,
          };
          byId.set(item.id, row);
          refs.set(item.id, item);
        }
        if (item.lang === lang) row.titles.push({ lang, title: item.title });
        if (item.page) pageRefs.set(`${item.id}:${lang}`, item.page);
        visit(item.childrens, item.id);
      }
    };
    visit(tree, null);
  }
  for (const row of byId.values()) {
    const ref = refs.get(row.id)?.page;
    if (!ref) continue;
    const texts: NonNullable<MenuItemWrite['page']>['texts'] = [];
    let updatedAt: Date | undefined;
    for (const lang of LANGUAGES) {
      // The page's own call gives its text; an item that leaves the site (or another menu's) has only the menu's fields.
      let read: Page | undefined;
      if (mark === 'main') {
        try {
          read = await source.get<Page>('/api/v1.0/page', { path: row.path }, lang);
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
      if (read) {
        updatedAt ??= new Date(read.updatedAt);
        // The page's own answer decides: a text shown in another language (a fallback) is not this language's.
        if (!read.fallback && read.lang === lang) {
          texts.push({ lang, title: read.title, meta: read.meta, metaDesc: read.metaDesc, metaKeywords: read.metaKeywords, content: read.content, updatedAt: new Date(read.updatedAt) });
        }
        continue;
      }
      const inLang = pageRefs.get(`${row.id}:${lang}`);
      if (inLang && row.titles.some((t) => t.lang === lang)) {
        texts.push({ lang, title: inLang.title, meta: inLang.meta, metaDesc: inLang.metaDesc, metaKeywords: inLang.metaKeywords, content: null, updatedAt: new Date() });
      }
    }
    if (!texts.length) skip('menu', `${mark} ${row.path}`, 'page text missing in all languages');
    row.page = { id: ref.id, template: ref.template, module: ref.module, slug: ref.slug, subSlug: ref.subSlug, extras: ref.extras, moduleCat: ref.moduleCat, updatedAt: updatedAt ?? new Date(), texts };
  }
  return [...byId.values()];
}

async function readNotices(source: LegacySource): Promise<NoticeWrite[]> {
  const byId = new Map<number, NoticeWrite>();
  for (const kind of ['notice', 'popup'] as const) {
    for (const [lang, list] of await inEachLanguage((lang) => source.get<Notice[]>(`/api/v1/${kind}`, {}, lang))) {
      list.forEach((n, index) => {
        let row = byId.get(n.id);
        if (!row) {
          // An older site's answer may not say when the notice ends (`endsAt`): it then shows until staff switch it off.
          row = { id: n.id, kind: n.kind, slug: n.slug, sortOrder: index, updatedAt: new Date(n.updatedAt), endsAt: n.endsAt ? new Date(n.endsAt) : null, texts: [] };
          byId.set(n.id, row);
        }
        if (n.lang === lang) row.texts.push({ lang, title: n.title, content: n.content });
      });
    }
  }
  return [...byId.values()];
}

/** The order of the home banners (all three categories), by entry id. */
async function readBannerOrder(source: LegacySource): Promise<Map<number, number>> {
  const banners = await source.get<{ id: number; sortOrder: number }[]>('/api/v1.0/cms/banner', {}, PRIMARY);
  return new Map(banners.map((b) => [b.id, b.sortOrder]));
}

/**
 * The calls that list a module in its editors' order (sort order, then id): FAQs,
 * institutions, friendship links. An entry's place in the whole list becomes its sort
 * order, which keeps the same order in every category and filter of that list.
 */
export const MANUAL_ORDER_LISTS = ['/api/v1.0/cms/faq', '/api/v1.0/cms/companies', '/api/v1.0/cms/friend_link'] as const;

async function readListOrder(source: LegacySource): Promise<Map<number, number>> {
  const order = new Map<number, number>();
  for (const path of MANUAL_ORDER_LISTS) {
    let position = 0;
    for (let page = 1; ; page++) {
      const batch = await source.get<{ data: { id: number }[]; total: number }>(path, { Page: page, PageSize: SYNC_PAGE_SIZE }, PRIMARY);
      for (const item of batch.data) order.set(item.id, (position += 10));
      if (!batch.data.length || page * SYNC_PAGE_SIZE >= batch.total) break;
    }
  }
  return order;
}

/** Pages through the sync feed of every module from the beginning, with one window for all pages. */
async function importEntries(source: LegacySource, each: (item: SyncPage['data'][number]) => Promise<void>): Promise<void> {
  let until: string | undefined;
  for (let page = 1; ; page++) {
    const batch = await source.get<SyncPage>('/api/v1.0/cms/sync_data', { since: '1970-01-01T00:00:00Z', until, Page: page, PageSize: SYNC_PAGE_SIZE }, PRIMARY);
    until ??= batch.until;
    for (const item of batch.data) await each(item);
    if (!batch.data.length || page * SYNC_PAGE_SIZE >= batch.total) return;
  }
}

interface ReadEntry {
  write: EntryWrite;
  fileRefs: FileRef[];
  contentLinks: { id: number; name: string }[];
}

const FILE_LINK = /\/files\/(\d+)\/([^"'\s?#<>)]+)/g;

/** The entry in each language it exists in (never a fallback text), its files and the files its HTML links. */
async function readEntry(source: LegacySource, first: EntryDetail, skip: (m: string, i: string, r: string) => void): Promise<ReadEntry | undefined> {
  const details = new Map<Language, EntryDetail>();
  for (const lang of first.languages) {
    if (first.lang === lang) {
      details.set(lang, first);
      continue;
    }
    try {
      const detail = await source.get<EntryDetail>('/api/v1.0/cms/information', { id: first.id }, lang);
      if (detail.lang === lang && !detail.fallback) details.set(lang, detail);
      else skip(first.module, `${first.id} (${lang})`, `listed in ${lang} but answered in ${detail.lang}`);
    } catch (err) {
      if (!isMissing(err)) throw err;
      skip(first.module, `${first.id} (${lang})`, err.message);
    }
  }
  const texts = [...details.values()];
  if (!texts.length) {
    skip(first.module, String(first.id), 'missing in all languages');
    return undefined;
  }
  // What every language shares is the entry's data; what differs is each language's own.
  const keys = new Set(texts.flatMap((d) => Object.keys(d.data)));
  const shared: Record<string, unknown> = {};
  for (const key of keys) {
    const values = texts.map((d) => (key in d.data ? JSON.stringify(d.data[key]) : undefined));
    if (values.every((v) => v !== undefined && v === values[0])) shared[key] = texts[0]?.data[key];
  }
  const own = (d: EntryDetail) => Object.fromEntries(Object.entries(d.data).filter(([k]) => !(k in shared)));
  // Files: every language's list merged in order (a file of one language shows only there).
  const fileRefs: FileRef[] = [];
  for (const d of texts) {
    let at = 0;
    for (const ref of d.files) {
      const found = fileRefs.findIndex((f) => f.id === ref.id && f.kind === ref.kind && f.lang === ref.lang);
      if (found >= 0) at = found + 1;
      else fileRefs.splice(at++, 0, ref);
    }
  }
  const contentLinks = new Map<number, string>();
  for (const d of texts) for (const m of (d.content ?? '').matchAll(FILE_LINK)) contentLinks.set(Number(m[1]), decodeURIComponent(m[2] ?? ''));
  const base = texts[0] as EntryDetail;
  const updated = texts.map((d) => new Date(d.updatedAt));
  return {
    write: {
      id: base.id,
      module: base.module,
      catId: texts.find((d) => d.category)?.category?.id ?? null,
      slug: base.slug,
      publishedAt: new Date(base.publishedAt),
      startsOn: base.startsOn,
      endsOn: base.endsOn,
      isTop: base.isTop,
      url: base.url,
      sortOrder: 0,
      data: shared,
      // Each language's "updated" is the later of the entry's and its text's: the entry keeps the earliest.
      updatedAt: new Date(Math.min(...updated.map((d) => d.getTime()))),
      texts: texts.map((d) => ({ lang: d.lang, title: d.title, summary: d.summary, content: d.content, data: own(d), updatedAt: new Date(d.updatedAt) })),
      files: fileRefs.map((f, index) => ({ fileId: f.id, kind: f.kind, lang: f.lang, sortOrder: index })),
    },
    fileRefs,
    contentLinks: [...contentLinks].map(([id, name]) => ({ id, name })),
  };
}

// ------------------------------------------------------------------ files

interface Downloaded {
  id: number;
  name: string;
  mime: string;
  content: Buffer;
}

/** Downloads the files of a unit before its transaction; files already stored are not fetched again. */
function fileStore(db: Queryable, source: LegacySource, report: ImportReport, skip: (m: string, i: string, r: string) => void) {
  const known = new Set<number>();
  return {
    known,
    async fetch(refs: FileRef[], links: { id: number; name: string }[], owner: string): Promise<Downloaded[]> {
      const out: Downloaded[] = [];
      const wanted = [...refs.map((r) => ({ id: r.id, name: r.name, mime: r.mime as string | undefined, url: r.url })), ...links.map((l) => ({ ...l, mime: undefined, url: `/files/${l.id}/${encodeURIComponent(l.name)}` }))];
      for (const file of wanted) {
        if (known.has(file.id) || out.some((o) => o.id === file.id)) continue;
        if (await fileExists(db, file.id)) {
          known.add(file.id);
          continue;
        }
        try {
          const got = await source.download(file.url);
          out.push({ id: file.id, name: file.name, mime: file.mime ?? got.mime, content: got.content });
        } catch (err) {
          // A file the site refuses (4xx) is skipped; a server error or a broken connection stops the run, and a rerun resumes.
          if (!(err instanceof LegacyReadError) || err.status >= 500) throw err;
          report.files.skipped++;
          skip('files', `${file.id} ${file.name} (${owner})`, err.message);
        }
      }
      return out;
    },
    async write(tx: Queryable, stored: Downloaded[]): Promise<void> {
      for (const file of stored) await insertFileOnce(tx, file);
      for (const file of stored) known.add(file.id);
      report.files.written += stored.length;
    },
  };
}
