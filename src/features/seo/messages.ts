/**
 * The interface text of the seo feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Default meta description of pages without their own (home page, SEO tags). */
  'seo.defaultDescription': 'Official website of the Monetary Authority of Macao: banking and insurance supervision, exchange rates, statistics, publications and services.',
  /** Alternative text of the default social sharing image (og:image:alt). */
  'seo.imageAlt': 'Monetary Authority of Macao',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'seo.defaultDescription': '澳門金融管理局官方網站：銀行及保險監管、匯率、統計數據、刊物及服務。',
  'seo.imageAlt': '澳門金融管理局',
};

export const zhHans: Translations<typeof en> = {
  'seo.defaultDescription': '澳门金融管理局官方网站：银行及保险监管、汇率、统计数据、刊物及服务。',
  'seo.imageAlt': '澳门金融管理局',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'seo.defaultDescription': 'Sítio oficial da Autoridade Monetária de Macau: supervisão bancária e seguradora, taxas de câmbio, estatísticas, publicações e serviços.',
  'seo.imageAlt': 'Autoridade Monetária de Macau',
};

/** The seo feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const seoText = defineCatalogue({ en, zhHant, zhHans, pt });
