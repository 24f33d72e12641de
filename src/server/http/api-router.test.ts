import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import { createApiRouter, routedPath, routePathOf } from './api-router.ts';
import { callRoute } from './testing.ts';

/** A route that answers which file it is, with the parameters it was given. */
const answering =
  (name: string): APIRoute =>
  (context: APIContext) =>
    Response.json({ name, params: context.params, method: context.request.method, url: context.url.pathname });

const router = createApiRouter({
  '../api/staff/entries/index.ts': { ALL: answering('entries') },
  '../api/staff/entries/new.ts': { ALL: answering('new entry') },
  '../api/staff/entries/[id].ts': { GET: answering('entry (GET)'), POST: answering('entry (POST)') },
  '../api/staff/entries/[id]/publish.ts': { ALL: answering('publish') },
  '../api/staff/[section]/[id]/publish.ts': { ALL: answering('any section') },
  '../api/v1.0/cms/annual_events/[slug]/detail.ts': { ALL: answering('event') },
  '../api/v1/common/selection.ts': { ALL: answering('selection') },
  '../api/v1.0/openapi.json.ts': { GET: answering('document') },
});

const call = async (path: string, init: RequestInit = {}) => {
  const result = await callRoute(router.ALL, path, init);
  return { status: result.status, ...(result.body as Record<string, unknown>) };
};

describe('the API router (decision 0043)', () => {
  it('names each file by the path Astro gave it', () => {
    expect(routePathOf('../api/staff/entries/index.ts')).toBe('/api/staff/entries');
    expect(routePathOf('../api/v1.0/openapi.json.ts')).toBe('/api/v1.0/openapi.json');
    expect(routePathOf('../api/staff/entries/[id]/publish.ts')).toBe('/api/staff/entries/[id]/publish');
  });

  it('answers a fixed path from its file, a folder from its index, and a dotted name whole', async () => {
    expect(await call('/api/staff/entries')).toMatchObject({ status: 200, name: 'entries', params: {} });
    expect(await call('/api/v1.0/openapi.json')).toMatchObject({ name: 'document' });
  });

  it('prefers a fixed segment to a parameter, at the first place they differ', async () => {
    expect(await call('/api/staff/entries/new')).toMatchObject({ name: 'new entry' });
    expect(await call('/api/staff/entries/17/publish')).toMatchObject({ name: 'publish', params: { id: '17' } });
    expect(await call('/api/staff/notices/17/publish')).toMatchObject({ name: 'any section', params: { section: 'notices', id: '17' } });
  });

  it('hands the parameters decoded as Astro does (decodeURI), on the request’s own context', async () => {
    expect(await call('/api/v1.0/cms/annual_events/%E6%BE%B3%E9%96%80/detail')).toMatchObject({ name: 'event', params: { slug: '澳門' }, url: '/api/v1.0/cms/annual_events/%E6%BE%B3%E9%96%80/detail' });
    // %2F is not a separator: the segment stays one parameter, still encoded.
    expect(await call('/api/staff/entries/a%2Fb/publish')).toMatchObject({ name: 'publish', params: { id: 'a%2Fb' } });
  });

  it('picks the method’s export, ALL otherwise, and GET for HEAD', async () => {
    expect(await call('/api/staff/entries/5', { method: 'POST' })).toMatchObject({ name: 'entry (POST)', method: 'POST' });
    expect(await call('/api/staff/entries/5')).toMatchObject({ name: 'entry (GET)' });
    const head = await callRoute(router.ALL, '/api/v1.0/openapi.json', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers a method the file has no export for with 404, as Astro did', async () => {
    expect((await callRoute(router.ALL, '/api/v1.0/openapi.json', { method: 'DELETE' })).status).toBe(404);
  });

  it('answers an unknown path with the envelope’s 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const result = await callRoute(router.ALL, '/api/staff/nothing/here', { method });
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ code: 40400 });
    }
  });

  it('folds repeated slashes (SPEC §7 writes /api/v1//common/selection) and ignores a trailing one', async () => {
    expect(await call('/api/v1//common/selection?type=occupation')).toMatchObject({ name: 'selection' });
    expect(await call('/api/staff/entries/')).toMatchObject({ name: 'entries' });
    expect(routedPath('/api//v1///common/selection/')).toBe('/api/v1/common/selection');
  });

  it('refuses a file name it would not route as Astro did', () => {
    expect(() => createApiRouter({ '../api/staff/[...rest].ts': {} })).toThrow(/whole-segment/);
  });
});

describe('the site’s API route files', () => {
  it('all live under src/api: src/pages/api holds only the one route in front of them', () => {
    const pagesApi = fileURLToPath(new URL('../../pages/api/', import.meta.url));
    expect(readdirSync(pagesApi, { recursive: true })).toEqual(['[...path].ts']);
  });
});
