import type { APIRoute } from 'astro';
import { errorResponse, requestLanguage } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

/** Unknown API paths answer 404 in the envelope, whatever the method. */
export const ALL: APIRoute = ({ request }) => errorResponse(new NotFoundError(), requestLanguage(request), request);
