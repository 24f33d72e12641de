/**
 * The interface text of the media feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Legend of the filter form of the downloads (documents) list. */
  'downloads.filterLegend': 'Find a document',
  /** Label of the category select in the downloads, infographics and videos filters. */
  'downloads.category': 'Category',
  /** First option of the category select (no category filter) in those filters. */
  'downloads.allCategories': 'All categories',
  /** Label of the year select of the downloads filter. */
  'downloads.year': 'Year',
  /** First option of the downloads year select (no year filter). */
  'downloads.allYears': 'All years',
  /** Label of the keyword input in the downloads, infographics and videos filters. */
  'downloads.keyword': 'Keyword',
  /** Submit button of the media filter forms (FilterForm.astro). */
  'downloads.search': 'Search',
  /** Link that removes the filters of the media filter forms. */
  'downloads.clear': 'Clear filters',
  /** Result count of the downloads list; {count} is the number of documents. */
  'downloads.results': { one: '{count} document', other: '{count} documents' },
  /** Text when no document matches the downloads filter. */
  'downloads.empty': 'No documents match your search. Try other filters.',
  /** Link to a full downloads category; {count} is the number of documents, {title} the category title. */
  'downloads.viewAll': { one: '{count} document in {title}', other: 'All {count} documents in {title}' },
  /** Accessible name of the media pager (Pager.astro). */
  'downloads.pagination': 'Pages',
  /** Media pager status; {count} is the current page, {max} the number of pages. */
  'downloads.pageOf': 'Page {count} of {max}',
  /** Accessible name of a page number link of the media pager; {count} is the page number. */
  'downloads.pageNumber': 'Page {count}',
  /** Media pager link to the previous page. */
  'downloads.previous': 'Previous',
  /** Media pager link to the next page. */
  'downloads.next': 'Next',
  /** Accessible name of the year choice of the advance release calendar. */
  'downloads.calendarYears': 'Calendar years',
  /** Caption of the table of next releases; {year} is the calendar year. */
  'downloads.calendarCaption': 'Next release of each statistic in {year} (Macao time)',
  /** Advance release calendar column: name of the statistic. */
  'downloads.statistic': 'Statistic',
  /** Advance release calendar column: how often it is released. */
  'downloads.frequency': 'Frequency',
  /** Advance release calendar column: next release date. */
  'downloads.nextRelease': 'Next release',
  /** Advance release calendar column: period the release covers. */
  'downloads.referencePeriod': 'Reference period',
  /** Advance release calendar cell when every release of the year is out. */
  'downloads.noUpcoming': 'All released for this year',
  /** Heading of all release dates of a year; {year} is the year. */
  'downloads.allReleases': 'All release dates in {year}',
  /** Advance release calendar column: release date. */
  'downloads.releaseDate': 'Release date',
  /** Advance release calendar column: released or scheduled. */
  'downloads.status': 'Status',
  /** Advance release status "released". */
  'downloads.released': 'Released',
  /** Advance release status "scheduled". */
  'downloads.scheduled': 'Scheduled',
  /** Heading of the download links of the advance release calendar files. */
  'downloads.calendarFiles': 'Download the calendar',
  /** Text when the advance release calendar of a year is not published. */
  'downloads.noCalendar': 'The advance release calendar has not been published yet.',
  /** Release frequency "monthly" in the advance release calendar. */
  'downloads.frequencyMonthly': 'Monthly',
  /** Release frequency "quarterly" in the advance release calendar. */
  'downloads.frequencyQuarterly': 'Quarterly',
  /** Release frequency "yearly" in the advance release calendar. */
  'downloads.frequencyYearly': 'Yearly',
  /** Caption of the table of financial statements and annual reports. */
  'reports.caption': 'Financial statements and annual reports by year',
  /** Financial reports column: year. */
  'reports.year': 'Year',
  /** Financial reports column: financial statements. */
  'reports.statements': 'Financial statements',
  /** Financial reports column: annual report. */
  'reports.annualReport': 'Annual report',
  /** Financial reports: label of the publication date. */
  'reports.published': 'Published',
  /** Financial reports cell when a document is not published yet. */
  'reports.notPublished': 'Not yet published',
  /** Text when no financial report has been published. */
  'reports.empty': 'No financial reports have been published yet.',
  /** Legend of the videos filter form. */
  'videos.filterLegend': 'Find a video',
  /** Text when no video matches the filter. */
  'videos.empty': 'No videos match your search.',
  /** Link from a video page back to all videos. */
  'videos.back': 'Back to all videos',
  /** Text when a video does not exist or was withdrawn. */
  'videos.notFound': 'This video does not exist or is no longer available.',
  /** Label of the duration of a video. */
  'videos.duration': 'Duration',
  /** Accessible name of the video player; {title} is the video title. */
  'videos.player': 'Video: {title}',
  /** Fallback text inside the video element when the browser cannot play it, before the download link. */
  'videos.noVideoSupport': 'Your browser cannot play this video. Download it:',
  /** Notice when the site does not host the video file (captions and transcript are shown instead). */
  'videos.notHosted': 'This website does not hold the video file itself; the captions and the full transcript are below, and the video can be requested from the Authority.',
  /** Link to the video on the official channel. */
  'videos.channelLink': 'Watch on the official channel',
  /** Heading of the caption file (WebVTT) downloads of a video. */
  'videos.captions': 'Caption files (WebVTT)',
  /** Heading of the transcript of a video. */
  'videos.transcript': 'Transcript',
  /** Link under a playing video to its full transcript further down the page (the text alternative of the video). */
  'videos.transcriptLink': 'Read the transcript',
  /** Legend of the infographics filter form. */
  'graphics.filterLegend': 'Find an infographic',
  /** Text when no infographic matches the filter. */
  'graphics.empty': 'No infographics match your search.',
  /** Link from an infographic back to all infographics. */
  'graphics.back': 'Back to all infographics',
  /** Text when an infographic does not exist or was withdrawn. */
  'graphics.notFound': 'This infographic does not exist or is no longer available.',
  /** Heading of the long text description of an infographic. */
  'graphics.longDescription': 'Description and figures',
  /** Link to download the infographic image (SVG). */
  'graphics.downloadImage': 'Download the image (SVG)',
  /** Legend of the filter form of the list of institutions (Companies.astro). */
  'company.filterLegend': 'Find an institution',
  /** Label of the institution type select (and type column). */
  'company.type': 'Type',
  /** First option of the institution type select (no type filter). */
  'company.allTypes': 'All types',
  /** Label of the institution name input/column. */
  'company.name': 'Name',
  /** Result count of the institutions list; {count} is the number of institutions. */
  'company.count': { one: '{count} institution', other: '{count} institutions' },
  /** Text when no institution matches the filter. */
  'company.empty': 'No institutions match your search.',
  /** Label of the address of an institution. */
  'company.address': 'Address',
  /** Label of the telephone number of an institution. */
  'company.phone': 'Telephone',
  /** Label of the fax number of an institution. */
  'company.fax': 'Fax',
  /** Label of the e-mail address of an institution. */
  'company.email': 'E-mail',
  /** Label of the website of an institution. */
  'company.website': 'Website',
  /** Notice above the related links page that the links open other sites in a new window. */
  'links.newWindowNotice': 'These links open in a new window and lead to other organisations’ websites.',
  /** Text when there are no related links. */
  'links.empty': 'There are no related links at the moment.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'downloads.filterLegend': '搜尋文件',
  'downloads.category': '類別',
  'downloads.allCategories': '所有類別',
  'downloads.year': '年份',
  'downloads.allYears': '所有年份',
  'downloads.keyword': '關鍵字',
  'downloads.search': '搜尋',
  'downloads.clear': '清除篩選',
  'downloads.results': '共 {count} 份文件',
  'downloads.empty': '沒有符合條件的文件。請更改篩選條件再試。',
  'downloads.viewAll': '查看「{title}」全部 {count} 份文件',
  'downloads.pagination': '分頁',
  'downloads.pageOf': '第 {count} 頁，共 {max} 頁',
  'downloads.pageNumber': '第 {count} 頁',
  'downloads.previous': '上一頁',
  'downloads.next': '下一頁',
  'downloads.calendarYears': '日程表年份',
  'downloads.calendarCaption': '{year}年各項統計數據的下一次發佈（澳門時間）',
  'downloads.statistic': '統計數據',
  'downloads.frequency': '頻率',
  'downloads.nextRelease': '下次發佈',
  'downloads.referencePeriod': '資料期',
  'downloads.noUpcoming': '本年度已全部發佈',
  'downloads.allReleases': '{year}年全部發佈日期',
  'downloads.releaseDate': '發佈日期',
  'downloads.status': '狀態',
  'downloads.released': '已發佈',
  'downloads.scheduled': '預定',
  'downloads.calendarFiles': '下載日程表',
  'downloads.noCalendar': '本年度的預定發佈日程表尚未公佈。',
  'downloads.frequencyMonthly': '每月',
  'downloads.frequencyQuarterly': '每季',
  'downloads.frequencyYearly': '每年',
  'reports.caption': '按年份列出的財務報表及年報',
  'reports.year': '年份',
  'reports.statements': '財務報表',
  'reports.annualReport': '年報',
  'reports.published': '發佈日期：',
  'reports.notPublished': '尚未發佈',
  'reports.empty': '暫時沒有財務報告。',
  'videos.filterLegend': '搜尋短片',
  'videos.empty': '沒有符合條件的短片。',
  'videos.back': '返回短片列表',
  'videos.notFound': '找不到此短片，可能已下架。',
  'videos.duration': '片長',
  'videos.player': '短片：{title}',
  'videos.noVideoSupport': '你的瀏覽器無法播放此短片。下載短片：',
  'videos.notHosted': '本網站沒有存放此短片的影片檔案；字幕及完整文字稿載於下方，如需觀看短片可向本局索取。',
  'videos.channelLink': '在官方頻道觀看',
  'videos.captions': '字幕檔案（WebVTT）',
  'videos.transcript': '文字稿',
  'videos.transcriptLink': '閱讀文字稿',
  'graphics.filterLegend': '搜尋圖解',
  'graphics.empty': '沒有符合條件的圖解。',
  'graphics.back': '返回圖解列表',
  'graphics.notFound': '找不到此圖解，可能已下架。',
  'graphics.longDescription': '說明及數據',
  'graphics.downloadImage': '下載圖像（SVG）',
  'company.filterLegend': '搜尋機構',
  'company.type': '類別',
  'company.allTypes': '所有類別',
  'company.name': '機構名稱',
  'company.count': '共 {count} 間機構',
  'company.empty': '沒有符合條件的機構。',
  'company.address': '地址',
  'company.phone': '電話',
  'company.fax': '傳真',
  'company.email': '電郵',
  'company.website': '網站',
  'links.newWindowNotice': '以下連結會在新視窗開啟，並前往其他機構的網站。',
  'links.empty': '暫時沒有相關網站。',
};

export const zhHans: Translations<typeof en> = {
  'downloads.filterLegend': '搜索文件',
  'downloads.category': '类别',
  'downloads.allCategories': '所有类别',
  'downloads.year': '年份',
  'downloads.allYears': '所有年份',
  'downloads.keyword': '关键词',
  'downloads.search': '搜索',
  'downloads.clear': '清除筛选条件',
  'downloads.results': '共 {count} 份文件',
  'downloads.empty': '没有符合条件的文件。请更改筛选条件再试。',
  'downloads.viewAll': '查看「{title}」全部 {count} 份文件',
  'downloads.pagination': '分页',
  'downloads.pageOf': '第 {count} 页，共 {max} 页',
  'downloads.pageNumber': '第 {count} 页',
  'downloads.previous': '上一页',
  'downloads.next': '下一页',
  'downloads.calendarYears': '日程表年份',
  'downloads.calendarCaption': '{year}年各项统计数据的下一次发布（澳门时间）',
  'downloads.statistic': '统计数据',
  'downloads.frequency': '频率',
  'downloads.nextRelease': '下次发布',
  'downloads.referencePeriod': '数据期',
  'downloads.noUpcoming': '本年度已全部发布',
  'downloads.allReleases': '{year}年全部发布日期',
  'downloads.releaseDate': '发布日期',
  'downloads.status': '状态',
  'downloads.released': '已发布',
  'downloads.scheduled': '预定',
  'downloads.calendarFiles': '下载日程表',
  'downloads.noCalendar': '本年度的预定发布日程表尚未公布。',
  'downloads.frequencyMonthly': '每月',
  'downloads.frequencyQuarterly': '每季',
  'downloads.frequencyYearly': '每年',
  'reports.caption': '按年份列出的财务报表及年报',
  'reports.year': '年份',
  'reports.statements': '财务报表',
  'reports.annualReport': '年报',
  'reports.published': '发布日期：',
  'reports.notPublished': '尚未发布',
  'reports.empty': '暂时没有财务报告。',
  'videos.filterLegend': '搜索视频',
  'videos.empty': '没有符合条件的视频。',
  'videos.back': '返回视频列表',
  'videos.notFound': '找不到此视频，可能已下架。',
  'videos.duration': '时长',
  'videos.player': '视频：{title}',
  'videos.noVideoSupport': '您的浏览器无法播放此视频。下载视频：',
  'videos.notHosted': '本网站没有存放此视频的文件；字幕及完整文字稿见下方，如需观看视频可向本局索取。',
  'videos.channelLink': '在官方频道观看',
  'videos.captions': '字幕文件（WebVTT）',
  'videos.transcript': '文字稿',
  'videos.transcriptLink': '阅读文字稿',
  'graphics.filterLegend': '搜索图解',
  'graphics.empty': '没有符合条件的图解。',
  'graphics.back': '返回图解列表',
  'graphics.notFound': '找不到此图解，可能已下架。',
  'graphics.longDescription': '说明及数据',
  'graphics.downloadImage': '下载图像（SVG）',
  'company.filterLegend': '搜索机构',
  'company.type': '类别',
  'company.allTypes': '所有类别',
  'company.name': '机构名称',
  'company.count': '共 {count} 家机构',
  'company.empty': '没有符合条件的机构。',
  'company.address': '地址',
  'company.phone': '电话',
  'company.fax': '传真',
  'company.email': '电子邮箱',
  'company.website': '网站',
  'links.newWindowNotice': '以下链接会在新窗口打开，并前往其他机构的网站。',
  'links.empty': '暂时没有相关网站。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'downloads.filterLegend': 'Procurar um documento',
  'downloads.category': 'Categoria',
  'downloads.allCategories': 'Todas as categorias',
  'downloads.year': 'Ano',
  'downloads.allYears': 'Todos os anos',
  'downloads.keyword': 'Palavra-chave',
  'downloads.search': 'Procurar',
  'downloads.clear': 'Limpar filtros',
  'downloads.results': { one: '{count} documento', other: '{count} documentos' },
  'downloads.empty': 'Nenhum documento corresponde à pesquisa. Experimente outros filtros.',
  'downloads.viewAll': { one: '{count} documento em {title}', other: 'Todos os {count} documentos em {title}' },
  'downloads.pagination': 'Páginas',
  'downloads.pageOf': 'Página {count} de {max}',
  'downloads.pageNumber': 'Página {count}',
  'downloads.previous': 'Anterior',
  'downloads.next': 'Seguinte',
  'downloads.calendarYears': 'Anos do calendário',
  'downloads.calendarCaption': 'Próxima divulgação de cada estatística em {year} (hora de Macau)',
  'downloads.statistic': 'Estatística',
  'downloads.frequency': 'Periodicidade',
  'downloads.nextRelease': 'Próxima divulgação',
  'downloads.referencePeriod': 'Período de referência',
  'downloads.noUpcoming': 'Todas divulgadas este ano',
  'downloads.allReleases': 'Todas as datas de divulgação em {year}',
  'downloads.releaseDate': 'Data de divulgação',
  'downloads.status': 'Situação',
  'downloads.released': 'Divulgado',
  'downloads.scheduled': 'Previsto',
  'downloads.calendarFiles': 'Descarregar o calendário',
  'downloads.noCalendar': 'O calendário de divulgação ainda não foi publicado.',
  'downloads.frequencyMonthly': 'Mensal',
  'downloads.frequencyQuarterly': 'Trimestral',
  'downloads.frequencyYearly': 'Anual',
  'reports.caption': 'Demonstrações financeiras e relatórios anuais por ano',
  'reports.year': 'Ano',
  'reports.statements': 'Demonstrações financeiras',
  'reports.annualReport': 'Relatório anual',
  'reports.published': 'Publicado em',
  'reports.notPublished': 'Ainda não publicado',
  'reports.empty': 'Ainda não foram publicados relatórios financeiros.',
  'videos.filterLegend': 'Procurar um vídeo',
  'videos.empty': 'Nenhum vídeo corresponde à pesquisa.',
  'videos.back': 'Voltar à lista de vídeos',
  'videos.notFound': 'Este vídeo não existe ou já não está disponível.',
  'videos.duration': 'Duração',
  'videos.player': 'Vídeo: {title}',
  'videos.noVideoSupport': 'O seu navegador não consegue reproduzir este vídeo. Descarregue-o:',
  'videos.notHosted': 'Este sítio não aloja o ficheiro do vídeo; as legendas e a transcrição completa estão abaixo, e o vídeo pode ser pedido à Autoridade.',
  'videos.channelLink': 'Ver no canal oficial',
  'videos.captions': 'Ficheiros de legendas (WebVTT)',
  'videos.transcript': 'Transcrição',
  'videos.transcriptLink': 'Ler a transcrição',
  'graphics.filterLegend': 'Procurar um infográfico',
  'graphics.empty': 'Nenhum infográfico corresponde à pesquisa.',
  'graphics.back': 'Voltar a todos os infográficos',
  'graphics.notFound': 'Este infográfico não existe ou já não está disponível.',
  'graphics.longDescription': 'Descrição e dados',
  'graphics.downloadImage': 'Descarregar a imagem (SVG)',
  'company.filterLegend': 'Procurar uma instituição',
  'company.type': 'Tipo',
  'company.allTypes': 'Todos os tipos',
  'company.name': 'Denominação',
  'company.count': { one: '{count} instituição', other: '{count} instituições' },
  'company.empty': 'Nenhuma instituição corresponde à pesquisa.',
  'company.address': 'Endereço',
  'company.phone': 'Telefone',
  'company.fax': 'Fax',
  'company.email': 'Correio electrónico',
  'company.website': 'Sítio',
  'links.newWindowNotice': 'Estas ligações abrem numa nova janela e levam a sítios de outras entidades.',
  'links.empty': 'De momento não há ligações.',
};

/** The media feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const mediaText = defineCatalogue({ en, zhHant, zhHans, pt });
