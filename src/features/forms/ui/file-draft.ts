/**
 * Keeps the files a visitor attached across a reload or a move to another step page,
 * as `use-draft.ts` keeps what they typed: File objects in IndexedDB (sessionStorage
 * holds only text and a few MB). A draft older than a day is dropped when any is read,
 * and `clearFileDraft` removes it after a successful submit, so documents do not stay
 * in the browser. Every failure (private mode, blocked storage) just means "no draft".
 */
const DB_NAME = 'amcm-drafts';
const STORE = 'files';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored {
  name: string;
  savedAt: number;
  files: File[];
}

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'name' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = body(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request ? request.result : undefined);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        resolve(undefined);
      };
    } catch {
      db.close();
      resolve(undefined);
    }
  });
}

export async function saveFileDraft(name: string, files: readonly File[]): Promise<void> {
  const record: Stored = { name, savedAt: Date.now(), files: [...files] };
  await run('readwrite', (store) => store.put(record));
}

export async function loadFileDraft(name: string): Promise<File[]> {
  const all = (await run<Stored[]>('readonly', (store) => store.getAll() as IDBRequest<Stored[]>)) ?? [];
  const stale = all.filter((r) => Date.now() - r.savedAt > MAX_AGE_MS).map((r) => r.name);
  if (stale.length)
    await run('readwrite', (store) => {
      for (const key of stale) store.delete(key);
      return undefined;
    });
  const mine = all.find((r) => r.name === name && !stale.includes(r.name));
  return mine ? mine.files : [];
}

export async function clearFileDraft(name: string): Promise<void> {
  await run('readwrite', (store) => store.delete(name));
}
