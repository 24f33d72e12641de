/**
 * The text alternative of a statistics chart: what the series covers, how it
 * moved from the first to the last period, and its highest and lowest values,
 * in the visitor's language.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { statsText } from './messages.ts';
import type { KeyOf, MessageParams } from '#src/i18n/catalogue.ts';
import { summarizeTrend, type ChartPoint } from './charts/geometry.ts';
import { formatValue } from './stat-format.ts';

type MessageKey = KeyOf<typeof statsText>;

type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface ChartTextInput {
  title: string;
  unit: string;
  decimals: number;
  points: readonly ChartPoint[];
  lang: Language;
}

export function chartSummary(input: ChartTextInput, t: Translate): string {
  const trend = summarizeTrend(input.points);
  if (!trend) return t('stats.chartEmpty', { title: input.title });
  const value = (v: number) => formatValue(v, input.decimals, input.lang);
  const intro = t('stats.chartIntro', { title: input.title, name: input.unit, min: trend.first.label, max: trend.last.label });
  if (input.points.length === 1) return `${intro}: ${value(trend.last.value)}.`;
  const percent =
    trend.changePercent === null ? value(trend.change) : `${trend.changePercent > 0 ? '+' : ''}${formatValue(trend.changePercent, 1, input.lang)} %`;
  const movement =
    trend.direction === 'flat'
      ? t('stats.trendFlat', { values: value(trend.last.value) })
      : trend.direction === 'up'
        ? t('stats.trendUp', { min: value(trend.first.value), max: value(trend.last.value), values: percent })
        : t('stats.trendDown', { max: value(trend.first.value), min: value(trend.last.value), values: percent });
  const sep = input.lang === 'zh-hant' || input.lang === 'zh-hans' ? '；' : '; ';
  const end = input.lang === 'zh-hant' || input.lang === 'zh-hans' ? '。' : '.';
  const colon = input.lang === 'zh-hant' || input.lang === 'zh-hans' ? '：' : ': ';
  const extremes = [
    t('stats.highest', { values: value(trend.highest.value), date: trend.highest.label }),
    t('stats.lowest', { values: value(trend.lowest.value), date: trend.lowest.label }),
  ];
  return `${intro}${colon}${[movement, ...extremes].join(sep)}${end}`;
}
