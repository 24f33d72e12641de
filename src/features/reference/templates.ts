/**
 * Message templates by alias (SPEC §7 /cms/message_template): the texts forms
 * show (complaint notes, declarations, disclaimers), kept as entries of module
 * `message-template` whose slug is the alias.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MessageTemplate } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getEntryBySlug } from './common.ts';
import { MESSAGE_TEMPLATE_MODULE } from './modules.ts';

/** The template with this alias in the visitor's language (or the nearest one); unknown aliases are a 404. */
export async function getMessageTemplate(db: Queryable, lang: Language, alias: string, now?: Date): Promise<MessageTemplate> {
  const entry = await getEntryBySlug(db, MESSAGE_TEMPLATE_MODULE, alias, lang, now);
  return { alias, title: entry.title, content: entry.content, lang: entry.lang, fallback: entry.fallback, updatedAt: entry.updatedAt };
}
