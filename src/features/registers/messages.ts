/**
 * The interface text of the registers feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Intermediary category ANG, insurance salesman (register search, export, licence page; key built as registers.cat.<code>). */
  'registers.cat.ANG': 'Insurance salesman',
  /** Intermediary category APC, corporate agent incorporated in Macao. */
  'registers.cat.APC': 'Corporate agent (incorporated in Macao)',
  /** Intermediary category APE, corporate agent with head office outside Macao. */
  'registers.cat.APE': 'Corporate agent (head office outside Macao)',
  /** Intermediary category APS, individual agent. */
  'registers.cat.APS': 'Individual agent',
  /** Intermediary category CRE, insurance broker with head office outside Macao. */
  'registers.cat.CRE': 'Insurance broker (head office outside Macao)',
  /** Intermediary category CRL, insurance broker incorporated in Macao. */
  'registers.cat.CRL': 'Insurance broker (incorporated in Macao)',
  /** Licence status "valid" (register results, export and licence page; key built as registers.status.<code>). */
  'registers.status.valid': 'Valid',
  /** Licence status "cancelled". */
  'registers.status.cancelled': 'Cancelled',
  /** Licence status "suspended". */
  'registers.status.suspended': 'Suspended',
  /** Licence status "in renewal period". */
  'registers.status.renewal': 'In renewal period',
  /** Cancellation reason: at the request of the intermediary (key built as registers.reason.<code>). */
  'registers.reason.request': 'Cancelled at the intermediary\'s request',
  /** Cancellation reason: licence not renewed. */
  'registers.reason.not-renewed': 'Licence not renewed',
  /** Cancellation reason: the insurer ended the appointment. */
  'registers.reason.appointment-ended': 'Appointment by the insurer ended',
  /** Cancellation reason: revoked by the AMCM. */
  'registers.reason.revoked': 'Revoked by the AMCM',
  /** Heading of the disclaimer shown before the register search can be used. */
  'registers.disclaimerTitle': 'Disclaimer',
  /** Disclaimer text of the insurance intermediary register (monthly updates, check before buying). */
  'registers.disclaimer': 'This register is compiled by the AMCM from the information submitted by insurance intermediaries and is updated once a month. Before you buy insurance, check that the intermediary\'s licence is valid. While every effort is made to keep the register accurate, the AMCM accepts no liability for any loss arising from its use. The register may be consulted for individual intermediaries only; it may not be extracted in bulk by automated means.',
  /** Button that accepts the register disclaimer. */
  'registers.accept': 'Accept',
  /** Legend and accessible name of the register search form. */
  'registers.searchTitle': 'Search the register',
  /** Register search field and column: name of the intermediary (also in exports). */
  'registers.name': 'Name',
  /** Hint under the register name input. */
  'registers.nameHint': 'Part of the Chinese, Portuguese or English name',
  /** Register search field and column: licence number (search, exports, licence page). */
  'registers.licenceNo': 'Licence number',
  /** Search field and column of the clerks register: registration number. */
  'registers.registrationNo': 'Registration number',
  /** Register search field and column: intermediary category. */
  'registers.category': 'Category',
  /** First option of the register category select (every category). */
  'registers.allCategories': 'All categories',
  /** Register search field: date on which licences must be valid (also in exports). */
  'registers.validOn': 'Date of validity',
  /** Hint under the register validity date input. */
  'registers.validOnHint': 'Only licences valid on this date',
  /** Submit button of the register search. */
  'registers.search': 'Search',
  /** Button that clears the register search form. */
  'registers.clear': 'Clear',
  /** Heading of the register search results. */
  'registers.results': 'Results',
  /** Result count of a register search (island and exports); {count} is the number of records. */
  'registers.total': { one: '{count} record found', other: '{count} records found' },
  /** Register results pager status; {page} is the current page, {pages} the number of pages. */
  'registers.pageStatus': 'Page {page} of {pages}',
  /** Register results pager: previous page. */
  'registers.previous': 'Previous',
  /** Register results pager: next page. */
  'registers.next': 'Next',
  /** Accessible name of the register results pager. */
  'registers.pages': 'Result pages',
  /** Text when a register search finds nothing (also in exports). */
  'registers.noResults': 'No matching records found (check the input or use the licence register)',
  /** Line with the register update date (island and exports); {date} is the formatted date. */
  'registers.lastUpdate': 'Register last updated: {date}',
  /** Button that prints the register results. */
  'registers.print': 'Print',
  /** Button that downloads the register results as Excel. */
  'registers.exportExcel': 'Export to Excel',
  /** Button that downloads the register results as PDF. */
  'registers.exportPdf': 'Export to PDF',
  /** Error toast text when a register export fails. */
  'registers.downloadError': 'The file could not be downloaded. Please try again later.',
  /** Text of the register search button while searching. */
  'registers.loading': 'Searching…',
  /** Register search error when no verification code was typed (the captcha field now shows captcha.missing). Not used in code yet. */
  'registers.codeMissing': 'Please enter the verification code.',
  /** Text shown without JavaScript: the register search needs it for the verification code. */
  'registers.noscript': 'Searching the register needs a verification code: please enable JavaScript in your browser.',
  /** Hidden suffix of the register results caption: the table scrolls sideways. */
  'registers.tableRegion': 'Results table (scrolls sideways)',
  /** Register results/export column: row number. */
  'registers.colNumber': 'No.',
  /** Register results/export column: licence status. */
  'registers.colStatus': 'Status',
  /** Register column (export, licence page): date of authorisation. */
  'registers.colAuthorisedOn': 'Date of authorisation',
  /** Register column: general insurance licence valid until. */
  'registers.colGeneralValid': 'General insurance valid until',
  /** Register column: life insurance licence valid until. */
  'registers.colLifeValid': 'Life insurance valid until',
  /** Register column (licence page): general insurance cancellation date and reason. */
  'registers.colGeneralCancelled': 'General insurance: cancellation date and reason',
  /** Register column (licence page): life insurance cancellation date and reason. */
  'registers.colLifeCancelled': 'Life insurance: cancellation date and reason',
  /** Register column: suspension period. */
  'registers.colSuspension': 'Suspension period',
  /** Register column: renewal period. */
  'registers.colRenewal': 'Renewal period',
  /** Register column: life insurers and pension fund managers represented. */
  'registers.colLifeInsurers': 'Life insurers and pension fund managers represented',
  /** Register column: general insurers represented. */
  'registers.colGeneralInsurers': 'General insurers represented',
  /** Register column: website of the intermediary. */
  'registers.colWebsite': 'Website',
  /** Register column (licence page): date of the last update. */
  'registers.colUpdatedOn': 'Last update',
  /** Register column (licence page): additional documentation. */
  'registers.colDocumentation': 'Additional documentation',
  /** Register column: cancelled in the searched period (shows registers.yes). */
  'registers.colCancelledInPeriod': 'Cancelled in this period',
  /** Register column (export, licence page): Portuguese or foreign name. */
  'registers.colNamePt': 'Portuguese or foreign name',
  /** Register column (export, licence page): Chinese name. */
  'registers.colNameZh': 'Chinese name',
  /** Clerks register column: the intermediary the clerk works for. */
  'registers.colIntermediary': 'Intermediary',
  /** Clerks register column: date of registration. */
  'registers.colRegisteredOn': 'Date of registration',
  /** Clerks register column: registration valid until. */
  'registers.colValidUntil': 'Valid until',
  /** A date period in register cells (suspension, renewal); {from} and {to} are the dates. */
  'registers.period': '{from} to {to}',
  /** "Yes" in the cancelled-in-period register column. */
  'registers.yes': 'Yes',
  /** Link to the details of a register record. Not used in code yet. */
  'registers.details': 'Details',
  /** Title of the permanent page of a licence; {licence} is the licence number. */
  'registers.permalinkTitle': 'Insurance intermediary licence {licence}',
  /** Note on the licence page; {date} is the date of the register data shown. */
  'registers.permalinkNote': 'This page shows the register as of {date}; for the latest data, search the register.',
  /** Alternative text of the QR code linking to the licence page. */
  'registers.qrLabel': 'QR code linking to this page',
  /** Text when no intermediary holds the licence number of a licence page. */
  'registers.notFound': 'No insurance intermediary holds this licence number.',
  /** Link from a licence page back to the register search. */
  'registers.backToSearch': 'Back to the register search',
  /** Title of the intermediaries register export (Excel/PDF). */
  'registers.exportTitle': 'Register of Insurance Intermediaries',
  /** Title of the clerks register export (Excel/PDF). Not used in code yet. */
  'registers.clerkExportTitle': 'Registered Clerks of Insurance Intermediaries',
  /** Line of a register export describing the search; {query} is the list of criteria. */
  'registers.exportQuery': 'Query: {query}',
  /** Value of the export query line when there were no criteria. */
  'registers.exportAll': 'all records',
  /** Error when a register export would be too large; {max} is the record limit. Not used in code yet. */
  'registers.exportTooMany': 'An export holds at most {max} records; please narrow the search.',
  /** "Life insurance" prefix in the cancellation cell of register results. */
  'registers.life': 'Life insurance',
  /** "General insurance" prefix in the cancellation cell of register results. */
  'registers.general': 'General insurance',
  /** Register results column: cancellation date and reason (life and general together). */
  'registers.colCancelled': 'Cancellation date and reason',
  /** Heading of the licence status section of the licence page. */
  'registers.licenceStatus': 'Licence status',
  /** Page footer of a register PDF export; {page} is the page number. */
  'registers.exportPageN': 'Page {page}',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'registers.cat.ANG': '保險推銷員',
  'registers.cat.APC': '法人保險代理人（本地成立）',
  'registers.cat.APE': '法人保險代理人（總公司設於外地）',
  'registers.cat.APS': '個人保險代理人',
  'registers.cat.CRE': '保險經紀人（總公司設於外地）',
  'registers.cat.CRL': '保險經紀人（本地成立）',
  'registers.status.valid': '有效',
  'registers.status.cancelled': '已取消',
  'registers.status.suspended': '已暫停',
  'registers.status.renewal': '續期期間',
  'registers.reason.request': '應中介人申請取消',
  'registers.reason.not-renewed': '牌照未有續期',
  'registers.reason.appointment-ended': '保險公司終止委任',
  'registers.reason.revoked': '被澳門金融管理局撤銷',
  'registers.disclaimerTitle': '免責聲明',
  'registers.disclaimer': '本登記資料由澳門金融管理局根據保險中介人提交的資料編製，每月更新一次。購買保險前，請先核實中介人的牌照狀況。本局已盡力確保資料準確，但對因使用本資料而引致的任何損失概不負責。本登記只供查詢個別中介人之用，不得以自動方式大量擷取。',
  'registers.accept': '接受',
  'registers.searchTitle': '查詢條件',
  'registers.name': '姓名／名稱',
  'registers.nameHint': '中文、葡文或英文姓名／名稱的一部分',
  'registers.licenceNo': '牌照編號',
  'registers.registrationNo': '登記編號',
  'registers.category': '類別',
  'registers.allCategories': '所有類別',
  'registers.validOn': '有效日期',
  'registers.validOnHint': '只列出在該日牌照有效的中介人',
  'registers.search': '查詢',
  'registers.clear': '清除',
  'registers.results': '查詢結果',
  'registers.total': '共 {count} 項記錄',
  'registers.pageStatus': '第 {page} 頁，共 {pages} 頁',
  'registers.previous': '上一頁',
  'registers.next': '下一頁',
  'registers.pages': '查詢結果頁碼',
  'registers.noResults': '沒有符合的記錄（請檢查輸入的資料或查閱牌照登記）',
  'registers.lastUpdate': '登記資料更新日期：{date}',
  'registers.print': '列印',
  'registers.exportExcel': '匯出 Excel',
  'registers.exportPdf': '匯出 PDF',
  'registers.downloadError': '未能下載檔案，請稍後再試。',
  'registers.loading': '查詢中……',
  'registers.codeMissing': '請輸入驗證碼。',
  'registers.noscript': '查詢登記資料需要輸入驗證碼，請啟用瀏覽器的 JavaScript。',
  'registers.tableRegion': '查詢結果表格（可左右捲動）',
  'registers.colNumber': '編號',
  'registers.colStatus': '狀況',
  'registers.colAuthorisedOn': '許可日期',
  'registers.colGeneralValid': '非人壽保險有效期至',
  'registers.colLifeValid': '人壽保險有效期至',
  'registers.colGeneralCancelled': '非人壽保險取消日期及原因',
  'registers.colLifeCancelled': '人壽保險取消日期及原因',
  'registers.colSuspension': '暫停期間',
  'registers.colRenewal': '續期期間',
  'registers.colLifeInsurers': '代理之人壽保險公司及退休基金管理實體',
  'registers.colGeneralInsurers': '代理之非人壽保險公司',
  'registers.colWebsite': '網址',
  'registers.colUpdatedOn': '最後更新日期',
  'registers.colDocumentation': '補充文件',
  'registers.colCancelledInPeriod': '本期內取消',
  'registers.colNamePt': '葡文或外文名稱',
  'registers.colNameZh': '中文名稱',
  'registers.colIntermediary': '所屬中介人',
  'registers.colRegisteredOn': '登記日期',
  'registers.colValidUntil': '有效期至',
  'registers.period': '{from} 至 {to}',
  'registers.yes': '是',
  'registers.details': '詳情',
  'registers.permalinkTitle': '保險中介人牌照：{licence}',
  'registers.permalinkNote': '本頁顯示 {date} 登記資料的內容；如需最新資料，請使用登記查詢。',
  'registers.qrLabel': '連結至本頁的二維碼',
  'registers.notFound': '找不到此牌照編號的保險中介人。',
  'registers.backToSearch': '返回登記查詢',
  'registers.exportTitle': '保險中介人登記資料',
  'registers.clerkExportTitle': '保險中介人登記文員',
  'registers.exportQuery': '查詢條件：{query}',
  'registers.exportAll': '全部記錄',
  'registers.exportTooMany': '匯出最多 {max} 項記錄，請收窄查詢條件。',
  'registers.life': '人壽保險',
  'registers.general': '非人壽保險',
  'registers.colCancelled': '取消日期及原因',
  'registers.licenceStatus': '牌照狀況',
  'registers.exportPageN': '第 {page} 頁',
};

export const zhHans: Translations<typeof en> = {
  'registers.cat.ANG': '保险推销员',
  'registers.cat.APC': '法人保险代理人（本地成立）',
  'registers.cat.APE': '法人保险代理人（总公司设于外地）',
  'registers.cat.APS': '个人保险代理人',
  'registers.cat.CRE': '保险经纪人（总公司设于外地）',
  'registers.cat.CRL': '保险经纪人（本地成立）',
  'registers.status.valid': '有效',
  'registers.status.cancelled': '已取消',
  'registers.status.suspended': '已暂停',
  'registers.status.renewal': '续期期间',
  'registers.reason.request': '应中介人申请取消',
  'registers.reason.not-renewed': '牌照未有续期',
  'registers.reason.appointment-ended': '保险公司终止委任',
  'registers.reason.revoked': '被澳门金融管理局撤销',
  'registers.disclaimerTitle': '免责声明',
  'registers.disclaimer': '本登记资料由澳门金融管理局根据保险中介人提交的资料编制，每月更新一次。购买保险前，请先核实中介人的牌照状况。本局已尽力确保资料准确，但对因使用本资料而引致的任何损失概不负责。本登记只供查询个别中介人之用，不得以自动方式大量抓取。',
  'registers.accept': '接受',
  'registers.searchTitle': '查询条件',
  'registers.name': '姓名／名称',
  'registers.nameHint': '中文、葡文或英文姓名／名称的一部分',
  'registers.licenceNo': '牌照编号',
  'registers.registrationNo': '登记编号',
  'registers.category': '类别',
  'registers.allCategories': '所有类别',
  'registers.validOn': '有效日期',
  'registers.validOnHint': '只列出在该日牌照有效的中介人',
  'registers.search': '查询',
  'registers.clear': '清除',
  'registers.results': '查询结果',
  'registers.total': '共 {count} 项记录',
  'registers.pageStatus': '第 {page} 页，共 {pages} 页',
  'registers.previous': '上一页',
  'registers.next': '下一页',
  'registers.pages': '查询结果页码',
  'registers.noResults': '没有符合的记录（请检查输入的资料或查阅牌照登记）',
  'registers.lastUpdate': '登记资料更新日期：{date}',
  'registers.print': '打印',
  'registers.exportExcel': '导出 Excel',
  'registers.exportPdf': '导出 PDF',
  'registers.downloadError': '未能下载档案，请稍后再试。',
  'registers.loading': '查询中……',
  'registers.codeMissing': '请输入验证码。',
  'registers.noscript': '查询登记资料需要输入验证码，请启用浏览器的 JavaScript。',
  'registers.tableRegion': '查询结果表格（可左右卷动）',
  'registers.colNumber': '编号',
  'registers.colStatus': '状况',
  'registers.colAuthorisedOn': '许可日期',
  'registers.colGeneralValid': '非人寿保险有效期至',
  'registers.colLifeValid': '人寿保险有效期至',
  'registers.colGeneralCancelled': '非人寿保险取消日期及原因',
  'registers.colLifeCancelled': '人寿保险取消日期及原因',
  'registers.colSuspension': '暂停期间',
  'registers.colRenewal': '续期期间',
  'registers.colLifeInsurers': '代理之人寿保险公司及退休基金管理实体',
  'registers.colGeneralInsurers': '代理之非人寿保险公司',
  'registers.colWebsite': '网址',
  'registers.colUpdatedOn': '最后更新日期',
  'registers.colDocumentation': '补充文件',
  'registers.colCancelledInPeriod': '本期内取消',
  'registers.colNamePt': '葡文或外文名称',
  'registers.colNameZh': '中文名称',
  'registers.colIntermediary': '所属中介人',
  'registers.colRegisteredOn': '登记日期',
  'registers.colValidUntil': '有效期至',
  'registers.period': '{from} 至 {to}',
  'registers.yes': '是',
  'registers.details': '详情',
  'registers.permalinkTitle': '保险中介人牌照：{licence}',
  'registers.permalinkNote': '本页显示 {date} 登记资料的内容；如需最新资料，请使用登记查询。',
  'registers.qrLabel': '连结至本页的二维码',
  'registers.notFound': '找不到此牌照编号的保险中介人。',
  'registers.backToSearch': '返回登记查询',
  'registers.exportTitle': '保险中介人登记资料',
  'registers.clerkExportTitle': '保险中介人登记文员',
  'registers.exportQuery': '查询条件：{query}',
  'registers.exportAll': '全部记录',
  'registers.exportTooMany': '导出最多 {max} 项记录，请收窄查询条件。',
  'registers.life': '人寿保险',
  'registers.general': '非人寿保险',
  'registers.colCancelled': '取消日期及原因',
  'registers.licenceStatus': '牌照状况',
  'registers.exportPageN': '第 {page} 页',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'registers.cat.ANG': 'Angariador de seguros',
  'registers.cat.APC': 'Agente pessoa colectiva (constituída em Macau)',
  'registers.cat.APE': 'Agente pessoa colectiva (sede no exterior)',
  'registers.cat.APS': 'Agente pessoa singular',
  'registers.cat.CRE': 'Corretor de seguros (sede no exterior)',
  'registers.cat.CRL': 'Corretor de seguros (constituído em Macau)',
  'registers.status.valid': 'Válida',
  'registers.status.cancelled': 'Cancelada',
  'registers.status.suspended': 'Suspensa',
  'registers.status.renewal': 'Em período de renovação',
  'registers.reason.request': 'Cancelada a pedido do mediador',
  'registers.reason.not-renewed': 'Licença não renovada',
  'registers.reason.appointment-ended': 'Cessação da nomeação pela seguradora',
  'registers.reason.revoked': 'Revogada pela AMCM',
  'registers.disclaimerTitle': 'Aviso legal',
  'registers.disclaimer': 'Este registo é elaborado pela AMCM com base nas informações prestadas pelos mediadores de seguros e é actualizado uma vez por mês. Antes de contratar um seguro, verifique se a licença do mediador é válida. Embora se procure manter o registo exacto, a AMCM não assume qualquer responsabilidade por perdas resultantes da sua utilização. O registo pode ser consultado apenas para mediadores individuais; não pode ser extraído em massa por meios automáticos.',
  'registers.accept': 'Aceitar',
  'registers.searchTitle': 'Pesquisar o registo',
  'registers.name': 'Nome',
  'registers.nameHint': 'Parte do nome em chinês, português ou inglês',
  'registers.licenceNo': 'Número da licença',
  'registers.registrationNo': 'Número de registo',
  'registers.category': 'Categoria',
  'registers.allCategories': 'Todas as categorias',
  'registers.validOn': 'Data de validade',
  'registers.validOnHint': 'Apenas licenças válidas nesta data',
  'registers.search': 'Pesquisar',
  'registers.clear': 'Limpar',
  'registers.results': 'Resultados',
  'registers.total': { one: '{count} registo encontrado', other: '{count} registos encontrados' },
  'registers.pageStatus': 'Página {page} de {pages}',
  'registers.previous': 'Anterior',
  'registers.next': 'Seguinte',
  'registers.pages': 'Páginas de resultados',
  'registers.noResults': 'Não foram encontrados registos (verifique os dados introduzidos ou consulte o registo de licenças)',
  'registers.lastUpdate': 'Registo actualizado em: {date}',
  'registers.print': 'Imprimir',
  'registers.exportExcel': 'Exportar para Excel',
  'registers.exportPdf': 'Exportar para PDF',
  'registers.downloadError': 'Não foi possível descarregar o ficheiro. Tente mais tarde.',
  'registers.loading': 'A pesquisar…',
  'registers.codeMissing': 'Introduza o código de verificação.',
  'registers.noscript': 'A pesquisa no registo exige um código de verificação: active o JavaScript do navegador.',
  'registers.tableRegion': 'Tabela de resultados (desliza na horizontal)',
  'registers.colNumber': 'N.º',
  'registers.colStatus': 'Situação',
  'registers.colAuthorisedOn': 'Data de autorização',
  'registers.colGeneralValid': 'Ramos gerais válida até',
  'registers.colLifeValid': 'Ramo vida válida até',
  'registers.colGeneralCancelled': 'Ramos gerais: data e motivo do cancelamento',
  'registers.colLifeCancelled': 'Ramo vida: data e motivo do cancelamento',
  'registers.colSuspension': 'Período de suspensão',
  'registers.colRenewal': 'Período de renovação',
  'registers.colLifeInsurers': 'Seguradoras do ramo vida e sociedades gestoras de fundos de pensões representadas',
  'registers.colGeneralInsurers': 'Seguradoras dos ramos gerais representadas',
  'registers.colWebsite': 'Sítio',
  'registers.colUpdatedOn': 'Última actualização',
  'registers.colDocumentation': 'Documentação adicional',
  'registers.colCancelledInPeriod': 'Cancelada neste período',
  'registers.colNamePt': 'Nome em português ou estrangeiro',
  'registers.colNameZh': 'Nome em chinês',
  'registers.colIntermediary': 'Mediador',
  'registers.colRegisteredOn': 'Data de registo',
  'registers.colValidUntil': 'Válido até',
  'registers.period': '{from} a {to}',
  'registers.yes': 'Sim',
  'registers.details': 'Detalhes',
  'registers.permalinkTitle': 'Licença de mediador de seguros {licence}',
  'registers.permalinkNote': 'Esta página mostra o registo em {date}; para os dados mais recentes, pesquise o registo.',
  'registers.qrLabel': 'Código QR com a ligação para esta página',
  'registers.notFound': 'Nenhum mediador de seguros tem este número de licença.',
  'registers.backToSearch': 'Voltar à pesquisa no registo',
  'registers.exportTitle': 'Registo de Mediadores de Seguros',
  'registers.clerkExportTitle': 'Empregados Registados dos Mediadores de Seguros',
  'registers.exportQuery': 'Critérios: {query}',
  'registers.exportAll': 'todos os registos',
  'registers.exportTooMany': 'Uma exportação tem no máximo {max} registos; restrinja a pesquisa.',
  'registers.life': 'Ramo vida',
  'registers.general': 'Ramos gerais',
  'registers.colCancelled': 'Data e motivo do cancelamento',
  'registers.licenceStatus': 'Situação da licença',
  'registers.exportPageN': 'Página {page}',
};

/** The registers feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const registersText = defineCatalogue({ en, zhHant, zhHans, pt });
