/**
 * Child process of crash.db.test.ts (tests only): opens a PGlite database in the
 * directory given, then submits forms until it is killed.
 *   block: one submission whose write enqueues its e-mail and then never finishes.
 *   loop:  submission after submission, each announced on stdout once committed.
 */
import { enqueueMail } from '#src/features/mail/service.ts';
import { openDatabase } from '#src/server/db/open.ts';
import { pgliteSnapshot } from '#src/server/db/testing.ts';
import { submitForm } from '../service.ts';

const [dataDir, mode] = process.argv.slice(2);
const handle = await openDatabase({ kind: 'pglite', dataDir, snapshot: pgliteSnapshot(false) });
const options = { formType: 'crash', prefix: 'CR', client: '127.0.0.1', rateLimit: false } as const;
// Keeps the process alive while a write waits forever.
setInterval(() => {}, 60_000);

if (mode === 'block') {
  await submitForm(handle.db, options, async (tx, reference) => {
    await enqueueMail(tx, { to: 'crash@example.com', lang: 'en', kind: 'crash', subject: reference, text: reference });
    process.stdout.write(`WRITING ${reference}\n`);
    await new Promise(() => {});
  });
} else {
  process.stdout.write('READY\n');
  for (;;) {
    const result = await submitForm(handle.db, options, async (tx, reference) => {
      await enqueueMail(tx, { to: 'crash@example.com', lang: 'en', kind: 'crash', subject: reference, text: reference });
      return { reference };
    });
    process.stdout.write(`COMMITTED ${result.reference}\n`);
  }
}
