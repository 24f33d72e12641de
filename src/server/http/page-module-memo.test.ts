import { describe, expect, it } from 'vitest';
import { installedAstroSource, runAstroCode } from './astro-patch.testing.ts';
import { memoizePageModuleSource } from './page-module-memo.ts';

/** The rewritten getComponentByRoute, run with a getModuleForRoute that counts its loads. */
async function rewrittenGetComponentByRoute(load: (route: { component: string }) => Promise<{ page: () => Promise<unknown> }>) {
  const rewritten = memoizePageModuleSource(await installedAstroSource('dist/core/environment/production.js'));
  if (!rewritten) throw new Error('getComponentByRoute not found in astro/dist/core/environment/production.js');
  return runAstroCode<(manifest: object, route: { component: string; route: string; type: string }) => Promise<unknown>>(rewritten, {
    from: 'const __amcmPageComponents',
    to: 'const productionEnvironment',
    returns: 'getComponentByRoute',
    deps: { getModuleForRoute: (_manifest: object, route: { component: string }) => load(route) },
  });
}

describe('page modules loaded once per process', () => {
  it('finds the function in the installed Astro (an upgrade that moves it fails here and in the build)', async () => {
    expect(memoizePageModuleSource(await installedAstroSource('dist/core/environment/production.js'))).toContain('__amcmPageComponents');
    expect(memoizePageModuleSource('export const unrelated = 1;')).toBeUndefined();
  });

  it("gives each route's own component, loading it once; a failed load is tried again", async () => {
    const loads: string[] = [];
    let failNext = true;
    const getComponentByRoute = await rewrittenGetComponentByRoute(async (route) => {
      loads.push(route.component);
      if (route.component === 'flaky.astro' && failNext) {
        failNext = false;
        throw new Error('load failed');
      }
      return { page: () => Promise.resolve({ component: route.component }) };
    });
    const manifest = {};
    const page = { component: 'page.astro', route: '/[lang]/[...path]', type: 'page' };
    const other = { component: 'other.astro', route: '/other', type: 'page' };
    expect(await getComponentByRoute(manifest, page)).toEqual({ component: 'page.astro' });
    expect(await getComponentByRoute(manifest, { ...page })).toEqual({ component: 'page.astro' });
    expect(await getComponentByRoute(manifest, other)).toEqual({ component: 'other.astro' });
    expect(loads).toEqual(['page.astro', 'other.astro']);

    const flaky = { component: 'flaky.astro', route: '/flaky', type: 'page' };
    await expect(getComponentByRoute(manifest, flaky)).rejects.toThrow('load failed');
    expect(await getComponentByRoute(manifest, flaky)).toEqual({ component: 'flaky.astro' });
    // Another manifest (another app in the same process) loads its own.
    await getComponentByRoute({}, page);
    expect(loads).toEqual(['page.astro', 'other.astro', 'flaky.astro', 'flaky.astro', 'page.astro']);
  });
});
