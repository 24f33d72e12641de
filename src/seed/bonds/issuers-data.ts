/**
 * Reference data of the bond seed: bond types, bond information categories and
 * the issuers that come to Macao's bond market. Issuers are plausible entities of
 * the kinds that issue here (public-sector bodies of the region, banks,
 * multilateral development banks, corporates); they are not real institutions.
 */
import type { BOND_CURRENCIES, BOND_ISSUER_KINDS, BOND_RATING_AGENCIES } from '#src/features/bonds/schema.ts';

export { AGENCY_NAMES } from '#src/features/bonds/agencies.ts';

type Currency = (typeof BOND_CURRENCIES)[number];
type IssuerKind = (typeof BOND_ISSUER_KINDS)[number];
type Agency = (typeof BOND_RATING_AGENCIES)[number];

export interface CatSeed {
  slug: string;
  zh: string;
  en: string;
  pt?: string;
}

/** SPEC §3 Bond type option (the 'all' entry is added by the service). */
export const BOND_TYPES: readonly CatSeed[] = [
  { slug: 'government', zh: '政府及公營機構債券', en: 'Government and public-sector bonds', pt: 'Obrigações do sector público' },
  { slug: 'financial', zh: '金融債券', en: 'Financial institution bonds', pt: 'Obrigações de instituições financeiras' },
  { slug: 'supranational', zh: '國際開發機構債券', en: 'Supranational bonds', pt: 'Obrigações supranacionais' },
  { slug: 'corporate', zh: '公司債券', en: 'Corporate bonds', pt: 'Obrigações de empresas' },
  { slug: 'green', zh: '綠色債券', en: 'Green bonds', pt: 'Obrigações verdes' },
];

/** SPEC §3 Bond information category. */
export const INFORMATION_CATEGORIES: readonly CatSeed[] = [
  { slug: 'issuance', zh: '發行公告', en: 'Issuance announcements', pt: 'Anúncios de emissão' },
  { slug: 'listing', zh: '上市及登記', en: 'Listing and registration', pt: 'Admissão e registo' },
  { slug: 'disclosure', zh: '持續資訊披露', en: 'Ongoing disclosure', pt: 'Divulgação contínua' },
  { slug: 'redemption', zh: '兌付及贖回', en: 'Redemption and repayment', pt: 'Reembolso' },
];

export interface IssuerSeed {
  key: string;
  kind: IssuerKind;
  zh: string;
  en: string;
  /** Portuguese names exist only for some issuers (SPEC: Portuguese is partial). */
  pt?: string;
  currencies: readonly Currency[];
  /** Long-term rating in S&P-style letters, or null when the issuer's bonds are unrated. */
  grade: string | null;
  agency: Agency | null;
  /** Share of its issues that are green bonds (0 for none). */
  green: number;
  /** Tenors offered, in years. */
  tenors: readonly number[];
  /** How many issue events it has over 2019–2026. */
  issues: number;
}

export const ISSUERS: readonly IssuerSeed[] = [
  { key: 'bay-urban', kind: 'public-sector', zh: '灣區城市建設投資集團有限公司', en: 'Bay Area Urban Construction Investment Group Co., Ltd.', currencies: ['CNY', 'MOP'], grade: 'A+', agency: 'fitch', green: 0.3, tenors: [3, 5], issues: 13 },
  { key: 'pearl-transport', kind: 'public-sector', zh: '珠江口交通基建發展有限公司', en: 'Pearl Estuary Transport Infrastructure Development Co., Ltd.', currencies: ['CNY', 'HKD'], grade: 'A', agency: 'sp', green: 0.2, tenors: [3, 5, 7], issues: 12 },
  { key: 'lingnan-capital', kind: 'public-sector', zh: '嶺南國有資本投資有限公司', en: 'Lingnan State-owned Capital Investment Co., Ltd.', currencies: ['CNY', 'USD'], grade: 'A+', agency: 'moodys', green: 0, tenors: [2, 3, 5], issues: 12 },
  { key: 'south-province', kind: 'public-sector', zh: '南粵省財政廳', en: 'Department of Finance of Nanyue Province', pt: 'Departamento de Finanças da Província de Nanyue', currencies: ['CNY'], grade: 'A+', agency: 'sp', green: 0.35, tenors: [2, 3, 5], issues: 14 },
  { key: 'hou-kong-bank', kind: 'bank', zh: '濠江商業銀行股份有限公司', en: 'Hou Kong Commercial Bank, S.A.', pt: 'Banco Comercial Hou Kong, S.A.', currencies: ['MOP', 'HKD'], grade: 'A-', agency: 'fitch', green: 0.1, tenors: [1, 2, 3, 10], issues: 14 },
  { key: 'nam-van-bank', kind: 'bank', zh: '南灣國際銀行股份有限公司', en: 'Nam Van International Bank, S.A.', pt: 'Banco Internacional Nam Van, S.A.', currencies: ['MOP', 'USD'], grade: 'BBB+', agency: 'sp', green: 0, tenors: [1, 3, 5, 10], issues: 13 },
  { key: 'lotus-savings', kind: 'bank', zh: '蓮花儲蓄銀行股份有限公司', en: 'Lotus Savings Bank, S.A.', pt: 'Banco de Poupança Lótus, S.A.', currencies: ['MOP'], grade: null, agency: null, green: 0, tenors: [1, 2, 3], issues: 11 },
  { key: 'cdcb-macao', kind: 'bank', zh: '中華發展商業銀行澳門分行', en: 'China Development Commercial Bank, Macao Branch', currencies: ['CNY', 'USD', 'MOP'], grade: 'A', agency: 'moodys', green: 0.3, tenors: [2, 3], issues: 16 },
  { key: 'apu-bank', kind: 'bank', zh: '亞太聯合銀行（香港）有限公司', en: 'Asia Pacific United Bank (Hong Kong) Limited', currencies: ['HKD', 'USD', 'CNY'], grade: 'A-', agency: 'sp', green: 0.15, tenors: [2, 3, 5, 10], issues: 13 },
  { key: 'apidb', kind: 'supranational', zh: '亞太基礎建設開發銀行', en: 'Asia-Pacific Infrastructure Development Bank', pt: 'Banco de Desenvolvimento de Infra-estruturas da Ásia-Pacífico', currencies: ['USD', 'CNY', 'MOP'], grade: 'AAA', agency: 'fitch', green: 0.4, tenors: [3, 5], issues: 14 },
  { key: 'eedb', kind: 'supranational', zh: '新興經濟體發展銀行', en: 'Emerging Economies Development Bank', pt: 'Banco de Desenvolvimento das Economias Emergentes', currencies: ['CNY', 'USD'], grade: 'AA+', agency: 'sp', green: 0.5, tenors: [3, 5], issues: 12 },
  { key: 'ho-keng-power', kind: 'corporate', zh: '濠鏡電力股份有限公司', en: 'Ho Keng Power Company, S.A.', pt: 'Companhia de Electricidade Ho Keng, S.A.', currencies: ['MOP', 'HKD'], grade: 'A-', agency: 'fitch', green: 0.5, tenors: [5, 7], issues: 10 },
  { key: 'macao-waterworks', kind: 'corporate', zh: '澳城供水工程有限公司', en: 'Macao City Waterworks Co., Ltd.', pt: 'Companhia de Obras de Águas da Cidade de Macau, Lda.', currencies: ['MOP'], grade: null, agency: null, green: 0.4, tenors: [3, 5], issues: 9 },
  { key: 'taipa-resorts', kind: 'corporate', zh: '氹仔綜合度假村集團有限公司', en: 'Taipa Integrated Resorts Group Limited', currencies: ['USD', 'HKD'], grade: 'BB+', agency: 'moodys', green: 0, tenors: [3, 5, 7], issues: 11 },
  { key: 'gb-green-energy', kind: 'corporate', zh: '大灣區綠色能源控股有限公司', en: 'Greater Bay Green Energy Holdings Limited', currencies: ['CNY', 'USD'], grade: 'BBB', agency: 'ccxi', green: 0.9, tenors: [3, 5], issues: 12 },
  { key: 'bay-shipping', kind: 'corporate', zh: '灣區航運物流集團有限公司', en: 'Bay Area Shipping and Logistics Group Co., Ltd.', currencies: ['USD', 'CNY'], grade: 'BBB+', agency: 'ccxi', green: 0.1, tenors: [3, 5], issues: 11 },
  { key: 'gm-leasing', kind: 'corporate', zh: '粵澳科技融資租賃有限公司', en: 'Guangdong-Macao Technology Financial Leasing Co., Ltd.', currencies: ['CNY', 'USD', 'HKD'], grade: 'BBB', agency: 'fitch', green: 0.2, tenors: [1, 2, 3], issues: 13 },
  { key: 'hengqin-property', kind: 'corporate', zh: '橫琴灣畔置業發展有限公司', en: 'Hengqin Bayside Property Development Co., Ltd.', currencies: ['CNY', 'USD'], grade: 'BB', agency: 'sp', green: 0, tenors: [2, 3], issues: 10 },
];
