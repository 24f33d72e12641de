/** Writes the coin catalogue (coins, coin_i18n); orders start empty. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { coinI18n, coins } from '#src/features/coins/schema.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import { generateCoins } from './catalogue.ts';
import { coinPicture } from './picture.ts';
import { truncateCoins } from './queries.ts';

export async function runCoins(tx: Transaction, counts: Counts): Promise<void> {
  const catalogue = generateCoins();
  const inserted = await tx
    .insert(coins)
    .values(
      catalogue.map((c) => ({
        slug: c.slug,
        year: c.year,
        type: c.type,
        series: c.series,
        diameterHmm: c.diameterHmm,
        weightCg: c.weightCg,
        metal: c.metal,
        fineness: c.fineness,
        faceValue: c.faceValueMop * 100,
        mintage: c.mintage,
        priceAvos: c.priceAvos,
        orderLimit: c.orderLimit,
        buyerLimit: c.buyerLimit,
        stock: c.stock,
        status: c.status,
        issueDate: c.issueDate,
        picture: coinPicture(c),
        updatedAt: SEED_BASE_DATE,
      })),
    )
    .returning({ id: coins.id, slug: coins.slug });
  const ids = new Map(inserted.map((r) => [r.slug, r.id]));
  const texts = catalogue.flatMap((c) => {
    const coinId = ids.get(c.slug) as number;
    const rows: { coinId: number; lang: Language; name: string; seriesName: string; description: string }[] = [
      { coinId, lang: 'zh-hant', name: c.name.zh, seriesName: c.seriesName.zh, description: c.description.zh },
      { coinId, lang: 'zh-hans', name: toSimplified(c.name.zh), seriesName: toSimplified(c.seriesName.zh), description: toSimplified(c.description.zh) },
      { coinId, lang: 'en', name: c.name.en, seriesName: c.seriesName.en, description: c.description.en },
    ];
    // Portuguese is partial: only coins whose texts were translated.
    if (c.name.pt && c.description.pt) rows.push({ coinId, lang: 'pt', name: c.name.pt, seriesName: c.seriesName.pt ?? c.seriesName.en, description: c.description.pt });
    return rows;
  });
  await tx.insert(coinI18n).values(texts);
  counts.coins = (counts.coins ?? 0) + inserted.length;
  counts.coinI18n = (counts.coinI18n ?? 0) + texts.length;
}

export async function resetCoins(tx: Transaction): Promise<void> {
  await truncateCoins(tx);
}
