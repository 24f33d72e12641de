/** The `pt-texts` part: every menu title and message template has a Portuguese text, and a database seeded before they existed gets them. */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appMeta } from '#src/server/db/schema.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import { menuItemI18n, menuItems } from '#src/features/site/schema.ts';
import { partKey, seedDatabase } from '#src/seed/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ register: false });
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

const withoutPt = () =>
  database.db
    .select({ path: menuItems.path })
    .from(menuItems)
    .where(notExists(database.db.select({ one: sql`1` }).from(menuItemI18n).where(and(eq(menuItemI18n.menuItemId, menuItems.id), eq(menuItemI18n.lang, 'pt')))));

const ptTitle = async (path: string) =>
  (
    await database.db
      .select({ title: menuItemI18n.title })
      .from(menuItemI18n)
      .innerJoin(menuItems, eq(menuItems.id, menuItemI18n.menuItemId))
      .where(and(eq(menuItems.mark, 'main'), eq(menuItems.path, path), eq(menuItemI18n.lang, 'pt')))
  )[0]?.title;

describe('menu titles in Portuguese', () => {
  it('gives every menu item of every menu a Portuguese title, the reproduction pages included', async () => {
    expect(await withoutPt()).toEqual([]);
    expect(await ptTitle('services/currency-reproduction/application-form')).toBe('Formulário de Pedido em Linha');
    expect(await ptTitle('services/currency-reproduction/notes-calculator')).toBe('Simulador de Dimensões de Notas');
    expect(await ptTitle('services/currency-reproduction/coins-calculator')).toBe('Simulador de Dimensões de Moedas');
  });

  it('writes every message template in Portuguese, the complaint texts included', async () => {
    const templates = await database.db.select({ id: entries.id, slug: entries.slug }).from(entries).where(eq(entries.module, 'message-template'));
    expect(templates.length).toBeGreaterThan(5);
    for (const template of templates) {
      const [pt] = await database.db.select({ content: entryI18n.content }).from(entryI18n).where(and(eq(entryI18n.entryId, template.id), eq(entryI18n.lang, 'pt')));
      expect(pt?.content, template.slug ?? '').toBeTruthy();
    }
  });

  it('adds the missing titles and texts to a database seeded before them, keeping the ones it has', async () => {
    const [template] = await database.db.select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'message-template'), eq(entries.slug, 'complaint-content')));
    await database.db.delete(entryI18n).where(and(eq(entryI18n.entryId, template!.id), eq(entryI18n.lang, 'pt')));
    await database.db.update(entryI18n).set({ title: 'Título editado' }).where(and(eq(entryI18n.entryId, template!.id), eq(entryI18n.lang, 'en')));
    const paths = ['services/currency-reproduction/application-form', 'insurance-sector/intermediaries-register/licence-cancelled'];
    const ids = (await database.db.select({ id: menuItems.id }).from(menuItems).where(inArray(menuItems.path, paths))).map((r) => r.id);
    await database.db.delete(menuItemI18n).where(and(inArray(menuItemI18n.menuItemId, ids), eq(menuItemI18n.lang, 'pt')));
    await database.db.delete(appMeta).where(eq(appMeta.key, partKey('pt-texts')));
    expect((await withoutPt()).length).toBeGreaterThan(0);

    const result = await seedDatabase(database.db);
    expect(result.seeded).toBe(true);
    expect(await withoutPt()).toEqual([]);
    expect(await ptTitle('insurance-sector/intermediaries-register/licence-cancelled')).toBe('Licenças Canceladas');
    const texts = await database.db.select({ lang: entryI18n.lang, title: entryI18n.title }).from(entryI18n).where(eq(entryI18n.entryId, template!.id));
    expect(texts.find((x) => x.lang === 'pt')?.title).toBe('O que incluir na reclamação');
    expect(texts.find((x) => x.lang === 'en')?.title).toBe('Título editado');
    // A second start writes nothing.
    expect((await seedDatabase(database.db)).seeded).toBe(false);
  });
});
