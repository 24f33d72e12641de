/** The news of the seed, in one list, checked before it is written. */
import { newsDataSchema } from '#src/features/news/contract.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import { alertsAndStatements } from './alerts.ts';
import { latestNews } from './announcements.ts';
import { macao, type NewsItem } from './common.ts';
import { medicalLiabilityNews } from './medical.ts';
import { notices } from './notices.ts';
import { baseRateAnnouncements } from './rates.ts';
import { speeches } from './speeches.ts';
import { statisticalReleases } from './statistics.ts';

export type { NewsItem };

const FIRST_DAY = macao(2019, 1, 1, 0);

/** Every news item of the seed, oldest first, checked: unique slugs, valid `data`, published before the base date. */
export function planNews(): NewsItem[] {
  const items = [
    ...statisticalReleases(),
    ...baseRateAnnouncements(),
    ...latestNews(),
    ...notices(),
    ...speeches(),
    ...alertsAndStatements(),
    ...medicalLiabilityNews(),
  ].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.slug.localeCompare(b.slug));
  const slugs = new Set<string>();
  for (const item of items) {
    if (slugs.has(item.slug)) throw new Error(`Seed news: duplicate slug ${item.slug}`);
    slugs.add(item.slug);
    newsDataSchema.parse(item.data);
    if (item.publishedAt.getTime() >= SEED_BASE_DATE.getTime()) throw new Error(`Seed news: ${item.slug} is published after the base date`);
    if (item.publishedAt.getTime() < FIRST_DAY.getTime()) throw new Error(`Seed news: ${item.slug} is published before 2019`);
  }
  return items;
}

