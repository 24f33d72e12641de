import { z } from 'zod';
import { messageTemplateSchema, slugParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getMessageTemplate } from '#src/features/reference/templates.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/message_template',
  summary: 'A text shown by a form (note, declaration, disclaimer), by its alias',
  description: 'An unknown alias answers 404.',
  tags: ['cms', 'reference'],
  query: z.object({ alias: slugParam.meta({ example: 'complaint-note' }) }),
  response: messageTemplateSchema,
  handler: ({ query, lang }) => getMessageTemplate(getDb(), lang, query.alias),
});
