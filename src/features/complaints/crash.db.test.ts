/**
 * A server killed in the middle of a complaint leaves all of it (record, file,
 * acknowledgement with its PDF, staff notification, submission) or none of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runAndKill } from '#src/server/db/tests/crash.ts';
import { complaints } from './schema.ts';
import { formSubmissions, formUploads } from '#src/features/forms/schema.ts';
import { formClientHash } from '#src/features/forms/service.ts';
import { mailAttachments, mailOutbox } from '#src/features/mail/schema.ts';
import { openDatabase } from '#src/server/db/open.ts';

// A small register keeps the child's seeding short; the institutions list is whole.
const SMALL_SEED = { REGISTERS_SEED_COUNT: '20' };
const CHILD = fileURLToPath(new URL('./tests/crash-child.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function contents(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = handle.db;
    // The seed's demo case work (src/seed/cases) is there before the child starts: only what the child wrote counts.
    const all = await db.select().from(formSubmissions);
    const seeded = new Set(all.filter((s) => s.client === formClientHash('seed')).map((s) => s.id));
    return {
      submissions: all.filter((s) => !seeded.has(s.id)),
      complaints: (await db.select().from(complaints)).filter((c) => !seeded.has(c.submissionId)),
      uploads: (await db.select().from(formUploads)).filter((u) => !seeded.has(u.submissionId)),
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
    const lines = await runAndKill({ child: CHILD, args: [dataDir, 'block'], env: SMALL_SEED, timeoutMs: 170_000, until: (line) => line === 'WRITING' });
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
    const lines = await runAndKill({ child: CHILD, args: [dataDir, 'loop'], env: SMALL_SEED, timeoutMs: 170_000, until: (_line, all) => all.filter((l) => l.startsWith('COMMITTED')).length >= stopAfter });
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
