/**
 * The cashier's daily lists (issue 34) as one XLSX workbook: the payments due by the end
 * of a Macao day (orders awaiting payment, with their deadline) and the collections due
 * (orders ready at the counter). Headings in the staff member's language; amounts as
 * numbers in MOP so the cashier can add them up.
 */
import ExcelJS from 'exceljs';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { avosToMop } from './contract.ts';
import * as q from './queries.ts';

type StaffLang = 'zh-hant' | 'en' | 'pt';

const HEADINGS: Record<StaffLang, { payments: string; collections: string; reference: string; name: string; phone: string; email: string; coins: string; total: string; payBy: string; readySince: string; placed: string }> = {
  'zh-hant': { payments: '待收款項', collections: '待領取', reference: '編號', name: '收件人', phone: '電話', email: '電郵', coins: '紀念幣', total: '總額（澳門元）', payBy: '付款期限', readySince: '可領取日期', placed: '訂購日期' },
  en: { payments: 'Payments due', collections: 'Collections due', reference: 'Reference', name: 'Recipient', phone: 'Phone', email: 'E-mail', coins: 'Coins', total: 'Total (MOP)', payBy: 'Pay by', readySince: 'Ready since', placed: 'Ordered on' },
  pt: { payments: 'Pagamentos devidos', collections: 'Levantamentos previstos', reference: 'Referência', name: 'Destinatário', phone: 'Telefone', email: 'Correio electrónico', coins: 'Moedas', total: 'Total (MOP)', payBy: 'Pagar até', readySince: 'Pronta desde', placed: 'Encomendada em' },
};

const staffLang = (lang: Language): StaffLang => (lang === 'en' || lang === 'pt' ? lang : 'zh-hant');

/** Macao date of an instant, as a sheet shows it (YYYY-MM-DD). */
const macao = (at: Date | null) => (at ? new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) : '');

export interface DailyLists {
  filename: string;
  contentType: string;
  /** The workbook, base64. */
  content: string;
  payments: number;
  collections: number;
}

export async function dailyListsWorkbook(db: Queryable, day: string, lang: Language): Promise<DailyLists> {
  const dayEnd = new Date(`${day}T23:59:59.999+08:00`);
  const { payments, collections } = await q.dailyOrders(db, dayEnd);
  const lines = groupBy(await q.selectLinesOf(db, [...payments, ...collections].map((o) => o.id)), (l) => l.orderId);
  const texts = groupBy(await q.selectCoinTexts(db, [...new Set([...lines.values()].flat().map((l) => l.coinId))]), (t) => t.coinId);
  const h = HEADINGS[staffLang(lang)];
  const coinsOf = (orderId: number) =>
    (lines.get(orderId) ?? []).map((l) => `${String(l.quantity)} × ${pickTranslation(texts.get(l.coinId) ?? [], lang)?.value.name ?? l.slug}`).join('; ');

  const book = new ExcelJS.Workbook();
  book.creator = 'AMCM';
  const sheet = (title: string, dateHeading: string, rows: q.OrderRow[], dateOf: (o: q.OrderRow) => Date | null) => {
    const ws = book.addWorksheet(title);
    ws.columns = [
      { header: h.reference, key: 'reference', width: 20 },
      { header: h.name, key: 'name', width: 24 },
      { header: h.phone, key: 'phone', width: 14 },
      { header: h.email, key: 'email', width: 28 },
      { header: h.coins, key: 'coins', width: 48 },
      { header: h.total, key: 'total', width: 14, style: { numFmt: '#,##0.00' } },
      { header: dateHeading, key: 'date', width: 14 },
      { header: h.placed, key: 'placed', width: 14 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const o of rows) ws.addRow({ reference: o.reference, name: o.name, phone: o.phone, email: o.email, coins: coinsOf(o.id), total: avosToMop(o.totalAvos), date: macao(dateOf(o)), placed: macao(o.createdAt) });
  };
  sheet(h.payments, h.payBy, payments, (o) => o.payBy);
  sheet(h.collections, h.readySince, collections, (o) => o.updatedAt);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return {
    filename: `coin-orders-${day}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: buffer.toString('base64'),
    payments: payments.length,
    collections: collections.length,
  };
}
