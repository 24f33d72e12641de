import type { APIRoute } from 'astro';
import { isEndpoint, type Endpoint } from '#src/server/http/api.ts';
import { isBinaryEndpoint, type BinaryEndpoint } from '#src/server/http/binary.ts';
import { buildOpenApiDocument } from '#src/server/http/openapi.ts';

// Every API route module, so each endpoint joins the document by existing; the staff
// calls have their own document, for signed-in staff only (src/api/staff).
// The SPEC's root search call (src/pages/search) is an API route too.
const routeModules = import.meta.glob<Record<string, unknown>>(['../../api/**/*.ts', '../../pages/search/**/*.ts', '!**/openapi.json.ts', '!../../api/test/**', '!../../api/staff/**'], { eager: true });

let document: unknown;

export const GET: APIRoute = () => {
  if (!document) {
    const endpoints: Endpoint[] = Object.values(routeModules).flatMap((mod) => Object.values(mod).filter(isEndpoint));
    const binaryEndpoints: BinaryEndpoint[] = Object.values(routeModules).flatMap((mod) => Object.values(mod).filter(isBinaryEndpoint));
    document = buildOpenApiDocument(endpoints, { version: '1.0.0' }, binaryEndpoints);
  }
  return new Response(JSON.stringify(document, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
