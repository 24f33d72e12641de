/**
 * The interface text of the stats feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Statistics table/chart column: period (month, quarter or year). */
  'stats.period': 'Period',
  /** Statistics table column of values; {name} is the unit, e.g. MOP million. */
  'stats.valueIn': 'Value ({name})',
  /** Latest value line of a statistics series; {values} is the value(s), {date} the period. */
  'stats.latest': 'Latest: {values} ({date})',
  /** Frequency of a statistics series "monthly" (key built as stats.<frequency>). */
  'stats.monthly': 'Monthly',
  /** Frequency of a statistics series "quarterly". */
  'stats.quarterly': 'Quarterly',
  /** Frequency of a statistics series "yearly". */
  'stats.yearly': 'Yearly',
  /** Frequency of a statistics series "daily". */
  'stats.daily': 'Daily',
  /** Link to download the whole statistics series. */
  'stats.downloadData': 'Download the whole series',
  /** Text when a statistics series has no data in the chosen range. */
  'stats.noData': 'No data in the selected date range.',
  /** Text when a statistics page has no series yet. */
  'stats.noSeries': 'No statistics are published on this page yet.',
  /** Legend of the year range form of a statistics page. */
  'stats.filterLegend': 'Years shown',
  /** Label of the start of the statistics year range. */
  'stats.from': 'From',
  /** Label of the end of the statistics year range. */
  'stats.to': 'To',
  /** Submit button of the statistics year range form. */
  'stats.apply': 'Show',
  /** Link back to the latest periods of a statistics page. */
  'stats.showLatest': 'Show the latest periods',
  /** API field error (lower case, appended to a parameter error) when the statistics range start is after its end. */
  'stats.rangeOrder': 'the start is after the end',
  /** Start of the text alternative of a statistics chart; {title} is the series, {name} the unit, {min} and {max} the first and last period. */
  'stats.chartIntro': 'Chart of {title} ({name}), {min} to {max}',
  /** Chart summary clause for a rising series; {min} and {max} are the first and last values, {values} the change. */
  'stats.trendUp': 'rose from {min} to {max} ({values})',
  /** Chart summary clause for a falling series; {max} and {min} are the first and last values, {values} the change. */
  'stats.trendDown': 'fell from {max} to {min} ({values})',
  /** Chart summary clause for a flat series; {values} is the value. */
  'stats.trendFlat': 'unchanged at {values}',
  /** Chart summary clause; {values} is the highest value, {date} its period. */
  'stats.highest': 'highest {values} in {date}',
  /** Chart summary clause; {values} is the lowest value, {date} its period. */
  'stats.lowest': 'lowest {values} in {date}',
  /** Text alternative of a chart without data; {title} is the series title. */
  'stats.chartEmpty': 'Chart of {title}: no data in the selected date range.',
  /** Line under a statistics series; {date} is when its data was last updated. */
  'stats.dataUpdated': 'Data updated: {date}',
  /** Note under a statistics series; {title} is the note text. */
  'stats.note': 'Note: {title}',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'stats.period': '期間',
  'stats.valueIn': '數值（{name}）',
  'stats.latest': '最新：{values}（{date}）',
  'stats.monthly': '每月',
  'stats.quarterly': '每季',
  'stats.yearly': '每年',
  'stats.daily': '每日',
  'stats.downloadData': '下載完整數據系列',
  'stats.noData': '所選日期範圍內沒有數據。',
  'stats.noSeries': '本頁暫未發佈統計數據。',
  'stats.filterLegend': '顯示年份',
  'stats.from': '由',
  'stats.to': '至',
  'stats.apply': '顯示',
  'stats.showLatest': '顯示最近期間',
  'stats.rangeOrder': '開始日期遲於結束日期',
  'stats.chartIntro': '{title}（{name}）圖表，{min}至{max}',
  'stats.trendUp': '由{min}上升至{max}（{values}）',
  'stats.trendDown': '由{max}下降至{min}（{values}）',
  'stats.trendFlat': '維持於{values}',
  'stats.highest': '最高為{date}的{values}',
  'stats.lowest': '最低為{date}的{values}',
  'stats.chartEmpty': '{title}圖表：所選日期範圍內沒有數據。',
  'stats.dataUpdated': '數據更新日期：{date}',
  'stats.note': '註：{title}',
};

export const zhHans: Translations<typeof en> = {
  'stats.period': '期间',
  'stats.valueIn': '数值（{name}）',
  'stats.latest': '最新：{values}（{date}）',
  'stats.monthly': '每月',
  'stats.quarterly': '每季',
  'stats.yearly': '每年',
  'stats.daily': '每日',
  'stats.downloadData': '下载完整数据系列',
  'stats.noData': '所选日期范围内没有数据。',
  'stats.noSeries': '本页暂未发布统计数据。',
  'stats.filterLegend': '显示年份',
  'stats.from': '由',
  'stats.to': '至',
  'stats.apply': '显示',
  'stats.showLatest': '显示最近期间',
  'stats.rangeOrder': '开始日期迟于结束日期',
  'stats.chartIntro': '{title}（{name}）图表，{min}至{max}',
  'stats.trendUp': '由{min}上升至{max}（{values}）',
  'stats.trendDown': '由{max}下降至{min}（{values}）',
  'stats.trendFlat': '维持于{values}',
  'stats.highest': '最高为{date}的{values}',
  'stats.lowest': '最低为{date}的{values}',
  'stats.chartEmpty': '{title}图表：所选日期范围内没有数据。',
  'stats.dataUpdated': '数据更新日期：{date}',
  'stats.note': '注：{title}',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'stats.period': 'Período',
  'stats.valueIn': 'Valor ({name})',
  'stats.latest': 'Mais recente: {values} ({date})',
  'stats.monthly': 'Mensal',
  'stats.quarterly': 'Trimestral',
  'stats.yearly': 'Anual',
  'stats.daily': 'Diária',
  'stats.downloadData': 'Descarregar a série completa',
  'stats.noData': 'Não há dados no intervalo de datas seleccionado.',
  'stats.noSeries': 'Ainda não há estatísticas publicadas nesta página.',
  'stats.filterLegend': 'Anos apresentados',
  'stats.from': 'De',
  'stats.to': 'Até',
  'stats.apply': 'Mostrar',
  'stats.showLatest': 'Mostrar os períodos mais recentes',
  'stats.rangeOrder': 'o início é posterior ao fim',
  'stats.chartIntro': 'Gráfico de {title} ({name}), de {min} a {max}',
  'stats.trendUp': 'subiu de {min} para {max} ({values})',
  'stats.trendDown': 'desceu de {max} para {min} ({values})',
  'stats.trendFlat': 'inalterado em {values}',
  'stats.highest': 'máximo de {values} em {date}',
  'stats.lowest': 'mínimo de {values} em {date}',
  'stats.chartEmpty': 'Gráfico de {title}: não há dados no intervalo seleccionado.',
  'stats.dataUpdated': 'Dados actualizados em: {date}',
  'stats.note': 'Nota: {title}',
};

/** The stats feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const statsText = defineCatalogue({ en, zhHant, zhHans, pt });
