/**
 * Seed part `news`: a few hundred entries of the news module (`entries.module =
 * 'news'`) in the core category set `news`, published from 2019 up to the seed's
 * base date: statistical releases, base rate announcements, latest news,
 * notices, speeches, statements, fraud alerts and compulsory medical liability
 * insurance news, in traditional Chinese and English (simplified Chinese derived)
 * and Portuguese for about a third. Some carry CSV or PDF attachments made here;
 * a few are pinned (`isTop`) for the home page. One saved unpublished version of
 * an entry lets the news preview route be tried.
 */
import type { Transaction } from '#src/server/db/open.ts';
import { contentVersions } from '#src/features/entries/schema.ts';
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import type { SeedPart } from '#src/seed/part.ts';
import { deleteContentVersions, deleteEntries, deleteUnlinkedFiles, resetIdSequence, selectEntryIdBySlug } from '#src/seed/queries.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import type { NewsItem } from '#src/seed/parts/news-data/common.ts';

/**
 * The data and the writer (with its Chinese converter) are loaded only when
 * seeding: a database seeded already skips them at every start.
 */
const loadPlan = async () => (await import('#src/seed/parts/news-data/plan.ts')).planNews();
const loadWriter = () => import('#src/seed/entries-writer.ts');

export const NEWS_MODULE = 'news';

/** The entry whose saved, unpublished version the preview shows. */
export const NEWS_PREVIEW_SLUG = 'base-rate-2026-09-17';

function toEntrySeed(item: NewsItem): EntrySeed {
  return {
    slug: item.slug,
    catSlug: item.cat,
    publishedAt: item.publishedAt,
    isTop: item.isTop ?? false,
    data: item.data,
    texts: { 'zh-hant': item.zh, en: item.en, ...(item.pt ? { pt: item.pt } : {}) },
    ...(item.files ? { files: item.files } : {}),
  };
}

/** Names of the files the part attaches, so its reset removes exactly those. */
function seededFileNames(items: readonly NewsItem[]): string[] {
  return [...new Set(items.flatMap((i) => (i.files ?? []).map((f) => f.name)))];
}

async function writePreviewVersion(tx: Transaction, counts: Counts): Promise<void> {
  const itemId = await selectEntryIdBySlug(tx, NEWS_MODULE, NEWS_PREVIEW_SLUG);
  if (itemId === undefined) throw new Error(`Seed news: preview entry ${NEWS_PREVIEW_SLUG} is missing`);
  // Loaded here, not at the top: the Chinese converter is large and every start imports this part.
  const { versionTexts } = await import('#src/seed/version-texts.ts');
  await tx.insert(contentVersions).values({
    module: NEWS_MODULE,
    itemId,
    createdAt: SEED_BASE_DATE,
    data: versionTexts({
      'zh-hant': {
        title: '金管局下調基本利率25個基點至3.50%（修訂稿）',
        content:
          '<p>鑑於美國聯邦儲備局下調聯邦基金利率目標區間至3.00%–3.25%，澳門金融管理局宣佈即時將基本利率下調25個基點，由3.75%調整至3.50%。</p><p>修訂稿補充：金管局已要求銀行清楚告知客戶利率調整對其貸款的影響。</p>',
      },
      en: {
        title: 'AMCM lowers the base rate by 25 basis points to 3.50% (revised draft)',
        content:
          '<p>Following the decision of the US Federal Reserve to lower the target range for the federal funds rate to 3.00%–3.25%, the AMCM announces that its base rate is lowered by 25 basis points, from 3.75% to 3.50%, with immediate effect.</p><p>Added in this revision: the AMCM has asked banks to explain clearly to customers how the change affects their loans.</p>',
      },
    }),
  });
  counts.contentVersions = (counts.contentVersions ?? 0) + 1;
}

export const newsSeedPart: SeedPart = {
  name: 'news',
  version: '2026-11-02.1',
  async run(tx, counts) {
    const items = await loadPlan();
    const { writeEntries } = await loadWriter();
    await writeEntries(tx, NEWS_MODULE, items.map(toEntrySeed), counts);
    await writePreviewVersion(tx, counts);
  },
  async reset(tx) {
    await deleteContentVersions(tx, [NEWS_MODULE]);
    await deleteEntries(tx, [NEWS_MODULE]);
    // Only the part's own files, and only where no other entry still uses them.
    await deleteUnlinkedFiles(tx, { names: seededFileNames(await loadPlan()) });
    // Later ids continue after what other parts keep, so a reseed gives the same ids as a fresh seed once every part is reset.
    for (const table of ['entries', 'entry_files', 'files']) await resetIdSequence(tx, table);
  },
};
