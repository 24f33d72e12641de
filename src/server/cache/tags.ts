/**
 * Content tags (issue 17): which content a cached answer was made from, so a write
 * drops only the answers it touches.
 *
 * The database keeps one revision per tag (`content_tag_revisions`, moved by the
 * content tables' triggers in the writing transaction; migration 0017). A page
 * names its tags in its loader's cache hint (`rates`, `entries:news`, `registers`…);
 * the middleware sends them to the render cache in `X-Cache-Tags`, which the cache
 * removes before the answer leaves the server.
 *
 * A page depends on:
 * - `site` always (menus, pages, settings: every page shows them);
 * - every database tag equal to one of its tags, or a prefix of it (`entries`, for
 *   what all entry modules share, touches `entries:news`), or under it (a page
 *   tagged `bonds` depends on `bonds:funds`);
 * - everything, when it names no tags (feeds, the sitemap, API answers): safe by default.
 */

/** The internal header that carries a page's tags from the middleware to the render cache. */
export const CACHE_TAGS_HEADER = 'X-Cache-Tags';

/** The tag every page depends on. */
export const SITE_TAG = 'site';

/** Reads a revision snapshot (`tag=revision` pairs, space-separated, as `readContentRevision` returns it). */
export function parseSnapshot(snapshot: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const pair of snapshot.split(' ')) {
    const at = pair.lastIndexOf('=');
    if (at > 0) tags.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return tags;
}

function dependsOn(pageTags: readonly string[], dbTag: string): boolean {
  if (dbTag === SITE_TAG) return true;
  return pageTags.some((tag) => tag === dbTag || tag.startsWith(`${dbTag}:`) || dbTag.startsWith(`${tag}:`));
}

/**
 * The part of a snapshot an answer with these tags depends on, as one string: the
 * answer is still good while this string is unchanged. No tags: the whole snapshot.
 */
export function revisionFor(snapshot: string, tags: readonly string[] | undefined, parsed: Map<string, string> = parseSnapshot(snapshot)): string {
  if (!tags) return snapshot;
  const parts: string[] = [];
  for (const [tag, revision] of parsed) if (dependsOn(tags, tag)) parts.push(`${tag}=${revision}`);
  return parts.join(' ');
}

/** Reads the tags header value (space- or comma-separated); undefined when there are none. */
export function parseTagsHeader(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const tags = String(value)
    .split(/[\s,]+/)
    .filter(Boolean);
  return tags.length ? tags : undefined;
}

/**
 * Remembers `revisionFor` per tag set for the current snapshot, so a cache hit
 * costs a map lookup, not a walk over every tag.
 */
export function createRevisionMemo() {
  let snapshot: string | undefined;
  let parsed = new Map<string, string>();
  const byTags = new Map<string, string>();
  return (current: string, tags: readonly string[] | undefined): string => {
    if (!tags) return current;
    if (current !== snapshot) {
      snapshot = current;
      parsed = parseSnapshot(current);
      byTags.clear();
    }
    const key = tags.join(' ');
    let revision = byTags.get(key);
    if (revision === undefined) {
      revision = revisionFor(current, tags, parsed);
      byTags.set(key, revision);
    }
    return revision;
  };
}
