// Scales a seeded benchmark database to SEARCH_BENCH_DOCUMENTS search documents
// (default 20,000 over the four languages) for the search cases of
// `npm run bench`: more published news, each made of the title of one seeded news
// item and the texts of two others in the same language, dated further back, so the
// words and characters keep the seed's distribution. Writes through the content
// tables (the triggers queue every item) and then rebuilds the index.
// Only for the throwaway database of the benchmark (DATA_DIR); prints one JSON line.
import { readConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/app/boot.ts';
import { countDocuments, entryDocumentCounts, insertEntries, insertEntryTexts, publishedEntryTexts } from '../src/features/search/queries.ts';
import { ensureSearchIndex, rebuildSearchIndex } from '../src/features/search/service.ts';
import { mulberry32 } from '../src/seed/random.ts';
import type { Language } from '../src/lib/i18n/languages.ts';

const target = Number(process.env.SEARCH_BENCH_DOCUMENTS ?? 20_000);
const handle = await openConfiguredDatabase(readConfig());
try {
  const db = handle.db;
  const started = performance.now();
  await ensureSearchIndex(db);
  const before = await countDocuments(db);
  const sources = await publishedEntryTexts(db, 'news');
  const byEntry = new Map<number, typeof sources>();
  for (const row of sources) byEntry.set(row.id, [...(byEntry.get(row.id) ?? []), row]);
  const byLang = new Map<Language, typeof sources>();
  for (const row of sources) byLang.set(row.lang, [...(byLang.get(row.lang) ?? []), row]);
  const originals = [...byEntry.values()];
  // Index rows per news item (its languages, plus the Portuguese fallback row of an item without Portuguese text).
  const perItem = await entryDocumentCounts(db, 'news');
  const langsPerItem = perItem && perItem.items ? perItem.rows / perItem.items : sources.length / Math.max(1, originals.length);
  const items = Math.max(0, Math.ceil((target - before) / langsPerItem));
  const random = mulberry32(20_000);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const DAY = 86_400_000;
  for (let done = 0; done < items; ) {
    const batch = Math.min(500, items - done);
    await db.transaction(async (tx) => {
      const models = Array.from({ length: batch }, () => pick(originals));
      const ids = await insertEntries(
        tx,
        models.map((m, i) => ({ module: 'news', catId: m[0]?.catId ?? null, status: 'published' as const, publishedAt: new Date((m[0]?.publishedAt ?? new Date()).getTime() - (done + i + 1) * DAY) })),
      );
      const texts = models.flatMap((model, i) =>
        model.map((row) => {
          const a = pick(byLang.get(row.lang) ?? [row]);
          const b = pick(byLang.get(row.lang) ?? [row]);
          return { entryId: ids[i]?.id ?? 0, lang: row.lang, title: row.title, summary: a.summary, content: `${a.content ?? ''}${b.content ?? ''}` };
        }),
      );
      for (let i = 0; i < texts.length; i += 500) await insertEntryTexts(tx, texts.slice(i, i + 500));
    });
    done += batch;
  }
  const indexStarted = performance.now();
  // A full rebuild (indexes built once) is faster than the queue for this many items.
  await rebuildSearchIndex(db);
  console.log(JSON.stringify({ documents: await countDocuments(db), before, itemsAdded: items, indexMs: Math.round(performance.now() - indexStarted), ms: Math.round(performance.now() - started) }));
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  await handle.close();
}
