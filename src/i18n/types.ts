/**
 * The shapes of a feature's messages (`src/features/<name>/messages.ts`), types only.
 * The English object is the source of truth: the message keys and, for each key, whether
 * it is one text or a plural message are read from it, and the other languages are
 * typed from it (the approach of withastro/docs' `UIDictionary`).
 */

/** The CLDR plural categories `Intl.PluralRules` selects from. */
export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A message whose wording depends on a number, `params.count`: one text per plural
 * category of the language, selected with `Intl.PluralRules` (`other` is required and
 * used for any category left out). Every form keeps the placeholders of the message.
 */
export type PluralMessage = { readonly other: string } & { readonly [C in Exclude<PluralCategory, 'other'>]?: string };

/** One message of a catalogue: a text with `{name}` placeholders, or a plural message. */
export type Message = string | PluralMessage;

/** What the English messages of a feature must satisfy (write them `as const satisfies SourceMessages`). */
export type SourceMessages = Readonly<Record<string, Message>>;

/**
 * A complete translation of the English messages `E`: the same keys, no other. A key
 * that is plural in English may be translated by one text when the language has no
 * plural forms (Chinese); a plain text stays a plain text.
 */
export type Translations<E extends SourceMessages> = { readonly [K in keyof E]: E[K] extends string ? string : Message };
