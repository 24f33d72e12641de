import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formSubmissions, formUploads, mailAttachments, mailOutbox, reproductionApplications } from '#src/server/db/schema.ts';
import { openDatabase } from '#src/server/db/open.ts';

const CHILD = fileURLToPath(new URL('./crash-child.testing.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the child until it has committed `commits` applications plus a moment (mid-transaction of the next), then SIGKILL. */
function runAndKill(dataDir: string, commits: number, extraMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LOG_FORMAT: 'off' } });
    const lines: string[] = [];
    let stderr = '';
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not reach the point to kill it\n${stderr}`));
    }, 150_000);
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      buffer += c.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.filter((l) => l.startsWith('COMMITTED')).length === commits) setTimeout(() => child.kill('SIGKILL'), extraMs);
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`child exited by itself (${code})\n${stderr}`));
      resolve(lines);
    });
  });
}

describe('a server killed in the middle of reproduction applications', () => {
  it('keeps every committed application whole (record, file, receipt and staff e-mail with their PDFs) and nothing of the one cut off', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-repro-crash-'));
    dirs.push(dataDir);
    const commits = 3 + Math.floor(Math.random() * 4);
    const lines = await runAndKill(dataDir, commits, Math.floor(Math.random() * 150));
    const committed = lines.filter((l) => l.startsWith('COMMITTED ')).map((l) => l.slice('COMMITTED '.length));
    expect(committed.length).toBeGreaterThanOrEqual(commits);

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const submissions = await handle.db.select().from(formSubmissions);
      const applications = await handle.db.select().from(reproductionApplications);
      const uploads = await handle.db.select().from(formUploads);
      const outbox = await handle.db.select().from(mailOutbox);
      const attachments = await handle.db.select().from(mailAttachments);
      const references = submissions.map((s) => String(s.reference));
      for (const ref of committed) expect(references).toContain(ref);
      // At most the one the child had not announced yet committed after its last line.
      expect(submissions.length - committed.length).toBeLessThanOrEqual(1);
      // Each submission whole, nothing without its submission.
      expect(applications.map((a) => a.reference).sort()).toEqual([...references].sort());
      expect(uploads).toHaveLength(submissions.length);
      expect(outbox).toHaveLength(submissions.length * 2);
      expect(attachments).toHaveLength(submissions.length * 2);
      for (const ref of references) expect(outbox.filter((m) => (m.subject ?? '').includes(ref) || (m.text ?? '').includes(ref))).toHaveLength(2);
    } finally {
      await handle.close();
    }
  });
});
