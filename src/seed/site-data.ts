/**
 * Settings, the home notice and pop-up, and the preview versions. Language
 * dependent settings are keyed `<name>.<lang>` within their group.
 */
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { SETTING_KEYS, SITE_SETTINGS } from '#src/features/site/settings.ts';
import { tx, type Texts } from './types.ts';

export const CONTACT_SETTINGS = 'contact';

/** Group `website`: what the layout reads (SPEC §3 Setting entry). */
export const WEBSITE_SETTINGS: Readonly<Record<(typeof SETTING_KEYS)[keyof typeof SETTING_KEYS], string>> = {
  [SETTING_KEYS.phone]: '(853) 2856 8288',
  [SETTING_KEYS.email]: 'general@amcm.gov.mo',
  [SETTING_KEYS.facebook]: 'https://www.facebook.com/amcm.macau',
  [SETTING_KEYS.wechat]: 'AMCM澳門金融管理局',
  [SETTING_KEYS.frontendLang]: LANGUAGES.join('|'),
  // Empty: analytics stays off until an operator sets a key.
  [SETTING_KEYS.analyticsKey]: '',
  [SETTING_KEYS.grayStyle]: '0',
  // No window: when switched on, the gray style stays until switched off.
  [SETTING_KEYS.grayFrom]: '',
  [SETTING_KEYS.grayUntil]: '',
  // Empty: no QR code in the top bar until the official account's URL is set.
  [SETTING_KEYS.wechatUrl]: '',
};

export { SITE_SETTINGS };

/** Group `contact`: texts per language (simplified Chinese derived). */
export const CONTACT_TEXTS: Readonly<Record<string, Texts>> = {
  address: tx('澳門東望洋斜巷24及26號', 'Calçada do Gaio, Nos. 24 and 26, Macao', 'Calçada do Gaio, n.º 24 e 26, Macau'),
  'office-hours': tx(
    '星期一至星期四：上午9時至下午1時，下午2時30分至5時45分；星期五：上午9時至下午1時，下午2時30分至5時30分',
    'Monday to Thursday: 9:00 a.m. to 1:00 p.m. and 2:30 p.m. to 5:45 p.m.; Friday: 9:00 a.m. to 1:00 p.m. and 2:30 p.m. to 5:30 p.m.',
    'Segunda a quinta-feira: 9h00 às 13h00 e 14h30 às 17h45; sexta-feira: 9h00 às 13h00 e 14h30 às 17h30',
  ),
};

export interface NoticeSpec {
  kind: 'notice' | 'popup';
  slug: string;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: number;
  title: Texts | null;
  content: Texts;
}

export const NOTICES: readonly NoticeSpec[] = [
  {
    kind: 'notice',
    slug: 'home',
    active: true,
    // No window: an active seeded notice must show whatever the real date is.
    startsAt: null,
    endsAt: null,
    sortOrder: 0,
    title: null,
    content: tx(
      '<p><strong>惡劣天氣下的服務安排：</strong>當八號或以上熱帶氣旋信號或黑色暴雨警告生效時，本局暫停對外服務；信號除下後兩小時內恢復辦公。網上服務照常運作。</p>',
      '<p><strong>Service arrangements in severe weather:</strong> while Tropical Cyclone Signal No. 8 or above or a Black Rainstorm Warning is in force, the Authority\'s public counters are closed. They reopen within two hours after the signal is cancelled. Online services operate as usual.</p>',
      '<p><strong>Funcionamento em caso de mau tempo:</strong> enquanto estiver içado o sinal n.º 8 ou superior de tempestade tropical ou em vigor o aviso de chuva intensa «preto», o atendimento ao público é suspenso, sendo retomado até duas horas após o cancelamento do sinal. Os serviços em linha funcionam normalmente.</p>',
    ),
  },
  {
    kind: 'popup',
    slug: 'home',
    active: true,
    startsAt: null,
    endsAt: null,
    sortOrder: 0,
    title: tx('<strong>提防冒充金管局職員的詐騙電話</strong>', '<strong>Beware of fraudulent calls impersonating AMCM staff</strong>', '<strong>Cuidado com chamadas fraudulentas em nome da AMCM</strong>'),
    content: tx(
      `<p>近期有不法分子冒充金管局職員致電市民，聲稱其銀行帳戶涉及洗錢或信用卡被盜用，要求對方提供帳戶密碼、驗證碼或轉帳至「安全帳戶」。</p>
<ul><li>本局職員絕不會以電話要求市民提供銀行密碼或驗證碼；</li><li>本局不會要求市民轉帳或存款至任何帳戶；</li><li>如有懷疑，請即掛線，並致電本局 (853) 2856 8288 或報警求助。</li></ul>`,
      `<p>Fraudsters have recently been calling members of the public while posing as AMCM staff. They claim that the victim's bank account is involved in money laundering or that a credit card has been misused, and ask for passwords or one-time codes, or for money to be transferred to a "safe account".</p>
<ul><li>AMCM staff never ask for bank passwords or one-time codes by telephone;</li><li>the Authority never asks anyone to transfer or deposit money into any account;</li><li>if in doubt, hang up and call the Authority on (853) 2856 8288 or the police.</li></ul>`,
      `<p>Têm sido efectuadas chamadas por burlões que se fazem passar por trabalhadores da AMCM, alegando que a conta bancária da vítima está envolvida em branqueamento de capitais e pedindo palavras-passe, códigos de verificação ou transferências para uma «conta segura».</p>
<ul><li>a AMCM nunca pede palavras-passe nem códigos de verificação por telefone;</li><li>a AMCM nunca pede transferências ou depósitos para qualquer conta;</li><li>em caso de dúvida, desligue e contacte a AMCM pelo (853) 2856 8288 ou a polícia.</li></ul>`,
    ),
  },
  {
    kind: 'notice',
    slug: 'lunar-new-year-2024',
    active: true,
    // Long past, relative to the seed's base date and to any real date it runs on.
    startsAt: new Date('2024-02-05T00:00:00Z'),
    endsAt: new Date('2024-02-16T16:00:00Z'),
    sortOrder: 1,
    title: null,
    content: tx(
      '<p>農曆新年假期期間（2024年2月9日至2月14日），本局暫停辦公，2月15日恢復正常服務。</p>',
      '<p>The Authority is closed for the Lunar New Year holidays from 9 to 14 February 2024 and resumes normal service on 15 February.</p>',
    ),
  },
];

/** Path of the CMS page that gets two unpublished versions, for preview. */
export const VERSIONED_PAGE_PATH = 'about-us/introduction';

type VersionTexts = { title: string; content: string; metaDesc: string };

/** Drafts of the introduction page, oldest first (the preview `vid` is the row id). */
export const PAGE_VERSIONS: readonly Readonly<Record<'zh-hant' | 'en', VersionTexts>>[] = [
  {
    'zh-hant': {
      title: '簡介（修訂稿）',
      content: `<h2>澳門金融管理局簡介</h2>
<p>澳門金融管理局是澳門特別行政區的貨幣及金融監管機構，負責維持澳門元的穩定，並監管銀行業及保險業。</p>
<p>本局的工作涵蓋貨幣發行的協調、外匯儲備及財政儲備的管理、金融統計的編製，以及金融消費者的保護。</p>`,
      metaDesc: '澳門金融管理局的簡介（修訂稿）。',
    },
    en: {
      title: 'Introduction (revised draft)',
      content: `<h2>About the Monetary Authority of Macao</h2>
<p>The Monetary Authority of Macao is the monetary and financial regulator of the Macao SAR. It keeps the pataca stable and supervises the banking and insurance sectors.</p>
<p>Its work covers coordinating the currency issue, managing the foreign exchange reserves and the Fiscal Reserve, compiling financial statistics and protecting financial consumers.</p>`,
      metaDesc: 'Introduction to the Monetary Authority of Macao (revised draft).',
    },
  },
  {
    'zh-hant': {
      title: '簡介（第二修訂稿）',
      content: `<h2>澳門金融管理局簡介</h2>
<p>澳門金融管理局成立至今，一直以維護貨幣及金融穩定為核心使命。</p>
<h3>本局的三大目標</h3>
<ol><li>維持澳門元的穩定及完全可兌換性；</li><li>確保金融體系穩健運作；</li><li>推動金融業多元發展。</li></ol>`,
      metaDesc: '澳門金融管理局的使命及三大目標（第二修訂稿）。',
    },
    en: {
      title: 'Introduction (second revised draft)',
      content: `<h2>About the Monetary Authority of Macao</h2>
<p>Since its establishment, the Monetary Authority of Macao has kept monetary and financial stability at the heart of its mission.</p>
<h3>Three objectives</h3>
<ol><li>keeping the pataca stable and fully convertible;</li><li>ensuring the soundness of the financial system;</li><li>promoting the diversified development of the financial sector.</li></ol>`,
      metaDesc: 'Mission and three objectives of the Monetary Authority of Macao (second revised draft).',
    },
  },
];
