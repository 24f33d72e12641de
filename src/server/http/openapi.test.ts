import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { GET } from '#src/api/v1.0/openapi.json.ts';
import type { APIContext } from 'astro';

async function loadDocument(): Promise<Record<string, unknown> & { paths: Record<string, Record<string, unknown>> }> {
  const response = await GET({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext);
  return response.json();
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await loadDocument();
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every endpoint of the foundation, with its parameters and error responses', async () => {
    const doc = await loadDocument();
    for (const path of [
      '/api/bff/common',
      '/api/v1/menu',
      '/api/v1/menu/items',
      '/api/v1/notice',
      '/api/v1.0/page',
      '/api/v1.0/cms/setting',
      '/api/v1.0/cms/setting_by_identify',
      '/api/v1.0/cms/module_cat',
      '/api/v1.0/cms/item_language',
      '/api/v1//common/selection',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
      expect(Object.keys(doc.paths[path]!.get as object)).toEqual(expect.arrayContaining(['responses', 'parameters']));
    }
    const page = doc.paths['/api/v1.0/page']!.get as { parameters: { name: string }[]; responses: Record<string, unknown> };
    expect(page.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['path', 'preview', 'id', 'vid']));
    expect(Object.keys(page.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
