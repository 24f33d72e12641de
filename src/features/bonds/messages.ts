/**
 * The interface text of the bonds feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** First option of the bond type select (no type filter) in the bond information and ISIN lists. */
  'bonds.allTypes': 'All bond types',
  /** First option of the category select of the bond information filter. */
  'bonds.allCategories': 'All categories',
  /** First option of the year select of the bond information filter. */
  'bonds.allYears': 'All years',
  /** First option of the month select of the bond information filter. */
  'bonds.allMonths': 'All months',
  /** First option of the currency select of the ISIN filter. */
  'bonds.allCurrencies': 'All currencies',
  /** Tenor of a bond of exactly one year (bonds/service.ts). */
  'bonds.tenorYear': '1 year',
  /** Tenor of a bond in whole years; {count} is the number of years. */
  'bonds.tenorYears': { one: '{count} year', other: '{count} years' },
  /** Tenor of a bond in months; {count} is the number of months. */
  'bonds.tenorMonths': { one: '{count} month', other: '{count} months' },
  /** Interest payment method "annual" (key built as bonds.payment.<code>). */
  'bonds.payment.annual': 'Annual',
  /** Interest payment method "semi-annual". */
  'bonds.payment.semi-annual': 'Semi-annual',
  /** Interest payment method "quarterly". */
  'bonds.payment.quarterly': 'Quarterly',
  /** Interest payment method "at maturity". */
  'bonds.payment.at-maturity': 'At maturity',
  /** Bond option type "none" (key built as bonds.option.<code>). */
  'bonds.option.none': 'None',
  /** Bond option type "callable by the issuer". */
  'bonds.option.callable': 'Callable by the issuer',
  /** Bond option type "puttable by the holder". */
  'bonds.option.puttable': 'Puttable by the holder',
  /** Bond status "outstanding" (key built as bonds.status.<code>). */
  'bonds.status.outstanding': 'Outstanding',
  /** Bond status "matured". */
  'bonds.status.matured': 'Matured',
  /** Bond status "redeemed early". */
  'bonds.status.redeemed': 'Redeemed early',
  /** Bond field label/column: bond number. */
  'bonds.field.bondNumber': 'Bond number',
  /** Bond field label/column: ISIN code. */
  'bonds.field.isin': 'ISIN',
  /** Bond field label/column: issuer. */
  'bonds.field.issuer': 'Issuer',
  /** Bond field label/column: instrument. */
  'bonds.field.instrument': 'Instrument',
  /** Bond field label/column: currency. */
  'bonds.field.currency': 'Currency',
  /** Bond field label/column and filter label: bond type. */
  'bonds.field.bondType': 'Bond type',
  /** Bond detail field: coupon rate. */
  'bonds.field.couponRate': 'Coupon rate',
  /** Bond detail field: issue date. */
  'bonds.field.issueDate': 'Issue date',
  /** Bond detail field: value date. */
  'bonds.field.valueDate': 'Value date',
  /** Bond field label/column: maturity date. */
  'bonds.field.maturityDate': 'Maturity date',
  /** Bond detail field: actual issue size. */
  'bonds.field.issueSize': 'Actual issue size',
  /** Bond detail field: interest payment method. */
  'bonds.field.interestPaymentMethod': 'Interest payment method',
  /** Bond detail field: option type. */
  'bonds.field.optionType': 'Option type',
  /** Bond detail field: tenor. */
  'bonds.field.tenor': 'Tenor',
  /** Bond detail field: credit rating. */
  'bonds.field.rating': 'Rating',
  /** Bond detail field: rating agency. */
  'bonds.field.ratingAgency': 'Rating agency',
  /** Bond field label/column: status. */
  'bonds.field.status': 'Status',
  /** Bond detail field: disclosure date. */
  'bonds.field.disclosureDate': 'Disclosure date',
  /** Bond information filter label/column: category. */
  'bonds.field.category': 'Category',
  /** Bond information filter label: year. */
  'bonds.field.year': 'Year',
  /** Bond information filter label: month. */
  'bonds.field.month': 'Month',
  /** Keyword input label of the bond information, ISIN and funds filters. */
  'bonds.field.keyword': 'Keyword',
  /** Bond information column: publication date. */
  'bonds.field.published': 'Published',
  /** Value of the rating field of a bond without a rating. */
  'bonds.unrated': 'Unrated',
  /** Legend of the bond information filter form. */
  'bonds.filterLegend': 'Filter bond information',
  /** Hint under the bond information keyword input. */
  'bonds.keywordHint': 'Title, issuer, ISIN or bond number',
  /** Submit button of the bond filter forms (BondFilters.astro). */
  'bonds.search': 'Search',
  /** Link that removes the bond filters. */
  'bonds.clear': 'Clear filters',
  /** Result count of the bond, ISIN and funds lists; {count} is the number of items. */
  'bonds.resultCount': { one: '{count} item', other: '{count} items' },
  /** Text when no bond record matches the filters. */
  'bonds.noResults': 'No records match these filters. Please change them and try again.',
  /** Accessible name of the bond pager (BondPager.astro). */
  'bonds.pagination': 'Pages',
  /** Bond pager status; {count} is the current page, {max} the number of pages. */
  'bonds.pageStatus': 'Page {count} of {max}',
  /** Bond pager link to the previous page. */
  'bonds.previous': 'Previous page',
  /** Bond pager link to the next page. */
  'bonds.next': 'Next page',
  /** Text when a bond information item does not exist or was removed. */
  'bonds.informationNotFound': 'The bond information you asked for was not found; it may have been removed.',
  /** Text when a bond (ISIN detail) does not exist. */
  'bonds.bondNotFound': 'The bond you asked for was not found.',
  /** Link from a bond or bond information detail back to its list. */
  'bonds.backToList': 'Back to the list',
  /** Heading of the bonds concerned by a bond information item. */
  'bonds.relatedBonds': 'Bonds concerned',
  /** Heading of the information items about a bond on its detail page. */
  'bonds.relatedInformation': 'Information about this bond',
  /** Heading of the details of one bond. Not used in code yet. */
  'bonds.bondDetail': 'Bond details',
  /** Accessible link to a bond detail; {name} is the bond number or ISIN. */
  'bonds.viewBond': 'Details of bond {name}',
  /** Legend of the ISIN search form. */
  'bonds.isinLegend': 'Search ISIN codes',
  /** Hint under the ISIN keyword input. */
  'bonds.isinKeywordHint': 'ISIN, bond number or issuer',
  /** Caption of the ISIN codes table. */
  'bonds.isinCaption': 'ISIN codes of bonds issued or listed in Macao',
  /** Introduction paragraph of the ISIN codes page (explains ISO 6166 and the MO prefix). */
  'bonds.isinIntro': 'International Securities Identification Numbers (ISIN) follow ISO 6166. Bonds issued in Macao begin with "MO"; choose a code to see the bond\'s details.',
  /** Legend of the foreign investment funds search form. */
  'bonds.fundsLegend': 'Search foreign investment funds',
  /** Hint under the funds keyword input. */
  'bonds.fundsKeywordHint': 'Fund, sub-fund or manager',
  /** Caption of the table of authorised foreign investment funds. */
  'bonds.fundsCaption': 'Foreign investment funds authorised for distribution in Macao',
  /** Introduction paragraph of the foreign investment funds page (authorisation is not a recommendation). */
  'bonds.fundsIntro': 'The foreign investment funds below are authorised by the AMCM for distribution in Macao. Authorisation is not a recommendation of a fund and does not guarantee its performance; investors should read the offering documents.',
  /** Funds table column: name of the investment fund. */
  'bonds.fund.name': 'Name of investment fund',
  /** Funds table column: name of the sub-fund. */
  'bonds.fund.subFund': 'Name of sub-fund',
  /** Funds table column: fund manager. */
  'bonds.fund.manager': 'Manager',
  /** Funds table column: authorisation date. */
  'bonds.fund.authorizationDate': 'Authorization date',
  /** Accessible name of a scrolling table region (funds, ISIN); {title} is the table caption. */
  'bonds.tableRegion': '{title} (the table scrolls sideways)',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'bonds.allTypes': '所有債券類別',
  'bonds.allCategories': '所有分類',
  'bonds.allYears': '所有年份',
  'bonds.allMonths': '所有月份',
  'bonds.allCurrencies': '所有貨幣',
  'bonds.tenorYear': '1年',
  'bonds.tenorYears': '{count}年',
  'bonds.tenorMonths': '{count}個月',
  'bonds.payment.annual': '每年付息',
  'bonds.payment.semi-annual': '每半年付息',
  'bonds.payment.quarterly': '每季付息',
  'bonds.payment.at-maturity': '到期一次還本付息',
  'bonds.option.none': '不附選擇權',
  'bonds.option.callable': '發行人可提前贖回',
  'bonds.option.puttable': '持有人可回售',
  'bonds.status.outstanding': '存續',
  'bonds.status.matured': '已到期兌付',
  'bonds.status.redeemed': '已提前贖回',
  'bonds.field.bondNumber': '債券編號',
  'bonds.field.isin': '國際證券識別編碼（ISIN）',
  'bonds.field.issuer': '發行人',
  'bonds.field.instrument': '債券名稱',
  'bonds.field.currency': '貨幣',
  'bonds.field.bondType': '債券類別',
  'bonds.field.couponRate': '票面利率',
  'bonds.field.issueDate': '發行日',
  'bonds.field.valueDate': '起息日',
  'bonds.field.maturityDate': '到期日',
  'bonds.field.issueSize': '實際發行規模',
  'bonds.field.interestPaymentMethod': '付息方式',
  'bonds.field.optionType': '選擇權類型',
  'bonds.field.tenor': '期限',
  'bonds.field.rating': '信用評級',
  'bonds.field.ratingAgency': '評級機構',
  'bonds.field.status': '狀態',
  'bonds.field.disclosureDate': '披露日期',
  'bonds.field.category': '資訊分類',
  'bonds.field.year': '年份',
  'bonds.field.month': '月份',
  'bonds.field.keyword': '關鍵字',
  'bonds.field.published': '發佈日期',
  'bonds.unrated': '未評級',
  'bonds.filterLegend': '篩選債券資訊',
  'bonds.keywordHint': '可輸入標題、發行人、ISIN或債券編號',
  'bonds.search': '搜尋',
  'bonds.clear': '清除篩選',
  'bonds.resultCount': '共{count}項',
  'bonds.noResults': '沒有符合條件的資料，請更改篩選條件後再試。',
  'bonds.pagination': '分頁',
  'bonds.pageStatus': '第{count}頁，共{max}頁',
  'bonds.previous': '上一頁',
  'bonds.next': '下一頁',
  'bonds.informationNotFound': '找不到所選的債券資訊，可能已被移除。',
  'bonds.bondNotFound': '找不到所選的債券。',
  'bonds.backToList': '返回列表',
  'bonds.relatedBonds': '相關債券',
  'bonds.relatedInformation': '相關債券資訊',
  'bonds.bondDetail': '債券詳情',
  'bonds.viewBond': '查看債券{name}詳情',
  'bonds.isinLegend': '搜尋國際證券識別編碼',
  'bonds.isinKeywordHint': '可輸入ISIN、債券編號或發行人',
  'bonds.isinCaption': '在澳門發行或上市債券的國際證券識別編碼',
  'bonds.isinIntro': '國際證券識別編碼（ISIN）按ISO 6166標準編配。在澳門發行的債券以「MO」開頭；選擇編碼可查看債券詳情。',
  'bonds.fundsLegend': '搜尋外地投資基金',
  'bonds.fundsKeywordHint': '可輸入基金、子基金或管理公司名稱',
  'bonds.fundsCaption': '獲許可在澳門分銷的外地投資基金',
  'bonds.fundsIntro': '下列外地投資基金已獲澳門金融管理局許可在澳門分銷。許可不代表本局推介有關基金，亦不保證其表現；投資者應細閱銷售文件。',
  'bonds.fund.name': '投資基金名稱',
  'bonds.fund.subFund': '子基金名稱',
  'bonds.fund.manager': '管理公司',
  'bonds.fund.authorizationDate': '許可日期',
  'bonds.tableRegion': '{title}（表格可左右捲動）',
};

export const zhHans: Translations<typeof en> = {
  'bonds.allTypes': '所有债券类别',
  'bonds.allCategories': '所有分类',
  'bonds.allYears': '所有年份',
  'bonds.allMonths': '所有月份',
  'bonds.allCurrencies': '所有货币',
  'bonds.tenorYear': '1年',
  'bonds.tenorYears': '{count}年',
  'bonds.tenorMonths': '{count}个月',
  'bonds.payment.annual': '每年付息',
  'bonds.payment.semi-annual': '每半年付息',
  'bonds.payment.quarterly': '每季付息',
  'bonds.payment.at-maturity': '到期一次还本付息',
  'bonds.option.none': '不附选择权',
  'bonds.option.callable': '发行人可提前赎回',
  'bonds.option.puttable': '持有人可回售',
  'bonds.status.outstanding': '存续',
  'bonds.status.matured': '已到期兑付',
  'bonds.status.redeemed': '已提前赎回',
  'bonds.field.bondNumber': '债券编号',
  'bonds.field.isin': '国际证券识别编码（ISIN）',
  'bonds.field.issuer': '发行人',
  'bonds.field.instrument': '债券名称',
  'bonds.field.currency': '货币',
  'bonds.field.bondType': '债券类别',
  'bonds.field.couponRate': '票面利率',
  'bonds.field.issueDate': '发行日',
  'bonds.field.valueDate': '起息日',
  'bonds.field.maturityDate': '到期日',
  'bonds.field.issueSize': '实际发行规模',
  'bonds.field.interestPaymentMethod': '付息方式',
  'bonds.field.optionType': '选择权类型',
  'bonds.field.tenor': '期限',
  'bonds.field.rating': '信用评级',
  'bonds.field.ratingAgency': '评级机构',
  'bonds.field.status': '状态',
  'bonds.field.disclosureDate': '披露日期',
  'bonds.field.category': '信息分类',
  'bonds.field.year': '年份',
  'bonds.field.month': '月份',
  'bonds.field.keyword': '关键词',
  'bonds.field.published': '发布日期',
  'bonds.unrated': '未评级',
  'bonds.filterLegend': '筛选债券信息',
  'bonds.keywordHint': '可输入标题、发行人、ISIN或债券编号',
  'bonds.search': '搜索',
  'bonds.clear': '清除筛选',
  'bonds.resultCount': '共{count}项',
  'bonds.noResults': '没有符合条件的记录，请更改筛选条件后再试。',
  'bonds.pagination': '分页',
  'bonds.pageStatus': '第{count}页，共{max}页',
  'bonds.previous': '上一页',
  'bonds.next': '下一页',
  'bonds.informationNotFound': '找不到所选的债券信息，可能已被移除。',
  'bonds.bondNotFound': '找不到所选的债券。',
  'bonds.backToList': '返回列表',
  'bonds.relatedBonds': '相关债券',
  'bonds.relatedInformation': '相关债券信息',
  'bonds.bondDetail': '债券详情',
  'bonds.viewBond': '查看债券{name}详情',
  'bonds.isinLegend': '搜索国际证券识别编码',
  'bonds.isinKeywordHint': '可输入ISIN、债券编号或发行人',
  'bonds.isinCaption': '在澳门发行或上市债券的国际证券识别编码',
  'bonds.isinIntro': '国际证券识别编码（ISIN）按ISO 6166标准编配。在澳门发行的债券以“MO”开头；选择编码可查看债券详情。',
  'bonds.fundsLegend': '搜索外地投资基金',
  'bonds.fundsKeywordHint': '可输入基金、子基金或管理公司名称',
  'bonds.fundsCaption': '获许可在澳门分销的外地投资基金',
  'bonds.fundsIntro': '下列外地投资基金已获澳门金融管理局许可在澳门分销。许可不代表本局推介有关基金，亦不保证其表现；投资者应细阅销售文件。',
  'bonds.fund.name': '投资基金名称',
  'bonds.fund.subFund': '子基金名称',
  'bonds.fund.manager': '管理公司',
  'bonds.fund.authorizationDate': '许可日期',
  'bonds.tableRegion': '{title}（表格可左右滚动）',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'bonds.allTypes': 'Todos os tipos',
  'bonds.allCategories': 'Todas as categorias',
  'bonds.allYears': 'Todos os anos',
  'bonds.allMonths': 'Todos os meses',
  'bonds.allCurrencies': 'Todas as moedas',
  'bonds.tenorYear': '1 ano',
  'bonds.tenorYears': { one: '{count} ano', other: '{count} anos' },
  'bonds.tenorMonths': { one: '{count} mês', other: '{count} meses' },
  'bonds.payment.annual': 'Anual',
  'bonds.payment.semi-annual': 'Semestral',
  'bonds.payment.quarterly': 'Trimestral',
  'bonds.payment.at-maturity': 'No vencimento',
  'bonds.option.none': 'Sem opção',
  'bonds.option.callable': 'Reembolso antecipado por opção do emitente',
  'bonds.option.puttable': 'Reembolso antecipado por opção do titular',
  'bonds.status.outstanding': 'Em circulação',
  'bonds.status.matured': 'Vencida',
  'bonds.status.redeemed': 'Reembolsada antecipadamente',
  'bonds.field.bondNumber': 'Número da obrigação',
  'bonds.field.isin': 'ISIN',
  'bonds.field.issuer': 'Emitente',
  'bonds.field.instrument': 'Instrumento',
  'bonds.field.currency': 'Moeda',
  'bonds.field.bondType': 'Tipo de obrigação',
  'bonds.field.couponRate': 'Taxa de cupão',
  'bonds.field.issueDate': 'Data de emissão',
  'bonds.field.valueDate': 'Data-valor',
  'bonds.field.maturityDate': 'Data de vencimento',
  'bonds.field.issueSize': 'Montante efectivamente emitido',
  'bonds.field.interestPaymentMethod': 'Forma de pagamento de juros',
  'bonds.field.optionType': 'Tipo de opção',
  'bonds.field.tenor': 'Prazo',
  'bonds.field.rating': 'Notação de risco',
  'bonds.field.ratingAgency': 'Agência de notação',
  'bonds.field.status': 'Situação',
  'bonds.field.disclosureDate': 'Data de divulgação',
  'bonds.field.category': 'Categoria',
  'bonds.field.year': 'Ano',
  'bonds.field.month': 'Mês',
  'bonds.field.keyword': 'Palavra-chave',
  'bonds.field.published': 'Publicado em',
  'bonds.unrated': 'Sem notação',
  'bonds.filterLegend': 'Filtrar informação sobre obrigações',
  'bonds.keywordHint': 'Título, emitente, ISIN ou número da obrigação',
  'bonds.search': 'Pesquisar',
  'bonds.clear': 'Limpar filtros',
  'bonds.resultCount': { one: '{count} resultado', other: '{count} resultados' },
  'bonds.noResults': 'Nenhum registo corresponde aos filtros. Altere-os e tente novamente.',
  'bonds.pagination': 'Páginas',
  'bonds.pageStatus': 'Página {count} de {max}',
  'bonds.previous': 'Página anterior',
  'bonds.next': 'Página seguinte',
  'bonds.informationNotFound': 'A informação pedida não foi encontrada; pode ter sido retirada.',
  'bonds.bondNotFound': 'A obrigação pedida não foi encontrada.',
  'bonds.backToList': 'Voltar à lista',
  'bonds.relatedBonds': 'Obrigações em causa',
  'bonds.relatedInformation': 'Informação sobre esta obrigação',
  'bonds.bondDetail': 'Detalhes da obrigação',
  'bonds.viewBond': 'Detalhes da obrigação {name}',
  'bonds.isinLegend': 'Pesquisar códigos ISIN',
  'bonds.isinKeywordHint': 'ISIN, número da obrigação ou emitente',
  'bonds.isinCaption': 'Códigos ISIN das obrigações emitidas ou admitidas em Macau',
  'bonds.isinIntro': 'Os códigos ISIN seguem a norma ISO 6166. As obrigações emitidas em Macau começam por «MO»; escolha um código para ver os detalhes.',
  'bonds.fundsLegend': 'Pesquisar fundos de investimento estrangeiros',
  'bonds.fundsKeywordHint': 'Fundo, subfundo ou sociedade gestora',
  'bonds.fundsCaption': 'Fundos de investimento estrangeiros autorizados a ser comercializados em Macau',
  'bonds.fundsIntro': 'Os fundos abaixo estão autorizados pela AMCM a ser comercializados em Macau. A autorização não constitui recomendação nem garante o desempenho do fundo.',
  'bonds.fund.name': 'Nome do fundo de investimento',
  'bonds.fund.subFund': 'Nome do subfundo',
  'bonds.fund.manager': 'Sociedade gestora',
  'bonds.fund.authorizationDate': 'Data de autorização',
  'bonds.tableRegion': '{title} (a tabela desloca-se lateralmente)',
};

/** The bonds feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const bondsText = defineCatalogue({ en, zhHant, zhHans, pt });
