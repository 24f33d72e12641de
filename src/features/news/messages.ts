/**
 * The interface text of the news feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Title of the RSS/Atom feed of all news and notices. */
  'news.feedAllTitle': 'News and notices',
  /** Description of the RSS/Atom feed of all news and notices. */
  'news.feedAllDescription': 'News, press releases and notices of the Monetary Authority of Macao.',
  /** Separator between category names in feed descriptions (", " in English; a Chinese enumeration comma in Chinese). */
  'news.listSeparator': ', ',
  /** Label before the RSS and Atom links under a news list. */
  'news.feeds': 'Subscribe to this list',
  /** Title of the RSS feed link in the page head; {title} is the list or category title. */
  'news.rssFeed': 'RSS feed: {title}',
  /** Title of the Atom feed link in the page head; {title} is the list or category title. */
  'news.atomFeed': 'Atom feed: {title}',
  /** Number of items of a news list, filled in the NewsList island; {count} is the total. */
  'news.total': { one: '{count} item', other: '{count} items' },
  /** Accessible name of the news list section and hidden heading of the list. */
  'news.results': 'News list',
  /** "Load more" button/link under a news list. */
  'news.loadMore': 'Load more',
  /** Text under a news list when every item is shown. */
  'news.allShown': 'All items are shown.',
  /** Link to the newer items when a later page of a news list was opened without JavaScript. */
  'news.previousPage': 'Newer items',
  /** Text when no news matches the year or date filter. */
  'news.empty': 'No news matches your selection. Try another year or date range.',
  /** Legend of the news list filter form. */
  'news.filter': 'Filter the list',
  /** Label of the year select of the news filter. */
  'news.year': 'Year',
  /** First option of the news year select (no year filter). */
  'news.allYears': 'All years',
  /** Label of the start date input of the news filter. */
  'news.dateFrom': 'From',
  /** Label of the end date input of the news filter. */
  'news.dateTo': 'To',
  /** Submit button of the news filter. */
  'news.apply': 'Apply',
  /** Link that removes the news filters. */
  'news.clear': 'Clear filters',
  /** Notice (and API field error) when the news end date is before the start date. */
  'news.rangeInvalid': 'The end date is before the start date',
  /** Notice when a news filter date is not in YYYY-MM-DD form. */
  'news.dateInvalid': 'Please enter dates as YYYY-MM-DD.',
  /** Hidden status after filtering the news list by year; {year} is the chosen year. */
  'news.filteredYear': 'Showing news of {year}.',
  /** Message of the error toast when loading more news fails (legacy wording "file path does not exist"). */
  'news.errorPathMissing': 'The file path does not exist.',
  /** Label of the link to the previous news item on a news detail page. */
  'news.previous': 'Previous',
  /** Label of the link to the next news item on a news detail page. */
  'news.next': 'Next',
  /** Accessible name of the previous/next navigation on a news detail page. */
  'news.neighbours': 'Previous and next items',
  /** Link from a news detail page back to its list. */
  'news.backToList': 'Back to the list',
  /** Text when a news item does not exist or was withdrawn. Not used in code yet. */
  'news.notFound': 'This news item does not exist or is no longer available.',
  /** Notice on a Portuguese news item shown in Chinese/English because it has no Portuguese version. */
  'news.fallbackNotice': 'This item is available only in Chinese and English.',
  /** Publication line of a news item; {date} is the formatted date. Not used in code yet. */
  'news.published': 'Published on {date}',
  /** Introduction paragraph of the medical liability insurance news category page. */
  'news.medicalIntro': 'Healthcare providers practising in Macao must hold compulsory medical civil liability insurance. Here the AMCM publishes the insurers offering it, reminders and statistics.',
  /** Link to the page about compulsory medical liability insurance on that category page. */
  'news.medicalMore': 'About the compulsory medical liability insurance',
  /** Badge of a news list item pinned to the top of the list, out of date order. */
  'news.pinned': 'Pinned',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'news.feedAllTitle': '新聞及通告',
  'news.feedAllDescription': '澳門金融管理局的新聞、新聞稿及通告。',
  'news.listSeparator': '、',
  'news.feeds': '訂閱此列表',
  'news.rssFeed': 'RSS 訂閱：{title}',
  'news.atomFeed': 'Atom 訂閱：{title}',
  'news.total': '共 {count} 項',
  'news.results': '新聞列表',
  'news.loadMore': '載入更多',
  'news.allShown': '已顯示全部項目。',
  'news.previousPage': '較新的項目',
  'news.empty': '沒有符合條件的消息，請嘗試選擇其他年份或日期範圍。',
  'news.filter': '篩選列表',
  'news.year': '年份',
  'news.allYears': '全部年份',
  'news.dateFrom': '由',
  'news.dateTo': '至',
  'news.apply': '篩選',
  'news.clear': '清除篩選',
  'news.rangeInvalid': '結束日期早於開始日期',
  'news.dateInvalid': '請以「年年年年-月月-日日」格式輸入日期。',
  'news.filteredYear': '正在顯示{year}年的消息。',
  'news.errorPathMissing': '文件路徑不存在。',
  'news.previous': '上一篇',
  'news.next': '下一篇',
  'news.neighbours': '上一篇及下一篇',
  'news.backToList': '返回列表',
  'news.notFound': '此消息不存在或已不再提供。',
  'news.fallbackNotice': '此項目只提供中文及英文版本。',
  'news.published': '發佈日期：{date}',
  'news.medicalIntro': '在澳門執業的醫療服務提供者須投保醫療民事責任強制保險。金管局在此公佈提供該保險的保險公司名單、續保提示及統計資料。',
  'news.medicalMore': '關於醫療民事責任強制保險',
  'news.pinned': '置頂',
};

export const zhHans: Translations<typeof en> = {
  'news.feedAllTitle': '新闻及通告',
  'news.feedAllDescription': '澳门金融管理局的新闻、新闻稿及通告。',
  'news.listSeparator': '、',
  'news.feeds': '订阅此列表',
  'news.rssFeed': 'RSS 订阅：{title}',
  'news.atomFeed': 'Atom 订阅：{title}',
  'news.total': '共 {count} 项',
  'news.results': '新闻列表',
  'news.loadMore': '加载更多',
  'news.allShown': '已显示全部项目。',
  'news.previousPage': '较新的项目',
  'news.empty': '没有符合条件的消息，请尝试选择其他年份或日期范围。',
  'news.filter': '筛选列表',
  'news.year': '年份',
  'news.allYears': '全部年份',
  'news.dateFrom': '由',
  'news.dateTo': '至',
  'news.apply': '筛选',
  'news.clear': '清除筛选',
  'news.rangeInvalid': '结束日期早于开始日期',
  'news.dateInvalid': '请以“年年年年-月月-日日”格式输入日期。',
  'news.filteredYear': '正在显示{year}年的消息。',
  'news.errorPathMissing': '文件路径不存在。',
  'news.previous': '上一篇',
  'news.next': '下一篇',
  'news.neighbours': '上一篇及下一篇',
  'news.backToList': '返回列表',
  'news.notFound': '此消息不存在或已不再提供。',
  'news.fallbackNotice': '此项目只提供中文及英文版本。',
  'news.published': '发布日期：{date}',
  'news.medicalIntro': '在澳门执业的医疗服务提供者须投保医疗民事责任强制保险。金管局在此公布提供该保险的保险公司名单、续保提示及统计资料。',
  'news.medicalMore': '关于医疗民事责任强制保险',
  'news.pinned': '置顶',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'news.feedAllTitle': 'Notícias e avisos',
  'news.feedAllDescription': 'Notícias, comunicados e avisos da Autoridade Monetária de Macau.',
  'news.listSeparator': ', ',
  'news.feeds': 'Subscrever esta lista',
  'news.rssFeed': 'Feed RSS: {title}',
  'news.atomFeed': 'Feed Atom: {title}',
  'news.total': { one: '{count} entrada', other: '{count} entradas' },
  'news.results': 'Lista de notícias',
  'news.loadMore': 'Carregar mais',
  'news.allShown': 'Todas as entradas estão visíveis.',
  'news.previousPage': 'Entradas mais recentes',
  'news.empty': 'Nenhuma notícia corresponde à selecção. Experimente outro ano ou período.',
  'news.filter': 'Filtrar a lista',
  'news.year': 'Ano',
  'news.allYears': 'Todos os anos',
  'news.dateFrom': 'De',
  'news.dateTo': 'Até',
  'news.apply': 'Aplicar',
  'news.clear': 'Limpar filtros',
  'news.rangeInvalid': 'A data final é anterior à data inicial',
  'news.dateInvalid': 'Introduza as datas no formato AAAA-MM-DD.',
  'news.filteredYear': 'A mostrar notícias de {year}.',
  'news.errorPathMissing': 'O caminho do ficheiro não existe.',
  'news.previous': 'Anterior',
  'news.next': 'Seguinte',
  'news.neighbours': 'Entradas anterior e seguinte',
  'news.backToList': 'Voltar à lista',
  'news.notFound': 'Esta notícia não existe ou já não está disponível.',
  'news.fallbackNotice': 'Esta entrada só está disponível em chinês e inglês.',
  'news.published': 'Publicado em {date}',
  'news.medicalIntro': 'Os prestadores de cuidados de saúde que exercem em Macau devem ter seguro obrigatório de responsabilidade civil médica. A AMCM publica aqui as seguradoras que o exploram, lembretes e estatísticas.',
  'news.medicalMore': 'Sobre o seguro obrigatório de responsabilidade civil médica',
  'news.pinned': 'Fixado no topo',
};

/** The news feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const newsText = defineCatalogue({ en, zhHant, zhHans, pt });
