/**
 * Backups of the embedded database (`npm run backup -- FILE`, `npm run restore -- FILE`).
 *
 * A backup is PGlite's dump of its data folder as a gzipped tar: every table (uploads
 * are stored in the database), and the `.eml` files the default mail transport wrote
 * under `<DATA_DIR>/mail`. While a server runs on the folder, the snapshot is taken by
 * that server (through its instance socket, src/server/instance-lock.ts) between two
 * statements, so it is consistent, like a copy taken after a crash: PostgreSQL's own
 * recovery rolls back what was not committed. Pages wait while it is taken (seconds).
 * With no server running, the backup opens the folder itself, holding the same lock.
 *
 * A PostgreSQL server (DATABASE_URL) is backed up with its own tools: see the README.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from './open.ts';
import { openDatabase } from './open.ts';
import { CONTROL_KEY_FILE, lockDataDir, requestControl, writeControlHeader, type ControlHandler } from '#src/server/instance-lock.ts';

export const BACKUP_OP = 'backup';

/** The control handler of a running server: answers a backup request with the dump. */
export function backupHandler(handle: DatabaseHandle): ControlHandler {
  return async (request, socket) => {
    if (request.op !== BACKUP_OP || !handle.dump) {
      writeControlHeader(socket, { ok: false, message: `Unknown request: ${request.op}` });
      socket.end();
      return;
    }
    const dump = await dumpGzip(handle);
    writeControlHeader(socket, { ok: true });
    socket.end(dump);
    await once(socket, 'close');
  };
}

async function dumpGzip(handle: DatabaseHandle): Promise<Buffer> {
  if (!handle.dump) throw new Error('This database cannot be dumped.');
  return Buffer.from(await (await handle.dump('gzip')).arrayBuffer());
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** `server`: taken by the server running on the folder; `direct`: no server ran. */
  takenBy: 'server' | 'direct';
}

/** Writes a backup of the embedded database in `dataDir` to `file` (replaced only once complete). */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const target = resolve(file);
  const partial = `${target}.partial`;
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`There is no database in ${dataDir} (DATA_DIR) to back up.`);
  const answer = await requestControl(dataDir, BACKUP_OP);
  let takenBy: BackupResult['takenBy'];
  if (answer) {
    if (!answer.header.ok) {
      answer.socket.destroy();
      throw new Error(answer.header.message ?? 'The server refused the backup.');
    }
    const out = createWriteStream(partial);
    out.write(answer.rest);
    answer.socket.resume();
    await pipeline(answer.socket, out);
    takenBy = 'server';
  } else {
    const lock = await lockDataDir(dataDir);
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      try {
        writeFileSync(partial, await dumpGzip(handle));
      } finally {
        await handle.close();
      }
    } finally {
      await lock.release();
    }
    takenBy = 'direct';
  }
  const bytes = readFileSync(partial).byteLength;
  if (bytes === 0) throw new Error('The backup came out empty.');
  renameSync(partial, target);
  return { file: target, bytes, takenBy };
}

/** Restores a backup into `dataDir`, which must be empty or missing (and no server on it). */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const source = resolve(file);
  if (!existsSync(source)) throw new Error(`No backup file at ${source}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} (DATA_DIR) is not empty: restore into an empty or new folder, then point DATA_DIR at it.`);
  }
  const lock = await lockDataDir(dataDir);
  try {
    // The lock's key file is this process's; the restored folder must not keep it.
    rmSync(join(dataDir, CONTROL_KEY_FILE), { force: true });
    const raw = readFileSync(source);
    const tar = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
    const pglite = new PGlite(resolve(dataDir), { loadDataDir: new Blob([new Uint8Array(tar)]) });
    await pglite.waitReady;
    await pglite.close();
    // A key in the backup belonged to the server that took it.
    rmSync(join(dataDir, CONTROL_KEY_FILE), { force: true });
    // Opening applies any migration newer than the backup and proves it readable.
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.close();
  } finally {
    await lock.release();
  }
}
