/**
 * The site search (SPEC §2 search, §7 Search): keeping the index current, and
 * answering a query with ranked, highlighted results in the visitor's language.
 *
 * Freshness: triggers queue every changed item in `search_dirty` in the same
 * transaction as the change; `syncSearchIndex` rewrites the queued items' rows
 * before each search (one indexed probe when nothing changed), so a newly
 * published item is found at once and an unpublished one never.
 */
import type { ModuleCat } from '#src/features/entries/contract.ts';
import { newsDetailHref } from '#src/features/news/contract.ts';
import { allNewsCategories, NEWS_MODULE } from '#src/features/news/service.ts';
import { plainText } from '#src/lib/format.ts';
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { cachedByRevision } from '#src/server/cache/revision.ts';
import { foldText } from '#src/server/text/fold.ts';
import { ENTRY_SECTIONS, SEARCH_SECTIONS, type NewsSearchCat, type SearchHit, type SearchInput, type SearchResult, type SearchSection } from './contract.ts';
import { excerpt, excerptLength, highlightTitle } from './excerpt.ts';
import {
  appMetaValue,
  setAppMeta,
  categoryParents,
  clearIndex,
  createTermIndexes,
  deleteDocuments,
  dropTermIndexes,
  entriesOfCats,
  entryFileNames,
  entrySources,
  hasDirty,
  insertDocuments,
  modulePages,
  pageSources,
  pagesOfMenuItems,
  searchMatches,
  statSources,
  takeDirty,
  vacuumIndex,
  type SearchDocumentRow,
} from './queries.ts';
import { buildQuery, documentTerms, TERMS_FORMAT, type IndexField } from './terms.ts';

/** Page modules that are not documents: the search page itself, and the news detail without an item. */
const NOT_DOCUMENTS = ['search', 'news-detail'];
const ENTRY_MODULES = Object.keys(ENTRY_SECTIONS);
/** Set once a full build has run: a database migrated before search existed is built at start. */
export const SEARCH_INDEX_KEY = 'search.index.built';
/** The terms format (terms.ts TERMS_FORMAT) the index was written in. */
const SEARCH_FORMAT_KEY = 'search.index.format';

interface Scope {
  entries: number[] | null;
  pages: number[] | null;
  stats: number[] | null;
}

/**
 * The summary and content of an entry as one text, the summary left out when the
 * content begins with it (a news summary is often the body's lead paragraph):
 * otherwise an excerpt shows the same sentence twice. A summary cut short with an
 * ellipsis counts as the beginning it repeats.
 */
export function summaryAndContent(summary: string | null | undefined, content: string | null | undefined): string {
  const lead = plainText(summary);
  const body = plainText(content);
  const stem = lead.replace(/\s*(?:…|\.\.\.)$/u, '');
  if (!lead || (stem && body.startsWith(stem))) return body;
  return [lead, body].filter(Boolean).join(' ');
}

/** String values of an entry's per-language data (a law's number, an event's venue…). */
function dataText(data: Record<string, unknown> | null | undefined): string {
  if (!data) return '';
  return Object.values(data)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string => typeof v === 'string' && v.length < 2_000)
    .join(' ');
}

/**
 * Languages in which an item without its own text is indexed in the language its
 * page falls back to (FALLBACK_CHAIN): Portuguese is partial (SPEC §1), and a
 * Portuguese page shows such an item in English, so a Portuguese search finds it.
 */
const FALLBACK_INDEXED: readonly Language[] = ['pt'];

/**
 * Each language row of one item as it is indexed: its own texts, plus for each
 * language of FALLBACK_INDEXED it lacks, the texts its page falls back to.
 */
function indexedLanguages<T extends { lang: Language }>(rows: readonly T[]): { lang: Language; source: T }[] {
  const out = rows.map((source) => ({ lang: source.lang, source }));
  for (const lang of FALLBACK_INDEXED) {
    const picked = pickTranslation(rows, lang);
    if (picked?.fallback) out.push({ lang, source: picked.value });
  }
  return out;
}

function row(kind: SearchDocumentRow['kind'], sourceId: number, lang: Language, textLang: Language, fields: {
  section: SearchSection;
  module: string | null;
  catSlug?: string | null;
  slug?: string | null;
  title: string;
  body: string;
  extra?: string;
  publishedAt?: Date | null;
}): SearchDocumentRow {
  const indexed: IndexField[] = [
    { text: fields.title, weight: 'A' },
    { text: fields.body, weight: 'D' },
  ];
  if (fields.extra) indexed.push({ text: fields.extra, weight: 'C' });
  return {
    kind,
    sourceId,
    lang,
    textLang: textLang === lang ? null : textLang,
    section: fields.section,
    module: fields.module,
    catSlug: fields.catSlug ?? null,
    slug: fields.slug ?? null,
    title: fields.title,
    body: fields.body,
    publishedAt: fields.publishedAt ?? null,
    terms: documentTerms(indexed, textLang),
    titleTerms: documentTerms([{ text: fields.title, weight: 'A' }], textLang),
  };
}

/** The index rows of the items in scope (everything published when a scope is null). */
async function buildDocuments(db: Queryable, scope: Scope): Promise<SearchDocumentRow[]> {
  const out: SearchDocumentRow[] = [];
  const [entryRows, fileRows, pageRows, statRows] = await Promise.all([
    scope.entries?.length === 0 ? [] : entrySources(db, ENTRY_MODULES, scope.entries),
    scope.entries?.length === 0 ? [] : entryFileNames(db, scope.entries),
    scope.pages?.length === 0 ? [] : pageSources(db, NOT_DOCUMENTS, scope.pages),
    scope.stats?.length === 0 ? [] : statSources(db, scope.stats),
  ]);
  const filesOf = new Map<number, { lang: Language | null; name: string }[]>();
  for (const f of fileRows) filesOf.set(f.entryId, [...(filesOf.get(f.entryId) ?? []), { lang: f.lang, name: f.name }]);
  for (const { lang, source: e } of [...groupBy(entryRows, (e) => e.id).values()].flatMap(indexedLanguages)) {
    const section = ENTRY_SECTIONS[e.module];
    if (!section) continue;
    const names = (filesOf.get(e.id) ?? []).filter((f) => f.lang === null || f.lang === e.lang).map((f) => f.name);
    out.push(
      row('entry', e.id, lang, e.lang, {
        section,
        module: e.module,
        catSlug: e.catSlug,
        slug: e.slug,
        title: e.title,
        body: [summaryAndContent(e.summary, e.content), dataText(e.data)].filter(Boolean).join(' '),
        extra: [e.catTitle ?? '', ...names].join(' '),
        publishedAt: e.publishedAt,
      }),
    );
  }
  for (const { lang, source: p } of [...groupBy(pageRows, (p) => p.id).values()].flatMap(indexedLanguages)) {
    out.push(row('page', p.id, lang, p.lang, { section: 'pages', module: p.module, slug: p.path, title: p.title, body: [plainText(p.metaDesc), plainText(p.content)].filter(Boolean).join(' ') }));
  }
  for (const { lang, source: s } of [...groupBy(statRows, (s) => s.id).values()].flatMap(indexedLanguages)) {
    out.push(row('stat', s.id, lang, s.lang, { section: 'statistics', module: s.module, title: s.title, body: [s.unit, plainText(s.note)].filter(Boolean).join(' ') }));
  }
  return out;
}

async function writeScope(db: Queryable, scope: Scope): Promise<number> {
  const docs = await buildDocuments(db, scope);
  if (scope.entries?.length !== 0) await deleteDocuments(db, 'entry', scope.entries);
  if (scope.pages?.length !== 0) await deleteDocuments(db, 'page', scope.pages);
  if (scope.stats?.length !== 0) await deleteDocuments(db, 'stat', scope.stats);
  // Written one language after the other (newest first within it): a search is in
  // one language, so its matches sit in a quarter of the table's pages, not all.
  const order = (d: SearchDocumentRow) => LANGUAGES.indexOf(d.lang);
  docs.sort((a, b) => order(a) - order(b) || (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
  await insertDocuments(db, docs);
  return docs.length;
}

/** Rebuilds the whole index (after an import, or with `npm run search:rebuild`). Returns the rows written. */
export async function rebuildSearchIndex(db: Database): Promise<number> {
  const count = await db.transaction(async (tx) => {
    await dropTermIndexes(tx);
    await clearIndex(tx);
    const count = await writeScope(tx, { entries: null, pages: null, stats: null });
    await createTermIndexes(tx);
    await setAppMeta(tx, SEARCH_INDEX_KEY, new Date().toISOString());
    await setAppMeta(tx, SEARCH_FORMAT_KEY, TERMS_FORMAT);
    return count;
  });
  await vacuumIndex(db);
  return count;
}

/** Rewrites the rows of the items changed since the last call; a no-op (one probe) when nothing changed. */
export async function syncSearchIndex(db: Queryable): Promise<number> {
  if (!(await hasDirty(db))) return 0;
  return db.transaction(async (tx) => {
    const dirty = await takeDirty(tx);
    if (!dirty.length) return 0;
    const ids = (kind: string) => dirty.filter((d) => d.kind === kind).map((d) => d.sourceId);
    const entryIds = new Set([...ids('entry'), ...(await entriesOfCats(tx, ids('cat')))]);
    const pageIds = new Set([...ids('page'), ...(await pagesOfMenuItems(tx, ids('menu')))]);
    return writeScope(tx, { entries: [...entryIds], pages: [...pageIds], stats: ids('stat') });
  });
}

/** At start: builds the index for a database that has none yet or one of an older format, else applies the queue. */
export async function ensureSearchIndex(db: Database): Promise<{ rebuilt: boolean; rows: number }> {
  const [built, format] = await Promise.all([appMetaValue(db, SEARCH_INDEX_KEY), appMetaValue(db, SEARCH_FORMAT_KEY)]);
  if (!built || format?.value !== TERMS_FORMAT) return { rebuilt: true, rows: await rebuildSearchIndex(db) };
  return { rebuilt: false, rows: await syncSearchIndex(db) };
}

/** Page modules that list the entries of each indexed entry module. */
const LISTING_MODULES: Readonly<Record<string, readonly string[]>> = {
  law: ['law'],
  faq: ['faq'],
  download: ['downloads', 'financial-reports', 'downloads-advance-release-calendar'],
  holiday: ['holidays'],
  'annual-event': ['annual-events'],
  recruitment: ['recruitment'],
  tender: ['tender-info'],
  'bond-information': ['bond-information'],
  video: ['videos'],
  graphic: ['graphics'],
};

type LinkTarget = { kind: 'entry' | 'page' | 'stat'; sourceId: number; module: string | null; catSlug: string | null; slug: string | null };

/** Builds the addresses of results: news open their detail page, other items the page that lists them. */
async function linkResolver(db: Queryable, lang: Language): Promise<(target: LinkTarget) => string> {
  // Menus, pages and categories move the content revision: read once per revision.
  const { pageRows, cats } = await cachedByRevision(db, 'search-links', async () => {
    const [pageRows, cats] = await Promise.all([modulePages(db), categoryParents(db)]);
    return { pageRows, cats };
  });
  const parents = new Map(cats.map((c) => [`${c.module}:${c.slug}`, c.parentSlug]));
  const ancestry = (module: string, slug: string | null): string[] => {
    const out: string[] = [];
    for (let s = slug; s && out.length < 10; s = parents.get(`${module}:${s}`) ?? null) out.push(s);
    return out;
  };
  const home = `/${lang}`;
  return (target) => {
    if (target.kind === 'page') return `/${lang}/${target.slug ?? ''}`;
    if (target.kind === 'stat') {
      const page = pageRows.find((p) => p.module === target.module);
      return page ? `/${lang}/${page.path}` : home;
    }
    if (target.module === NEWS_MODULE) return newsDetailHref(lang, { id: target.sourceId, slug: target.slug, category: target.catSlug ? { slug: target.catSlug } : null });
    const listing = LISTING_MODULES[target.module ?? ''] ?? [];
    const candidates = pageRows.filter((p) => p.module && listing.includes(p.module));
    const line = ancestry(target.module ?? '', target.catSlug);
    // The page of the entry's category (or the nearest ancestor's), else the first page of the module.
    for (const slug of line) {
      const page = candidates.find((p) => p.moduleCat === slug || p.subSlug === slug);
      if (page) return `/${lang}/${page.path}`;
    }
    const general = candidates.find((p) => !p.moduleCat) ?? candidates[0];
    return general ? `/${lang}/${general.path}` : home;
  };
}

const flatten = (cats: readonly ModuleCat[]): ModuleCat[] => cats.flatMap((c) => [c, ...flatten(c.children)]);

/** The news categories offered by the search filter (SPEC §7 `GET /search/news_search_cat`). */
export async function newsSearchCategories(db: Queryable, lang: Language): Promise<NewsSearchCat[]> {
  const tree = await allNewsCategories(db, lang);
  return flatten(tree).map((c) => ({ slug: c.slug, title: c.title, ...(c.lang && c.lang !== lang ? { lang: c.lang } : {}) }));
}

/** Runs a search (the page and the API call share it). */
export async function search(db: Queryable, lang: Language, input: Omit<SearchInput, 'lang'>): Promise<SearchResult> {
  const query = buildQuery(input.q, lang);
  const section = input.section ?? null;
  const category = input.category ?? null;
  const empty: SearchResult = { q: input.q, lang, section, category, page: input.page, pageSize: input.pageSize, total: 0, items: [], sections: [], newsCategories: [], folded: foldText(input.q) };
  if (!query) return empty;
  // Both read the content revision once (a shared read) and are kept per revision.
  const [newsCats, link] = await Promise.all([cachedByRevision(db, `search-news-cats:${lang}`, async () => flatten(await allNewsCategories(db, lang))), linkResolver(db, lang)]);
  // A news category stands for itself and the categories under it.
  const node = category ? newsCats.find((c) => c.slug === category) : undefined;
  const catFilter = category ? (node ? flatten([node]).map((c) => c.slug) : [category]) : undefined;
  const offset = (input.page - 1) * input.pageSize;
  const filter = { lang, match: query.match, phrase: query.phrase, sections: section ? [section] : undefined, newsCats: catFilter };
  let matched = await searchMatches(db, filter, input.pageSize, offset);
  // Content changed since the index was last brought up to date: apply the queue and ask again.
  if (matched.dirty) {
    await syncSearchIndex(db);
    matched = await searchMatches(db, filter, input.pageSize, offset);
  }
  const { facets, rows } = matched;
  const sectionCounts = new Map<string, number>();
  const catCounts = new Map<string, number>();
  for (const f of facets) {
    sectionCounts.set(f.section, (sectionCounts.get(f.section) ?? 0) + f.count);
    if (f.catSlug) catCounts.set(f.catSlug, (catCounts.get(f.catSlug) ?? 0) + f.count);
  }
  const total = catFilter
    ? section && section !== 'news'
      ? 0
      : catFilter.reduce((n, c) => n + (catCounts.get(c) ?? 0), 0)
    : section
      ? (sectionCounts.get(section) ?? 0)
      : [...sectionCounts.values()].reduce((a, b) => a + b, 0);
  const items: SearchHit[] = rows.map((r) => ({
    section: r.section as SearchSection,
    category: r.section === 'news' ? r.catSlug : null,
    textLang: r.textLang,
    title: r.title,
    titleHtml: highlightTitle(r.title, query),
    // The SPEC §9 length of the language the text is written in.
    excerptHtml: excerpt(r.body, query, excerptLength(r.textLang ?? lang)),
    href: link(r),
    date: r.kind === 'entry' && r.publishedAt ? new Date(r.publishedAt).toISOString() : null,
  }));
  return {
    ...empty,
    total,
    items,
    sections: SEARCH_SECTIONS.filter((s) => sectionCounts.has(s)).map((s) => ({ key: s, count: sectionCounts.get(s) ?? 0 })),
    // In the order of the category tree.
    newsCategories: newsCats
      .map((c) => ({ key: c.slug, count: flatten([c]).reduce((n, d) => n + (catCounts.get(d.slug) ?? 0), 0) }))
      .filter((c) => c.count > 0),
  };
}
