/**
 * A build step (Vite plugin) that makes Astro load each route's page module once
 * per process instead of once per render (issue 17: less work per render).
 *
 * Why: Astro 7's production environment finds a route's component on every request
 * through two dynamic `import()` calls (the route's entry in the page map, then
 * its `page()`). Node answers a repeated `import()` of a loaded module from its
 * cache, but only after resolving the specifier again (package scope lookups,
 * module job bookkeeping): a profile of uncached content pages put that at about
 * 5 % of the server's busy time. A module is loaded once per process anyway, so
 * `getComponentByRoute` (astro/dist/core/environment/production.js) keeps the
 * promise of each route's component, per manifest; a load that fails is not kept.
 *
 * The build fails when the function is not found (src/server/http/astro-patch.ts).
 */
import type { Plugin } from 'vite';
import { astroPatchPlugin, replaceOnce } from './astro-patch.ts';

const ORIGINAL = `async function getComponentByRoute(manifest, routeData) {
  const module = await getModuleForRoute(manifest, routeData);
  return module.page();
}`;

const MEMO = `const __amcmPageComponents = new WeakMap();
function getComponentByRoute(manifest, routeData) {
  let byRoute = __amcmPageComponents.get(manifest);
  if (!byRoute) __amcmPageComponents.set(manifest, (byRoute = new Map()));
  const key = routeData.component + "\\u0000" + routeData.route + "\\u0000" + routeData.type;
  let component = byRoute.get(key);
  if (!component) {
    component = loadComponentByRoute(manifest, routeData);
    byRoute.set(key, component);
    component.catch(() => byRoute.delete(key));
  }
  return component;
}
async function loadComponentByRoute(manifest, routeData) {
  const module = await getModuleForRoute(manifest, routeData);
  return module.page();
}`;

/** Rewrites Astro's production environment module; undefined when the code is not that module. */
export function memoizePageModuleSource(code: string): string | undefined {
  return replaceOnce(code, ORIGINAL, MEMO);
}

export function pageModuleMemo(): Plugin {
  return astroPatchPlugin({ name: 'amcm:page-module-memo', file: 'dist/core/environment/production.js', rewrite: memoizePageModuleSource, explainedIn: 'src/server/http/page-module-memo.ts' });
}
