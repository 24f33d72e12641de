/**
 * The secondary menus. Each link's path is the main-menu path it leads to, so a
 * link can never point at a page that does not exist (the seed checks it); titles
 * come from the main menu unless a shorter one reads better in that place.
 */
import { tx, type LinkSpec } from './types.ts';

/** Footer columns: each column heads with its section and lists its most used pages. */
export const FOOTER_MENU: readonly LinkSpec[] = [
  {
    path: 'about-us',
    children: [
      { path: 'about-us/introduction' },
      { path: 'about-us/organisation' },
      { path: 'about-us/recruitment' },
      { path: 'about-us/procurement' },
      { path: 'about-us/contact-us' },
    ],
  },
  {
    path: 'banking-sector',
    children: [
      { path: 'banking-sector/licensed-institutions' },
      { path: 'banking-sector/laws-and-guidelines', title: tx('銀行業法例及指引', 'Banking Laws and Guidelines', 'Legislação Bancária') },
      { path: 'banking-sector/deposit-protection' },
      { path: 'banking-sector/anti-money-laundering' },
    ],
  },
  {
    path: 'insurance-sector',
    children: [
      { path: 'insurance-sector/authorised-insurers' },
      { path: 'insurance-sector/intermediaries-register' },
      { path: 'insurance-sector/laws-and-guidelines', title: tx('保險業法例及指引', 'Insurance Laws and Guidelines', 'Legislação de Seguros') },
      { path: 'insurance-sector/qualifying-examination', title: tx('中介人資格考試', 'Qualifying Examination', 'Exame de Qualificação') },
    ],
  },
  {
    path: 'financial-information',
    children: [
      { path: 'financial-information/exchange-rates' },
      { path: 'financial-information/base-rate' },
      { path: 'financial-information/bond-market' },
      { path: 'research-and-statistics/research-and-publications' },
    ],
  },
  {
    path: 'services',
    children: [
      { path: 'services/complaint' },
      { path: 'services/faq' },
      { path: 'services/downloads' },
      { path: 'services/privacy-policy' },
      { path: 'services/disclaimer' },
    ],
  },
];

/** Shortcuts shown on the home page. */
export const QUICK_LINKS_MENU: readonly LinkSpec[] = [
  { path: 'financial-information/exchange-rates' },
  { path: 'financial-information/base-rate' },
  { path: 'insurance-sector/intermediaries-register/individual-agents', title: tx('保險中介人查詢', 'Intermediary Search', 'Consulta de Mediadores') },
  { path: 'research-and-statistics/monetary-and-financial-statistics' },
  { path: 'news-notice/press-releases' },
  { path: 'services/commemorative-coins' },
  { path: 'services/complaint', title: tx('金融消費投訴', 'Lodge a Complaint', 'Apresentar Reclamação') },
  { path: 'research-and-statistics/email-notification' },
];

/** Links in the top bar beside the language switcher. */
export const TOP_LINKS_MENU: readonly LinkSpec[] = [
  { path: 'about-us/contact-us' },
  { path: 'services/faq', title: tx('常見問題', 'FAQ', 'Perguntas Frequentes') },
  { path: 'services/related-links' },
];

export const SECONDARY_MENUS: Readonly<Record<string, readonly LinkSpec[]>> = {
  footer: FOOTER_MENU,
  'quick-links': QUICK_LINKS_MENU,
  'top-links': TOP_LINKS_MENU,
};
