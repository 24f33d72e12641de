import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { entries, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { menuItems, menuItemI18n, pageI18n, pages } from '#src/features/site/schema.ts';
import { searchDocuments } from './schema.ts';
import type { LoadContext } from '#src/server/page/page-module.ts';
import { loadSearch } from './page.ts';
import { ensureSearchIndex, rebuildSearchIndex, search } from './service.ts';
import { appMeta } from '#src/server/db/schema.ts';

let database: TestDatabase;
const db = () => database.db;

const DAY = 86_400_000;
const now = Date.now();
const LONG_ZH = '澳門金融管理局負責監管本地金融體系，維持貨幣穩定，並推動金融業的持續發展。'.repeat(3);
const LONG_EN = 'The authority supervises the financial system of Macao, keeps the currency stable and promotes the development of the sector. '.repeat(3);

async function addEntry(module: string, texts: Partial<Record<Language, { title: string; content?: string; summary?: string }>>, options: { status?: 'published' | 'draft' | 'offline'; publishedAt?: Date; catId?: number; slug?: string } = {}): Promise<number> {
  const [row] = await db()
    .insert(entries)
    .values({ module, status: options.status ?? 'published', publishedAt: options.publishedAt ?? new Date(now - DAY), catId: options.catId ?? null, slug: options.slug ?? null })
    .returning({ id: entries.id });
  const id = row!.id;
  await db()
    .insert(entryI18n)
    .values(Object.entries(texts).map(([lang, t]) => ({ entryId: id, lang: lang as Language, title: t.title, content: t.content ?? null, summary: t.summary ?? null })));
  return id;
}

const titles = async (lang: Language, q: string, extra: { section?: 'pages' | 'news' | 'laws'; category?: string; page?: number; pageSize?: number } = {}) =>
  (await search(db(), lang, { q, page: extra.page ?? 1, pageSize: extra.pageSize ?? 10, section: extra.section, category: extra.category })).items.map((i) => i.title);

let pressId = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  const [press] = await db().insert(moduleCats).values({ module: 'news', slug: 'press-release' }).returning({ id: moduleCats.id });
  pressId = press!.id;
  await db().insert(moduleCatI18n).values([
    { moduleCatId: pressId, lang: 'en', title: 'Press releases' },
    { moduleCatId: pressId, lang: 'zh-hant', title: '新聞稿' },
  ]);
  await addEntry(
    'news',
    {
      'zh-hant': { title: '澳門銀行業穩健發展', content: `<p>${LONG_ZH}本澳銀行體系資本充足。${LONG_ZH}</p>` },
      'zh-hans': { title: '澳门银行业稳健发展', content: `<p>${LONG_ZH}本澳银行体系资本充足。</p>` },
      en: { title: 'Banking sector remains sound', content: `<p>${LONG_EN} Banks hold ample capital. ${LONG_EN}</p>` },
    },
    { catId: pressId, publishedAt: new Date(now - 3 * DAY) },
  );
  await addEntry('news', { 'zh-hant': { title: '調整存款利息上限', content: '<p>存款利息上限自下月起調整。</p>' } }, { catId: pressId });
  await addEntry('law', { pt: { title: 'Regime jurídico do crédito ao consumo', content: '<p>Regras sobre contratos de crédito.</p>' }, en: { title: 'Consumer lending regime' } });
  await addEntry('faq', { en: { title: 'How are deposits protected?', content: '<p>The interest rate on deposits is set by each institution.</p>' } });
  await addEntry('faq', { en: { title: 'What does the fund cover?', content: '<p>A rate is published each month; interest is paid quarterly.</p>' } });
  await addEntry('news', { en: { title: 'MONIA fixing published', content: '<p>Daily fixing.</p>' } }, { catId: pressId, publishedAt: new Date(now - 10 * DAY) });
  await addEntry('news', { en: { title: 'Overnight rates', content: '<p>The MONIA average rose slightly.</p>' } }, { catId: pressId, publishedAt: new Date(now - 2 * DAY) });
  await addEntry('news', { en: { title: 'Quarterly bulletin out', content: '<p>Same text.</p>' } }, { catId: pressId, publishedAt: new Date(now - 20 * DAY) });
  await addEntry('news', { en: { title: 'Quarterly bulletin out', content: '<p>Same text.</p>' } }, { catId: pressId, publishedAt: new Date(now - 5 * DAY) });
  await addEntry('news', { en: { title: 'Bank holiday notice', content: '<p>Offices closed.</p>' } }, { status: 'draft' });
  await addEntry('banner', { en: { title: 'Banking banner' } });
  const [menu] = await db().insert(menuItems).values({ slug: 'history', path: 'about-us/history' }).returning({ id: menuItems.id });
  await db().insert(menuItemI18n).values({ menuItemId: menu!.id, lang: 'en', title: 'History' });
  const [page] = await db().insert(pages).values({ menuItemId: menu!.id, template: 'two-column', module: 'generic-page', slug: 'history' }).returning({ id: pages.id });
  await db().insert(pageI18n).values({ pageId: page!.id, lang: 'en', title: 'History of the pataca', content: '<p>The pataca has been issued by banks since 1906.</p>' });
  await rebuildSearchIndex(db());
});
afterAll(() => database.dispose());

describe('matching', () => {
  it('folds the Chinese scripts: 银行 finds 銀行 texts and 銀行 finds 银行 texts', async () => {
    expect(await titles('zh-hant', '银行')).toEqual(['澳門銀行業穩健發展']);
    expect(await titles('zh-hans', '銀行')).toEqual(['澳门银行业稳健发展']);
    expect(await titles('zh-hant', '銀行業')).toEqual(['澳門銀行業穩健發展']);
  });

  it('finds a one-character Chinese query', async () => {
    expect(await titles('zh-hant', '息')).toEqual(['調整存款利息上限']);
    expect(await titles('zh-hant', '利息')).toEqual(['調整存款利息上限']);
    // Characters that are not next to each other are not the word.
    expect(await titles('zh-hant', '息存')).toEqual([]);
  });

  it('matches Latin words without accents or case, and by prefix', async () => {
    expect(await titles('pt', 'credito')).toEqual(['Regime jurídico do crédito ao consumo']);
    expect(await titles('pt', 'CRÉD')).toEqual(['Regime jurídico do crédito ao consumo']);
    expect(await titles('en', 'monia')).toEqual(['MONIA fixing published', 'Overnight rates']);
  });

  it('requires every word', async () => {
    expect(await titles('en', 'monia daily')).toEqual(['MONIA fixing published']);
    expect(await titles('en', 'monia bulletin')).toEqual([]);
  });

  it('a quoted phrase matches only the exact phrase; unquoted, the exact phrase ranks first', async () => {
    expect(await titles('en', '"interest rate"')).toEqual(['How are deposits protected?']);
    expect(await titles('en', 'interest rate')).toEqual(['How are deposits protected?', 'What does the fund cover?']);
  });

  it('ranks a title above a body, and newer news above older at equal relevance', async () => {
    expect((await titles('en', 'monia'))[0]).toBe('MONIA fixing published');
    const bulletins = await search(db(), 'en', { q: 'bulletin', page: 1, pageSize: 10 });
    expect(bulletins.items.map((i) => i.date)).toEqual([new Date(now - 5 * DAY).toISOString(), new Date(now - 20 * DAY).toISOString()]);
  });

  it('finds, in Portuguese, items without Portuguese text in the English their page shows, marked as English', async () => {
    const result = await search(db(), 'pt', { q: 'deposits', page: 1, pageSize: 10 });
    expect(result.items.map((i) => [i.title, i.textLang])).toEqual([['How are deposits protected?', 'en']]);
    expect(result.items[0]?.excerptHtml).toContain('on <mark>deposits</mark> is set');
    // An item with Portuguese text is found by that text only, and marked as Portuguese (no textLang).
    expect(await titles('pt', 'lending')).toEqual([]);
    expect((await search(db(), 'pt', { q: 'credito', page: 1, pageSize: 10 })).items.map((i) => i.textLang)).toEqual([null]);
    // Only Portuguese is partial: the other languages find an item in their own text.
    expect(await titles('zh-hant', 'deposits')).toEqual([]);
    expect((await search(db(), 'en', { q: 'deposits', page: 1, pageSize: 10 })).items.map((i) => i.textLang)).toEqual([null]);
  });

  it('stems English and Portuguese words: regulated, regulation and regulations find the same items', async () => {
    await addEntry('news', { en: { title: 'Exchange bureaux regulations revised', content: '<p>New rules for the sector.</p>' } }, { catId: pressId });
    await addEntry('faq', { en: { title: 'Who is regulated?', content: '<p>Every licensed institution.</p>' } });
    await addEntry('law', { pt: { title: 'Regulamentação das casas de câmbio', content: '<p>Regras do sector.</p>' } });
    const regulat = ['Exchange bureaux regulations revised', 'Who is regulated?'];
    for (const q of ['regulated', 'regulation', 'regulations', 'Regulating']) expect((await titles('en', q)).sort(), q).toEqual(regulat);
    // A quoted word stays exact; the prefix still reaches longer words.
    expect(await titles('en', '"regulated"')).toEqual(['Who is regulated?']);
    expect((await titles('en', 'regul')).sort()).toEqual(regulat);
    // The word found through its stem is highlighted.
    const [item] = (await search(db(), 'en', { q: 'regulation', page: 1, pageSize: 10, section: 'news' })).items;
    expect(item?.titleHtml).toBe('Exchange bureaux <mark>regulations</mark> revised');
    // Portuguese: Snowball's Portuguese rules, read with the accents; a search typed without them still finds the word by prefix.
    expect(await titles('pt', 'regulamentações')).toEqual(['Regulamentação das casas de câmbio']);
    expect(await titles('pt', 'regulamentacao')).toEqual(['Regulamentação das casas de câmbio']);
    // Words that only share a beginning are not the same word.
    expect(await titles('en', 'regular')).toEqual([]);
  });

  it('rebuilds at start an index written in an older format (without stems)', async () => {
    await db().update(appMeta).set({ value: '1' }).where(eq(appMeta.key, 'search.index.format'));
    expect((await ensureSearchIndex(db())).rebuilt).toBe(true);
    expect((await ensureSearchIndex(db())).rebuilt).toBe(false);
  });

  it('indexes pages and leaves out drafts and modules that are not documents', async () => {
    expect(await titles('en', 'pataca')).toEqual(['History of the pataca']);
    expect(await titles('en', 'bank')).toEqual(expect.arrayContaining(['Banking sector remains sound', 'History of the pataca']));
    expect(await titles('en', 'bank')).not.toContain('Bank holiday notice');
    expect(await titles('en', 'bank')).not.toContain('Banking banner');
  });
});

describe('ranking among many matches (only the first of them are ranked in full)', () => {
  const MANY = 70;
  beforeAll(async () => {
    // Many newer items holding the words in their body only, scattered.
    for (let i = 0; i < MANY; i++) {
      await addEntry('news', { en: { title: `Field report ${String(i + 1)}`, content: '<p>The walrus rested on the ice. Its tusk was long; the ivory was white.</p>' } }, { catId: pressId, publishedAt: new Date(now - (i + 1) * 60_000) });
    }
    await addEntry('news', { en: { title: 'Walrus census', content: '<p>Counted from the air.</p>' } }, { catId: pressId, publishedAt: new Date(now - 300 * DAY) });
    await addEntry('news', { en: { title: 'Carvings', content: '<p>A tusk ivory carving was shown.</p>' } }, { catId: pressId, publishedAt: new Date(now - 300 * DAY) });
  });

  it('puts an old title match first among many newer body matches', async () => {
    const result = await search(db(), 'en', { q: 'walrus', page: 1, pageSize: 10 });
    expect(result.total).toBe(MANY + 1);
    expect(result.items[0]?.title).toBe('Walrus census');
    // Then the body matches, newer first.
    expect(result.items.slice(1, 3).map((i) => i.title)).toEqual(['Field report 1', 'Field report 2']);
  });

  it('puts an old exact phrase first among many newer scattered words', async () => {
    expect((await titles('en', 'tusk ivory'))[0]).toBe('Carvings');
    expect(await titles('en', '"tusk ivory"')).toEqual(['Carvings']);
  });

  it('pages past the ranked matches in the same order, each match once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 8; page++) seen.push(...(await titles('en', 'walrus', { page })));
    expect(seen).toHaveLength(MANY + 1);
    expect(new Set(seen).size).toBe(MANY + 1);
    expect(seen.slice(-2)).toEqual([`Field report ${String(MANY - 1)}`, `Field report ${String(MANY)}`]);
  });
});

describe('results', () => {
  it('cuts Chinese excerpts at 130 characters and others at 230, around the match, with highlights', async () => {
    const [zh] = (await search(db(), 'zh-hant', { q: '资本', page: 1, pageSize: 10 })).items;
    expect(zh?.excerptHtml).toContain('<mark>資本</mark>');
    const zhText = zh!.excerptHtml.replace(/<\/?mark>/g, '');
    expect(zhText.startsWith('…') && zhText.endsWith('…')).toBe(true);
    expect(Array.from(zhText.replace(/…/g, '')).length).toBe(130);
    const [en] = (await search(db(), 'en', { q: 'capital', page: 1, pageSize: 10 })).items;
    expect(en?.excerptHtml).toContain('<mark>capital</mark>');
    const enText = en!.excerptHtml.replace(/<\/?mark>/g, '').replace(/…/g, '');
    expect(enText.length).toBeLessThanOrEqual(230);
    expect(enText.length).toBeGreaterThan(200);
    expect(en?.titleHtml).toBe('Banking sector remains sound');
    const [title] = (await search(db(), 'zh-hans', { q: '銀行', page: 1, pageSize: 10 })).items;
    expect(title?.titleHtml).toBe('澳门<mark>银行</mark>业稳健发展');
    const [prefix] = (await search(db(), 'pt', { q: 'cred', page: 1, pageSize: 10 })).items;
    expect(prefix?.titleHtml).toBe('Regime jurídico do <mark>crédito</mark> ao consumo');
  });

  it('links news to their detail page and pages to their path; counts and filters by section and news category', async () => {
    const result = await search(db(), 'en', { q: 'bank', page: 1, pageSize: 10 });
    const news = result.items.find((i) => i.section === 'news');
    expect(news?.href).toMatch(/^\/en\/news-notice-detail\?id=\d+$/);
    expect(result.items.find((i) => i.section === 'pages')?.href).toBe('/en/about-us/history');
    expect(result.sections).toEqual([
      { key: 'pages', count: 1 },
      { key: 'news', count: 1 },
    ]);
    expect(result.newsCategories).toEqual([{ key: 'press-release', count: 1 }]);
    expect(await titles('en', 'bank', { section: 'pages' })).toEqual(['History of the pataca']);
    expect(await titles('en', 'bank', { category: 'press-release' })).toEqual(['Banking sector remains sound']);
    expect((await search(db(), 'en', { q: 'bank', page: 1, pageSize: 10, section: 'laws' })).total).toBe(0);
  });

  it('pages through the results', async () => {
    const first = await search(db(), 'en', { q: 'monia', page: 1, pageSize: 1 });
    const second = await search(db(), 'en', { q: 'monia', page: 2, pageSize: 1 });
    expect(first.total).toBe(2);
    expect([...first.items, ...second.items].map((i) => i.title)).toEqual(['MONIA fixing published', 'Overnight rates']);
    expect((await search(db(), 'en', { q: 'monia', page: 3, pageSize: 1 })).items).toEqual([]);
  });

  it('shows a news lead once when the body begins with its summary', async () => {
    await addEntry(
      'news',
      {
        en: { title: 'Airship notice', summary: 'The zeppelin lands at the terminal today.', content: '<p>The zeppelin lands at the terminal today.</p><p>Passengers should arrive early.</p>' },
        'zh-hant': { title: '飛艇通告', summary: '飛艇今日於碼頭降落。', content: '<p>飛艇今日於碼頭降落。</p><p>旅客請提早到達。</p>' },
      },
      { catId: pressId },
    );
    const [en] = (await search(db(), 'en', { q: 'zeppelin', page: 1, pageSize: 10 })).items;
    expect(en?.excerptHtml).toBe('The <mark>zeppelin</mark> lands at the terminal today. Passengers should arrive early.');
    const [zh] = (await search(db(), 'zh-hant', { q: '飛艇', page: 1, pageSize: 10 })).items;
    expect(zh?.excerptHtml).toBe('<mark>飛艇</mark>今日於碼頭降落。 旅客請提早到達。');
    // A summary that is not the lead still counts.
    await addEntry('news', { en: { title: 'Blimp notice', summary: 'A short note on blimps.', content: '<p>Blimps fly low.</p>' } }, { catId: pressId });
    const [other] = (await search(db(), 'en', { q: 'blimps', page: 1, pageSize: 10 })).items;
    expect(other?.excerptHtml).toBe('A short note on <mark>blimps</mark>. <mark>Blimps</mark> fly low.');
  });

  it('answers nothing for punctuation only', async () => {
    const result = await search(db(), 'en', { q: '?!', page: 1, pageSize: 10 });
    expect(result.total).toBe(0);
  });
});

describe('freshness', () => {
  it('finds a new published item at once, and an unpublished one never', async () => {
    const id = await addEntry('news', { en: { title: 'Zebra crossing notice' } }, { catId: pressId });
    expect(await titles('en', 'zebra')).toEqual(['Zebra crossing notice']);
    await addEntry('news', { en: { title: 'Zebra draft' } }, { status: 'draft' });
    await addEntry('news', { en: { title: 'Zebra tomorrow' } }, { publishedAt: new Date(now + DAY) });
    expect(await titles('en', 'zebra')).toEqual(['Zebra crossing notice']);
    await db().update(entries).set({ status: 'offline' }).where(eq(entries.id, id));
    expect(await titles('en', 'zebra')).toEqual([]);
    await db().update(entries).set({ status: 'published' }).where(eq(entries.id, id));
    await db().update(entryI18n).set({ title: 'Giraffe crossing notice' }).where(eq(entryI18n.entryId, id));
    expect(await titles('en', 'zebra')).toEqual([]);
    expect(await titles('en', 'giraffe')).toEqual(['Giraffe crossing notice']);
    await db().delete(entries).where(eq(entries.id, id));
    expect(await titles('en', 'giraffe')).toEqual([]);
  });

  it('a full rebuild writes the same rows as the triggers kept', async () => {
    const before = await db().select({ kind: searchDocuments.kind, id: searchDocuments.sourceId, lang: searchDocuments.lang, terms: searchDocuments.terms }).from(searchDocuments).orderBy(searchDocuments.kind, searchDocuments.sourceId, searchDocuments.lang);
    await rebuildSearchIndex(db());
    const after = await db().select({ kind: searchDocuments.kind, id: searchDocuments.sourceId, lang: searchDocuments.lang, terms: searchDocuments.terms }).from(searchDocuments).orderBy(searchDocuments.kind, searchDocuments.sourceId, searchDocuments.lang);
    expect(after).toEqual(before);
  });
});

describe('the search page loader', () => {
  const load = async (lang: Language, q: string) => {
    const context = { db: db(), lang, query: { q }, url: new URL(`http://localhost/${lang}/search`), site: { tree: { roots: [] } }, page: { fallback: false } } as unknown as LoadContext;
    const loaded = await loadSearch(context);
    if (loaded.kind !== 'view') throw new Error(`expected a view, got ${loaded.kind}`);
    return loaded.model;
  };

  it('names the forms it searched in on a no-result page only, in both Chinese scripts', async () => {
    const found = await load('zh-hant', '銀行');
    expect(found.result?.total).toBeGreaterThan(0);
    expect(found.forms).toEqual([]);
    const none = await load('zh-hans', '熊猫');
    expect(none.result?.total).toBe(0);
    expect(none.forms).toEqual(expect.arrayContaining(['熊猫', '熊貓']));
    // Latin text has no other script: only the folded form beside it.
    expect((await load('en', 'Zürich')).forms).toEqual(['Zürich', 'zurich']);
  });
});
