/**
 * Meta descriptions and keywords of the seeded pages. CMS pages take their
 * description from their first paragraph; module pages from a sentence written per
 * module; section and sub-pages list what they contain. `{title}` stands for the
 * page title, so one sentence serves a module used on several pages.
 */
import type { PageModule } from '#src/lib/modules.ts';
import { tx, type Texts } from './types.ts';

type HandLanguage = 'zh-hant' | 'en' | 'pt';

const MODULE_DESCRIPTIONS: Readonly<Record<Exclude<PageModule, 'generic-page'>, Texts>> = {
  'financial-indicators': tx(
    '澳門主要金融指標，包括貨幣供應量、存貸款、外匯儲備及利率的最新數據。',
    'Key financial indicators of Macao: money supply, deposits and loans, foreign exchange reserves and interest rates.',
    'Principais indicadores financeiros de Macau: massa monetária, depósitos e empréstimos, reservas cambiais e taxas de juro.',
  ),
  complaint: tx(
    '就銀行、保險公司或保險中介人的服務向金管局提出投訴，並了解投訴須知及處理程序。',
    'Complain to the AMCM about a bank, insurer or insurance intermediary, and read how complaints are handled.',
    'Apresente uma reclamação à AMCM sobre um banco, seguradora ou mediador de seguros.',
  ),
  'reproduction-form': tx(
    '網上遞交複製或仿製澳門元紙幣及硬幣的申請。',
    'Apply online for permission to reproduce or imitate pataca banknotes and coins.',
    'Pedido em linha de autorização para reproduzir notas e moedas de pataca.',
  ),
  'notes-calculator': tx(
    '計算紙幣複製品的尺寸是否符合比真鈔大或小20%以上的規定。',
    'Check whether a banknote reproduction is more than 20% smaller or larger than the genuine note.',
    'Verifique se a reprodução de uma nota difere em mais de 20% da área da nota verdadeira.',
  ),
  'coins-calculator': tx(
    '計算硬幣複製品的尺寸是否符合比真幣大或小20%以上的規定。',
    'Check whether a coin reproduction is more than 20% smaller or larger than the genuine coin.',
    'Verifique se a reprodução de uma moeda difere em mais de 20% da área da moeda verdadeira.',
  ),
  'insurance-statistics': tx(
    '澳門保險業的保費收入、賠款支出及中介人數目等統計資料。',
    'Statistics of Macao insurance business: premium income, claims paid and intermediaries.',
    'Estatísticas da actividade seguradora de Macau: prémios, indemnizações e mediadores.',
  ),
  'official-statistics': tx(
    '貨幣供應量、銀行存款及貸款、利率及匯率等貨幣及金融統計數據。',
    'Monetary and financial statistics: money supply, bank deposits and loans, interest and exchange rates.',
    'Estatísticas monetárias e financeiras: massa monetária, depósitos e empréstimos, taxas de juro e de câmbio.',
  ),
  'statistics-page': tx(
    '{title}：澳門銀行體系的資產負債、資本及盈利等統計資料。',
    '{title}: assets, liabilities, capital and earnings of the Macao banking system.',
    '{title}: activo, passivo, capital e resultados do sistema bancário de Macau.',
  ),
  'tender-info': tx(
    '金管局公開招標、詢價及採購結果的資訊。',
    'Public tenders, requests for quotation and procurement results of the AMCM.',
    'Concursos públicos, consultas de preços e resultados de aquisições da AMCM.',
  ),
  'news-detail': tx('金管局新聞稿、通告及消息的內容。', 'Full text of AMCM press releases, notices and news.', 'Texto integral dos comunicados, avisos e notícias da AMCM.'),
  recruitment: tx(
    '金管局公開招聘的職位、報名方法及甄選結果。',
    'Vacancies at the AMCM, how to apply and results of selection.',
    'Recrutamento da AMCM: vagas, candidaturas e resultados.',
  ),
  'base-rate': tx(
    '金管局基本利率的最新水平及歷史變動，以基點列明每次調整的幅度。',
    'The AMCM base rate and its history, with each change stated in basis points.',
    'A taxa de juro de referência da AMCM e a sua evolução, com cada alteração em pontos base.',
  ),
  'interbank-offered-rate': tx(
    '澳門銀行同業拆息（MAIBOR）每日上午11時的定價，涵蓋隔夜至一年期。',
    'Daily fixing of the Macao Interbank Offered Rate (MAIBOR) at 11:00 a.m., from overnight to one year.',
    'Fixação diária da MAIBOR às 11h00, do prazo overnight a um ano.',
  ),
  'overnight-index-average': tx(
    '澳門隔夜平均指數（MONIA），反映本地銀行同業隔夜拆借的平均利率。',
    'Macao Overnight Index Average (MONIA): the average rate of overnight interbank lending in Macao.',
    'Índice médio overnight de Macau (MONIA): taxa média dos empréstimos interbancários overnight.',
  ),
  'exchange-rate': tx(
    '澳門元兌17種主要貨幣的每日參考匯率，包括中間價及電匯、支票買入價。',
    'Daily reference rates of the pataca against 17 currencies: middle rate, telegraphic transfer and cheque buying rates.',
    'Taxas de câmbio diárias de referência da pataca face a 17 moedas.',
  ),
  coins: tx(
    '金管局發行的紀念幣介紹、訂購方法及取幣安排。',
    'Commemorative coins issued by the AMCM: descriptions, ordering and collection.',
    'Moedas comemorativas emitidas pela AMCM: descrição, encomenda e levantamento.',
  ),
  'foreign-investment-funds': tx(
    '獲許可在澳門銷售的外地投資基金名單，包括子基金及管理公司。',
    'Foreign investment funds authorised for sale in Macao, with their sub-funds and managers.',
    'Fundos de investimento estrangeiros autorizados em Macau, subfundos e sociedades gestoras.',
  ),
  company: tx(
    '{title}：獲金管局許可在澳門經營的機構名單及聯絡資料。',
    '{title}: institutions authorised by the AMCM to operate in Macao, with their contact details.',
    '{title}: instituições autorizadas pela AMCM a operar em Macau e respectivos contactos.',
  ),
  law: tx(
    '{title}：相關法律、行政法規、通告及監管指引。',
    '{title}: laws, administrative regulations, notices and supervisory guidelines.',
    '{title}: leis, regulamentos administrativos, avisos e instruções.',
  ),
  isin: tx(
    '在澳門發行或託管的債券的國際證券識別編碼（ISIN）查詢。',
    'Look up the International Securities Identification Numbers (ISIN) of bonds issued or held in custody in Macao.',
    'Consulta dos códigos ISIN das obrigações emitidas ou depositadas em Macau.',
  ),
  'bond-information': tx(
    '在澳門發行的債券資料，包括發行人、幣種、票面利率、年期及評級。',
    'Bonds issued in Macao: issuer, currency, coupon rate, tenor and rating.',
    'Obrigações emitidas em Macau: emitente, moeda, taxa de cupão, prazo e notação.',
  ),
  videos: tx('金管局製作的金融教育及宣傳短片。', 'Financial education and publicity videos produced by the AMCM.', 'Vídeos de educação financeira e de divulgação da AMCM.'),
  graphics: tx('以圖解方式介紹金融知識及本局工作。', 'Infographics explaining financial topics and the work of the AMCM.', 'Infografias sobre temas financeiros e o trabalho da AMCM.'),
  'annual-events': tx('金管局全年舉辦的主要活動及日程。', 'The main events held by the AMCM throughout the year.', 'Principais eventos organizados pela AMCM ao longo do ano.'),
  'news-category': tx('{title}：金管局發佈的最新資訊。', '{title} issued by the AMCM.', '{title} publicados pela AMCM.'),
  'news-category-medical-malpractice': tx(
    '醫療民事責任強制保險的最新消息及通告。',
    'Updates and notices on compulsory medical civil liability insurance.',
    'Novidades sobre o seguro obrigatório de responsabilidade civil médica.',
  ),
  holidays: tx(
    '澳門公眾假期及銀行假期一覽。',
    'Public holidays and bank holidays in Macao.',
    'Feriados públicos e feriados bancários em Macau.',
  ),
  downloads: tx('{title}：可供下載的文件。', '{title}: documents available for download.', '{title}: documentos disponíveis para descarregar.'),
  'downloads-advance-release-calendar': tx(
    '金管局統計數據及刊物的預定發佈日期。',
    'Scheduled release dates of AMCM statistics and publications.',
    'Datas previstas de divulgação das estatísticas e publicações da AMCM.',
  ),
  'financial-reports': tx(
    '金管局及受監管機構公佈的財務報告。',
    'Financial reports published by the AMCM and supervised institutions.',
    'Relatórios financeiros publicados pela AMCM e pelas instituições supervisionadas.',
  ),
  'corporate-agents-register': tx(
    '法人保險代理人登記資料查詢，資料每月更新。',
    'Search the register of corporate insurance agents, updated monthly.',
    'Consulta do registo de agentes de seguros pessoas colectivas, actualizado mensalmente.',
  ),
  'individual-agents-register': tx(
    '個人保險代理人登記資料查詢，資料每月更新。',
    'Search the register of individual insurance agents, updated monthly.',
    'Consulta do registo de agentes de seguros individuais, actualizado mensalmente.',
  ),
  intermediary: tx(
    '{title}登記資料查詢，資料每月更新。',
    '{title}: search the register, updated monthly.',
    '{title}: consulta do registo, actualizado mensalmente.',
  ),
  'licence-cancelled': tx('已被取消牌照的保險中介人名單。', 'Insurance intermediaries whose licences have been cancelled.', 'Mediadores de seguros com licença cancelada.'),
  'licence-suspended': tx('已被暫停牌照的保險中介人名單。', 'Insurance intermediaries whose licences are suspended.', 'Mediadores de seguros com licença suspensa.'),
  'renewal-period': tx(
    '保險中介人牌照的續期期間及逾期未續期的名單。',
    'Renewal periods of insurance intermediary licences and licences not renewed in time.',
    'Períodos de renovação das licenças de mediador de seguros.',
  ),
  clerk: tx(
    '保險中介人登記文員的資料查詢。',
    'Search the registered clerks of insurance intermediaries.',
    'Consulta dos empregados registados dos mediadores de seguros.',
  ),
  faq: tx('{title}：公眾經常查詢的問題及解答。', '{title}: answers to the questions the public asks most often.', '{title}: respostas às perguntas mais frequentes.'),
  'friendship-links': tx(
    '政府部門、國際組織及其他金融監管機構的網站連結。',
    'Links to government departments, international organisations and other financial regulators.',
    'Ligações para serviços públicos, organizações internacionais e outros reguladores.',
  ),
  newsletter: tx(
    '登記電郵通知服務，於統計數據及刊物發佈時收到通知。',
    'Register to be notified by e-mail when statistics and publications are released.',
    'Inscreva-se para ser notificado por correio electrónico da divulgação de estatísticas e publicações.',
  ),
  search: tx('搜尋金管局網站的內容。', 'Search the content of the AMCM website.', 'Pesquisar o conteúdo do sítio da AMCM.'),
};

const AUTHORITY: Readonly<Record<HandLanguage, string>> = {
  'zh-hant': '澳門金融管理局',
  en: 'Monetary Authority of Macao',
  pt: 'Autoridade Monetária de Macau',
};

const SHORT_NAME: Readonly<Record<HandLanguage, string>> = { 'zh-hant': '金管局', en: 'AMCM', pt: 'AMCM' };

/** Plain text of the first paragraph of an HTML body. */
export function firstParagraphText(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html);
  const inner = match?.[1] ?? html;
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts a description to what search engines show, at a word boundary for Latin scripts. */
export function truncate(text: string, lang: HandLanguage): string {
  const max = lang === 'zh-hant' ? 110 : 200;
  if (text.length <= max) return text;
  if (lang === 'zh-hant') return `${text.slice(0, max - 1)}…`;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.]$/, '')}…`;
}

function fill(template: string, title: string): string {
  return template.replaceAll('{title}', title);
}

export interface MetaInput {
  lang: HandLanguage;
  title: string;
  sectionTitle: string | null;
  module: PageModule | null;
  content: string | null;
  childTitles: string[];
  url: string | null;
}

export function metaDescription(input: MetaInput): string {
  const { lang, title } = input;
  if (input.content) return truncate(firstParagraphText(input.content), lang);
  if (input.url) {
    return { 'zh-hant': `前往${title}網站（於新視窗開啟）。`, en: `Link to the ${title} website (opens in a new window).`, pt: `Ligação para o sítio ${title} (abre numa nova janela).` }[lang];
  }
  if (input.module && input.module !== 'generic-page') {
    const texts = MODULE_DESCRIPTIONS[input.module];
    return fill(texts[lang] ?? texts.en, title);
  }
  if (input.childTitles.length) {
    const sep = lang === 'zh-hant' ? '、' : ', ';
    const list = input.childTitles.join(sep);
    return { 'zh-hant': `${AUTHORITY[lang]}${title}：${list}。`, en: `${title} at the ${AUTHORITY[lang]}: ${list}.`, pt: `${title} – ${AUTHORITY[lang]}: ${list}.` }[lang];
  }
  return `${title} – ${AUTHORITY[lang]}`;
}

export function metaKeywords(input: Pick<MetaInput, 'lang' | 'title' | 'sectionTitle'>): string {
  const { lang, title, sectionTitle } = input;
  const words = [title, sectionTitle, AUTHORITY[lang], SHORT_NAME[lang]].filter((w): w is string => !!w);
  return [...new Set(words)].join(lang === 'zh-hant' ? ',' : ', ');
}
