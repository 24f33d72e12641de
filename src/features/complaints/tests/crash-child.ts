/**
 * Child process of crash.db.test.ts (tests only): opens (and seeds) a PGlite database
 * in the directory given, then sends complaints until it is killed.
 *   block: one complaint whose transaction stops for good after its record, its file
 *          and its acknowledgement are written, at the staff notification.
 *   loop:  complaint after complaint, each announced on stdout once committed.
 */
import { mailOutbox } from '#src/features/mail/schema.ts';
import { openDatabase, type Database } from '#src/server/db/open.ts';
import { pgliteSnapshot } from '#src/server/db/testing.ts';
import { seedDatabase } from '#src/seed/index.ts';
import { submitComplaint } from '../service.ts';
import { complaintForm } from '../contract.ts';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tests/crash-child.ts <dataDir> <block|loop>');
// The run's seeded copy when there is one (the demo content as seedDatabase writes it); else seed here.
const snapshot = pgliteSnapshot(true);
const handle = await openDatabase({ kind: 'pglite', dataDir, snapshot });
if (!snapshot) await seedDatabase(handle.db);
setInterval(() => {}, 60_000);

const body = complaintForm.parse({
  type: 'def', agreed: true, subject: 'exchange', role: 'customer', nameZh: '', nameEn: 'Test Person', idNumber: '71234567', phone: '66000000',
  email: 'crash@example.test', address: 'Rua do Campo 145', institution: 'lei-tat-exchange', happenedOn: '2026-05-01',
  whatHappened: 'Wrong rate applied.', contactedInstitution: 'no', outcome: 'Refund of the difference',
});
const file = (n: number) => {
  const content = Buffer.from(`receipt ${String(n)}\n`, 'utf8');
  return { field: 'attachments', name: `receipt-${String(n)}.txt`, ext: 'txt' as const, mime: 'text/plain', size: content.length, sha256: `${String(n).padStart(64, '0')}`, content };
};
const request = { lang: 'en', client: '127.0.0.1', idempotencyKey: null, notifyEmail: 'staff@example.test' } as const;

/** The database as the service sees it, except that the second outbox insert of a transaction never returns. */
function blocking(db: Database): Database {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      return (run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
        target.transaction(async (tx) => {
          let outbox = 0;
          const wrapped = new Proxy(tx, {
            get(t, p, r) {
              if (p !== 'insert') return Reflect.get(t, p, r) as unknown;
              return (table: unknown) => {
                if (table === mailOutbox && ++outbox === 2) {
                  process.stdout.write('WRITING\n');
                  return { values: () => new Promise(() => {}) };
                }
                return t.insert(table as typeof mailOutbox);
              };
            },
          });
          return run(wrapped);
        }, config as never);
    },
  });
}

process.stdout.write('READY\n');
if (mode === 'block') {
  await submitComplaint(blocking(handle.db), body, [file(0)], request);
} else {
  for (let n = 1; ; n++) {
    const result = await submitComplaint(handle.db, body, [file(n)], request);
    process.stdout.write(`COMMITTED ${result.reference}\n`);
  }
}
