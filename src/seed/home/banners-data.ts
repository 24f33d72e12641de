/**
 * The home-page banners: what the Authority features on its home page — a fraud
 * warning, the exchange rates, the new commemorative coins, consumer rights and
 * statistics services. Links are menu paths, resolved in the visitor's language.
 */
import type { BannerCategory } from '#src/features/home/banner-links.ts';
import type { Motif } from './banner-art.ts';

interface BannerText {
  title: string;
  summary: string;
  alt: string;
}

export interface BannerSpec {
  slug: string;
  category: BannerCategory;
  motif: Motif;
  /** Menu path of the page it leads to (or an external URL). */
  url: string;
  publishedAt: string;
  /** Last day it is shown (Macao date), if it expires. */
  endsOn?: string;
  texts: { 'zh-hant': BannerText; en: BannerText; pt?: BannerText };
}

export const BANNERS: readonly BannerSpec[] = [
  {
    slug: 'fraud-alert-2026',
    category: 'homepage-slider',
    motif: 'fraud-shield',
    url: 'news-notice/fraud-alerts',
    publishedAt: '2026-09-18T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '慎防電話及網絡詐騙',
        summary: '本局不會致電要求市民轉賬或提供網上銀行密碼。如接獲可疑來電或訊息，請立即聯絡有關銀行或報警求助。',
        alt: '插圖：手機前方的盾牌及警告標誌',
      },
      en: {
        title: 'Beware of telephone and online fraud',
        summary: 'The AMCM never calls the public to ask for transfers or online banking passwords. If you receive a suspicious call or message, contact your bank or the police at once.',
        alt: 'Illustration: a shield and a warning sign in front of a mobile phone',
      },
      pt: {
        title: 'Cuidado com burlas telefónicas e online',
        summary: 'A AMCM nunca telefona ao público a pedir transferências ou palavras-passe da banca electrónica. Perante uma chamada ou mensagem suspeita, contacte de imediato o seu banco ou a polícia.',
        alt: 'Ilustração: um escudo e um sinal de aviso à frente de um telemóvel',
      },
    },
  },
  {
    slug: 'exchange-rates',
    category: 'homepage-slider',
    motif: 'exchange',
    url: 'financial-information/exchange-rates',
    publishedAt: '2026-03-02T01:30:00Z',
    texts: {
      'zh-hant': {
        title: '澳門元匯率',
        summary: '本局於每個工作日上午11時公佈澳門元兌主要貨幣的參考匯率。',
        alt: '插圖：兩枚硬幣之間的兌換箭頭',
      },
      en: {
        title: 'Pataca exchange rates',
        summary: 'Reference rates of the pataca against the major currencies, published every working day at 11:00 a.m.',
        alt: 'Illustration: exchange arrows between two coins',
      },
      pt: {
        title: 'Taxas de câmbio da pataca',
        summary: 'Taxas de referência da pataca face às principais moedas, publicadas todos os dias úteis às 11:00.',
        alt: 'Ilustração: setas de câmbio entre duas moedas',
      },
    },
  },
  {
    slug: 'year-of-the-goat-coins',
    category: 'homepage-slider',
    motif: 'coins',
    url: 'services/commemorative-coins',
    publishedAt: '2026-10-16T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '丁未羊年生肖紀念幣',
        summary: '2027年羊年金幣及銀幣現接受訂購；須先付款，於付款後一星期內取幣。',
        alt: '插圖：兩枚紀念幣及蓮花圖案',
      },
      en: {
        title: 'Lunar Year of the Goat commemorative coins',
        summary: 'Gold and silver coins for the Year of the Goat (2027) are open for orders; pay first, then collect them within a week.',
        alt: 'Illustration: two commemorative coins and a lotus flower',
      },
    },
  },
  {
    slug: 'financial-consumer-rights',
    category: 'homepage-slider',
    motif: 'consumer',
    url: 'banking-sector/consumer-protection',
    publishedAt: '2026-06-15T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '認識你的金融消費權益',
        summary: '購買金融或保險產品前，應了解產品條款、費用及風險，並保存相關文件。',
        alt: '插圖：雨傘下的兩個人',
      },
      en: {
        title: 'Know your rights as a financial consumer',
        summary: 'Before buying a financial or insurance product, understand its terms, fees and risks, and keep its documents.',
        alt: 'Illustration: two people sheltering under an umbrella',
      },
      pt: {
        title: 'Conheça os seus direitos de consumidor financeiro',
        summary: 'Antes de adquirir um produto financeiro ou de seguros, conheça as condições, os encargos e os riscos, e guarde os documentos.',
        alt: 'Ilustração: duas pessoas abrigadas sob um guarda-chuva',
      },
    },
  },
  {
    slug: 'statistics-e-mail-alerts',
    category: 'homepage-slider',
    motif: 'newsletter',
    url: 'research-and-statistics/email-notification',
    publishedAt: '2026-04-20T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '統計數據電郵通知服務',
        summary: '訂閱電郵通知，於最新統計數據及刊物發佈時即時收到消息。',
        alt: '插圖：信封及上升的柱狀圖',
      },
      en: {
        title: 'E-mail alerts for new statistics',
        summary: 'Subscribe to be told as soon as new statistics and publications are released.',
        alt: 'Illustration: an envelope and a rising bar chart',
      },
    },
  },
  {
    // Shown until the end of the Lunar New Year exchange period: expired at the base date.
    slug: 'lunar-new-year-banknotes-2026',
    category: 'homepage-slider',
    motif: 'calendar',
    url: 'news-notice/notices',
    publishedAt: '2026-01-20T02:00:00Z',
    endsOn: '2026-02-28',
    texts: {
      'zh-hant': {
        title: '農曆新年兌換新鈔安排',
        summary: '各發鈔銀行於指定日期在指定分行提供新鈔兌換服務。',
        alt: '插圖：標示了日期的日曆',
      },
      en: {
        title: 'New banknotes for the Lunar New Year',
        summary: 'The note-issuing banks exchange new banknotes at designated branches on set dates.',
        alt: 'Illustration: a calendar with marked dates',
      },
    },
  },
  {
    slug: 'check-an-intermediary',
    category: 'homepage-right-slider',
    motif: 'register',
    url: 'insurance-sector/intermediaries-register/individual-agents',
    publishedAt: '2026-02-09T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '查核保險中介人',
        summary: '購買保險前，先查核中介人是否已獲本局許可。',
        alt: '插圖：放大鏡下的身分證明卡',
      },
      en: {
        title: 'Check an insurance intermediary',
        summary: 'Before you buy insurance, check that the intermediary is licensed by the AMCM.',
        alt: 'Illustration: an identity card under a magnifying glass',
      },
      pt: {
        title: 'Consulte os mediadores de seguros',
        summary: 'Antes de contratar um seguro, confirme que o mediador está autorizado pela AMCM.',
        alt: 'Ilustração: um cartão de identificação sob uma lupa',
      },
    },
  },
  {
    slug: 'monetary-statistics',
    category: 'homepage-right-slider',
    motif: 'statistics',
    url: 'research-and-statistics/monetary-and-financial-statistics',
    publishedAt: '2026-05-04T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '貨幣及金融統計',
        summary: '貨幣供應、存款、貸款及外匯儲備的最新數據。',
        alt: '插圖：柱狀圖及趨勢線',
      },
      en: {
        title: 'Monetary and financial statistics',
        summary: 'The latest figures on money supply, deposits, loans and foreign exchange reserves.',
        alt: 'Illustration: a bar chart with a trend line',
      },
      pt: {
        title: 'Estatísticas monetárias e financeiras',
        summary: 'Os dados mais recentes sobre massa monetária, depósitos, empréstimos e reservas cambiais.',
        alt: 'Ilustração: um gráfico de barras com uma linha de tendência',
      },
    },
  },
  {
    slug: 'green-finance',
    category: 'homepage-right-slider',
    motif: 'green',
    url: 'banking-sector/green-finance',
    publishedAt: '2026-07-06T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '綠色金融',
        summary: '推動銀行業支持低碳轉型及可持續發展。',
        alt: '插圖：新芽及兩枚硬幣',
      },
      en: {
        title: 'Green finance',
        summary: 'Encouraging banks to support the low-carbon transition and sustainable development.',
        alt: 'Illustration: a sprouting plant and two coins',
      },
    },
  },
  {
    slug: 'lodge-a-complaint',
    category: 'homepage-right-list',
    motif: 'complaint',
    url: 'services/complaint',
    publishedAt: '2026-02-02T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '金融消費投訴',
        summary: '對銀行或保險機構的服務有不滿，可向本局提出投訴。',
        alt: '插圖：兩個對話框',
      },
      en: {
        title: 'Complaints about financial institutions',
        summary: 'Not satisfied with a bank or an insurer? You may lodge a complaint with the AMCM.',
        alt: 'Illustration: two speech bubbles',
      },
      pt: {
        title: 'Reclamações sobre instituições financeiras',
        summary: 'Insatisfeito com um banco ou uma seguradora? Pode apresentar uma reclamação à AMCM.',
        alt: 'Ilustração: dois balões de fala',
      },
    },
  },
  {
    slug: 'base-rate',
    category: 'homepage-right-list',
    motif: 'base-rate',
    url: 'financial-information/base-rate',
    publishedAt: '2026-02-03T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '基本利率',
        summary: '本局基本利率的現行水平及歷次調整。',
        alt: '插圖：百分號及上升的階梯線',
      },
      en: {
        title: 'Base rate',
        summary: 'The current level of the AMCM base rate and its past changes.',
        alt: 'Illustration: a percent sign and a rising step line',
      },
      pt: {
        title: 'Taxa de juro de referência',
        summary: 'O nível actual da taxa de referência da AMCM e as suas alterações.',
        alt: 'Ilustração: um sinal de percentagem e uma linha em degraus ascendente',
      },
    },
  },
  {
    slug: 'advance-release-calendar',
    category: 'homepage-right-list',
    motif: 'calendar',
    url: 'research-and-statistics/advance-release-calendar',
    publishedAt: '2026-02-04T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '統計數據預定發佈日程',
        summary: '未來十二個月各項統計數據的發佈日期。',
        alt: '插圖：標示了日期的日曆',
      },
      en: {
        title: 'Advance release calendar',
        summary: 'Release dates of each statistical series for the next twelve months.',
        alt: 'Illustration: a calendar with marked dates',
      },
    },
  },
  {
    slug: 'foreign-investment-funds',
    category: 'homepage-right-list',
    motif: 'funds',
    url: 'financial-information/investment-funds',
    publishedAt: '2026-02-05T02:00:00Z',
    texts: {
      'zh-hant': {
        title: '外地投資基金',
        summary: '獲許可在澳門推銷的外地投資基金名單。',
        alt: '插圖：圓餅圖',
      },
      en: {
        title: 'Foreign investment funds',
        summary: 'Foreign investment funds authorised for marketing in Macao.',
        alt: 'Illustration: a pie chart',
      },
      pt: {
        title: 'Fundos de investimento estrangeiros',
        summary: 'Fundos de investimento estrangeiros autorizados a ser comercializados em Macau.',
        alt: 'Ilustração: um gráfico circular',
      },
    },
  },
];

/** The banner with a saved, unpublished version (for the preview route). */
export const VERSIONED_BANNER_SLUG = 'fraud-alert-2026';

export const BANNER_VERSION = {
  'zh-hant': {
    title: '慎防冒充本局人員的詐騙來電',
    summary: '有人冒充本局職員致電市民，聲稱其銀行賬戶涉及洗錢並要求轉賬至「安全賬戶」。本局絕不會要求市民轉賬。',
    content:
      '<p>近日有人冒充本局職員致電市民，聲稱其銀行賬戶涉及洗錢，要求轉賬至所謂「安全賬戶」。</p><p>本局絕不會致電要求市民轉賬或提供網上銀行密碼。如有懷疑，請致電有關銀行或報警求助。</p>',
    alt: '插圖：手機前方的盾牌及警告標誌',
  },
  en: {
    title: 'Beware of calls from people posing as AMCM staff',
    summary: 'Callers posing as AMCM staff claim that a bank account is linked to money laundering and ask for a transfer to a “safe account”. The AMCM never asks for transfers.',
    content:
      '<p>People posing as AMCM staff have been calling members of the public, claiming that their bank account is linked to money laundering and asking them to move their money to a so-called “safe account”.</p><p>The AMCM never calls to ask for transfers or online banking passwords. If in doubt, call your bank or the police.</p>',
    alt: 'Illustration: a shield and a warning sign in front of a mobile phone',
  },
} as const;

export const BANNER_CATEGORY_TITLES: Readonly<Record<BannerCategory, { 'zh-hant': string; en: string; pt: string }>> = {
  'homepage-slider': { 'zh-hant': '主頁輪播', en: 'Home page slider', pt: 'Carrossel da página inicial' },
  'homepage-right-slider': { 'zh-hant': '主頁側欄輪播', en: 'Home page side slider', pt: 'Carrossel lateral da página inicial' },
  'homepage-right-list': { 'zh-hant': '主頁側欄列表', en: 'Home page side list', pt: 'Lista lateral da página inicial' },
};
