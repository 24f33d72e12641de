/**
 * Lists of financial institutions. Banks and insurers carry the well-known public
 * names of Macao's institutions and, where it is well known, their homepage;
 * addresses are given by street. Telephone and fax numbers are left empty: the
 * register's contact data are maintained in the CMS, and numbers must never be
 * made up for real institutions. The small categories (exchange bureaux,
 * remittance companies, brokers…) are fictitious.
 */
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { entryTexts, macao } from './texts.ts';

type CompanyCat =
  | 'local-bank'
  | 'foreign-bank-branch'
  | 'other-credit-institution'
  | 'financial-intermediary'
  | 'payment-institution'
  | 'exchange-bureau'
  | 'cash-remittance'
  | 'representative-office'
  | 'life-insurer'
  | 'non-life-insurer'
  | 'insurance-broker'
  | 'pension-fund-manager';

/** [slug, category, Chinese name, English name, Portuguese name or null, website or null, Chinese address, Portuguese address, year licensed] */
type Row = [string, CompanyCat, string, string, string | null, string | null, string, string, number];

const ROWS: Row[] = [
  ['bnu', 'local-bank', '大西洋銀行股份有限公司', 'Banco Nacional Ultramarino, S.A.', 'Banco Nacional Ultramarino, S.A.', 'https://www.bnu.com.mo', '澳門新馬路22號', 'Avenida de Almeida Ribeiro, n.º 22, Macau', 1902],
  ['tai-fung-bank', 'local-bank', '大豐銀行股份有限公司', 'Tai Fung Bank Limited', 'Banco Tai Fung, S.A.R.L.', 'https://www.taifungbank.com', '澳門新馬路418號', 'Avenida de Almeida Ribeiro, n.º 418, Macau', 1971],
  ['luso-international-bank', 'local-bank', '澳門國際銀行股份有限公司', 'Luso International Bank Limited', 'Banco Luso Internacional, S.A.', 'https://www.lusobank.com.mo', '澳門羅保博士街1-3號', 'Rua do Dr. Pedro José Lobo, n.os 1-3, Macau', 1974],
  ['ocbc-macau', 'local-bank', '華僑永亨銀行股份有限公司', 'OCBC Bank (Macau) Limited', 'Banco OCBC (Macau), S.A.', 'https://www.ocbc.com.mo', '澳門新馬路241號', 'Avenida de Almeida Ribeiro, n.º 241, Macau', 1973],
  ['banco-comercial-de-macau', 'local-bank', '澳門商業銀行股份有限公司', 'Banco Comercial de Macau, S.A.', 'Banco Comercial de Macau, S.A.', 'https://www.bcm.com.mo', '澳門南灣大馬路572號', 'Avenida da Praia Grande, n.º 572, Macau', 1995],
  ['icbc-macau', 'local-bank', '中國工商銀行（澳門）股份有限公司', 'Industrial and Commercial Bank of China (Macau) Limited', 'Banco Industrial e Comercial da China (Macau), S.A.', 'https://www.icbc.com.mo', '澳門友誼大馬路555號澳門置地廣場工銀中心', 'Avenida da Amizade, n.º 555, Macau Landmark, ICBC Tower, Macau', 1972],
  ['ccb-macau', 'local-bank', '中國建設銀行（澳門）股份有限公司', 'China Construction Bank (Macau) Corporation Limited', 'Banco de Construção da China (Macau), S.A.', null, '澳門蘇亞利斯博士大馬路323號', 'Avenida Doutor Mário Soares, n.º 323, Macau', 2009],
  ['banco-delta-asia', 'local-bank', '匯業銀行股份有限公司', 'Banco Delta Asia, S.A.', 'Banco Delta Asia, S.A.R.L.', 'https://www.bda.com.mo', '澳門南灣大馬路693號', 'Avenida da Praia Grande, n.º 693, Macau', 1993],
  ['boc-macau', 'foreign-bank-branch', '中國銀行股份有限公司澳門分行', 'Bank of China Limited, Macau Branch', 'Banco da China Limitada, Sucursal de Macau', 'https://www.bocmacau.com', '澳門蘇亞利斯博士大馬路中國銀行大廈', 'Avenida Doutor Mário Soares, Edifício Banco da China, Macau', 1950],
  ['hsbc-macau', 'foreign-bank-branch', '香港上海滙豐銀行有限公司澳門分行', 'The Hongkong and Shanghai Banking Corporation Limited, Macau Branch', 'The Hongkong and Shanghai Banking Corporation Limited, Sucursal de Macau', 'https://www.hsbc.com.mo', '澳門南灣大馬路639號', 'Avenida da Praia Grande, n.º 639, Macau', 1972],
  ['bea-macau', 'foreign-bank-branch', '東亞銀行有限公司澳門分行', 'The Bank of East Asia, Limited, Macau Branch', 'Banco da Ásia Oriental, Sucursal de Macau', 'https://www.hkbea.com.mo', '澳門商業大馬路251號', 'Avenida Comercial de Macau, n.º 251, Macau', 1977],
  ['standard-chartered-macau', 'foreign-bank-branch', '渣打銀行澳門分行', 'Standard Chartered Bank, Macau Branch', null, null, '澳門殷皇子大馬路8號', 'Avenida do Infante D. Henrique, n.º 8, Macau', 1982],
  ['bankcomm-macau', 'foreign-bank-branch', '交通銀行股份有限公司澳門分行', 'Bank of Communications Co., Ltd., Macau Branch', null, null, '澳門宋玉生廣場181號', "Alameda Dr. Carlos d'Assumpção, n.º 181, Macau", 1991],
  ['hang-seng-macau', 'foreign-bank-branch', '恒生銀行有限公司澳門分行', 'Hang Seng Bank Limited, Macau Branch', null, null, '澳門新馬路163號', 'Avenida de Almeida Ribeiro, n.º 163, Macau', 1984],
  ['citibank-macau', 'foreign-bank-branch', '花旗銀行澳門分行', 'Citibank N.A., Macau Branch', null, null, '澳門北京街244號', 'Rua de Pequim, n.º 244, Macau', 1984],
  ['abc-macau', 'foreign-bank-branch', '中國農業銀行股份有限公司澳門分行', 'Agricultural Bank of China Limited, Macau Branch', null, null, '澳門友誼大馬路918號', 'Avenida da Amizade, n.º 918, Macau', 2012],
  ['caixa-economica-postal', 'other-credit-institution', '郵政儲金局', 'Postal Savings Bank', 'Caixa Económica Postal', null, '澳門議事亭前地郵政總局大樓', 'Largo do Senado, Edifício dos Correios, Macau', 1917],
  ['pearl-finance', 'other-credit-institution', '珠光融資有限公司', 'Pearl Light Finance Company Limited', 'Sociedade Financeira Luz da Pérola, Limitada', null, '澳門高士德大馬路58號', 'Avenida de Horta e Costa, n.º 58, Macau', 2016],
  ['harbour-view-intermediary', 'financial-intermediary', '港景金融中介有限公司', 'Harbour View Financial Intermediation Limited', null, null, '澳門宋玉生廣場263號16樓', "Alameda Dr. Carlos d'Assumpção, n.º 263, 16.º andar, Macau", 2019],
  ['lotus-securities-intermediary', 'financial-intermediary', '蓮花證券中介有限公司', 'Lotus Securities Intermediation Limited', null, null, '澳門南灣大馬路429號8樓', 'Avenida da Praia Grande, n.º 429, 8.º andar, Macau', 2021],
  ['macau-pass', 'payment-institution', '澳門通股份有限公司', 'Macau Pass S.A.', 'Macau Pass S.A.', 'https://www.macaupass.com', '澳門友誼大馬路1023號', 'Avenida da Amizade, n.º 1023, Macau', 2006],
  ['coloane-payments', 'payment-institution', '路環支付服務有限公司', 'Coloane Payment Services Limited', null, null, '氹仔基馬拉斯大馬路135號', 'Avenida de Guimarães, n.º 135, Taipa', 2023],
  ['lei-tat-exchange', 'exchange-bureau', '利達兌換店', 'Lei Tat Exchange Bureau', 'Casa de Câmbio Lei Tat', null, '澳門十月初五日街102號', 'Rua de Cinco de Outubro, n.º 102, Macau', 1998],
  ['kam-fu-exchange', 'exchange-bureau', '金富兌換店', 'Kam Fu Exchange Bureau', 'Casa de Câmbio Kam Fu', null, '澳門新馬路371號', 'Avenida de Almeida Ribeiro, n.º 371, Macau', 2004],
  ['wing-on-exchange', 'exchange-bureau', '永安兌換店', 'Wing On Exchange Bureau', null, null, '氹仔官也街18號', 'Rua do Cunha, n.º 18, Taipa', 2011],
  ['praia-exchange', 'exchange-bureau', '南灣兌換店', 'Praia Exchange Bureau', 'Casa de Câmbio Praia', null, '澳門水坑尾街145號', 'Rua do Campo, n.º 145, Macau', 2015],
  ['secure-valuables-transport', 'cash-remittance', '安全押運有限公司', 'Secure Valuables Transport Limited', null, null, '澳門青洲大馬路88號', 'Avenida do Conselheiro Borja, n.º 88, Macau', 2008],
  ['golden-gate-remittance', 'cash-remittance', '金門現金速遞有限公司', 'Golden Gate Cash Remittance Limited', null, null, '氹仔北安大馬路260號', 'Avenida Wai Long, n.º 260, Taipa', 2017],
  ['iberia-bank-representative', 'representative-office', '伊比利亞儲蓄銀行澳門代表辦事處', 'Ibérica Savings Bank, Macao Representative Office', 'Caixa de Poupança Ibérica, Escritório de Representação em Macau', null, '澳門南灣大馬路517號12樓', 'Avenida da Praia Grande, n.º 517, 12.º andar, Macau', 2013],
  ['guangdong-rural-representative', 'representative-office', '粵海農村商業銀行澳門代表辦事處', 'Yuehai Rural Commercial Bank, Macao Representative Office', null, null, '澳門宋玉生廣場398號9樓', "Alameda Dr. Carlos d'Assumpção, n.º 398, 9.º andar, Macau", 2020],
  ['aia-macau', 'life-insurer', '友邦保險（國際）有限公司澳門分行', 'AIA International Limited, Macau Branch', 'AIA International Limited, Sucursal de Macau', 'https://www.aia.com.mo', '澳門蘇亞利斯博士大馬路251號', 'Avenida Doutor Mário Soares, n.º 251, Macau', 1982],
  ['manulife-macau', 'life-insurer', '宏利人壽保險（國際）有限公司澳門分行', 'Manulife (International) Limited, Macau Branch', 'Manulife (International) Limited, Sucursal de Macau', 'https://www.manulife.com.mo', '澳門南灣大馬路517號', 'Avenida da Praia Grande, n.º 517, Macau', 1998],
  ['china-life-macau', 'life-insurer', '中國人壽保險（海外）股份有限公司澳門分公司', 'China Life Insurance (Overseas) Company Limited, Macau Branch', null, null, '澳門蘇亞利斯博士大馬路中國人壽大廈', 'Avenida Doutor Mário Soares, Edifício China Life, Macau', 1997],
  ['fwd-life-macau', 'life-insurer', '富衛人壽保險（澳門）股份有限公司', 'FWD Life Insurance Company (Macau) Limited', null, null, '澳門友誼大馬路918號', 'Avenida da Amizade, n.º 918, Macau', 2020],
  ['hsbc-life-macau', 'life-insurer', '滙豐人壽保險（國際）有限公司澳門分行', 'HSBC Life (International) Limited, Macau Branch', null, null, '澳門南灣大馬路639號', 'Avenida da Praia Grande, n.º 639, Macau', 2000],
  ['macau-insurance-company', 'non-life-insurer', '澳門保險股份有限公司', 'Macau Insurance Company Limited', 'Companhia de Seguros de Macau, S.A.', null, '澳門南灣大馬路594號', 'Avenida da Praia Grande, n.º 594, Macau', 1999],
  ['china-taiping-macau', 'non-life-insurer', '中國太平保險（澳門）股份有限公司', 'China Taiping Insurance (Macau) Company Limited', null, null, '澳門蘇亞利斯博士大馬路323號', 'Avenida Doutor Mário Soares, n.º 323, Macau', 2001],
  ['boc-group-insurance-macau', 'non-life-insurer', '中銀集團保險有限公司澳門分行', 'Bank of China Group Insurance Company Limited, Macau Branch', null, null, '澳門蘇亞利斯博士大馬路中國銀行大廈', 'Avenida Doutor Mário Soares, Edifício Banco da China, Macau', 1994],
  ['pacific-gate-brokers', 'insurance-broker', '太平門保險經紀有限公司', 'Pacific Gate Insurance Brokers Limited', 'Pacific Gate Corretores de Seguros, Limitada', null, '澳門宋玉生廣場336號11樓', "Alameda Dr. Carlos d'Assumpção, n.º 336, 11.º andar, Macau", 2012],
  ['penha-risk-brokers', 'insurance-broker', '西望洋風險保險經紀有限公司', 'Penha Risk Insurance Brokers Limited', null, null, '澳門南灣大馬路409號5樓', 'Avenida da Praia Grande, n.º 409, 5.º andar, Macau', 2018],
  ['aia-pensions', 'pension-fund-manager', '友邦保險（國際）有限公司澳門分行', 'AIA International Limited, Macau Branch', 'AIA International Limited, Sucursal de Macau', 'https://www.aia.com.mo', '澳門蘇亞利斯博士大馬路251號', 'Avenida Doutor Mário Soares, n.º 251, Macau', 1999],
  ['manulife-pensions', 'pension-fund-manager', '宏利人壽保險（國際）有限公司澳門分行', 'Manulife (International) Limited, Macau Branch', 'Manulife (International) Limited, Sucursal de Macau', 'https://www.manulife.com.mo', '澳門南灣大馬路517號', 'Avenida da Praia Grande, n.º 517, Macau', 2001],
];

const NOTES: Record<CompanyCat, (year: number) => Texts> = {
  'local-bank': (y) => tx(`於${y}年開業。`, `In business since ${y}.`, `Em actividade desde ${y}.`),
  'foreign-bank-branch': (y) => tx(`澳門分行於${y}年開業。`, `Macao branch opened in ${y}.`, `Sucursal de Macau aberta em ${y}.`),
  'other-credit-institution': (y) => tx(`於${y}年獲許可。`, `Authorised in ${y}.`, `Autorizada em ${y}.`),
  'financial-intermediary': (y) => tx(`於${y}年獲許可。`, `Authorised in ${y}.`, `Autorizada em ${y}.`),
  'payment-institution': (y) => tx(`於${y}年獲許可。`, `Authorised in ${y}.`, `Autorizada em ${y}.`),
  'exchange-bureau': (y) => tx(`於${y}年獲發牌。`, `Licensed in ${y}.`, `Licenciada em ${y}.`),
  'cash-remittance': (y) => tx(`於${y}年獲發牌。`, `Licensed in ${y}.`, `Licenciada em ${y}.`),
  'representative-office': (y) => tx(`於${y}年登記。`, `Registered in ${y}.`, `Registado em ${y}.`),
  'life-insurer': (y) => tx(`於${y}年獲許可經營人壽保險業務。`, `Authorised for life insurance business in ${y}.`, `Autorizada a explorar o ramo vida em ${y}.`),
  'non-life-insurer': (y) => tx(`於${y}年獲許可經營非人壽保險業務。`, `Authorised for general insurance business in ${y}.`, `Autorizada a explorar os ramos não vida em ${y}.`),
  'insurance-broker': (y) => tx(`於${y}年獲發保險經紀人牌照。`, `Broker licence granted in ${y}.`, `Licença de corretor concedida em ${y}.`),
  'pension-fund-manager': (y) => tx(`於${y}年獲許可管理退休基金。`, `Authorised to manage pension funds in ${y}.`, `Autorizada a gerir fundos de pensões em ${y}.`),
};

export function companyEntries(): EntrySeed[] {
  // One register order across categories, so a type with subtypes lists them one after the other.
  return ROWS.map(([slug, cat, zh, en, pt, website, addressZh, addressPt, year], index) => {
    const note = NOTES[cat](year);
    const title: Texts = pt ? { 'zh-hant': zh, en, pt } : { 'zh-hant': zh, en };
    const content: Texts = {
      'zh-hant': `<p>${zh}${note['zh-hant']}</p>`,
      en: `<p>${en}. ${note.en}</p>`,
      ...(pt ? { pt: `<p>${pt}. ${note.pt}</p>` } : {}),
    };
    return {
      slug,
      catSlug: cat,
      // Registered on 1 January of its licence year (or of 2000, the first year of the online register).
      publishedAt: macao(`${Math.max(year, 2000)}-01-03`, '09:00'),
      sortOrder: index,
      data: { phone: null, fax: null, website },
      texts: entryTexts({ title, summary: note, content, data: { 'zh-hant': { address: addressZh }, en: { address: addressPt }, pt: { address: addressPt } } }),
    };
  });
}
