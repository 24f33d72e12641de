/**
 * The catalogue's staff calls in-process (issue 34), as a signed-in shop clerk, an auditor
 * and an editor: validation (client and server share the schema), permissions, a stale
 * version refused, every changed field in the audit log, the stock moved by the clerk's
 * difference while buyers order (never a unit lost), pictures uploaded with the public
 * upload checks; the sale opening minute refusing orders before it and taking them at
 * it; and the coin pages' cache tag moved by every stock change (an order, a cancel, a
 * staff edit) and by a sale that opens.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { readContentRevision } from '#src/server/cache/revision.ts';
import { revisionFor } from '#src/server/cache/tags.ts';
import { AppError } from '#src/server/http/errors.ts';
import { multipart, validSamples, BOUNDARY } from '#src/features/forms/tests/upload-samples.ts';
import { rawCall, staffPeople, type Person } from '#src/features/forms/tests/staff-agents.ts';
import { getPublishedFile } from '#src/features/published-files/queries.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { ALL as listRoute } from '#src/api/staff/coin-issues/index.ts';
import { GET as oneRoute, POST as saveRoute } from '#src/api/staff/coin-issues/[id].ts';
import { ALL as newRoute } from '#src/api/staff/coin-issues/new.ts';
import { GET as picturesRoute, POST as uploadRoute } from '#src/api/staff/coin-issues/pictures/index.ts';
import { ALL as pictureRoute } from '#src/api/staff/coin-issues/pictures/[id].ts';
import { coinOrderBody } from './contract.ts';
import { coinsText } from './messages.ts';
import { runCoinJobs } from './jobs.ts';
import { actOnOrder } from './orders.ts';
import { coinOrders } from './schema.ts';
import { getCoin, placeOrder } from './service.ts';
import type { IssuePicture, IssueRecord, IssueRow } from './staff-contract.ts';
import { makeCoin } from './testing.ts';

let database: TestDatabase;
let people: Record<'clerk' | 'auditor' | 'editor', Person>;
const db = () => database.db;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  people = await staffPeople(database.db, { clerk: ['shop-clerk'], auditor: ['auditor'], editor: ['editor'] });
}, 60_000);
afterAll(() => database.dispose());

const text = (name: string) => ({ name, seriesName: `${name} series`, description: `About ${name}.` });
let serial = 0;
function newIssue(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    slug: `2027-catalogue-test-${String(serial)}`,
    year: 2027,
    type: 'silver',
    series: 'lunar-new-year',
    metal: 'silver',
    fineness: 999,
    diameterMm: 40,
    weightG: 31.1,
    faceValue: 100,
    price: 588.5,
    mintage: 1000,
    stock: 100,
    orderLimit: 5,
    buyerLimit: 10,
    status: 'on-sale',
    issueDate: '2027-01-20',
    saleOpensAt: '',
    texts: { 'zh-hant': text('羊年銀幣'), 'zh-hans': text('羊年银币'), en: text('Year of the Goat silver coin'), pt: { name: '', seriesName: '', description: '' } },
    pictures: [],
    ...over,
  };
}

const create = (who: Person, body: unknown) => who.call<IssueRecord>(newRoute, '/api/staff/coin-issues/new', { body });
const save = (who: Person, id: number, body: unknown) => who.call<IssueRecord>(saveRoute, `/api/staff/coin-issues/${String(id)}`, { body, params: { id: String(id) } });
const read = (who: Person, id: number) => who.call<IssueRecord>(oneRoute, `/api/staff/coin-issues/${String(id)}`, { params: { id: String(id) } });
const saveBody = (record: IssueRecord, over: Record<string, unknown> = {}) => {
  const { id: _id, slug: _slug, pictureFiles: _files, updatedAt: _at, ...fields } = record;
  return { ...fields, ...over };
};

let buyer = 0;
function order(slug: string, quantity: number, price = 588.5) {
  buyer += 1;
  return coinOrderBody.parse({ name: 'Leong Mei', address: 'Avenida da Praia Grande 10', phone: `6${String(buyer).padStart(7, '0')}`, email: `buyer${String(buyer)}@example.mo`, contactSlot: 'either', smsConsent: 'no', delivery: 'counter', lines: [{ slug, quantity, price }] });
}
const place = (slug: string, quantity: number, now?: Date, lang: 'en' | 'zh-hant' = 'en') => placeOrder(db(), order(slug, quantity), { lang, client: 'test', rateLimit: false, ...(now ? { now } : {}) });

describe('creating an issue', () => {
  it('creates it with its four-language texts (Portuguese empty), exact amounts, and every field in the audit log', async () => {
    const answer = await create(people.clerk, newIssue());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: 1, price: 588.5, weightG: 31.1, stock: 100, stockRead: 100, status: 'on-sale', saleOpensAt: '', pictures: [] });
    expect(answer.body.data.texts.pt).toEqual({ name: '', seriesName: '', description: '' });
    const coin = await getCoin(db(), answer.body.data.slug, 'pt');
    expect(coin).toMatchObject({ name: 'Year of the Goat silver coin', fallback: true, price: 588.5, onSaleFrom: null });
    const [row] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'coin-issue'), eq(auditLog.entityId, answer.body.data.slug)));
    expect(row?.action).toBe('create');
    expect(row?.changes).toMatchObject({ price: { after: 588.5 }, 'texts.zh-hant.name': { after: '羊年銀幣' }, stock: { after: 100 } });
  });

  it('refuses what the form refuses, field by field, in the caller’s language, and changes nothing', async () => {
    const answer = await create(people.clerk, newIssue({ slug: 'Bad Slug', price: 1.234, orderLimit: 5, buyerLimit: 2, stock: 2000, texts: { ...newIssue().texts, en: { name: '', seriesName: '', description: '' }, pt: { name: 'Moeda', seriesName: '', description: '' } } }));
    expect(answer.status).toBe(400);
    const fields = Object.fromEntries((answer.body.data as unknown as { errors: { field: string; message: string }[] }).errors.map((e) => [e.field, e.message]));
    expect(fields).toMatchObject({
      slug: expect.stringContaining('lower-case'),
      price: 'At most two decimals',
      buyerLimit: expect.stringContaining('at least the limit per order'),
      stock: expect.stringContaining('mintage'),
      'texts.en.name': 'Required',
      'texts.pt.name': expect.stringContaining('Portuguese'),
    });
    const taken = await create(people.clerk, newIssue({ slug: (await makeCoin(db())).slug }));
    expect(taken.status).toBe(400);
    expect(taken.body.data).toMatchObject({ errors: [{ field: 'slug', message: 'Another coin issue already has this short name.' }] });
  });

  it('lets the shop clerk and the auditor read the list and an issue, and refuses the auditor’s and the editor’s changes', async () => {
    const created = (await create(people.clerk, newIssue())).body.data;
    const list = await people.auditor.call<{ data: IssueRow[]; total: number }>(listRoute, `/api/staff/coin-issues?q=${encodeURIComponent('Goat silver')}&sort=slug&order=ASC`);
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((r) => r.slug)).toContain(created.slug);
    expect((await read(people.auditor, created.id)).body.data.slug).toBe(created.slug);
    expect((await create(people.auditor, newIssue())).status).toBe(403);
    expect((await save(people.auditor, created.id, saveBody(created, { price: 1 }))).status).toBe(403);
    expect((await people.editor.call(listRoute, '/api/staff/coin-issues')).status).toBe(403);
    expect((await read(people.clerk, 999_999)).status).toBe(404);
  });
});

describe('saving an issue', () => {
  it('audits every changed field, before and after, and refuses a stale version (409) without changing anything', async () => {
    const created = (await create(people.clerk, newIssue())).body.data;
    const saved = await save(people.clerk, created.id, saveBody(created, { price: 620, texts: { ...created.texts, pt: text('Moeda de prata do Ano da Cabra') } }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 2, price: 620 });
    const rows = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'coin-issue'), eq(auditLog.entityId, created.slug), eq(auditLog.action, 'update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.changes).toEqual({
      price: { before: 588.5, after: 620 },
      'texts.pt.name': { before: '', after: 'Moeda de prata do Ano da Cabra' },
      'texts.pt.seriesName': { before: '', after: 'Moeda de prata do Ano da Cabra series' },
      'texts.pt.description': { before: '', after: 'About Moeda de prata do Ano da Cabra.' },
    });
    const stale = await save(people.clerk, created.id, saveBody(created, { price: 700 }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Someone else has changed this coin issue');
    expect((await read(people.clerk, created.id)).body.data).toMatchObject({ version: 2, price: 620 });
  });

  it('moves the stock by the clerk’s difference while buyers order: no unit lost, and refuses to go below zero', async () => {
    const created = (await create(people.clerk, newIssue())).body.data;
    expect(created.stockRead).toBe(100);
    await place(created.slug, 3); // a buyer takes 3 while the clerk's form is open
    const added = await save(people.clerk, created.id, saveBody(created, { stock: 110 })); // the clerk adds 10
    expect(added.body.data).toMatchObject({ stock: 107, stockRead: 107, version: 2 });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'coin-issue'), eq(auditLog.entityId, created.slug), eq(auditLog.action, 'update')));
    expect(audit[0]?.changes).toEqual({ stock: { before: 97, after: 107 } });

    await place(created.slug, 2); // 105 left
    const emptied = await save(people.clerk, created.id, saveBody(added.body.data, { stock: 0 })); // the clerk read 107 and takes 107 away
    expect(emptied.status).toBe(409);
    expect(emptied.body.message).toContain('only 105 are left');
    const took = await save(people.clerk, created.id, saveBody(added.body.data, { stock: 7 })); // takes 100 away: 5 left, on sale
    expect(took.body.data).toMatchObject({ stock: 5, status: 'on-sale' });
    const out = await save(people.clerk, created.id, saveBody(took.body.data, { stock: 0 }));
    expect(out.body.data).toMatchObject({ stock: 0, status: 'sold-out' });
  });

  it('is one transaction with the orders of the coin: concurrent orders and saves never lose or invent a unit', async () => {
    const created = (await create(people.clerk, newIssue({ orderLimit: 1, buyerLimit: 1 }))).body.data;
    const orders = Array.from({ length: 20 }, () => place(created.slug, 1).then(() => 1, () => 0));
    const saves: Promise<unknown>[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Each save adds 10 to what the clerk read, after reading the record afresh.
      const fresh = (await read(people.clerk, created.id)).body.data;
      saves.push(save(people.clerk, created.id, saveBody(fresh, { stock: fresh.stockRead + 10 })));
    }
    const sold = (await Promise.all(orders)).reduce((a: number, b) => a + b, 0);
    const answers = (await Promise.all(saves)) as { status: number }[];
    const applied = answers.filter((a) => a.status === 200).length;
    const final = (await read(people.clerk, created.id)).body.data;
    expect(sold).toBe(20);
    expect(applied).toBeGreaterThan(0);
    expect(final.stock).toBe(100 - sold + 10 * applied);
  });
});

describe('pictures', () => {
  const upload = (who: Person, filename: string, data: Buffer, contentType = 'image/png') =>
    rawCall(who, uploadRoute, '/api/staff/coin-issues/pictures', { headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, body: multipart([{ name: 'picture', filename, contentType, data }]) });

  it('stores an uploaded picture checked as the public uploads are, lists it, shows it to staff, and makes it public once an issue uses it', async () => {
    const samples = await validSamples();
    const answer = await upload(people.clerk, 'goat-obverse.png', samples.png);
    expect(answer.status).toBe(200);
    const picture = ((await answer.json()) as { data: IssuePicture }).data;
    expect(picture).toMatchObject({ name: 'goat-obverse.png', mime: 'image/png' });
    const listed = await people.auditor.call<{ data: IssuePicture[] }>(picturesRoute, '/api/staff/coin-issues/pictures?q=goat');
    expect(listed.body.data.data.map((p) => p.id)).toContain(picture.id);
    const shown = await rawCall(people.auditor, pictureRoute, picture.url, { params: { id: String(picture.id) } });
    expect([shown.status, shown.headers.get('content-type'), shown.headers.get('x-content-type-options')]).toEqual([200, 'image/png', 'nosniff']);
    expect(await getPublishedFile(db(), picture.id)).toBeUndefined();
    const created = await create(people.clerk, newIssue({ pictures: [picture.id] }));
    expect(created.body.data.pictureFiles).toMatchObject([{ id: picture.id, name: 'goat-obverse.png' }]);
    expect(await getPublishedFile(db(), picture.id)).toMatchObject({ id: picture.id });
    const coin = await getCoin(db(), created.body.data.slug, 'en');
    expect(coin?.photos).toEqual([{ url: `/files/${String(picture.id)}/goat-obverse.png`, name: 'goat-obverse.png' }]);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'coin-picture'), eq(auditLog.entityId, String(picture.id))));
    expect(audit.map((r) => r.action)).toEqual(['upload']);
  });

  it('refuses a file whose content is not what its name says, a document, a missing file, an unknown picture and an auditor’s upload', async () => {
    const samples = await validSamples();
    const fake = await upload(people.clerk, 'coin.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(fake.status).toBe(400);
    const pdf = await upload(people.clerk, 'coin.pdf', samples.pdf, 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { data: { errors: { field: string; message: string }[] } }).data.errors).toEqual([{ field: 'picture', message: 'Choose a PNG, JPEG or GIF picture' }]);
    const none = await rawCall(people.clerk, uploadRoute, '/api/staff/coin-issues/pictures', { headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, body: multipart([{ name: 'note', data: 'x' }]) });
    expect(none.status).toBe(400);
    expect((await upload(people.auditor, 'goat.png', samples.png)).status).toBe(403);
    const unknown = await create(people.clerk, newIssue({ pictures: [987_654] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ errors: [{ field: 'pictures' }] });
  });
});

describe('the sale opening minute', () => {
  const NOW = new Date('2026-12-01T01:30:00Z'); // 09:30 in Macao
  it('refuses orders before it with a message that says from when (caller’s language, Macao time), and takes them from that minute', async () => {
    const created = (await create(people.clerk, newIssue({ saleOpensAt: '2026-12-01T10:00' }))).body.data;
    expect(created.saleOpensAt).toBe('2026-12-01T10:00');
    const before = await getCoin(db(), created.slug, 'zh-hant', NOW);
    expect(before?.onSaleFrom).toBe('2026-12-01T02:00:00.000Z');
    for (const [lang, words] of [
      ['en', 'orders open on 1 December 2026 at 10:00 (Macao time)'],
      ['zh-hant', '2026年12月1日 10:00（澳門時間）起接受訂購'],
    ] as const) {
      const refused = await place(created.slug, 1, NOW, lang).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      const error = refused as AppError;
      expect([error.code, error.issues[0]?.field, error.issues[0]?.messageKey]).toEqual(['conflict', `lines.${created.slug}`, 'coins.notYetOnSale']);
      const issue = error.issues[0];
      expect(coinsText.t(lang, 'coins.notYetOnSale', issue?.params as { when: string }).replace(/\s+/g, ' ')).toContain(words);
    }
    const oneMinuteEarly = await place(created.slug, 1, new Date('2026-12-01T01:59:59Z')).catch((e: unknown) => e);
    expect(oneMinuteEarly).toBeInstanceOf(AppError);
    const atTheMinute = await place(created.slug, 1, new Date('2026-12-01T02:00:00Z'));
    expect(atTheMinute.response.reference).toMatch(/^CN-/);
    expect((await getCoin(db(), created.slug, 'en', new Date('2026-12-01T02:00:00Z')))?.onSaleFrom).toBeNull();
  });
});

describe('the coin pages’ cache tag', () => {
  /** What the render cache compares for a page tagged `coins` (src/server/cache/tags.ts). */
  const coinPageRevision = async () => revisionFor(await readContentRevision(db()), ['coins']);
  const moves = async (change: () => Promise<unknown>) => {
    const before = await coinPageRevision();
    await change();
    return (await coinPageRevision()) !== before;
  };

  it('moves with an order, a cancellation, a staff edit and a sale that opens; not with an order refused or a job with nothing to open', async () => {
    const created = (await create(people.clerk, newIssue())).body.data;
    expect(await moves(() => place(created.slug, 2))).toBe(true);
    expect(await moves(() => place(created.slug, 99).catch(() => undefined))).toBe(false); // over the per-order limit
    const [orderRow] = await db().select().from(coinOrders).orderBy(desc(coinOrders.id)).limit(1);
    expect(await moves(() => actOnOrder(db(), orderRow?.id ?? 0, { action: 'cancel', version: orderRow?.version ?? 1 }, { actor: { id: null, name: null }, audit: async () => undefined, now: new Date() }))).toBe(true);
    const fresh = (await read(people.clerk, created.id)).body.data;
    expect(await moves(() => save(people.clerk, created.id, saveBody(fresh, { stock: fresh.stockRead + 1 })))).toBe(true);
    expect(await moves(() => runCoinJobs(db(), new Date()))).toBe(false);

    const soon = new Date(Date.now() + 5 * 60_000);
    const minute = new Date(soon.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
    const later = (await create(people.clerk, newIssue({ saleOpensAt: minute }))).body.data;
    expect(await moves(() => runCoinJobs(db(), new Date()))).toBe(false);
    let report = { opened: 0 };
    expect(await moves(async () => (report = await runCoinJobs(db(), new Date(`${minute}:00+08:00`))))).toBe(true);
    expect(report.opened).toBe(1);
    expect(await moves(() => runCoinJobs(db(), new Date(`${minute}:30+08:00`)))).toBe(false);
    expect(later.slug).toBeTruthy();
  });
});
