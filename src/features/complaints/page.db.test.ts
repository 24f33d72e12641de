/**
 * The complaint pages in Portuguese: their texts are Portuguese, so the loader
 * says the content does not fall back (no 'only in Chinese and English' notice);
 * once a text it shows is English only, it says it does.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadContext } from '#src/server/page/page-module.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { loadComplaint } from './page.ts';

let database: TestDatabase;
beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ register: false, seeded: true });
});
afterAll(() => database.dispose());

const load = (lang: Language, query: Record<string, string>) =>
  loadComplaint({ db: database.db, lang, query, url: new URL(`http://localhost/${lang}/complaint`) } as unknown as LoadContext);

describe('complaint pages in Portuguese', () => {
  it('show Portuguese notes for every type and no fallback, on the choice and on each screen', async () => {
    const choose = await load('pt', {});
    expect(choose.kind).toBe('view');
    if (choose.kind !== 'view') return;
    expect(choose.contentFallback).toBe(false);
    if (choose.model.screen !== 'choose') throw new Error('expected the choice of types');
    expect(choose.model.types.map((x) => x.note?.title)).toEqual(['Bancos e outras instituições de crédito', 'Seguradoras, mediadores e fundos de pensões', 'Outras instituições supervisionadas']);
    for (const type of ['dsb', 'dsg', 'def']) {
      for (const step of ['note', 'home', 'steptab', 'preview']) {
        const screen = await load('pt', { type, step });
        expect(screen.kind === 'view' && screen.contentFallback, `${type}/${step}`).toBe(false);
      }
    }
  });

  it('say the content falls back once a text they show is only in English', async () => {
    const [template] = await database.db.select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'message-template'), eq(entries.slug, 'complaint-content')));
    await database.db.delete(entryI18n).where(and(eq(entryI18n.entryId, template!.id), eq(entryI18n.lang, 'pt')));
    const screen = await load('pt', { type: 'dsg', step: 'home' });
    expect(screen.kind === 'view' && screen.contentFallback).toBe(true);
    // English pages never fall back.
    const en = await load('en', { type: 'dsg', step: 'home' });
    expect(en.kind === 'view' && en.contentFallback).toBe(false);
  });
});
