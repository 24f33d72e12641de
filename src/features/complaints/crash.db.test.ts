/**
 * A server killed in the middle of a complaint leaves all of it (record, file,
 * acknowledgement with its PDF, staff notification, submission) or none of it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { complaints, formSubmissions, formUploads, mailAttachments, mailOutbox } from '#src/server/db/schema.ts';
import { openDatabase } from '#src/server/db/open.ts';

const CHILD = fileURLToPath(new URL('./crash-child.testing.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function runAndKill(dataDir: string, mode: 'block' | 'loop', until: (line: string, lines: string[]) => boolean): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dataDir, mode], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A small register keeps the child's seeding short; the institutions list is whole.
      env: { ...process.env, LOG_FORMAT: 'off', REGISTERS_SEED_COUNT: '20' },
    });
    const lines: string[] = [];
    let stderr = '';
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not reach the point to kill it\n${stderr}`));
    }, 170_000);
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      buffer += c.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (until(line, lines)) child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`child exited by itself (${String(code)})\n${stderr}`));
      resolve(lines);
    });
  });
}

async function contents(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = handle.db;
    return {
      submissions: await db.select().from(formSubmissions),
      complaints: await db.select().from(complaints),
      uploads: await db.select().from(formUploads),
      outbox: await db.select().from(mailOutbox),
      attachments: await db.select({ outboxId: mailAttachments.outboxId, filename: mailAttachments.filename }).from(mailAttachments),
    };
  } finally {
    await handle.close();
  }
}

describe('a server killed in the middle of a complaint', () => {
  it('leaves nothing of a complaint whose transaction had not committed', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-complaint-crash-'));
    dirs.push(dataDir);
    const lines = await runAndKill(dataDir, 'block', (line) => line === 'WRITING');
    expect(lines).toContain('WRITING');
    const left = await contents(dataDir);
    expect(left.submissions).toHaveLength(0);
    expect(left.complaints).toHaveLength(0);
    expect(left.uploads).toHaveLength(0);
    expect(left.outbox).toHaveLength(0);
    expect(left.attachments).toHaveLength(0);
  });

  it('keeps every committed complaint whole, and nothing half-written, when killed at an arbitrary moment', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-complaint-crash-'));
    dirs.push(dataDir);
    const stopAfter = 3 + Math.floor(Math.random() * 6);
    const lines = await runAndKill(dataDir, 'loop', (_line, all) => all.filter((l) => l.startsWith('COMMITTED')).length >= stopAfter);
    const committed = lines.filter((l) => l.startsWith('COMMITTED ')).map((l) => l.slice('COMMITTED '.length));
    const left = await contents(dataDir);
    const references = left.complaints.map((c) => c.reference).sort();
    for (const ref of committed) expect(references).toContain(ref);
    // One submission, one file, one acknowledgement with its PDF and one staff message per complaint; nothing else.
    expect(left.submissions.map((s) => s.reference).sort()).toEqual(references);
    expect(left.uploads).toHaveLength(references.length);
    const receipts = left.outbox.filter((m) => m.kind === 'complaints.receipt');
    expect(receipts.map((m) => m.subject.replace('Complaint received: ', '')).sort()).toEqual(references);
    expect(left.outbox.filter((m) => m.kind === 'complaints.staff')).toHaveLength(references.length);
    expect(left.attachments.map((a) => a.filename).sort()).toEqual(references.map((r) => `${r}.pdf`));
  });
});
