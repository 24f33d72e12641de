/**
 * What the test hooks (`/api/test/alerts-*`, TEST_HOOKS=1 only) do: publish an entry in a
 * topic as an editor would (the site has no CMS back office), so browser tests can see
 * an alert go out. Never reachable in production: the routes answer 404 without TEST_HOOKS.
 */
import type { Queryable } from '#src/server/db/open.ts';
import type { AlertTopic } from './contract.ts';
import { TOPIC_SOURCES } from './service.ts';
import { insertPublishedEntry } from './queries.ts';

export async function publishEntry(db: Queryable, input: { topic: AlertTopic; title: string; now?: Date }): Promise<number> {
  const source = TOPIC_SOURCES[input.topic];
  return insertPublishedEntry(db, { ...source, title: input.title, now: input.now ?? new Date() });
}
