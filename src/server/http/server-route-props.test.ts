import { describe, expect, it } from 'vitest';
import { installedAstroSource, runAstroCode } from './astro-patch.testing.ts';
import { serverRoutePropsSource } from './server-route-props.ts';

interface Route {
  route: string;
  type: 'page' | 'endpoint';
  prerender: boolean;
  pathname?: string;
  origin: string;
  component: string;
  params: string[];
}
type StaticPaths = Array<{ props: Record<string, unknown> }> & { keyed: Map<string, { props: Record<string, unknown> }> };

/** Astro's getProps from `source`, run against stand-ins that count the static-path lookups. */
function getPropsOf(source: string, staticPaths: StaticPaths, lookups: string[]) {
  type GetProps = (opts: { routeData: Route; mod: object; pathname: string; serverLike: boolean; logger: object; routeCache: object }) => Promise<unknown>;
  const names = ['DEFAULT_404_COMPONENT', 'AstroError', 'AstroErrorData', 'routeIsRedirect', 'routeIsFallback', 'callGetStaticPaths', 'findPathItemByKey', 'getParams', 'validatePrerenderEndpointCollision'];
  const make = (...deps: unknown[]) =>
    runAstroCode<GetProps>(source, { from: 'async function getProps(', to: 'function getParams(', returns: 'getProps', deps: Object.fromEntries(names.map((name, i) => [name, deps[i]])) });
  return make(
    'astro-default-404.astro',
    class extends Error {
      constructor(data: { message: string }) {
        super(data.message);
      }
    },
    { NoMatchingStaticPathFound: { message: () => 'no match', hint: () => '' } },
    () => false,
    () => false,
    async () => staticPaths,
    (paths: StaticPaths, params: Record<string, string>) => {
      lookups.push(JSON.stringify(params));
      return paths.keyed.get(params.path ?? '');
    },
    () => ({ path: 'about-us' }),
    () => undefined,
  );
}

const serverPage: Route = { route: '/[lang]/[...path]', type: 'page', prerender: false, origin: 'project', component: 'src/pages/[lang]/[...path].astro', params: ['lang', '...path'] };
const emptyPaths = (): StaticPaths => Object.assign([], { keyed: new Map() });

describe("Astro's getProps for on-demand pages", () => {
  it('finds the code in the installed Astro (an upgrade that moves it fails here and in the build)', async () => {
    expect(serverRoutePropsSource(await installedAstroSource('dist/core/render/params-and-props.js'))).toContain('route.type === "page" && staticPaths.length === 0');
    expect(serverRoutePropsSource('export const unrelated = 1;')).toBeUndefined();
  });

  it('gives an on-demand page the props it had, without the lookup', async () => {
    const original = await installedAstroSource('dist/core/render/params-and-props.js');
    const rewritten = serverRoutePropsSource(original)!;
    const opts = { routeData: serverPage, mod: {}, pathname: '/en/about-us', serverLike: true, logger: {}, routeCache: {} };
    const before: string[] = [];
    const after: string[] = [];
    expect(await getPropsOf(rewritten, emptyPaths(), after)(opts)).toEqual(await getPropsOf(original, emptyPaths(), before)(opts));
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(0);
  });

  it('still looks up prerendered pages and endpoints, with their props and errors', async () => {
    const rewritten = serverRoutePropsSource(await installedAstroSource('dist/core/render/params-and-props.js'))!;
    const paths = Object.assign([{ props: { title: 'About us' } }], { keyed: new Map([['about-us', { props: { title: 'About us' } }]]) });
    const lookups: string[] = [];
    const base = { mod: {}, pathname: '/en/about-us', serverLike: true, logger: {}, routeCache: {} };
    expect(await getPropsOf(rewritten, paths, lookups)({ ...base, routeData: { ...serverPage, prerender: true } })).toEqual({ title: 'About us' });
    await expect(getPropsOf(rewritten, emptyPaths(), lookups)({ ...base, routeData: { ...serverPage, prerender: true } })).rejects.toThrow('no match');
    expect(await getPropsOf(rewritten, emptyPaths(), lookups)({ ...base, routeData: { ...serverPage, type: 'endpoint' } })).toEqual({});
    expect(lookups).toHaveLength(3);
  });
});
