/**
 * Least-recently-used order on a plain Map: a Map iterates in insertion order, so
 * an entry set again goes last and the first ones are the coldest. Shared by the
 * in-process caches that keep a bounded number of entries (revision.ts,
 * features/site/fragment-cache.ts).
 */

/** Sets `key` as the most recently used entry of `map`, then drops the least recently used ones past `max`. */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max = Number.POSITIVE_INFINITY): void {
  map.delete(key);
  map.set(key, value);
  for (const [oldest] of map) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
