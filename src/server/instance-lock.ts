/**
 * One server per embedded data folder, and the channel a backup of it goes through.
 *
 * The running server listens on a local socket named after its data folder's real
 * path. A second server on the same folder finds it answering and refuses to start;
 * a server killed with SIGKILL leaves nothing behind to clean up: on Linux the socket
 * is in the abstract namespace (no file, gone with the process), elsewhere it is a
 * file in the temporary directory that a new server removes when nothing answers it.
 *
 * The same socket takes backup requests (`npm run backup`): a consistent snapshot
 * has to be taken by the process that holds the database. A request must carry the
 * key the server wrote into the data folder (mode 0600) at start, so only someone
 * who can read the data folder (and could copy it anyway) gets a copy.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The key file inside the data folder; PostgreSQL ignores files it does not know. */
export const CONTROL_KEY_FILE = 'amcm-control.key';

export class InstanceLockedError extends Error {
  readonly dataDir: string;
  constructor(dataDir: string) {
    super(`Another server is already running on the data folder ${dataDir} (DATA_DIR): stop it first, or give this one another DATA_DIR.`);
    this.dataDir = dataDir;
  }
}

/** The socket address of the server on `dataDir`. */
export function controlAddress(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const id = createHash('sha256').update(realpathSync(resolve(dataDir))).digest('hex').slice(0, 24);
  return process.platform === 'linux' ? `\0amcm-site/${id}` : join(tmpdir(), `amcm-site-${id}.sock`);
}

/** Whether a server answers on `address` (a refused or missing socket: no). */
function answers(address: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function listenOn(server: net.Server, address: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(address, () => {
      server.off('error', fail);
      done();
    });
  });
}

export type ControlHandler = (request: { op: string }, socket: net.Socket) => Promise<void>;

export interface InstanceLock {
  /** Stops taking requests and frees the data folder. */
  release(): Promise<void>;
  /** Sets what a control request does (until then, the server answers that it is starting). */
  handle(handler: ControlHandler): void;
}

/** Writes one JSON line: the header of every control answer. */
export function writeControlHeader(socket: net.Socket, header: { ok: boolean; message?: string }): void {
  socket.write(`${JSON.stringify(header)}\n`);
}

/** Takes the data folder for this process, or throws InstanceLockedError. */
export async function lockDataDir(dataDir: string): Promise<InstanceLock> {
  const address = controlAddress(dataDir);
  const key = randomBytes(32).toString('hex');
  let handler: ControlHandler | undefined;
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) {
        if (buffered.length > 4096) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      void answer(buffered.slice(0, end), socket);
    });
  });

  async function answer(line: string, socket: net.Socket): Promise<void> {
    let request: { key?: unknown; op?: unknown };
    try {
      request = JSON.parse(line) as typeof request;
    } catch {
      request = {};
    }
    const given = Buffer.from(typeof request.key === 'string' ? request.key : '');
    const expected = Buffer.from(key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      writeControlHeader(socket, { ok: false, message: 'Refused: the key does not match this data folder.' });
      socket.end();
      return;
    }
    if (!handler) {
      writeControlHeader(socket, { ok: false, message: 'The server is still starting; try again in a moment.' });
      socket.end();
      return;
    }
    try {
      await handler({ op: typeof request.op === 'string' ? request.op : '' }, socket);
    } catch (err) {
      if (!socket.destroyed) {
        writeControlHeader(socket, { ok: false, message: err instanceof Error ? err.message : String(err) });
        socket.end();
      }
    }
  }

  try {
    await listenOn(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (await answers(address)) throw new InstanceLockedError(dataDir);
    // A socket file left by a killed server (never on Linux, whose socket has no file).
    if (!address.startsWith('\0')) unlinkSync(address);
    try {
      await listenOn(server, address);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new InstanceLockedError(dataDir);
      throw again;
    }
  }
  server.unref();
  writeFileSync(join(dataDir, CONTROL_KEY_FILE), key, { mode: 0o600 });
  return {
    handle: (h) => {
      handler = h;
    },
    release: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * Sends one request to the server running on `dataDir`; resolves with the socket
 * positioned after the answer's header line, or `undefined` when no server runs there.
 */
export async function requestControl(dataDir: string, op: string): Promise<{ header: { ok: boolean; message?: string }; socket: net.Socket; rest: Buffer } | undefined> {
  const address = controlAddress(dataDir);
  let key: string;
  try {
    key = readFileSync(join(dataDir, CONTROL_KEY_FILE), 'utf8').trim();
  } catch {
    key = '';
  }
  return new Promise((done, fail) => {
    const socket = net.connect(address);
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(0x0a);
      if (end < 0) return;
      socket.off('data', onData);
      socket.pause();
      const header = JSON.parse(head.subarray(0, end).toString('utf8')) as { ok: boolean; message?: string };
      done({ header, socket, rest: head.subarray(end + 1) });
    };
    socket.once('connect', () => {
      socket.write(`${JSON.stringify({ key, op })}\n`);
      socket.on('data', onData);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') done(undefined);
      else fail(err);
    });
    socket.once('end', () => {
      if (head.indexOf(0x0a) < 0) fail(new Error('The server closed the connection without an answer.'));
    });
  });
}

/**
 * For a one-off script on the configured database (seed, legacy import): the embedded data
 * folder's lock, or the process exits (1) with one line saying a server runs there and to
 * stop it before `action`. None is needed with DATABASE_URL.
 */
export async function lockForScript(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }, action: string): Promise<InstanceLock | undefined> {
  if (config.DATABASE_URL) return undefined;
  try {
    return await lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof InstanceLockedError)) throw err;
    console.error(`${err.message.split(':')[0]}: stop it before ${action}.`);
    process.exit(1);
  }
}
