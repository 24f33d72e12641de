/**
 * A subject access request's export: one ZIP holding the same data twice, as JSON
 * (complete, for machines and for a copy to the person) and as an XLSX workbook (one
 * sheet per kind of record, for reading), with no bytes of attachments or letters —
 * their names only (decision 0034-personal-data-retention).
 */
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { countsOf, macaoDay, type PersonalData } from './service.ts';

type Row = Record<string, unknown>;

/** Drops the columns that are bookkeeping, not the person's data. */
function clean<T extends Row>(row: T, drop: readonly string[] = []): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) if (!['erasedAt', 'version', 'submissionId', ...drop].includes(key)) out[key] = value;
  return out;
}

/** The export as one JSON document (dates as ISO strings). */
export function exportDocument(data: PersonalData, madeAt: Date) {
  return {
    madeAt: madeAt.toISOString(),
    subject: data.subject,
    kind: data.kind,
    found: countsOf(data),
    coinOrders: data.orders.map((o): Row & { lines: Row[]; events: Row[] } => ({ ...clean(o, ['lines', 'events']), lines: o.lines.map((l) => clean(l, ['orderId'])), events: o.events.map((e) => clean(e, ['orderId', 'actorId'])) })),
    complaints: data.complaints.map((c): Row & { events: Row[] } => ({ ...clean(c, ['events', 'assigneeId']), events: c.events.map((e) => clean(e, ['complaintId', 'actorId', 'assigneeId'])) })),
    reproductionApplications: data.applications.map((a): Row & { events: Row[] } => ({ ...clean(a, ['events']), events: a.events.map((e) => clean(e, ['applicationId'])) })),
    alertSubscriptions: data.subscriptions.map((s) => clean(s)),
    emails: data.mails.map((m) => clean(m)),
    suppression: data.suppression ? clean(data.suppression, ['outboxId']) : null,
  };
}

function cell(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function sheet(book: ExcelJS.Workbook, name: string, rows: Row[]): void {
  const ws = book.addWorksheet(name);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (!keys.length) {
    ws.addRow(['—']);
    return;
  }
  ws.columns = keys.map((key) => ({ header: key, key, width: Math.min(60, Math.max(12, key.length + 2)) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(keys.map((k) => [k, cell(r[k])])));
}

async function workbook(doc: ReturnType<typeof exportDocument>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.created = new Date(doc.madeAt);
  sheet(book, 'Summary', [{ subject: doc.subject, madeAt: doc.madeAt, ...doc.found }]);
  sheet(book, 'Coin orders', doc.coinOrders.map(({ lines, events: _events, ...o }) => ({ ...o, lines })));
  sheet(book, 'Coin order events', doc.coinOrders.flatMap((o) => o.events.map((e) => ({ reference: o['reference'], ...e }))));
  sheet(book, 'Complaints', doc.complaints.map(({ events: _events, ...c }) => c));
  sheet(book, 'Complaint events', doc.complaints.flatMap((c) => c.events.map((e) => ({ reference: c['reference'], ...e }))));
  sheet(book, 'Applications', doc.reproductionApplications.map(({ events: _events, ...a }) => a));
  sheet(book, 'Application events', doc.reproductionApplications.flatMap((a) => a.events.map((e) => ({ reference: a['reference'], ...e }))));
  sheet(book, 'Alert subscriptions', doc.alertSubscriptions);
  sheet(book, 'E-mails', doc.emails);
  if (doc.suppression) sheet(book, 'Suppression', [doc.suppression]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The ZIP: `access-request.json` and `access-request.xlsx`. */
export async function exportZip(data: PersonalData, madeAt: Date): Promise<{ name: string; content: Buffer }> {
  const doc = exportDocument(data, madeAt);
  const zip = zipSync({
    'access-request.json': strToU8(JSON.stringify(doc, null, 2)),
    'access-request.xlsx': await workbook(doc),
  });
  return { name: `access-request-${macaoDay(madeAt)}.zip`, content: Buffer.from(zip) };
}
