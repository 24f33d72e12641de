/**
 * The loader of the statistics page modules (SPEC §2): `official-statistics`,
 * `insurance-statistics`, `financial-indicators` and `statistics-page` (the
 * series of its `type`). They are lists of series over a range of years, with no
 * detail view of their own: a range or a type without data keeps its empty
 * state (HTTP 200).
 */
import { view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { pageUrl } from '#src/lib/paths.ts';
import type { StatSeries } from './contract.ts';
import { listSeries, seriesYears } from './service.ts';
import { isStatModule } from './stat-modules.ts';

export const STATS_CACHE_TAGS = ['stats'] as const;

/** Without a chosen range, the latest periods: two years of monthly data, three of quarterly, all yearly data. */
const LATEST_POINTS = { daily: 30, monthly: 24, quarterly: 12, yearly: 20 } as const;

export interface StatisticsModel {
  /** Groups in order of appearance; a statistics page is one category, so its group has no title. */
  groups: { title: string | null; items: StatSeries[] }[];
  /** Every year with data, newest first (the form's options). */
  years: number[];
  /** The years chosen (none: the latest periods). */
  ranged: boolean;
  /** The years the form shows: those chosen, or those the latest periods span. */
  fromShown: number | undefined;
  toShown: number | undefined;
  anyPoints: boolean;
  /** The page itself (the form's action and the reset link). */
  selfUrl: string;
}

export async function loadStatistics({ db, lang, page, query }: LoadContext): Promise<Loaded<StatisticsModel>> {
  const module = page.module;
  let series: StatSeries[] = [];
  let years: number[] = [];
  let from: number | undefined;
  let to: number | undefined;
  if (isStatModule(module)) {
    // A statistics page shows the series of its type (its sub-slug), e.g. `banking`.
    const catSlug = module === 'statistics-page' ? (query.type ?? page.moduleCat ?? '__none__') : undefined;
    years = await seriesYears(db, module, catSlug);
    const year = (value: string | undefined) => {
      const n = Number(value);
      return Number.isInteger(n) && years.includes(n) ? n : undefined;
    };
    from = year(query.from);
    to = year(query.to);
    if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
    const all = await listSeries(db, lang, {
      module,
      catSlug,
      begin: from !== undefined ? String(from) : undefined,
      end: to !== undefined ? String(to) : undefined,
    });
    const ranged = from !== undefined || to !== undefined;
    series = ranged ? all.data : all.data.map((s) => ({ ...s, points: s.points.slice(-LATEST_POINTS[s.frequency]) }));
  }
  const shownYears = series.flatMap((s) => s.points.map((p) => Number(p.period.slice(0, 4))));
  const groups: StatisticsModel['groups'] = [];
  for (const s of series) {
    const title = module === 'statistics-page' ? null : (s.category?.title ?? null);
    const group = groups.find((g) => g.title === title);
    if (group) group.items.push(s);
    else groups.push({ title, items: [s] });
  }
  return view(
    {
      groups,
      years,
      ranged: from !== undefined || to !== undefined,
      fromShown: from ?? (shownYears.length ? Math.min(...shownYears) : years[years.length - 1]),
      toShown: to ?? (shownYears.length ? Math.max(...shownYears) : years[0]),
      anyPoints: series.some((s) => s.points.length > 0),
      selfUrl: page.item ? pageUrl(lang, page.item.path) : '',
    },
    { cache: { tags: STATS_CACHE_TAGS } },
  );
}
