/**
 * The move to one folder per feature (docs/decisions) must not change what callers
 * see: every operation of the OpenAPI document before the move is still there,
 * with the same parameters (name, place, required), responses and request body,
 * and every route file still answers at its URL. New operations may be added.
 * The fixture was taken from the OpenAPI document and src/pages at d7e2e63.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { GET } from '#src/api/v1.0/openapi.json.ts';
import { apiRouter } from '#src/app/api-routes.ts';
import { routePathOf } from '#src/server/http/api-router.ts';

interface OperationShape {
  parameters: string[];
  responses: string[];
  requestBody: boolean;
}
const root = fileURLToPath(new URL('../../../', import.meta.url));
const before = JSON.parse(readFileSync(`${root}tests/fixtures/contract-before-features.json`, 'utf8')) as {
  operations: Record<string, OperationShape>;
  routeFiles: string[];
};

type Operation = { parameters?: { name: string; in: string; required?: boolean }[]; responses?: Record<string, unknown>; requestBody?: unknown };

async function currentOperations(): Promise<Record<string, OperationShape>> {
  const response = await GET({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext);
  const doc = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
  const shapes: Record<string, OperationShape> = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch', 'head', 'options'].includes(method)) continue;
      shapes[`${method.toUpperCase()} ${path}`] = {
        parameters: (op.parameters ?? []).map((p) => `${p.in}:${p.name}${p.required ? '!' : ''}`).sort(),
        responses: Object.keys(op.responses ?? {}).sort(),
        requestBody: Boolean(op.requestBody),
      };
    }
  }
  return shapes;
}

describe('the public contract is the same as before the move to feature folders', () => {
  it('keeps every API operation with its parameters, responses and body', async () => {
    const current = await currentOperations();
    expect(Object.keys(before.operations).length).toBeGreaterThan(70);
    for (const [operation, shape] of Object.entries(before.operations)) {
      expect(current[operation], operation).toEqual(shape);
    }
  });

  it('keeps every route file, so every URL of the site answers where it did', () => {
    // The API's route files left src/pages for src/api, routed by path (decision 0043);
    // the old catch-all's 404 is the router's own.
    const api = before.routeFiles.filter((file) => file.startsWith('src/pages/api/') && file !== 'src/pages/api/[...rest].ts');
    const missing = before.routeFiles.filter((file) => !api.includes(file) && file !== 'src/pages/api/[...rest].ts' && !existsSync(`${root}${file}`));
    expect(missing).toEqual([]);
    expect(api.length).toBeGreaterThan(70);
    const unrouted = api.filter((file) => !existsSync(`${root}${file.replace('src/pages/api/', 'src/api/')}`) || !apiRouter.paths.includes(routePathOf(file)));
    expect(unrouted).toEqual([]);
  });
});
