import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { videoItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { filterQuery, mediaFilterFrom, pagingQuery } from '#src/features/media/query.ts';
import { getVideo, listVideos } from '#src/features/media/videos.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/videos',
  summary: 'Videos with their poster, captions and where to watch them, newest first',
  description:
    'A video has a `video` file when this site hosts it, otherwise a `channelUrl` (the official channel). Captions are WebVTT files, the caller’s language first. With `id`, the one video with its transcript (404 when unknown).',
  tags: ['cms', 'media'],
  query: z.object({ ...pagingQuery, ...filterQuery, id: z.coerce.number().int().positive().optional() }),
  response: pagedSchema(videoItemSchema),
  handler: async ({ query, lang }) => {
    if (query.id) return { data: [await getVideo(getDb(), query.id, lang)], total: 1 };
    return listVideos(getDb(), lang, mediaFilterFrom(query));
  },
});
