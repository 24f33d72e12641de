import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runAndKill } from '#src/server/db/tests/crash.ts';
import { formSubmissions } from './schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { openDatabase } from '#src/server/db/open.ts';

const CHILD = fileURLToPath(new URL('./tests/crash-child.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function contents(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const submissions = await handle.db.select().from(formSubmissions);
    const outbox = await handle.db.select().from(mailOutbox);
    return { submissions, outbox };
  } finally {
    await handle.close();
  }
}

describe('a server killed in the middle of a submission', () => {
  it('leaves nothing of a submission that had not committed', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-crash-'));
    dirs.push(dataDir);
    const lines = await runAndKill({ child: CHILD, args: [dataDir, 'block'], timeoutMs: 90_000, until: (line) => line.startsWith('WRITING') });
    expect(lines.some((l) => l.startsWith('WRITING CR-'))).toBe(true);
    const { submissions, outbox } = await contents(dataDir);
    expect(submissions).toHaveLength(0);
    expect(outbox).toHaveLength(0);
  });

  it('keeps every committed submission with its e-mail, and nothing half-written, when killed at an arbitrary moment', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-crash-'));
    dirs.push(dataDir);
    // Kill while submissions are streaming in: after a varying number of commits.
    const stopAfter = 15 + Math.floor(Math.random() * 20);
    const lines = await runAndKill({ child: CHILD, args: [dataDir, 'loop'], timeoutMs: 90_000, until: (_line, all) => all.filter((l) => l.startsWith('COMMITTED')).length >= stopAfter });
    const committed = lines.filter((l) => l.startsWith('COMMITTED ')).map((l) => l.slice('COMMITTED '.length));
    const { submissions, outbox } = await contents(dataDir);
    const references = submissions.map((s) => s.reference);
    // Every submission the child saw committed survived…
    for (const ref of committed) expect(references).toContain(ref);
    // …each whole: reference, answer and exactly one e-mail; no e-mail without its submission.
    for (const s of submissions) {
      expect(s.reference).toBeTruthy();
      expect(s.response).toBe(JSON.stringify({ reference: s.reference }));
    }
    expect(outbox.map((m) => m.subject).sort()).toEqual([...references].sort());
  });
});
