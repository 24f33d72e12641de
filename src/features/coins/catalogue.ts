/**
 * The rules of the catalogue (issue 34): the shop clerk creates and edits coin issues —
 * four-language texts, pictures (stored files), price, mintage, stock, limits, status and
 * the sale opening minute (Macao time).
 *
 * A save is ONE transaction: the issue's row locked (`FOR UPDATE`, so the orders of the
 * coin wait for it and it waits for them), its version checked (409 `coins.catalogue.stale`
 * when someone saved since), the stock moved by the difference the person made
 * (`stock − stockRead`) from what it is NOW, not set to the number typed: orders placed
 * while the form was open keep their coins, and a change that would take the stock below
 * zero is refused (409 `coins.catalogue.stockTaken`). Every changed field goes in the
 * audit row, before and after, in the same transaction.
 */
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { auditChanges } from '#src/features/staff/audit.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable, Transaction } from '#src/server/db/open.ts';
import { AppError, NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { avosToMop, mopToAvos } from './contract.ts';
import { coinsText } from './messages.ts';
import type { AuditWriter } from './orders.ts';
import * as q from './queries.ts';
import { ISSUE_LANGS, type IssueCreateForm, type IssueLang, type IssuePicture, type IssueRecord, type IssueRow, type IssueSaveForm } from './staff-contract.ts';

/** A stored instant as the minute a datetime-local field shows in Macao (+08:00 all year). */
export function toMacaoMinute(at: Date | null): string {
  return at ? new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : '';
}

/** A datetime-local minute typed in Macao time as an instant. */
export function fromMacaoMinute(minute: string): Date | null {
  return minute ? new Date(`${minute}:00+08:00`) : null;
}

/** Where staff see a stored picture (the public sees it at /files/… once an issue uses it). */
export function staffPictureUrl(id: number): string {
  return `/api/staff/coin-issues/pictures/${String(id)}`;
}

export function pictureOf(p: q.PictureMeta): IssuePicture {
  return { id: p.id, name: p.name, mime: p.mime, size: p.size, url: staffPictureUrl(p.id) };
}

type IssueFields = Omit<IssueCreateForm, 'slug'>;

/** An issue's fields as the form holds them. */
function fieldsOf(row: q.CoinRow, texts: readonly q.CoinTextRow[], pictures: readonly number[]): IssueFields {
  const text = (lang: IssueLang) => {
    const found = texts.find((t) => t.lang === lang);
    return { name: found?.name ?? '', seriesName: found?.seriesName ?? '', description: found?.description ?? '' };
  };
  return {
    year: row.year,
    type: row.type,
    series: row.series,
    metal: row.metal,
    fineness: row.fineness,
    diameterMm: row.diameterHmm / 100,
    weightG: row.weightCg / 100,
    faceValue: avosToMop(row.faceValue),
    price: avosToMop(row.priceAvos),
    mintage: row.mintage,
    stock: row.stock,
    orderLimit: row.orderLimit,
    buyerLimit: row.buyerLimit,
    status: row.status,
    issueDate: row.issueDate,
    saleOpensAt: toMacaoMinute(row.saleOpensAt),
    texts: { 'zh-hant': text('zh-hant'), 'zh-hans': text('zh-hans'), en: text('en'), pt: text('pt') },
    pictures: [...pictures],
  };
}

/** The fields one by one (texts as `texts.<lang>.<field>`), as the audit row compares them. */
function auditable(fields: IssueFields, slug: string): Record<string, unknown> {
  const { texts, ...rest } = fields;
  const out: Record<string, unknown> = { slug, ...rest };
  for (const lang of ISSUE_LANGS) for (const [key, value] of Object.entries(texts[lang])) out[`texts.${lang}.${key}`] = value;
  return out;
}

/** The row's columns from the form (money and sizes in hundredths: exact). */
function columnsOf(fields: IssueFields) {
  return {
    year: fields.year,
    type: fields.type,
    series: fields.series,
    metal: fields.metal,
    fineness: fields.fineness,
    diameterHmm: Math.round(fields.diameterMm * 100),
    weightCg: Math.round(fields.weightG * 100),
    faceValue: mopToAvos(fields.faceValue),
    priceAvos: mopToAvos(fields.price),
    mintage: fields.mintage,
    orderLimit: fields.orderLimit,
    buyerLimit: fields.buyerLimit,
    issueDate: fields.issueDate,
    saleOpensAt: fromMacaoMinute(fields.saleOpensAt),
  };
}

/** The language rows to store: every language with a name (Portuguese may be left out). */
function textRows(fields: IssueFields): Omit<q.CoinTextRow, 'coinId'>[] {
  return ISSUE_LANGS.filter((lang) => fields.texts[lang].name).map((lang) => ({ lang, ...fields.texts[lang] }));
}

/** The pictures must be stored raster images (uploaded through the upload call, or chosen from the files). */
async function checkPictures(db: Queryable, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = unique.length ? await q.selectImageFiles(db, { ids: unique, limit: unique.length }) : [];
  if (found.length !== unique.length || unique.length !== ids.length) throw new ValidationError([{ field: 'pictures', messageKey: 'coins.catalogue.unknownPicture' }], coinsText);
}

function stale(): never {
  throw new AppError('conflict', { messageKey: 'coins.catalogue.stale', messages: coinsText });
}

export interface CatalogueOptions {
  audit: AuditWriter;
  now: Date;
}

export async function listIssueRows(db: Queryable, query: { q?: string | undefined; status?: q.CoinRow['status'] | undefined; year?: number | undefined; sort: Parameters<typeof q.listIssues>[2]; order: 'ASC' | 'DESC'; page: number; perPage: number }, lang: Language): Promise<{ data: IssueRow[]; total: number }> {
  const { rows, total } = await q.listIssues(db, { status: query.status, year: query.year, search: query.q || undefined }, query.sort, query.order, (query.page - 1) * query.perPage, query.perPage);
  const texts = groupBy(await q.selectCoinTexts(db, rows.map((r) => r.id)), (t) => t.coinId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: pickTranslation(texts.get(row.id) ?? [], lang)?.value.name ?? row.slug,
      year: row.year,
      type: row.type,
      price: avosToMop(row.priceAvos),
      stock: row.stock,
      mintage: row.mintage,
      status: row.status,
      saleOpensAt: toMacaoMinute(row.saleOpensAt),
      version: row.version,
    })),
    total,
  };
}

export async function issueRecord(db: Queryable, id: number): Promise<IssueRecord | undefined> {
  const row = await q.selectIssue(db, id);
  if (!row) return undefined;
  const [texts, pictures] = await Promise.all([q.selectCoinTexts(db, [id]), q.selectIssuePictures(db, [id])]);
  return { id: row.id, slug: row.slug, version: row.version, stockRead: row.stock, ...fieldsOf(row, texts, pictures.map((p) => p.id)), pictureFiles: pictures.map(pictureOf), updatedAt: row.updatedAt.toISOString() };
}

/** A new issue; its slug must be free (400 on `slug` otherwise). Audited with every field. */
export async function createIssue(db: Database, form: IssueCreateForm, options: CatalogueOptions): Promise<IssueRecord> {
  const id = await db.transaction(async (tx) => {
    if (await q.slugTaken(tx, form.slug)) throw new ValidationError([{ field: 'slug', messageKey: 'coins.catalogue.slugTaken' }], coinsText);
    await checkPictures(tx, form.pictures);
    const { slug, ...fields } = form;
    const status = fields.status === 'offline' ? 'offline' : fields.stock === 0 ? 'sold-out' : 'on-sale';
    const row = await q.insertIssue(tx, { slug, ...columnsOf(fields), stock: fields.stock, status, picture: '', updatedAt: options.now });
    await q.replaceIssueTexts(tx, row.id, textRows(fields));
    await q.replaceIssuePictures(tx, row.id, fields.pictures);
    await options.audit({ entity: 'coin-issue', entityId: slug, action: 'create', changes: auditChanges(null, auditable({ ...fields, status }, slug)) }, tx);
    return row.id;
  });
  const record = await issueRecord(db, id);
  if (!record) throw new NotFoundError();
  return record;
}

/** Saves an issue (see the file's comment): 404 unknown, 409 stale or stock taken meanwhile. */
export async function saveIssue(db: Database, id: number, form: IssueSaveForm, options: CatalogueOptions): Promise<IssueRecord> {
  await db.transaction(async (tx: Transaction) => {
    const row = await q.lockIssue(tx, id);
    if (!row) throw new NotFoundError();
    if (row.version !== form.version) stale();
    const { version, stockRead, ...fields } = form;
    const delta = fields.stock - stockRead;
    if (row.stock + delta < 0) throw new AppError('conflict', { messageKey: 'coins.catalogue.stockTaken', params: { stock: row.stock }, messages: coinsText });
    await checkPictures(tx, fields.pictures);
    const [texts, pictures] = await Promise.all([q.selectCoinTexts(tx, [id]), q.selectIssuePictures(tx, [id])]);
    const before = fieldsOf(row, texts, pictures.map((p) => p.id));
    const saved = await q.updateIssue(tx, id, version, delta, columnsOf(fields), fields.status, options.now);
    if (!saved) stale();
    await q.replaceIssueTexts(tx, id, textRows(fields));
    await q.replaceIssuePictures(tx, id, fields.pictures);
    const after = { ...fields, stock: saved.stock, status: saved.status };
    const changes = auditChanges(auditable(before, row.slug), auditable(after, row.slug));
    await options.audit({ entity: 'coin-issue', entityId: row.slug, action: 'update', changes }, tx);
  });
  const record = await issueRecord(db, id);
  if (!record) throw new NotFoundError();
  return record;
}
