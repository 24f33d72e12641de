import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentVersions } from '#src/features/entries/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { pageUrl } from '#src/lib/paths.ts';
import type { MenuNode } from '#src/server/page/menu-tree.ts';
import { loadMenuPage, type ModuleLookup } from '#src/server/page/page.ts';
import { notFound, pageModule, view, type AnyPageModule, type LoadContext, type RequestContext } from '#src/server/page/page-module.ts';
import { loadGenericPage } from './generic-page.ts';
import { loadSiteContext } from './service.ts';

let database: TestDatabase;
let request: (url?: string) => RequestContext;

beforeAll(async () => {
  // Read once by the config module, at the first preview check.
  process.env.PREVIEW_KEY = 'unit-test-key';
  database = await openTestDatabase({ seeded: true });
  const site = await loadSiteContext(database.db, 'en');
  request = (url = 'http://localhost/en/') => ({ db: database.db, lang: 'en', site, url: new URL(url) });
});
afterAll(() => database.dispose());

const nodes = () => [...request().site.tree.byId.values()];
/** A module lookup that knows no module: every page renders as under construction. */
const noModules: ModuleLookup = () => null;
/** Views are .astro components, which the test runner does not load; the loaders are what is tested. */
const noView = (() => null) as never;

describe('loadMenuPage', () => {
  it('redirects a sub-pages parent to its first visible child, keeping the query', async () => {
    const parent = nodes().find((n) => n.page?.template === 'sub-pages' && n.childrens.some((c) => c.showInMenu));
    expect(parent).toBeDefined();
    const first = parent!.childrens.find((c) => c.showInMenu)!;
    const result = await loadMenuPage(request(`http://localhost/en/${parent!.path}?x=1`), noModules, parent!.path);
    expect(result).toEqual({ kind: 'redirect', location: first.url ?? `${pageUrl('en', first.path)}?x=1`, status: 302 });
  });

  it('answers not-found for a path that is not in the menu', async () => {
    expect(await loadMenuPage(request(), noModules, 'no/such/page')).toEqual({ kind: 'not-found' });
  });

  it('answers a page view for a real path, with its module run through the lookup', async () => {
    const generic = nodes().find((n): n is MenuNode => n.page?.module === 'generic-page' && !n.url);
    expect(generic).toBeDefined();
    const asked: (string | null | undefined)[] = [];
    const lookup: ModuleLookup = (module) => {
      asked.push(module);
      return module === 'generic-page' ? (pageModule(loadGenericPage, noView) as unknown as AnyPageModule) : null;
    };
    // The path is matched whatever its case and slashes.
    const result = await loadMenuPage(request(), lookup, `/${generic!.path.toUpperCase()}/`);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(asked).toEqual(['generic-page']);
    expect(result.page.item?.path).toBe(generic!.path);
    expect(result.page.trail.at(-1)?.id).toBe(generic!.id);
    expect(result.module?.model).toMatchObject({ content: result.page.content });
    expect(result.page.content).toBeTruthy();
    expect(result.cache.noStore).toBeFalsy();
  });

  it('answers a page view without a module (the under-construction message) for a module the site does not have', async () => {
    // Every seeded module is built; a module name the CMS may hold that the site has no
    // component for must still give the page with its menu, not a 404 or an error.
    const withModule = nodes().find((n): n is MenuNode => !!n.page?.module && n.page.template === 'two-column' && !n.url);
    expect(withModule).toBeDefined();
    const result = await loadMenuPage(request(), noModules, withModule!.path);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.module).toBeNull();
    expect(result.page.item?.path).toBe(withModule!.path);
  });

  it("answers not-found when the page's module loader finds nothing", async () => {
    const withModule = nodes().find((n) => n.page?.module && n.page.template !== 'section' && !n.url);
    expect(withModule).toBeDefined();
    const seen: LoadContext[] = [];
    const missing = pageModule(async (context: LoadContext) => {
      seen.push(context);
      return context.query.id === '7' ? view({}) : notFound();
    }, noView);
    const lookup: ModuleLookup = () => missing as unknown as AnyPageModule;
    const result = await loadMenuPage(request(`http://localhost/en/${withModule!.path}?id=404`), lookup, withModule!.path);
    expect(result).toEqual({ kind: 'not-found' });
    // The loader was given the page and the URL query.
    expect(seen[0]?.page.item?.id).toBe(withModule!.id);
    expect(seen[0]?.query.id).toBe('404');
  });

  it("shows the page's saved version with a valid preview key, never cached, and the published page without one", async () => {
    const versions = await database.db.select().from(contentVersions).where(eq(contentVersions.module, 'page'));
    const found = versions
      .map((version) => ({ version, node: nodes().find((n) => n.page?.id === version.itemId && n.page.template !== 'sub-pages' && !n.url) }))
      .find((v) => v.node && (v.version.data as Record<string, { title?: string }>).en?.title);
    expect(found).toBeDefined();
    const { version, node } = found!;
    const previewTitle = (version.data as Record<string, { title: string }>).en!.title;
    const ask = (key: string) =>
      loadMenuPage(request(`http://localhost/en/${node!.path}?preview&id=${String(node!.page!.id)}&vid=${String(version.id)}&key=${key}`), noModules, node!.path);

    const previewed = await ask('unit-test-key');
    expect(previewed.kind).toBe('page');
    if (previewed.kind !== 'page') return;
    expect(previewed.page.title).toBe(previewTitle);
    expect(previewed.page.preview).toBe(true);
    expect(previewed.cache.noStore).toBe(true);

    const wrongKey = await ask('nope');
    expect(wrongKey.kind === 'page' && wrongKey.page.preview).toBe(false);
    expect(wrongKey.kind === 'page' && wrongKey.page.title).toBe(node!.page!.title);
  });
});
