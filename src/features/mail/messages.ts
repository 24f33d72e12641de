/**
 * The interface text of the mail feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Acknowledgement e-mail of a form submission (mail/renderMail): “Monetary Authority of Macao” */
  'mail.footer': 'Monetary Authority of Macao',
  /** Acknowledgement e-mail of a form submission (mail/renderMail): “This message was sent automatically. Please do not reply to it.” */
  'mail.automatic': 'This message was sent automatically. Please do not reply to it.',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'mail.footer': '澳門金融管理局',
  'mail.automatic': '此郵件由系統自動發出，請勿回覆。',
};

export const zhHans: Translations<typeof en> = {
  'mail.footer': '澳门金融管理局',
  'mail.automatic': '此邮件由系统自动发出，请勿回复。',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'mail.footer': 'Autoridade Monetária de Macau',
  'mail.automatic': 'Esta mensagem foi enviada automaticamente. Não responda a ela.',
};

/** The mail feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const mailText = defineCatalogue({ en, zhHant, zhHans, pt });
