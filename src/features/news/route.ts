/**
 * What the news detail routes need before they render: the entry of the `id`
 * parameter, so an unknown id answers HTTP 404 (the status must be set before
 * the page starts streaming, which a module component cannot do).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { STATEMENT_CATEGORY } from './links.ts';
import type { EntryDetail } from '#src/features/entries/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getNews } from './service.ts';

/** The published entry of an `id` parameter, or undefined when there is none (a 404). */
export async function findNewsForRoute(lang: Language, idParam: string | null | undefined, options: { statementOnly?: boolean } = {}): Promise<EntryDetail | undefined> {
  if (!idParam || !/^\d{1,10}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  if (id < 1 || id > 2_147_483_647) return undefined;
  try {
    const entry = await getNews(getDb(), lang, id);
    // The statement route shows statements only; other news have their own detail route.
    if (options.statementOnly && entry.category?.slug !== STATEMENT_CATEGORY) return undefined;
    return entry;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}
