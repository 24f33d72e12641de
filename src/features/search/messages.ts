/**
 * The interface text of the search feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Site search page: label of the search input in the page. */
  'search.label': 'Search terms',
  /** Site search page: search button. */
  'search.submit': 'Search',
  /** Site search page without a query: what can be searched. */
  'search.prompt': 'Enter words to search the whole site: news, laws, FAQs, downloads, statistics and more.',
  /** Site search page: how queries work, under the input. */
  'search.hint': 'All words must match; put a phrase in quotes to find it exactly, e.g. "interest rate".',
  /** Site search page: number of results; {count} is the number, {q} what was searched. */
  'search.count': { one: '{count} result for “{q}”', other: '{count} results for “{q}”' },
  /** Site search page: number of results within a category; {count} the number, {q} what was searched, {category} the category name. */
  'search.countIn': { one: '{count} result for “{q}” in {category}', other: '{count} results for “{q}” in {category}' },
  /** Site search page: heading of the category filter. */
  'search.filter': 'Filter by category',
  /** Site search page: filter entry for every category. */
  'search.all': 'All results',
  /** Site search page: accessible name of the results list. */
  'search.results': 'Search results',
  /** Site search: result category of site pages. */
  'search.section.pages': 'Pages',
  /** Site search: result category of news. */
  'search.section.news': 'News and notices',
  /** Site search: result category of laws and guidelines. */
  'search.section.laws': 'Laws and guidelines',
  /** Site search: result category of frequently asked questions. */
  'search.section.faq': 'FAQs',
  /** Site search: result category of downloads and reports. */
  'search.section.downloads': 'Downloads and reports',
  /** Site search: result category of statistical series. */
  'search.section.statistics': 'Statistics',
  /** Site search: result category of public holidays. */
  'search.section.holidays': 'Public holidays',
  /** Site search: result category of annual events. */
  'search.section.events': 'Annual events',
  /** Site search: result category of recruitment and tenders. */
  'search.section.openings': 'Recruitment and tenders',
  /** Site search: result category of bond information. */
  'search.section.bonds': 'Bond information',
  /** Site search: result category of videos and infographics. */
  'search.section.media': 'Videos and infographics',
  /** Site search page with no result; {q} is what was searched. */
  'search.none': 'No results for “{q}”.',
  /** Site search page with no result in the chosen category; {q} what was searched, {category} the category. */
  'search.noneIn': 'No results for “{q}” in {category}.',
  /** Site search page with no result in a category: link to search every category. */
  'search.searchAll': 'Search all categories',
  /** Site search page with no result: the forms of the query that were searched; {forms} lists them. */
  'search.tried': 'Searched as: {forms}',
  /** Site search page with no result: advice. */
  'search.tips': 'Check the spelling, use fewer or more general words, or remove the quotation marks.',
  /** Site search page with no result: heading of the links to the main sections. */
  'search.browse': 'Browse the main sections',
  /** Short name of the site search offered to browsers (OpenSearch, at most 16 characters). */
  'search.opensearchName': 'AMCM search',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'search.label': '搜尋字詞',
  'search.submit': '搜尋',
  'search.prompt': '輸入字詞即可搜尋全站：新聞、法規、常見問題、下載、統計等。',
  'search.hint': '可用簡體或繁體中文；多個字詞須全部符合；以引號搜尋完整詞組，例如 "利率走廊"。',
  'search.count': '「{q}」共有 {count} 項結果',
  'search.countIn': '「{q}」在「{category}」中共有 {count} 項結果',
  'search.filter': '按類別篩選',
  'search.all': '全部結果',
  'search.results': '搜尋結果',
  'search.section.pages': '網頁',
  'search.section.news': '新聞及通告',
  'search.section.laws': '法規及指引',
  'search.section.faq': '常見問題',
  'search.section.downloads': '下載及報告',
  'search.section.statistics': '統計數據',
  'search.section.holidays': '公眾假期',
  'search.section.events': '年度活動',
  'search.section.openings': '招聘及招標',
  'search.section.bonds': '債券資訊',
  'search.section.media': '影片及圖表',
  'search.none': '找不到與「{q}」相符的結果。',
  'search.noneIn': '「{category}」中沒有與「{q}」相符的結果。',
  'search.searchAll': '在全部類別中搜尋',
  'search.tried': '已搜尋：{forms}',
  'search.tips': '請檢查拼寫、改用較少或較通用的字詞，或移除引號。',
  'search.browse': '瀏覽主要欄目',
  'search.opensearchName': '金管局搜尋',
};

export const zhHans: Translations<typeof en> = {
  'search.label': '搜索字词',
  'search.submit': '搜索',
  'search.prompt': '输入字词即可搜索全站：新闻、法规、常见问题、下载、统计等。',
  'search.hint': '可用简体或繁体中文；多个字词须全部符合；以引号搜索完整词组，例如 "利率走廊"。',
  'search.count': '“{q}”共有 {count} 项结果',
  'search.countIn': '“{q}”在“{category}”中共有 {count} 项结果',
  'search.filter': '按类别筛选',
  'search.all': '全部结果',
  'search.results': '搜索结果',
  'search.section.pages': '网页',
  'search.section.news': '新闻及通告',
  'search.section.laws': '法规及指引',
  'search.section.faq': '常见问题',
  'search.section.downloads': '下载及报告',
  'search.section.statistics': '统计数据',
  'search.section.holidays': '公众假期',
  'search.section.events': '年度活动',
  'search.section.openings': '招聘及招标',
  'search.section.bonds': '债券资讯',
  'search.section.media': '视频及图表',
  'search.none': '找不到与“{q}”相符的结果。',
  'search.noneIn': '“{category}”中没有与“{q}”相符的结果。',
  'search.searchAll': '在全部类别中搜索',
  'search.tried': '已搜索：{forms}',
  'search.tips': '请检查拼写、改用较少或较通用的字词，或移除引号。',
  'search.browse': '浏览主要栏目',
  'search.opensearchName': '金管局搜索',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'search.label': 'Termos de pesquisa',
  'search.submit': 'Pesquisar',
  'search.prompt': 'Introduza palavras para pesquisar todo o sítio: notícias, legislação, perguntas frequentes, impressos, estatísticas e mais.',
  'search.hint': 'Todas as palavras têm de constar; ponha uma expressão entre aspas para a encontrar exatamente, por exemplo "taxa de juro".',
  'search.count': { one: '{count} resultado para «{q}»', other: '{count} resultados para «{q}»' },
  'search.countIn': { one: '{count} resultado para «{q}» em {category}', other: '{count} resultados para «{q}» em {category}' },
  'search.filter': 'Filtrar por categoria',
  'search.all': 'Todos os resultados',
  'search.results': 'Resultados da pesquisa',
  'search.section.pages': 'Páginas',
  'search.section.news': 'Notícias e avisos',
  'search.section.laws': 'Legislação e orientações',
  'search.section.faq': 'Perguntas frequentes',
  'search.section.downloads': 'Impressos e relatórios',
  'search.section.statistics': 'Estatísticas',
  'search.section.holidays': 'Feriados',
  'search.section.events': 'Eventos anuais',
  'search.section.openings': 'Recrutamento e concursos',
  'search.section.bonds': 'Informações sobre obrigações',
  'search.section.media': 'Vídeos e infografias',
  'search.none': 'Não há resultados para «{q}».',
  'search.noneIn': 'Não há resultados para «{q}» em {category}.',
  'search.searchAll': 'Pesquisar em todas as categorias',
  'search.tried': 'Pesquisado como: {forms}',
  'search.tips': 'Verifique a ortografia, use menos palavras ou palavras mais gerais, ou retire as aspas.',
  'search.browse': 'Percorrer as secções principais',
  'search.opensearchName': 'Pesquisa AMCM',
};

/** The search feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const searchText = defineCatalogue({ en, zhHant, zhHans, pt });
