/**
 * The interface text of the entries feature, in the four languages.
 * `en` is the source of truth: its keys are the message keys and the comment above
 * each says translators where the text shows and what its `{placeholders}` are.
 * zh-hant, zh-hans must hold every key (a missing one fails the type check); pt may
 * leave keys out and then shows English. Composed with the other features'
 * by src/features/messages.ts; see src/i18n/README.md.
 */
import { defineCatalogue } from '#src/i18n/catalogue.ts';
import type { SourceMessages, Translations } from '#src/i18n/types.ts';

export const en = {
  /** Heading of the attachments list under an article (news, events, openings, bond information). */
  'entries.attachments': 'Attachments',
} as const satisfies SourceMessages;

export const zhHant: Translations<typeof en> = {
  'entries.attachments': '附件',
};

export const zhHans: Translations<typeof en> = {
  'entries.attachments': '附件',
};

// Portuguese is partial (SPEC §1): a key left out shows the English text.
export const pt: Partial<Translations<typeof en>> = {
  'entries.attachments': 'Anexos',
};

/** The entries feature's catalogue: its server code speaks through it (src/i18n/catalogue.ts). */
export const entriesText = defineCatalogue({ en, zhHant, zhHans, pt });
