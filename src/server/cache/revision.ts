/**
 * In-process caching of content that changes rarely (menus, settings), keyed by
 * the database's content revision: the revision of every content tag (table
 * `content_tag_revisions`, which the content tables' triggers move in the writing
 * transaction; see ./tags.ts). A request reads the revision (one tiny query) and
 * reuses what was loaded at that revision, so a change made by any instance shows
 * at once, and never before it is committed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '#src/server/db/open.ts';
import { isTransaction } from '#src/server/db/transaction.ts';
import { selectContentRevision } from './queries.ts';
import { setNewest } from './newest-last.ts';

const inFlight = new WeakMap<object, Promise<string>>();

/**
 * The current content revision. Reads started while one is already on its way
 * share it: a page asks for settings, the menu and the footer at the same moment,
 * and one query answers all three.
 */
export function readContentRevision(db: Queryable): Promise<string> {
  const scope = requestScope.getStore();
  if (scope) {
    let read = scope.get(db);
    if (!read) {
      read = shared.windowMs > 0 ? readWithinWindow(db) : readShared(db);
      scope.set(db, read);
    }
    return read;
  }
  return readShared(db);
}

/**
 * The revision reads of one request: a page asks for settings in the middleware,
 * then for settings, menus and its own data while rendering; all of them use the
 * revision read first, so a request costs one revision query, not three.
 */
const SCOPE_KEY = Symbol.for('amcm.revision-scope');
// The start script (src modules run by Node) and the built server (its own bundled
// copy of this module) are two module graphs: they share the scope through a global.
const requestScope: AsyncLocalStorage<Map<object, Promise<string>>> = ((globalThis as { [SCOPE_KEY]?: AsyncLocalStorage<Map<object, Promise<string>>> })[SCOPE_KEY] ??=
  new AsyncLocalStorage());

/**
 * Runs `fn` (a request's handling) with one revision read for all of it. Only for
 * requests that do not write content (GET, HEAD): a request that changes content
 * and then reads it must see the new revision.
 */
export function withRequestRevision<T>(fn: () => T): T {
  return requestScope.run(new Map(), fn);
}

/**
 * Revision reads shared by the read-only requests of one process for at most
 * `windowMs` (issue 17: "a revision read at most once a second"), so a page whose
 * data is cached costs no query at all. Off by default: tests and scripts see
 * every write at once. The server turns it on (scripts/start.mjs) and drops the
 * shared read after every write request it handles (`noteContentWrite`), so its
 * own writes show at once; another instance's show within the window, as with the
 * render cache. Requests that write read afresh (they run outside a request scope).
 */
interface SharedReads {
  windowMs: number;
  generation: number;
  reads: WeakMap<object, { value: Promise<string>; at: number; generation: number }>;
}
const SHARED_KEY = Symbol.for('amcm.revision-shared');
// One state for both module graphs (see SCOPE_KEY).
const shared: SharedReads = ((globalThis as { [SHARED_KEY]?: SharedReads })[SHARED_KEY] ??= { windowMs: 0, generation: 0, reads: new WeakMap() });

export function shareRevisionReads(windowMs: number): void {
  shared.windowMs = windowMs;
}

/** A write was handled in this process: the next read-only request reads the revision again. */
export function noteContentWrite(): void {
  shared.generation += 1;
}

function readWithinWindow(db: Queryable): Promise<string> {
  const now = Date.now();
  const hit = shared.reads.get(db);
  if (hit && hit.generation === shared.generation && now - hit.at < shared.windowMs) return hit.value;
  const value = readShared(db);
  shared.reads.set(db, { value, at: now, generation: shared.generation });
  value.catch(() => {
    if (shared.reads.get(db)?.value === value) shared.reads.delete(db);
  });
  return value;
}

function readShared(db: Queryable): Promise<string> {
  const pending = inFlight.get(db);
  if (pending) return pending;
  const read = selectContentRevision(db).finally(() => inFlight.delete(db));
  inFlight.set(db, read);
  return read;
}

interface Entry<T> {
  revision: string;
  value: Promise<T>;
  loadedAt: number;
}

export interface RevisionCacheOptions {
  /**
   * How long a value stays good at one revision. Content that becomes current with
   * time and no write (a scheduled publication, a notice's end) needs a bound; the
   * render cache keeps its pages no longer than this either (60 s).
   */
  maxAgeMs?: number;
  /** At most this many keys (the oldest loaded go first): keys built from a query must not grow without bound. */
  maxEntries?: number;
  now?: () => number;
}

/** Values keyed by name, valid for one content revision. */
export class RevisionCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: RevisionCacheOptions = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.#maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  get(revision: string, key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    const now = this.#now();
    if (hit && hit.revision === revision && now - hit.loadedAt < this.#maxAgeMs) return hit.value;
    const value = load();
    setNewest(this.#entries, key, { revision, value, loadedAt: now }, this.#maxEntries);
    // A failed load must not stay cached.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}

const cachesByDatabase = new WeakMap<object, Map<string, RevisionCache<unknown>>>();

/**
 * `load()` once per content revision, per database and key (the part of the key
 * before the first `:` names the cache; its options are those of its first use).
 * Inside a transaction nothing is cached: its reads may include writes that are not
 * committed yet.
 */
export async function cachedByRevision<T>(db: Queryable, key: string, load: () => Promise<T>, options?: RevisionCacheOptions): Promise<T> {
  if (isTransaction(db)) return load();
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = new Map();
    cachesByDatabase.set(db, caches);
  }
  const name = key.split(':')[0] ?? key;
  let cache = caches.get(name) as RevisionCache<T> | undefined;
  if (!cache) {
    cache = new RevisionCache<T>(options);
    caches.set(name, cache as RevisionCache<unknown>);
  }
  return cache.get(await readContentRevision(db), key, load);
}
