import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '#src/features/messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import type { Loaded, LoadContext } from '#src/server/page/page-module.ts';
import { resolveNamedModulePage } from '#src/server/page/named-routes.ts';
import { loadSiteContext } from '#src/features/site/service.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { generateIntermediaries, SEED_EDITION } from '#src/seed/registers/generate.ts';
import { licenceSlug } from './contract.ts';
import {
  loadClerkRegister,
  loadCorporateAgentsRegister,
  loadIndividualAgentsRegister,
  loadIntermediaryRegister,
  loadLicenceCancelled,
  loadLicencePage,
  loadLicenceSuspended,
  loadRenewalPeriod,
  type RegisterModuleModel,
} from './page.ts';
import { setEdition } from './write.ts';

let database: TestDatabase;
const CLERK_EDITION = '2026-09-30';

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  // The clerks' register has its own edition: the clerk screen must show that one, not the intermediaries'.
  await setEdition(database.db, 'clerks', CLERK_EDITION);
});
afterAll(() => database.dispose());

async function context(lang: Language, module: PageModule, query: Record<string, string> = {}): Promise<LoadContext> {
  const site = await loadSiteContext(database.db, lang);
  const page = await resolveNamedModulePage(site, module);
  if (!page) throw new Error(`the seed has no page for ${module}`);
  return { db: database.db, lang, page, query, url: new URL(`http://localhost/${lang}/x`), site };
}

function modelOf<M>(loaded: Loaded<M>): M {
  if (loaded.kind !== 'view') throw new Error(`expected a view, got ${loaded.kind}`);
  return loaded.model;
}

describe('register screen loaders', () => {
  it('give each screen its categories (titled in the page language), statuses, calls and the edition date', async () => {
    const cases: [PageModule, (c: LoadContext) => Promise<Loaded<RegisterModuleModel>>, Record<string, string>, Partial<RegisterModuleModel>][] = [
      ['individual-agents-register', loadIndividualAgentsRegister, {}, { view: 'individual', endpoint: '/api/v1.0/cms/insurance_intermediary', statuses: ['valid', 'suspended', 'renewal'] }],
      ['corporate-agents-register', loadCorporateAgentsRegister, {}, { view: 'corporate', endpoint: '/api/v1.0/cms/corporate', exports: { xlsx: '/api/v1.0/cms/corporate_excel_print', pdf: null } }],
      ['intermediary', loadIntermediaryRegister, {}, { view: 'broker' }],
      ['intermediary', loadIntermediaryRegister, { type: 'salesman' }, { view: 'salesman' }],
      ['licence-cancelled', loadLicenceCancelled, {}, { view: 'cancelled', statuses: ['cancelled'] }],
      ['licence-suspended', loadLicenceSuspended, {}, { view: 'suspended', statuses: ['suspended'] }],
      ['renewal-period', loadRenewalPeriod, {}, { view: 'renewal', statuses: ['renewal'] }],
    ];
    const categories: Record<string, string[]> = {
      individual: ['APS'],
      corporate: ['APC', 'APE'],
      broker: ['CRE', 'CRL'],
      salesman: ['ANG'],
      cancelled: ['ANG', 'APC', 'APE', 'APS', 'CRE', 'CRL'],
      suspended: ['ANG', 'APC', 'APE', 'APS', 'CRE', 'CRL'],
      renewal: ['ANG', 'APC', 'APE', 'APS', 'CRE', 'CRL'],
    };
    for (const [module, load, query, expected] of cases) {
      const ctx = await context('en', module, query);
      const loaded = await load(ctx);
      expect(loaded.kind === 'view' && loaded.cache?.tags).toEqual(['registers']);
      const model = modelOf(loaded);
      expect(model, module).toMatchObject({ ...expected, title: ctx.page.title, updatedOn: SEED_EDITION, detailBase: '/en/registers/intermediary/' });
      expect(model.categories.map((c) => c.code).sort(), model.view).toEqual(categories[model.view]);
      expect(model.categories.every((c) => c.title === translator(ctx.lang)(`registers.cat.${c.code}`))).toBe(true);
    }
  });

  it('offer the PDF export only on the intermediary calls', async () => {
    const model = modelOf(await loadLicenceCancelled(await context('zh-hant', 'licence-cancelled')));
    expect(model.exports).toEqual({ xlsx: '/api/v1.0/cms/insurance_intermediary_excel_print', pdf: '/api/v1.0/cms/insurance_intermediary_pdfprint' });
    expect(model.categories.find((c) => c.code === 'APS')?.title).toBe(translator('zh-hant')('registers.cat.APS'));
    expect(model.detailBase).toBe('/zh-hant/registers/intermediary/');
  });

  it('give the clerk screen its own edition and no categories, statuses, exports or detail pages', async () => {
    const model = modelOf(await loadClerkRegister(await context('en', 'clerk')));
    expect(model).toMatchObject({ view: 'clerk', endpoint: '/api/v1.0/cms/clerk', updatedOn: CLERK_EDITION, categories: [], statuses: null, detailBase: null, exports: { xlsx: null, pdf: null } });
  });
});

describe('licence page loader', () => {
  const record = generateIntermediaries(7000).find((r) => r.category === 'APC')!;

  it('loads the record, titled by its number, under the register screen that lists it', async () => {
    const site = await loadSiteContext(database.db, 'en');
    const t = translator('en');
    const loaded = await loadLicencePage({ lang: 'en', site, url: new URL('https://www.amcm.gov.mo/'), db: database.db }, licenceSlug(record.licenceNo));
    const model = modelOf(loaded);
    expect(model.record.licenceNo).toBe(record.licenceNo);
    expect(model.record.name).toBe(record.name);
    expect(model.updatedOn).toBe(SEED_EDITION);
    expect(model.title).toBe(t('registers.permalinkTitle', { licence: record.licenceNo }));
    expect(loaded.kind === 'view' && loaded.title).toBe(model.title);
    const screen = await resolveNamedModulePage(site, 'corporate-agents-register');
    expect(model.page?.id).toBe(screen?.id);
    expect(model.page?.title).toBe(model.title);
    expect(model.searchPath).toBe(`/en/${screen?.item?.path ?? ''}`);
    expect(model.qrSvg).toMatch(/^<svg role="img" aria-label="[^"]+"/);
  });

  it('answers not-found for a licence number no record holds', async () => {
    const site = await loadSiteContext(database.db, 'en');
    const loaded = await loadLicencePage({ lang: 'en', site, url: new URL('http://localhost/'), db: database.db }, 'APS-00000-00');
    expect(loaded).toEqual({ kind: 'not-found' });
  });

  it('answers not-found, without asking the database, for a segment no licence number can be (a NUL, a space, 41 characters)', async () => {
    const site = await loadSiteContext(database.db, 'en');
    for (const slug of ['a\u0000b', 'APS 00001-19', 'x'.repeat(41)]) {
      const loaded = await loadLicencePage({ lang: 'en', site, url: new URL('http://localhost/'), db: database.db }, slug);
      expect(loaded, JSON.stringify(slug)).toEqual({ kind: 'not-found' });
    }
  });
});
