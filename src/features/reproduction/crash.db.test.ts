import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runAndKill } from '#src/server/db/tests/crash.ts';
import { formSubmissions, formUploads } from '#src/features/forms/schema.ts';
import { mailAttachments, mailOutbox } from '#src/features/mail/schema.ts';
import { reproductionApplications } from './schema.ts';
import { openDatabase } from '#src/server/db/open.ts';

const CHILD = fileURLToPath(new URL('./tests/crash-child.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a server killed in the middle of reproduction applications', () => {
  it('keeps every committed application whole (record, file, receipt and staff e-mail with their PDFs) and nothing of the one cut off', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-repro-crash-'));
    dirs.push(dataDir);
    const commits = 3 + Math.floor(Math.random() * 4);
    const lines = await runAndKill({
      child: CHILD,
      args: [dataDir],
      until: (_line, all) => all.filter((l) => l.startsWith('COMMITTED')).length === commits,
      delayMs: Math.floor(Math.random() * 150),
    });
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
