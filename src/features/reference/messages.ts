/**
 * The interface text of the reference feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Legend of the filter form of the laws and guidelines list. */
  'law.filters': 'Filter laws and guidelines',
  /** Label of the keyword input of the laws filter. */
  'law.keyword': 'Keyword',
  /** Hint under the laws keyword input (examples of what can be searched). */
  'law.keywordHint': 'Title, text or number, e.g. 13/2023',
  /** Label of the publication year select of the laws filter. */
  'law.year': 'Year published',
  /** First option of the laws year select (no year filter). */
  'law.allYears': 'All years',
  /** Label of the status select of the laws filter. */
  'law.status': 'Status',
  /** First option of the laws status select (any status). */
  'law.allStatuses': 'All',
  /** Law status "in force" (filter option and badge). */
  'law.inForce': 'In force',
  /** Law status "repealed" (filter option and badge). */
  'law.repealed': 'Repealed',
  /** Submit button of the laws filter. */
  'law.search': 'Search',
  /** Link that removes the laws filters. */
  'law.clear': 'Clear filters',
  /** Label of the number of a law or guideline. Not used in code yet. */
  'law.number': 'Number',
  /** Label of the publication date of a law. */
  'law.published': 'Published',
  /** Label of the date a law came into force. */
  'law.inForceFrom': 'In force from',
  /** Label of the date a law was repealed. */
  'law.repealedOn': 'Repealed on',
  /** Result count of the laws list; {count} is the number of texts. */
  'law.results': { one: '{count} text', other: '{count} texts' },
  /** Text when no law or guideline matches the search. */
  'law.empty': 'No laws or guidelines match your search.',
  /** Number of texts in a group of laws; {count} is the number of texts. Not used in code yet. */
  'law.groupCount': { one: '{count} text', other: '{count} texts' },
  /** Accessible name/heading of the FAQ topic list. */
  'faq.topics': 'FAQ topics',
  /** Legend of the FAQ search form. */
  'faq.searchLabel': 'Search the questions',
  /** Label of the FAQ keyword input. */
  'faq.keyword': 'Keyword',
  /** Submit button of the FAQ search. */
  'faq.search': 'Search',
  /** Link that clears the FAQ search. */
  'faq.clear': 'Clear search',
  /** Result count of an FAQ search; {count} is the number of questions. */
  'faq.results': { one: '{count} question found', other: '{count} questions found' },
  /** Text when no FAQ question matches the search. */
  'faq.empty': 'No questions match your search.',
  /** Button that shows the remaining FAQ topics; {count} is how many are hidden. */
  'faq.moreGroups': { one: 'Show {count} more topic', other: 'Show {count} more topics' },
  /** Button that shows the remaining questions of a topic; {count} is how many are hidden. */
  'faq.moreQuestions': { one: 'Show {count} more question', other: 'Show {count} more questions' },
  /** Hint above the FAQ list explaining that a question expands to its answer. */
  'faq.hint': 'Select a question to show its answer.',
  /** Accessible name of the year choice on the public holidays page. */
  'holiday.years': 'Choose a year',
  /** Heading of the holiday list of a year; {year} is the year. */
  'holiday.listTitle': 'Holidays in {year}',
  /** Heading of the calendar view of a year; {year} is the year. */
  'holiday.calendarTitle': 'Calendar of {year}',
  /** Column header: date of the holiday. */
  'holiday.date': 'Date',
  /** Column header: name of the holiday. */
  'holiday.name': 'Holiday',
  /** Holiday type "public holiday" (badge and legend). */
  'holiday.public': 'Public holiday',
  /** Holiday type "obligatory holiday" (badge and legend). */
  'holiday.mandatory': 'Obligatory holiday',
  /** Marker for days when the counters close in the afternoon. */
  'holiday.halfDay': 'Counters closed in the afternoon',
  /** Heading of the legend of holiday markers. */
  'holiday.legend': 'Key',
  /** Link to the iCalendar file of public holidays. */
  'holiday.subscribe': 'Download the public holidays for your calendar (iCalendar)',
  /** Hint under the iCalendar link. */
  'holiday.subscribeHint': 'Import or subscribe to it in most calendar apps.',
  /** Text when the holidays of a year are not published; {year} is the year. */
  'holiday.empty': 'The holidays of {year} have not been published yet.',
  /** Calendar name inside the iCalendar file (holiday-feed.ts). */
  'holiday.feedName': 'Macao public holidays (Monetary Authority of Macao)',
  /** Number of holidays in a year; {count} is the number of days. */
  'holiday.count': { one: '{count} day', other: '{count} days' },
  /** Accessible name of the year choice of the annual events page. */
  'events.years': 'Events by year',
  /** Heading of the events of a year; {year} is the year. */
  'events.listTitle': 'Events in {year}',
  /** Text when a year has no events; {year} is the year. */
  'events.empty': 'There are no events in {year}.',
  /** Label of the date of an event. */
  'events.date': 'Date',
  /** Label of the venue of an event. */
  'events.venue': 'Venue',
  /** Link from an event detail back to the events list. */
  'events.backToList': 'Back to the list of events',
  /** Text when an event does not exist or was removed. */
  'events.notFound': 'This event could not be found; it may have been removed.',
  /** Accessible "details" link of an event in a list; {title} is the event title. Not used in code yet. */
  'events.readMore': 'Details: {title}',
  /** Heading of the open vacancies on the recruitment page (OpeningsModule, keys built as jobs.*). */
  'jobs.openHeading': 'Open for applications',
  /** Heading of the closed recruitment notices. */
  'jobs.closedHeading': 'Closed',
  /** Text when there is no open vacancy. */
  'jobs.emptyOpen': 'There are no open vacancies at the moment.',
  /** Text when there is no closed recruitment notice. */
  'jobs.emptyClosed': 'There are no closed notices.',
  /** Label/column: reference number of a recruitment notice. */
  'jobs.reference': 'Reference',
  /** Label/column: department that is recruiting. */
  'jobs.department': 'Department',
  /** Label/column: number of vacancies of a notice. */
  'jobs.positions': 'Vacancies',
  /** Label/column: date a recruitment notice was posted. */
  'jobs.postedOn': 'Posted',
  /** Label/column: closing date for applications. */
  'jobs.closingDate': 'Closing date',
  /** Label/column: status of a recruitment notice (open or closed). */
  'jobs.status': 'Status',
  /** Recruitment status "open". */
  'jobs.open': 'Open',
  /** Recruitment status "closed". */
  'jobs.closed': 'Closed',
  /** Link from a recruitment notice back to the recruitment list. */
  'jobs.backToList': 'Back to recruitment',
  /** Text when a recruitment notice does not exist or was removed. */
  'jobs.notFound': 'This notice could not be found; it may have been removed.',
  /** Accessible "details" link of a recruitment notice; {title} is the notice title. Not used in code yet. */
  'jobs.details': 'Details: {title}',
  /** Accessible name of the pager of closed recruitment notices. */
  'jobs.pages': 'Pages of closed notices',
  /** Pager link to the previous page of closed recruitment notices. */
  'jobs.previousPage': 'Previous page',
  /** Pager link to the next page of closed recruitment notices. */
  'jobs.nextPage': 'Next page',
  /** Pager status of closed recruitment notices; {count} is the current page, {max} the number of pages. */
  'jobs.pageStatus': 'Page {count} of {max}',
  /** Heading of the open tenders on the procurement page (OpeningsModule, keys built as tender.*). */
  'tender.openHeading': 'Open for tenders',
  /** Heading of the closed tenders. */
  'tender.closedHeading': 'Closed',
  /** Text when there is no open tender. */
  'tender.emptyOpen': 'There are no open tenders at the moment.',
  /** Text when there is no closed tender. */
  'tender.emptyClosed': 'There are no closed tenders.',
  /** Label/column: reference number of a tender. */
  'tender.reference': 'Reference',
  /** Label/column: procurement procedure of a tender. */
  'tender.procedure': 'Procedure',
  /** Procurement procedure "public tender". */
  'tender.publicTender': 'Public tender',
  /** Procurement procedure "written consultation". */
  'tender.writtenConsultation': 'Written consultation',
  /** Label/column: date a tender was published. */
  'tender.publishedOn': 'Published',
  /** Label/column: closing date of a tender. */
  'tender.closingDate': 'Closing date',
  /** Label/column: status of a tender (open or closed). */
  'tender.status': 'Status',
  /** Tender status "open". */
  'tender.open': 'Open',
  /** Tender status "closed". */
  'tender.closed': 'Closed',
  /** Link from a tender back to the procurement list. */
  'tender.backToList': 'Back to procurement',
  /** Text when a tender does not exist or was removed. */
  'tender.notFound': 'This tender could not be found; it may have been removed.',
  /** Accessible "details" link of a tender; {title} is the tender title. Not used in code yet. */
  'tender.details': 'Details: {title}',
  /** Accessible name of the pager of closed tenders. */
  'tender.pages': 'Pages of closed tenders',
  /** Pager link to the previous page of closed tenders. */
  'tender.previousPage': 'Previous page',
  /** Pager link to the next page of closed tenders. */
  'tender.nextPage': 'Next page',
  /** Pager status of closed tenders; {count} is the current page, {max} the number of pages. */
  'tender.pageStatus': 'Page {count} of {max}',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'law.filters': '篩選法例及指引',
  'law.keyword': '關鍵字',
  'law.keywordHint': '標題、內容或編號，例如 13/2023',
  'law.year': '公佈年份',
  'law.allYears': '所有年份',
  'law.status': '狀態',
  'law.allStatuses': '全部',
  'law.inForce': '生效中',
  'law.repealed': '已廢止',
  'law.search': '搜尋',
  'law.clear': '清除篩選',
  'law.number': '編號',
  'law.published': '公佈日期',
  'law.inForceFrom': '生效日期',
  'law.repealedOn': '廢止日期',
  'law.results': '共 {count} 份文件',
  'law.empty': '沒有符合條件的法例或指引。',
  'law.groupCount': '{count} 份文件',
  'faq.topics': '常見問題分類',
  'faq.searchLabel': '搜尋常見問題',
  'faq.keyword': '關鍵字',
  'faq.search': '搜尋',
  'faq.clear': '清除搜尋',
  'faq.results': '找到 {count} 條問題',
  'faq.empty': '沒有符合搜尋的問題。',
  'faq.moreGroups': '顯示其餘 {count} 個分類',
  'faq.moreQuestions': '顯示其餘 {count} 條問題',
  'faq.hint': '按問題以顯示答案。',
  'holiday.years': '選擇年份',
  'holiday.listTitle': '{year}年假期一覽',
  'holiday.calendarTitle': '{year}年月曆',
  'holiday.date': '日期',
  'holiday.name': '假期',
  'holiday.public': '公眾假期',
  'holiday.mandatory': '強制性假日',
  'holiday.halfDay': '下午停止對外服務',
  'holiday.legend': '圖例',
  'holiday.subscribe': '下載公眾假期日曆（iCalendar 格式）',
  'holiday.subscribeHint': '可匯入或訂閱至大部分日曆程式。',
  'holiday.empty': '{year}年的假期尚未公佈。',
  'holiday.feedName': '澳門公眾假期（澳門金融管理局）',
  'holiday.count': '共 {count} 日',
  'events.years': '按年份瀏覽活動',
  'events.listTitle': '{year}年活動',
  'events.empty': '{year}年沒有活動。',
  'events.date': '日期',
  'events.venue': '地點',
  'events.backToList': '返回活動列表',
  'events.notFound': '找不到這項活動，可能已被移除。',
  'events.readMore': '詳情：{title}',
  'jobs.openHeading': '接受報名中',
  'jobs.closedHeading': '已截止',
  'jobs.emptyOpen': '目前沒有招聘職位。',
  'jobs.emptyClosed': '沒有已截止的招聘。',
  'jobs.reference': '編號',
  'jobs.department': '部門',
  'jobs.positions': '職位數目',
  'jobs.postedOn': '公佈日期',
  'jobs.closingDate': '截止日期',
  'jobs.status': '狀態',
  'jobs.open': '接受報名',
  'jobs.closed': '已截止',
  'jobs.backToList': '返回招聘列表',
  'jobs.notFound': '找不到這項招聘，可能已被移除。',
  'jobs.details': '詳情：{title}',
  'jobs.pages': '已截止招聘的分頁',
  'jobs.previousPage': '上一頁',
  'jobs.nextPage': '下一頁',
  'jobs.pageStatus': '第 {count} 頁，共 {max} 頁',
  'tender.openHeading': '接受投標中',
  'tender.closedHeading': '已截止',
  'tender.emptyOpen': '目前沒有進行中的招標。',
  'tender.emptyClosed': '沒有已截止的招標。',
  'tender.reference': '編號',
  'tender.procedure': '程序',
  'tender.publicTender': '公開招標',
  'tender.writtenConsultation': '書面諮詢',
  'tender.publishedOn': '公佈日期',
  'tender.closingDate': '截標日期',
  'tender.status': '狀態',
  'tender.open': '接受投標',
  'tender.closed': '已截止',
  'tender.backToList': '返回採購資訊',
  'tender.notFound': '找不到這項招標，可能已被移除。',
  'tender.details': '詳情：{title}',
  'tender.pages': '已截止招標的分頁',
  'tender.previousPage': '上一頁',
  'tender.nextPage': '下一頁',
  'tender.pageStatus': '第 {count} 頁，共 {max} 頁',
};

export const zhHans: Translations<typeof en> = {
  'law.filters': '筛选法例及指引',
  'law.keyword': '关键字',
  'law.keywordHint': '标题、内容或编号，例如 13/2023',
  'law.year': '公布年份',
  'law.allYears': '所有年份',
  'law.status': '状态',
  'law.allStatuses': '全部',
  'law.inForce': '生效中',
  'law.repealed': '已废止',
  'law.search': '搜索',
  'law.clear': '清除筛选',
  'law.number': '编号',
  'law.published': '公布日期',
  'law.inForceFrom': '生效日期',
  'law.repealedOn': '废止日期',
  'law.results': '共 {count} 份文件',
  'law.empty': '没有符合条件的法例或指引。',
  'law.groupCount': '{count} 份文件',
  'faq.topics': '常见问题分类',
  'faq.searchLabel': '搜索常见问题',
  'faq.keyword': '关键字',
  'faq.search': '搜索',
  'faq.clear': '清除搜索',
  'faq.results': '找到 {count} 条问题',
  'faq.empty': '没有符合搜索的问题。',
  'faq.moreGroups': '显示其余 {count} 个分类',
  'faq.moreQuestions': '显示其余 {count} 条问题',
  'faq.hint': '点击问题即可显示答案。',
  'holiday.years': '选择年份',
  'holiday.listTitle': '{year}年假期一览',
  'holiday.calendarTitle': '{year}年月历',
  'holiday.date': '日期',
  'holiday.name': '假期',
  'holiday.public': '公众假期',
  'holiday.mandatory': '强制性假日',
  'holiday.halfDay': '下午停止对外服务',
  'holiday.legend': '图例',
  'holiday.subscribe': '下载公众假期日历（iCalendar 格式）',
  'holiday.subscribeHint': '可导入或订阅至大部分日历应用。',
  'holiday.empty': '{year}年的假期尚未公布。',
  'holiday.feedName': '澳门公众假期（澳门金融管理局）',
  'holiday.count': '共 {count} 日',
  'events.years': '按年份浏览活动',
  'events.listTitle': '{year}年活动',
  'events.empty': '{year}年没有活动。',
  'events.date': '日期',
  'events.venue': '地点',
  'events.backToList': '返回活动列表',
  'events.notFound': '找不到这项活动，可能已被移除。',
  'events.readMore': '详情：{title}',
  'jobs.openHeading': '接受报名中',
  'jobs.closedHeading': '已截止',
  'jobs.emptyOpen': '目前没有招聘职位。',
  'jobs.emptyClosed': '没有已截止的招聘。',
  'jobs.reference': '编号',
  'jobs.department': '部门',
  'jobs.positions': '职位数目',
  'jobs.postedOn': '公布日期',
  'jobs.closingDate': '截止日期',
  'jobs.status': '状态',
  'jobs.open': '接受报名',
  'jobs.closed': '已截止',
  'jobs.backToList': '返回招聘列表',
  'jobs.notFound': '找不到这项招聘，可能已被移除。',
  'jobs.details': '详情：{title}',
  'jobs.pages': '已截止招聘的分页',
  'jobs.previousPage': '上一页',
  'jobs.nextPage': '下一页',
  'jobs.pageStatus': '第 {count} 页，共 {max} 页',
  'tender.openHeading': '接受投标中',
  'tender.closedHeading': '已截止',
  'tender.emptyOpen': '目前没有进行中的招标。',
  'tender.emptyClosed': '没有已截止的招标。',
  'tender.reference': '编号',
  'tender.procedure': '程序',
  'tender.publicTender': '公开招标',
  'tender.writtenConsultation': '书面咨询',
  'tender.publishedOn': '公布日期',
  'tender.closingDate': '截标日期',
  'tender.status': '状态',
  'tender.open': '接受投标',
  'tender.closed': '已截止',
  'tender.backToList': '返回采购信息',
  'tender.notFound': '找不到这项招标，可能已被移除。',
  'tender.details': '详情：{title}',
  'tender.pages': '已截止招标的分页',
  'tender.previousPage': '上一页',
  'tender.nextPage': '下一页',
  'tender.pageStatus': '第 {count} 页，共 {max} 页',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'law.filters': 'Filtrar legislação e instruções',
  'law.keyword': 'Palavra-chave',
  'law.keywordHint': 'Título, texto ou número, por exemplo 13/2023',
  'law.year': 'Ano de publicação',
  'law.allYears': 'Todos os anos',
  'law.status': 'Situação',
  'law.allStatuses': 'Todas',
  'law.inForce': 'Em vigor',
  'law.repealed': 'Revogado',
  'law.search': 'Pesquisar',
  'law.clear': 'Limpar filtros',
  'law.number': 'Número',
  'law.published': 'Publicação',
  'law.inForceFrom': 'Em vigor desde',
  'law.repealedOn': 'Revogado em',
  'law.results': { one: '{count} diploma', other: '{count} diplomas' },
  'law.empty': 'Nenhum diploma corresponde à pesquisa.',
  'law.groupCount': { one: '{count} diploma', other: '{count} diplomas' },
  'faq.topics': 'Temas das perguntas frequentes',
  'faq.searchLabel': 'Pesquisar nas perguntas',
  'faq.keyword': 'Palavra-chave',
  'faq.search': 'Pesquisar',
  'faq.clear': 'Limpar pesquisa',
  'faq.results': { one: '{count} pergunta encontrada', other: '{count} perguntas encontradas' },
  'faq.empty': 'Nenhuma pergunta corresponde à pesquisa.',
  'faq.moreGroups': { one: 'Mostrar mais {count} tema', other: 'Mostrar mais {count} temas' },
  'faq.moreQuestions': { one: 'Mostrar mais {count} pergunta', other: 'Mostrar mais {count} perguntas' },
  'faq.hint': 'Seleccione uma pergunta para ver a resposta.',
  'holiday.years': 'Escolher o ano',
  'holiday.listTitle': 'Feriados de {year}',
  'holiday.calendarTitle': 'Calendário de {year}',
  'holiday.date': 'Data',
  'holiday.name': 'Feriado',
  'holiday.public': 'Feriado público',
  'holiday.mandatory': 'Feriado obrigatório',
  'holiday.halfDay': 'Atendimento encerrado à tarde',
  'holiday.legend': 'Legenda',
  'holiday.subscribe': 'Descarregar os feriados para o calendário (iCalendar)',
  'holiday.subscribeHint': 'Pode importá-lo ou subscrevê-lo na maioria das aplicações de calendário.',
  'holiday.empty': 'Os feriados de {year} ainda não foram publicados.',
  'holiday.feedName': 'Feriados públicos de Macau (Autoridade Monetária de Macau)',
  'holiday.count': { one: '{count} dia', other: '{count} dias' },
  'events.years': 'Eventos por ano',
  'events.listTitle': 'Eventos de {year}',
  'events.empty': 'Não há eventos em {year}.',
  'events.date': 'Data',
  'events.venue': 'Local',
  'events.backToList': 'Voltar à lista de eventos',
  'events.notFound': 'Este evento não foi encontrado; pode ter sido removido.',
  'events.readMore': 'Pormenores: {title}',
  'jobs.openHeading': 'Candidaturas abertas',
  'jobs.closedHeading': 'Encerrados',
  'jobs.emptyOpen': 'De momento não há vagas abertas.',
  'jobs.emptyClosed': 'Não há anúncios encerrados.',
  'jobs.reference': 'Referência',
  'jobs.department': 'Departamento',
  'jobs.positions': 'Vagas',
  'jobs.postedOn': 'Publicado em',
  'jobs.closingDate': 'Prazo',
  'jobs.status': 'Situação',
  'jobs.open': 'Aberto',
  'jobs.closed': 'Encerrado',
  'jobs.backToList': 'Voltar ao recrutamento',
  'jobs.notFound': 'Este anúncio não foi encontrado; pode ter sido removido.',
  'jobs.details': 'Pormenores: {title}',
  'jobs.pages': 'Páginas de anúncios encerrados',
  'jobs.previousPage': 'Página anterior',
  'jobs.nextPage': 'Página seguinte',
  'jobs.pageStatus': 'Página {count} de {max}',
  'tender.openHeading': 'Concursos abertos',
  'tender.closedHeading': 'Encerrados',
  'tender.emptyOpen': 'De momento não há concursos abertos.',
  'tender.emptyClosed': 'Não há concursos encerrados.',
  'tender.reference': 'Referência',
  'tender.procedure': 'Procedimento',
  'tender.publicTender': 'Concurso público',
  'tender.writtenConsultation': 'Consulta escrita',
  'tender.publishedOn': 'Publicado em',
  'tender.closingDate': 'Prazo de entrega',
  'tender.status': 'Situação',
  'tender.open': 'Aberto',
  'tender.closed': 'Encerrado',
  'tender.backToList': 'Voltar às aquisições',
  'tender.notFound': 'Este concurso não foi encontrado; pode ter sido removido.',
  'tender.details': 'Pormenores: {title}',
  'tender.pages': 'Páginas de concursos encerrados',
  'tender.previousPage': 'Página anterior',
  'tender.nextPage': 'Página seguinte',
  'tender.pageStatus': 'Página {count} de {max}',
};

/** The reference feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const referenceText = defineCatalogue({ en, zhHant, zhHans, pt });
