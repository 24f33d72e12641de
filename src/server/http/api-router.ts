/**
 * Routes `/api/…` calls to the route files of `src/api/` (decision 0043).
 *
 * Astro tests a request's path against its routes one by one, and every page comes
 * after every `/api/` route in that order: with 250 API route files, each page paid
 * for 250 patterns. The API files therefore sit outside `src/pages`, under one Astro
 * route (`src/pages/api/[...path].ts`), and this router finds a call's file by its path
 * in a map, as Astro would have: the same file names (`index.ts`, `[param].ts`, `[param]/`),
 * static segments before parameters, a trailing slash ignored, the method's export or
 * `ALL`, and HEAD answered by GET.
 */
import type { APIContext, APIRoute } from 'astro';
import { errorResponse, requestLanguage } from './api.ts';
import { NotFoundError } from './errors.ts';

type RouteModule = Record<string, unknown>;

interface DynamicRoute {
  segments: { name: string; param: boolean }[];
  module: RouteModule;
  file: string;
}

export interface ApiRouter {
  /** The Astro endpoint that answers every `/api/…` path. */
  ALL: APIRoute;
  /** The module and its path parameters for a path, as the router resolves it (tests). */
  resolve(pathname: string): { module: RouteModule; params: Record<string, string>; file: string } | undefined;
  /** Every routed path, in the route files' own spelling (`/api/staff/entries/[id]/publish`). */
  paths: string[];
}

/** `../api/v1.0/cms/faq.ts` → `/api/v1.0/cms/faq`; `…/index.ts` → its folder. */
export function routePathOf(file: string): string {
  const at = file.indexOf('/api/');
  if (at < 0) throw new Error(`${file} is not under an api/ folder`);
  const path = file.slice(at).replace(/\.ts$/, '');
  return path.endsWith('/index') ? path.slice(0, -'/index'.length) : path;
}

const PARAM = /^\[([A-Za-z_][A-Za-z0-9_]*)\]$/;

/** Astro's order among routes of equal length: at the first difference, a fixed segment wins. */
function byFixedFirst(a: DynamicRoute, b: DynamicRoute): number {
  for (let i = 0; i < a.segments.length; i++) {
    const x = a.segments[i]?.param ?? false;
    const y = b.segments[i]?.param ?? false;
    if (x !== y) return x ? 1 : -1;
  }
  return 0;
}

/** Astro decodes the path with `decodeURI` before routing (`%2F` stays encoded); so does this. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A path as routed: repeated slashes folded (SPEC §7 spells one call
 * `/api/v1//common/selection`) and a trailing slash dropped (`trailingSlash: 'ignore'`).
 */
export function routedPath(pathname: string): string {
  const raw = pathname.replace(/\/{2,}/g, '/');
  const path = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  return decodedPath(path);
}

export function createApiRouter(modules: Record<string, RouteModule>): ApiRouter {
  const fixed = new Map<string, { module: RouteModule; file: string }>();
  const byLength = new Map<number, DynamicRoute[]>();
  const paths: string[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const path = routePathOf(file);
    paths.push(path);
    const parts = path.split('/').slice(1);
    const segments = parts.map((part) => {
      const match = PARAM.exec(part);
      if (!match && part.includes('[')) throw new Error(`${file}: only whole-segment [param] names are routed (not ${part})`);
      return match ? { name: match[1] ?? '', param: true } : { name: part, param: false };
    });
    if (!segments.some((s) => s.param)) {
      fixed.set(path, { module, file });
      continue;
    }
    const list = byLength.get(segments.length) ?? [];
    list.push({ segments, module, file });
    byLength.set(segments.length, list);
  }
  for (const list of byLength.values()) list.sort(byFixedFirst);

  const resolve: ApiRouter['resolve'] = (pathname) => {
    const exact = fixed.get(pathname);
    if (exact) return { ...exact, params: {} };
    const parts = pathname.split('/').slice(1);
    for (const route of byLength.get(parts.length) ?? []) {
      const params: Record<string, string> = {};
      const fits = route.segments.every((segment, i) => {
        const part = parts[i] ?? '';
        if (!segment.param) return segment.name === part;
        if (part === '') return false;
        params[segment.name] = part;
        return true;
      });
      if (fits) return { module: route.module, params, file: route.file };
    }
    return undefined;
  };

  const ALL: APIRoute = (context) => {
    const { request, url } = context;
    const found = resolve(routedPath(url.pathname));
    // Unknown API paths answer 404 in the envelope, whatever the method.
    if (!found) return errorResponse(new NotFoundError(), requestLanguage(request), request);
    const method = request.method.toUpperCase();
    const handler = found.module[method] ?? found.module.ALL ?? (method === 'HEAD' ? found.module.GET : undefined);
    // As Astro answers a route file without a handler for the method.
    if (typeof handler !== 'function') return new Response(null, { status: 404 });
    // The route file's parameters, on a context that is otherwise Astro's own.
    const routed = Object.create(context, { params: { value: found.params, enumerable: true } }) as APIContext;
    return (handler as APIRoute).call(found.module, routed);
  };

  return { ALL, resolve, paths };
}
