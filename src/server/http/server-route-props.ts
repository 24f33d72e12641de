/**
 * A build step (Vite plugin) that lets Astro skip the static-path lookup of an
 * on-demand page, which can never find anything (issue 17: less work per render).
 *
 * Why: Astro 7's `getProps` (astro/dist/core/render/params-and-props.js) looks
 * every dynamic route's parameters up in its `getStaticPaths` results, even for a
 * page rendered on demand, whose list Astro itself sets to empty
 * (`callGetStaticPaths`). It builds the lookup key from the parameters, misses, and
 * formats a debug message about the miss: 1.6–1.9 % of the server's busy time in a
 * profile of uncached content pages (every page of this site is such a route). The
 * result for such a page is `{}` either way, and no error is possible for it (the
 * only checks left concern prerendered routes and endpoints), so the rewrite
 * returns `{}` as soon as the list is known to be that empty one. Prerendered
 * routes and endpoints go through Astro's code as before.
 *
 * The build fails when the code is not found (src/server/http/astro-patch.ts).
 */
import type { Plugin } from 'vite';
import { astroPatchPlugin, replaceOnce } from './astro-patch.ts';

const ORIGINAL = `  const params = getParams(route, pathname);
  const matchedStaticPath = findPathItemByKey(staticPaths, params, route, logger, trailingSlash);`;

const SHORTCUT = `  if (serverLike && !route.prerender && route.type === "page" && staticPaths.length === 0 && staticPaths.keyed.size === 0) return {};
${ORIGINAL}`;

/** Rewrites Astro's params-and-props module; undefined when the code is not that module. */
export function serverRoutePropsSource(code: string): string | undefined {
  return replaceOnce(code, ORIGINAL, SHORTCUT);
}

export function serverRouteProps(): Plugin {
  return astroPatchPlugin({ name: 'amcm:server-route-props', file: 'dist/core/render/params-and-props.js', rewrite: serverRoutePropsSource, explainedIn: 'src/server/http/server-route-props.ts' });
}
