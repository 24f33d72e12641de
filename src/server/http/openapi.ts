/**
 * The OpenAPI 3.1 document, built from the same zod schemas the endpoints parse
 * and answer with. Endpoints are found by the route that serves the document, so a
 * new endpoint joins it without being listed anywhere.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '#src/lib/api/envelope.ts';
import type { Endpoint } from './api.ts';
import type { BinaryEndpoint } from './binary.ts';

const languageHeaders = z.object({
  'Api-Language': z
    .string()
    .optional()
    .meta({ description: 'Language of messages and content: zh-hant, zh-hans, en, pt (or zh_TW, zh_CN, …)' }),
});

export function buildOpenApiDocument(endpoints: Endpoint[], info: { version: string; serverUrl?: string }, binaryEndpoints: BinaryEndpoint[] = []) {
  const registry = new OpenAPIRegistry();
  const sorted = [...endpoints].sort((a, b) => a.spec.path.localeCompare(b.spec.path));
  for (const { spec } of sorted) {
    const errors = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelopeSchema } } });
    registry.registerPath({
      method: spec.method === 'GET' ? 'get' : 'post',
      path: spec.path,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      request: {
        ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        headers: languageHeaders,
        ...(spec.body ? { body: { content: { [spec.multipart ? 'multipart/form-data' : 'application/json']: { schema: spec.body } } } } : {}),
      },
      responses: {
        200: { description: 'Success: `code` is 0', content: { 'application/json': { schema: envelopeSchema(spec.response) } } },
        400: errors('Bad parameters: a non-zero `code` and a message in the caller’s language'),
        404: errors('Not found'),
        405: errors('Method not allowed'),
        500: errors('Server error'),
      },
    });
  }
  // Routes that answer with a file: the file's media type on success, envelopes for errors.
  for (const { binarySpec: spec } of [...binaryEndpoints].sort((a, b) => a.binarySpec.path.localeCompare(b.binarySpec.path))) {
    const errors = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelopeSchema } } });
    registry.registerPath({
      method: 'get',
      path: spec.path,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      request: { ...(spec.query ? { query: spec.query as z.ZodObject } : {}), headers: languageHeaders },
      responses: {
        200: {
          description: 'The file',
          content: Object.fromEntries([spec.contentType].flat().map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
        400: errors('Bad parameters'),
        403: errors('Refused: a non-zero `code` and a message in the caller’s language'),
        404: errors('Not found'),
        500: errors('Server error'),
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Monetary Authority of Macao — public website API',
      version: info.version,
      description: 'Every response is an envelope `{code, data, message}`; `code` 0 means success.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
  });
}
