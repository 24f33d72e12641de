/**
 * Child process of crash.db.test.ts (tests only): opens a PGlite database in the
 * directory given, then submits reproduction applications (files, receipt with its PDF
 * copy, staff notification) one after another, announcing each once committed, until
 * it is killed.
 */
import { openDatabase } from '#src/server/db/open.ts';
import { pgliteSnapshot } from '#src/server/db/testing.ts';
import type { UploadedFile } from '#src/features/forms/uploads.ts';
import { createHash } from 'node:crypto';
import { applicationForm } from '../contract.ts';
import { submitApplication } from '../service.ts';

const [dataDir] = process.argv.slice(2);
const handle = await openDatabase({ kind: 'pglite', dataDir, snapshot: pgliteSnapshot(false) });
const body = applicationForm.parse({
  applicantName: '陳大文',
  contactPerson: '陳大文',
  email: 'crash@example.com',
  areaCode: '853',
  phone: '66123456',
  purpose: 'teaching',
  banknotes: [{ bank: 'boc', denomination: '20', quantity: 10, sides: 'double' }],
  coins: [{ denomination: '1', quantity: 5 }],
  finished: 'same',
  declaration: true,
  undertaking: true,
});
process.stdout.write('READY\n');
for (let i = 0; ; i++) {
  const content = Buffer.from(`sample ${i}\n`);
  const file: UploadedFile = { field: 'attachments', name: `sample-${i}.txt`, ext: 'txt', mime: 'text/plain; charset=utf-8', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content };
  const result = await submitApplication(handle.db, body, [file], { lang: 'zh-hant', client: '127.0.0.1', notifyEmail: 'staff@example.org' });
  process.stdout.write(`COMMITTED ${result.reference}\n`);
}
