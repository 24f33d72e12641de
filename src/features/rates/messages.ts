/**
 * The interface text of the rates feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Title of the exchange rates (page, downloads, sheet name; key built as rates.title.<type>). */
  'rates.title.exchange-rate': 'Exchange rates',
  /** Title of the base rate (page, downloads, sheet name). */
  'rates.title.base-rate': 'Base rate',
  /** Title of the MAIBOR interest rates (page, downloads, sheet name). */
  'rates.title.maibor': 'Macao Interbank Offered Rate (MAIBOR)',
  /** Title of the MONIA interest rate (page, downloads, sheet name). */
  'rates.title.monia': 'Macao Overnight Index Average (MONIA)',
  /** Title of the liquidity deposit rate (page, downloads, sheet name). */
  'rates.title.liquidity-deposit-rate': 'Liquidity deposit rate',
  /** API/form error when the rates end date is before the start date (rates query.ts). */
  'rates.rangeOrder': 'The end date must not be before the start date.',
  /** Text when there are no rates for the chosen date. */
  'rates.noDataDate': 'No data for the selected date.',
  /** Text when there are no rates in the chosen range. */
  'rates.noDataRange': 'No data in the selected date range.',
  /** Text before the last rates published before a date without data. */
  'rates.lastBefore': 'Last published before it:',
  /** Heading/link of the latest rates. */
  'rates.latest': 'Latest rates',
  /** Heading of the rates of one day; {date} is the formatted date. */
  'rates.dayHeading': 'Rates of {date}',
  /** Publication line of rates; {date} is the date, {time} the Macao time. */
  'rates.publishedAt': 'Published on {date} at {time} (Macao time).',
  /** Column header: date (rates tables, charts and downloads). */
  'rates.date': 'Date',
  /** Submit button of the rates date forms. */
  'rates.show': 'Show',
  /** Link back to the latest rates. */
  'rates.showLatest': 'Show the latest',
  /** Link that shows the whole base rate history. */
  'rates.showAll': 'Show all',
  /** Heading of the rates history section. */
  'rates.history': 'History',
  /** Legend of the rates date range form. */
  'rates.rangeLegend': 'Date range',
  /** Legend of the base rate effective date range form. */
  'rates.rangeLegendBase': 'Range of effective dates',
  /** Shown range of a rates history; {from} and {to} are the dates. */
  'rates.rangeShown': 'From {from} to {to}',
  /** Notice that ranges over two years show only the last two years on screen (downloads hold everything). */
  'rates.rangeCapped': 'Ranges longer than two years show only their last two years on screen; the download holds the whole range.',
  /** Label of the start date of a rates range. */
  'rates.from': 'From',
  /** Label of the end date of a rates range. */
  'rates.to': 'To',
  /** Legend of the currency choice of the exchange rates history. */
  'rates.currencies': 'Currencies',
  /** Legend of the term choice of the interest rates history. */
  'rates.terms': 'Terms',
  /** Exchange rates column: currency (page, widget, downloads). */
  'rates.currency': 'Currency',
  /** Exchange rates column: unit of foreign currency. */
  'rates.unit': 'Unit',
  /** Exchange rates column: mid rate (page, widget, feed, downloads). */
  'rates.mid': 'Mid rate',
  /** Exchange rates column: telegraphic transfer buying rate. */
  'rates.ttBuying': 'Telegraphic transfer buying',
  /** Exchange rates column: cheque buying rate. */
  'rates.chequeBuying': 'Cheque buying',
  /** Note under exchange rate tables: patacas per unit, JPY and KRW per 100. */
  'rates.fxUnitNote': 'Patacas (MOP) per unit of foreign currency; JPY and KRW per 100 units.',
  /** Caption of the exchange rates table of a day; {date} is the date. */
  'rates.fxCaption': 'Exchange rates of {date} (MOP)',
  /** Chart series name of a currency; {currency} is the currency code, {unit} the number of units. */
  'rates.fxSeries': '{currency} mid rate (MOP per {unit})',
  /** Caption of the history table of a currency; {currency} is the currency code, {unit} the number of units. */
  'rates.fxHistoryCaption': '{currency} exchange rates (MOP per {unit})',
  /** Note under interest rate tables that rates are percent per annum. */
  'rates.percentNote': 'Percent per annum.',
  /** Interest rates column: rate in percent per annum (page and downloads). */
  'rates.ratePct': 'Rate (% p.a.)',
  /** Interest rates column/legend: the rate series. */
  'rates.series': 'Rate',
  /** Interest rates column: term (page and downloads). */
  'rates.term': 'Term',
  /** Interest rate term "overnight" (key built as rates.term.<code>; also in the feed). */
  'rates.term.overnight': 'Overnight',
  /** Interest rate term "1 week". */
  'rates.term.1w': '1 week',
  /** Interest rate term "1 month". */
  'rates.term.1m': '1 month',
  /** Interest rate term "2 months". */
  'rates.term.2m': '2 months',
  /** Interest rate term "3 months" (also in the feed). */
  'rates.term.3m': '3 months',
  /** Interest rate term "6 months". */
  'rates.term.6m': '6 months',
  /** Interest rate term "1 year". */
  'rates.term.1y': '1 year',
  /** Caption of an interest rates table; {title} is the rate title, {date} the date. */
  'rates.interestCaption': '{title}: {date}',
  /** Caption of an interest rate history table; {title} is the rate title. */
  'rates.interestHistoryCaption': '{title} history (% p.a.)',
  /** Suffix of the current base rate; {date} is the effective date. */
  'rates.inForceSince': 'in force since {date}',
  /** Note about how the base rate is set; {time} is the announcement time. */
  'rates.baseRateNote': 'The base rate follows the US federal funds rate and is announced at {time} a.m.',
  /** Heading of the table of base rate changes. */
  'rates.baseHistory': 'Base rate changes',
  /** Base rate column: effective date (page and downloads). */
  'rates.effectiveOn': 'Effective date',
  /** Base rate column: rate in percent (page and downloads). */
  'rates.baseRatePct': 'Base rate (%)',
  /** Base rate column: change in basis points (page and downloads). */
  'rates.changeBp': 'Change (basis points)',
  /** Base rate column: link to the announcement (page and downloads). */
  'rates.announcement': 'Announcement',
  /** Label before the rates download links. */
  'rates.download': 'Download:',
  /** Accessible name of a rates download link; {what} is the data, {format} the file format (CSV, XLSX…). */
  'rates.downloadLabel': 'Download {what} as {format}',
  /** Accessible name of a rates chart; {title} is the rate, {from} and {to} the dates. */
  'rates.chartLabel': 'Chart of {title} from {from} to {to}',
  /** Text summary of a rates chart; {series} is the series, {first} and {last} the first and last values, {max} on {maxDate} the highest, {min} on {minDate} the lowest. */
  'rates.chartSummary': '{series}: from {first} to {last}, highest {max} on {maxDate}, lowest {min} on {minDate}.',
  /** Title of the rates Atom feed (head link and feed). */
  'rates.feed': 'Rate publications (Atom)',
  /** Title of a rates feed entry; {date} is the publication date. */
  'rates.feedEntry': 'Exchange and interest rates of {date}',
  /** Heading of the embeddable exchange rates widget. */
  'rates.widgetTitle': 'Today\'s exchange rates',
  /** Link from the rates widget to all rates. */
  'rates.widgetMore': 'All rates',
  /** Source line of rates downloads, feed and widget. */
  'rates.source': 'Source: Monetary Authority of Macao',
  /** Heading of the current base rate. */
  'rates.currentBase': 'Current base rate',
  /** Note on a day's rates corrected after publication (page and feed): {date} and {time} (Macao) of the correction. */
  'rates.corrected': 'Corrected on {date} at {time} (Macao time). The figures shown are the corrected ones.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'rates.title.exchange-rate': '匯率',
  'rates.title.base-rate': '基本利率',
  'rates.title.maibor': '澳門銀行同業拆息（MAIBOR）',
  'rates.title.monia': '澳門隔夜平均指數利率（MONIA）',
  'rates.title.liquidity-deposit-rate': '流動資金存款利率',
  'rates.rangeOrder': '結束日期不可早於開始日期。',
  'rates.noDataDate': '所選日期沒有資料。',
  'rates.noDataRange': '所選日期範圍內沒有資料。',
  'rates.lastBefore': '該日之前最近一次公佈：',
  'rates.latest': '最新公佈',
  'rates.dayHeading': '{date}公佈的利率',
  'rates.publishedAt': '於{date} {time}（澳門時間）公佈。',
  'rates.date': '日期',
  'rates.show': '顯示',
  'rates.showLatest': '顯示最新',
  'rates.showAll': '顯示全部',
  'rates.history': '歷史數據',
  'rates.rangeLegend': '日期範圍',
  'rates.rangeLegendBase': '生效日期範圍',
  'rates.rangeShown': '由{from}至{to}',
  'rates.rangeCapped': '超過兩年的日期範圍在頁面上只顯示最近兩年；下載檔案包含整個範圍。',
  'rates.from': '由',
  'rates.to': '至',
  'rates.currencies': '貨幣',
  'rates.terms': '期限',
  'rates.currency': '貨幣',
  'rates.unit': '單位',
  'rates.mid': '中間價',
  'rates.ttBuying': '電匯買入價',
  'rates.chequeBuying': '支票買入價',
  'rates.fxUnitNote': '以澳門元計算，每單位外幣（日圓及韓圜為每100單位）。',
  'rates.fxCaption': '{date}匯率（澳門元）',
  'rates.fxSeries': '{currency}中間價（每{unit}單位，澳門元）',
  'rates.fxHistoryCaption': '{currency}匯率（每{unit}單位，澳門元）',
  'rates.percentNote': '年利率（%）。',
  'rates.ratePct': '利率（年息%）',
  'rates.series': '利率',
  'rates.term': '期限',
  'rates.term.overnight': '隔夜',
  'rates.term.1w': '1星期',
  'rates.term.1m': '1個月',
  'rates.term.2m': '2個月',
  'rates.term.3m': '3個月',
  'rates.term.6m': '6個月',
  'rates.term.1y': '1年',
  'rates.interestCaption': '{title}：{date}',
  'rates.interestHistoryCaption': '{title}歷史數據（年息%）',
  'rates.inForceSince': '自{date}起生效',
  'rates.baseRateNote': '基本利率跟隨美國聯邦基金利率調整，於上午{time}公佈。',
  'rates.baseHistory': '基本利率調整紀錄',
  'rates.effectiveOn': '生效日期',
  'rates.baseRatePct': '基本利率（%）',
  'rates.changeBp': '變動（基點）',
  'rates.announcement': '公告',
  'rates.download': '下載：',
  'rates.downloadLabel': '下載{what}（{format}）',
  'rates.chartLabel': '{title}走勢圖，{from}至{to}',
  'rates.chartSummary': '{series}：由{first}變為{last}，最高{max}（{maxDate}），最低{min}（{minDate}）。',
  'rates.feed': '利率公佈（Atom）',
  'rates.feedEntry': '{date}匯率及利率',
  'rates.widgetTitle': '今日匯率',
  'rates.widgetMore': '全部匯率及利率',
  'rates.source': '資料來源：澳門金融管理局',
  'rates.currentBase': '現行基本利率',
  'rates.corrected': '已於{date}{time}（澳門時間）更正，所示為更正後的數字。',
};

export const zhHans: Translations<typeof en> = {
  'rates.title.exchange-rate': '汇率',
  'rates.title.base-rate': '基本利率',
  'rates.title.maibor': '澳门银行同业拆息（MAIBOR）',
  'rates.title.monia': '澳门隔夜平均指数利率（MONIA）',
  'rates.title.liquidity-deposit-rate': '流动资金存款利率',
  'rates.rangeOrder': '结束日期不可早于开始日期。',
  'rates.noDataDate': '所选日期没有资料。',
  'rates.noDataRange': '所选日期范围内没有资料。',
  'rates.lastBefore': '该日之前最近一次公布：',
  'rates.latest': '最新公布',
  'rates.dayHeading': '{date}公布的利率',
  'rates.publishedAt': '于{date} {time}（澳门时间）公布。',
  'rates.date': '日期',
  'rates.show': '显示',
  'rates.showLatest': '显示最新',
  'rates.showAll': '显示全部',
  'rates.history': '历史数据',
  'rates.rangeLegend': '日期范围',
  'rates.rangeLegendBase': '生效日期范围',
  'rates.rangeShown': '由{from}至{to}',
  'rates.rangeCapped': '超过两年的日期范围在页面上只显示最近两年；下载档案包含整个范围。',
  'rates.from': '由',
  'rates.to': '至',
  'rates.currencies': '货币',
  'rates.terms': '期限',
  'rates.currency': '货币',
  'rates.unit': '单位',
  'rates.mid': '中间价',
  'rates.ttBuying': '电汇买入价',
  'rates.chequeBuying': '支票买入价',
  'rates.fxUnitNote': '以澳门元计算，每单位外币（日圆及韩圜为每100单位）。',
  'rates.fxCaption': '{date}汇率（澳门元）',
  'rates.fxSeries': '{currency}中间价（每{unit}单位，澳门元）',
  'rates.fxHistoryCaption': '{currency}汇率（每{unit}单位，澳门元）',
  'rates.percentNote': '年利率（%）。',
  'rates.ratePct': '利率（年息%）',
  'rates.series': '利率',
  'rates.term': '期限',
  'rates.term.overnight': '隔夜',
  'rates.term.1w': '1星期',
  'rates.term.1m': '1个月',
  'rates.term.2m': '2个月',
  'rates.term.3m': '3个月',
  'rates.term.6m': '6个月',
  'rates.term.1y': '1年',
  'rates.interestCaption': '{title}：{date}',
  'rates.interestHistoryCaption': '{title}历史数据（年息%）',
  'rates.inForceSince': '自{date}起生效',
  'rates.baseRateNote': '基本利率跟随美国联邦基金利率调整，于上午{time}公布。',
  'rates.baseHistory': '基本利率调整纪录',
  'rates.effectiveOn': '生效日期',
  'rates.baseRatePct': '基本利率（%）',
  'rates.changeBp': '变动（基点）',
  'rates.announcement': '公告',
  'rates.download': '下载：',
  'rates.downloadLabel': '下载{what}（{format}）',
  'rates.chartLabel': '{title}走势图，{from}至{to}',
  'rates.chartSummary': '{series}：由{first}变为{last}，最高{max}（{maxDate}），最低{min}（{minDate}）。',
  'rates.feed': '利率公布（Atom）',
  'rates.feedEntry': '{date}汇率及利率',
  'rates.widgetTitle': '今日汇率',
  'rates.widgetMore': '全部汇率及利率',
  'rates.source': '资料来源：澳门金融管理局',
  'rates.currentBase': '现行基本利率',
  'rates.corrected': '已于{date}{time}（澳门时间）更正，所示为更正后的数字。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'rates.title.exchange-rate': 'Taxas de câmbio',
  'rates.title.base-rate': 'Taxa de base',
  'rates.title.maibor': 'Taxa interbancária de Macau (MAIBOR)',
  'rates.title.monia': 'Índice médio overnight de Macau (MONIA)',
  'rates.title.liquidity-deposit-rate': 'Taxa de depósito de liquidez',
  'rates.rangeOrder': 'A data final não pode ser anterior à data inicial.',
  'rates.noDataDate': 'Sem dados para a data seleccionada.',
  'rates.noDataRange': 'Sem dados no intervalo de datas seleccionado.',
  'rates.lastBefore': 'Última publicação anterior:',
  'rates.latest': 'Taxas mais recentes',
  'rates.dayHeading': 'Taxas de {date}',
  'rates.publishedAt': 'Publicadas em {date} às {time} (hora de Macau).',
  'rates.date': 'Data',
  'rates.show': 'Mostrar',
  'rates.showLatest': 'Mostrar as mais recentes',
  'rates.showAll': 'Mostrar tudo',
  'rates.history': 'Histórico',
  'rates.rangeLegend': 'Intervalo de datas',
  'rates.rangeLegendBase': 'Intervalo de datas de efeito',
  'rates.rangeShown': 'De {from} a {to}',
  'rates.rangeCapped': 'Intervalos superiores a dois anos mostram no ecrã apenas os últimos dois anos; o ficheiro descarregado contém o intervalo completo.',
  'rates.from': 'De',
  'rates.to': 'Até',
  'rates.currencies': 'Moedas',
  'rates.terms': 'Prazos',
  'rates.currency': 'Moeda',
  'rates.unit': 'Unidade',
  'rates.mid': 'Taxa média',
  'rates.ttBuying': 'Compra por transferência telegráfica',
  'rates.chequeBuying': 'Compra por cheque',
  'rates.fxUnitNote': 'Patacas (MOP) por unidade de moeda estrangeira; JPY e KRW por 100 unidades.',
  'rates.fxCaption': 'Taxas de câmbio de {date} (MOP)',
  'rates.fxSeries': 'Taxa média {currency} (MOP por {unit})',
  'rates.fxHistoryCaption': 'Taxas de câmbio {currency} (MOP por {unit})',
  'rates.percentNote': 'Percentagem ao ano.',
  'rates.ratePct': 'Taxa (% ao ano)',
  'rates.series': 'Taxa',
  'rates.term': 'Prazo',
  'rates.term.overnight': 'Overnight',
  'rates.term.1w': '1 semana',
  'rates.term.1m': '1 mês',
  'rates.term.2m': '2 meses',
  'rates.term.3m': '3 meses',
  'rates.term.6m': '6 meses',
  'rates.term.1y': '1 ano',
  'rates.interestCaption': '{title}: {date}',
  'rates.interestHistoryCaption': 'Histórico {title} (% ao ano)',
  'rates.inForceSince': 'em vigor desde {date}',
  'rates.baseRateNote': 'A taxa de base acompanha a taxa dos fundos federais dos EUA e é anunciada às {time}.',
  'rates.baseHistory': 'Alterações da taxa de base',
  'rates.effectiveOn': 'Data de efeito',
  'rates.baseRatePct': 'Taxa de base (%)',
  'rates.changeBp': 'Variação (pontos base)',
  'rates.announcement': 'Anúncio',
  'rates.download': 'Descarregar:',
  'rates.downloadLabel': 'Descarregar {what} em {format}',
  'rates.chartLabel': 'Gráfico de {title} de {from} a {to}',
  'rates.chartSummary': '{series}: de {first} a {last}, máximo {max} em {maxDate}, mínimo {min} em {minDate}.',
  'rates.feed': 'Publicações de taxas (Atom)',
  'rates.feedEntry': 'Taxas de câmbio e de juro de {date}',
  'rates.widgetTitle': 'Taxas de câmbio de hoje',
  'rates.widgetMore': 'Todas as taxas',
  'rates.source': 'Fonte: Autoridade Monetária de Macau',
  'rates.currentBase': 'Taxa de base em vigor',
  'rates.corrected': 'Corrigido em {date}, às {time} (hora de Macau). Os valores apresentados são os corrigidos.',
};

/** The rates feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const ratesText = defineCatalogue({ en, zhHant, zhHans, pt });
