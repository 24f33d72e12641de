/**
 * Message templates by alias (SPEC §7 /cms/message_template): the texts forms
 * show (complaint notes, declarations, disclaimers), kept as entries of module
 * `message-template` whose slug is the alias.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MessageTemplate } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { contentsOf, getEntryBySlug, listAll } from './common.ts';
import { MESSAGE_TEMPLATE_MODULE } from './modules.ts';

/** The template with this alias in the visitor's language (or the nearest one); unknown aliases are a 404. */
export async function getMessageTemplate(db: Queryable, lang: Language, alias: string, now?: Date): Promise<MessageTemplate> {
  const entry = await getEntryBySlug(db, MESSAGE_TEMPLATE_MODULE, alias, lang, now);
  return { alias, title: entry.title, content: entry.content, lang: entry.lang, fallback: entry.fallback, updatedAt: entry.updatedAt };
}

/**
 * The published templates whose alias starts with `prefix`, each in the visitor's
 * language or the nearest one (as the public pages fall back), in alias order: a
 * template edited and published in the back office is what the next reader gets.
 */
export async function messageTemplatesByPrefix(db: Queryable, lang: Language, prefix: string, now = new Date()): Promise<MessageTemplate[]> {
  const listed = (await listAll(db, lang, { module: MESSAGE_TEMPLATE_MODULE, now })).filter((e) => e.slug?.startsWith(prefix));
  const contents = await contentsOf(db, listed);
  return listed
    .map((e) => ({ alias: e.slug as string, title: e.title, content: contents.get(e.id) ?? null, lang: e.lang, fallback: e.fallback, updatedAt: e.publishedAt }))
    .sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
}
