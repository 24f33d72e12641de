/**
 * Register exports (SPEC §7): an xlsx in the import layout (columns.ts) and a PDF
 * table with the Chinese names in an embedded subset of Noto Sans TC. The rows are
 * read here in windows of 100 records; the file is written by the export worker
 * pool (src/server/export/pool.ts: exceljs's streaming writer, pdfkit), so a
 * 10,000-row export does not hold up other requests.
 */
import type { Readable } from 'node:stream';
import { registersText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Intermediary } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { contentDisposition } from '#src/features/files/service.ts';
import { exportFile } from '#src/server/export/pool.ts';
import { REGISTER_COLUMNS } from './columns.ts';
import { countIntermediaries, intermediaryChunks, registerUpdatedOn, type RegisterFilter } from './service.ts';

/** At most this many rows per export: more is bulk extraction, not a search. */
export const EXPORT_MAX_ROWS = 10_000;

function cellValue(r: Intermediary, key: (typeof REGISTER_COLUMNS)[number]['key']): string | number | null {
  switch (key) {
    case 'renewalFrom': return r.renewalPeriod?.from ?? null;
    case 'renewalTo': return r.renewalPeriod?.to ?? null;
    case 'generalValidUntil': return r.general.validUntil;
    case 'generalCancelledOn': return r.general.cancelledOn;
    case 'generalCancelReason': return r.general.cancelReason;
    case 'lifeValidUntil': return r.life.validUntil;
    case 'lifeCancelledOn': return r.life.cancelledOn;
    case 'lifeCancelReason': return r.life.cancelReason;
    case 'suspendedFrom': return r.suspension?.from ?? null;
    case 'suspendedTo': return r.suspension?.to ?? null;
    case 'cancelledInPeriod': return r.cancelledInPeriod ? 'Y' : 'N';
    case 'lifeInsurers': return r.lifeInsurers.map((i) => `${i.code} ${i.nameZh} ${i.name}`).join('; ') || null;
    case 'generalInsurers': return r.generalInsurers.map((i) => `${i.code} ${i.nameZh} ${i.name}`).join('; ') || null;
    default: {
      const v = r[key];
      return typeof v === 'string' || typeof v === 'number' ? v : null;
    }
  }
}

/** The file name: the register title and its edition date (UTF-8, through Content-Disposition). */
export function exportFileName(lang: Language, updatedOn: string | null, ext: 'xlsx' | 'pdf'): string {
  return `${registersText.t(lang, 'registers.exportTitle')}-${updatedOn ?? 'latest'}.${ext}`;
}

/** The rows of a filter in the export's column order, read a window of 100 records at a time. */
async function* rowBatches<T>(db: Queryable, lang: Language, filter: RegisterFilter, cells: (r: Intermediary) => T[]): AsyncGenerator<T[][]> {
  for await (const chunk of intermediaryChunks(db, lang, filter, EXPORT_MAX_ROWS, 100)) yield chunk.map(cells);
}

export async function xlsxExport(db: Queryable, lang: Language, filter: RegisterFilter): Promise<{ stream: Readable; fileName: string }> {
  const updatedOn = await registerUpdatedOn(db);
  const stream = exportFile(
    {
      kind: 'xlsx',
      sheetName: registersText.t(lang, 'registers.exportTitle').slice(0, 31),
      columns: REGISTER_COLUMNS.map((c) => ({ key: c.key, width: c.width })),
      header: REGISTER_COLUMNS.map((c) => `${registersText.t(lang, c.header)} [${c.key}]`),
    },
    rowBatches(db, lang, filter, (r) => REGISTER_COLUMNS.map((c) => cellValue(r, c.key))),
  );
  return { stream, fileName: exportFileName(lang, updatedOn, 'xlsx') };
}

function describeFilter(lang: Language, filter: RegisterFilter): string {
  const parts: string[] = [];
  if (filter.name) parts.push(`${registersText.t(lang, 'registers.name')}: ${filter.name}`);
  if (filter.licenceNo) parts.push(`${registersText.t(lang, 'registers.licenceNo')}: ${filter.licenceNo}`);
  if (filter.categories?.length) parts.push(`${registersText.t(lang, 'registers.category')}: ${filter.categories.join(', ')}`);
  if (filter.statuses?.length) parts.push(`${registersText.t(lang, 'registers.colStatus')}: ${filter.statuses.map((s) => registersText.t(lang, `registers.status.${s}`)).join(', ')}`);
  if (filter.validOn) parts.push(`${registersText.t(lang, 'registers.validOn')}: ${filter.validOn}`);
  return parts.join(' · ') || registersText.t(lang, 'registers.exportAll');
}

/**
 * The PDF as a stream: laid out by the export worker (pdfkit, Noto Sans TC) from the
 * rows sent to it a window at a time, its pages piped out as they fill, so neither
 * the file nor the rows are held whole and the layout work stays off the event loop.
 */
export async function pdfExport(db: Queryable, lang: Language, filter: RegisterFilter): Promise<{ stream: Readable; fileName: string }> {
  const [updatedOn, total] = await Promise.all([registerUpdatedOn(db), countIntermediaries(db, filter, EXPORT_MAX_ROWS)]);
  const columns: { title: string; width: number; value: (r: Intermediary) => string }[] = [
    { title: registersText.t(lang, 'registers.colNumber'), width: 40, value: (r) => String(r.number) },
    { title: registersText.t(lang, 'registers.licenceNo'), width: 78, value: (r) => r.licenceNo },
    { title: registersText.t(lang, 'registers.category'), width: 42, value: (r) => r.category },
    { title: registersText.t(lang, 'registers.colNameZh'), width: 140, value: (r) => r.nameZh ?? '' },
    { title: registersText.t(lang, 'registers.colNamePt'), width: 190, value: (r) => r.name },
    { title: registersText.t(lang, 'registers.colStatus'), width: 70, value: (r) => registersText.t(lang, `registers.status.${r.status}`) },
    { title: registersText.t(lang, 'registers.colAuthorisedOn'), width: 70, value: (r) => r.authorisedOn },
    { title: registersText.t(lang, 'registers.colLifeValid'), width: 70, value: (r) => r.life.validUntil ?? '' },
    { title: registersText.t(lang, 'registers.colGeneralValid'), width: 70, value: (r) => r.general.validUntil ?? '' },
  ];
  const stream = exportFile(
    {
      kind: 'pdf-table',
      info: { Title: registersText.t(lang, 'registers.exportTitle'), Author: 'AMCM' },
      title: registersText.t(lang, 'registers.exportTitle'),
      intro: [
        registersText.t(lang, 'registers.exportQuery', { query: describeFilter(lang, filter) }),
        `${registersText.t(lang, 'registers.lastUpdate', { date: updatedOn ?? '——' })} · ${registersText.t(lang, 'registers.total', { count: Math.min(total, EXPORT_MAX_ROWS) })}`,
      ],
      pageLabel: registersText.pick(lang, ['registers.exportPageN'])['registers.exportPageN'],
      empty: registersText.t(lang, 'registers.noResults'),
      columns: columns.map((c) => ({ title: c.title, width: c.width })),
    },
    rowBatches(db, lang, filter, (r) => columns.map((c) => c.value(r))),
  );
  return { stream, fileName: exportFileName(lang, updatedOn, 'pdf') };
}

export function fileHeaders(fileName: string, type: string): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(fileName),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';
