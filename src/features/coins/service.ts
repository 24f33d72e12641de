/**
 * The rules of the coin shop: the catalogue in the visitor's language, the cart check
 * (`bar_list`) and the order (SPEC §4 coin order flow).
 *
 * `placeOrder` is ONE transaction (through the forms kit's `submitForm`, which also makes
 * it idempotent): lock the buyer, check every line (status, per-order limit, price,
 * per-buyer limit), take the stock of each line with a conditional UPDATE, write the order
 * and its lines, and put the buyer's acknowledgement and the staff notification in the
 * outbox. Any refused line throws, so the whole order — stock, reference, e-mails — is
 * rolled back: a refused cart changes nothing.
 */
import { pickTranslation, groupBy } from '#src/features/entries/translations.ts';
import { submitForm, type SubmitResult, type RateLimit } from '#src/features/forms/service.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { coinsText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import { fileUrl } from '#src/features/files/service.ts';
import { formatCurrency, formatDate } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { getConfig } from '#src/server/config.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, type FieldIssue } from '#src/server/http/errors.ts';
import {
  avosToMop,
  mopToAvos,
  SPECIAL_MAIL_CHARGE,
  type BarListItem,
  type Coin,
  type CoinListQuery,
  type CoinOrderBody,
  type OrderAnswer,
} from './contract.ts';
import * as q from './queries.ts';

type MessageKey = KeyOf<typeof coinsText>;

export const ORDER_FORM_TYPE = 'coins';
export const ORDER_PREFIX = 'CN';
/** Per client address: collectors share addresses (offices, mobile carriers), so generous. */
export const ORDER_RATE_LIMIT: RateLimit = { max: 30, windowMs: 10 * 60_000 };

/** Whether the issue's sale opening minute is still ahead of `now`. */
export function opensLater(row: Pick<q.CoinRow, 'saleOpensAt'>, now: Date): boolean {
  return !!row.saleOpensAt && row.saleOpensAt.getTime() > now.getTime();
}

function toCoin(row: q.CoinRow, texts: readonly q.CoinTextRow[], lang: Language, now: Date): Coin {
  const picked = pickTranslation(texts, lang);
  return {
    slug: row.slug,
    name: picked?.value.name ?? row.slug,
    year: row.year,
    type: row.type,
    series: row.series,
    seriesName: picked?.value.seriesName ?? row.series,
    description: picked?.value.description ?? '',
    diameterMm: row.diameterHmm / 100,
    weightG: row.weightCg / 100,
    metal: row.metal,
    fineness: row.fineness,
    faceValue: avosToMop(row.faceValue),
    mintage: row.mintage,
    price: avosToMop(row.priceAvos),
    orderLimit: row.orderLimit,
    buyerLimit: row.buyerLimit,
    stock: row.stock,
    status: row.stock === 0 && row.status === 'on-sale' ? 'sold-out' : row.status,
    issueDate: row.issueDate,
    onSaleFrom: opensLater(row, now) && row.saleOpensAt ? row.saleOpensAt.toISOString() : null,
    fallback: picked?.fallback ?? true,
    textLang: picked?.lang ?? lang,
  };
}

async function withTexts(db: Queryable, rows: q.CoinRow[], lang: Language, now: Date): Promise<Coin[]> {
  const texts = groupBy(await q.selectCoinTexts(db, rows.map((r) => r.id)), (r) => r.coinId);
  return rows.map((row) => toCoin(row, texts.get(row.id) ?? [], lang, now));
}

export async function listCoins(db: Queryable, lang: Language, filter: CoinListQuery = {}, now = new Date()): Promise<{ coins: Coin[]; years: number[]; types: Coin['type'][] }> {
  const [rows, facets] = await Promise.all([q.selectCoins(db, filter), q.selectYearsAndTypes(db)]);
  return { coins: await withTexts(db, rows, lang, now), ...facets };
}

/** What a coin's page shows of it: the drawn picture (SVG), and the pictures staff gave it (public at their file's URL). */
export interface CoinPictures {
  picture: string;
  photos: { url: string; name: string }[];
}

export async function getCoin(db: Queryable, slug: string, lang: Language, now = new Date()): Promise<(Coin & CoinPictures) | undefined> {
  const [row] = await q.selectCoinsBySlugs(db, [slug]);
  if (!row) return undefined;
  const [coin] = await withTexts(db, [row], lang, now);
  const photos = (await q.selectIssuePictures(db, [row.id])).map((p) => ({ url: fileUrl(p), name: p.name }));
  return coin && { ...coin, picture: row.picture, photos };
}

/** Pictures of coins by slug (the drawn SVG and staff's pictures), for the list page. */
export async function coinPictures(db: Queryable, slugs: readonly string[]): Promise<Map<string, CoinPictures>> {
  const rows = await q.selectCoinsBySlugs(db, slugs);
  const photos = groupBy(await q.selectIssuePictures(db, rows.map((r) => r.id)), (p) => p.coinId);
  return new Map(rows.map((r) => [r.slug, { picture: r.picture, photos: (photos.get(r.id) ?? []).map((p) => ({ url: fileUrl(p), name: p.name })) }]));
}

/** SPEC §7 bar_list: the current price, stock and status of the coins in a cart. */
export async function barList(db: Queryable, slugs: readonly string[], lang: Language, now = new Date()): Promise<BarListItem[]> {
  const coins = await withTexts(db, await q.selectCoinsBySlugs(db, [...new Set(slugs)]), lang, now);
  return coins.map((c) => ({ slug: c.slug, name: c.name, price: c.price, stock: c.stock, status: c.status, orderLimit: c.orderLimit }));
}

/** A refused order: one issue per refused line (`lines.<slug>`), the first one as the message. */
function refuse(issues: FieldIssue[]): never {
  const first = issues[0];
  throw new AppError('conflict', { messageKey: first?.messageKey ?? 'coins.cartChanged', issues, messages: coinsText });
}

export interface OrderOptions {
  lang: Language;
  client: string;
  idempotencyKey?: string | null;
  /** Where staff are told (ORDERS_NOTIFY_EMAIL); none: no staff notice. */
  notifyEmail?: string | undefined;
  rateLimit?: RateLimit | false;
  now?: Date;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export async function placeOrder(db: Database, body: CoinOrderBody, options: OrderOptions): Promise<SubmitResult<OrderAnswer>> {
  const { lang } = options;
  const now = options.now ?? new Date();
  const email = normalEmail(body.email);
  return submitForm<OrderAnswer>(
    db,
    {
      formType: ORDER_FORM_TYPE,
      prefix: ORDER_PREFIX,
      client: options.client,
      idempotencyKey: options.idempotencyKey ?? null,
      fingerprint: { ...body, email },
      rateLimit: options.rateLimit === undefined ? ORDER_RATE_LIMIT : options.rateLimit,
      ...(options.now ? { now: options.now } : {}),
    },
    async (tx, reference) => {
      await q.lockBuyer(tx, [`email:${email}`, `phone:${body.phone}`]);
      const rows = await q.selectCoinsBySlugs(tx, body.lines.map((l) => l.slug));
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      const bought = await q.boughtByBuyer(tx, rows.map((r) => r.id), email, body.phone);

      // 1. What can be told before touching stock, for every line at once.
      const issues: FieldIssue[] = [];
      const issue = (slug: string, messageKey: MessageKey, params?: Record<string, string | number>) => issues.push({ field: `lines.${slug}`, messageKey, ...(params ? { params } : {}) });
      for (const line of body.lines) {
        const coin = bySlug.get(line.slug);
        if (!coin || coin.status === 'offline') issue(line.slug, 'coins.offline');
        else if (opensLater(coin, now) && coin.saleOpensAt) issue(line.slug, 'coins.notYetOnSale', { when: formatDate(coin.saleOpensAt.toISOString(), lang, { time: true }) });
        else if (coin.status === 'sold-out' || coin.stock === 0) issue(line.slug, 'coins.outOfStock');
        else if (line.quantity > coin.orderLimit) issue(line.slug, 'coins.limitExceeded');
        else if (mopToAvos(line.price) !== coin.priceAvos) issue(line.slug, 'coins.priceChanged');
        else if ((bought.get(coin.id) ?? 0) + line.quantity > coin.buyerLimit) issue(line.slug, 'coins.buyerLimit');
        else if (line.quantity > coin.stock) issue(line.slug, 'coins.outOfStock');
      }
      if (issues.length) refuse(issues);

      // 2. Take the stock, in coin id order (no two orders wait on each other in a cycle).
      const lines = body.lines
        .map((line) => ({ line, coin: bySlug.get(line.slug) as q.CoinRow }))
        .sort((a, b) => a.coin.id - b.coin.id);
      for (const { line, coin } of lines) {
        const taken = await q.takeStock(tx, coin.id, line.quantity, coin.priceAvos, now);
        // Changed since it was read (another buyer took the last coins, staff took it offline or repriced it).
        if (!taken) issue(line.slug, 'coins.outOfStock');
      }
      if (issues.length) refuse(issues);

      // 3. The order, its lines and the two e-mails, in the same transaction.
      const itemsAvos = lines.reduce((sum, { line, coin }) => sum + line.quantity * coin.priceAvos, 0);
      const deliveryAvos = body.delivery === 'mail' ? SPECIAL_MAIL_CHARGE * 100 : 0;
      await q.insertOrder(
        tx,
        {
          reference,
          lang,
          name: body.name,
          address: body.address,
          phone: body.phone,
          fax: body.fax ?? null,
          email,
          contactSlot: body.contactSlot,
          smsConsent: body.smsConsent === 'yes',
          delivery: body.delivery,
          itemsAvos,
          deliveryAvos,
          totalAvos: itemsAvos + deliveryAvos,
        },
        lines.map(({ line, coin }) => ({ coinId: coin.id, quantity: line.quantity, unitPriceAvos: coin.priceAvos })),
      );
      const texts = groupBy(await q.selectCoinTexts(tx, lines.map((l) => l.coin.id)), (r) => r.coinId);
      const nameIn = (coinId: number, l: Language) => pickTranslation(texts.get(coinId) ?? [], l)?.value.name ?? '';
      const answer: OrderAnswer = {
        reference,
        lines: body.lines.map((line) => {
          const coin = bySlug.get(line.slug) as q.CoinRow;
          return { slug: line.slug, name: nameIn(coin.id, lang), quantity: line.quantity, price: avosToMop(coin.priceAvos), amount: avosToMop(coin.priceAvos * line.quantity) };
        }),
        items: avosToMop(itemsAvos),
        deliveryCharge: avosToMop(deliveryAvos),
        total: avosToMop(itemsAvos + deliveryAvos),
        delivery: body.delivery,
      };
      // The acknowledgement says its own language (wholly the buyer's, else English).
      await enqueueMail(tx, { to: email, kind: 'coins.acknowledgement', ...acknowledgement(answer, lang) });
      if (options.notifyEmail) {
        const staffLang: Language = getConfig().STAFF_MAIL_LANGUAGE;
        await enqueueMail(tx, { to: options.notifyEmail, lang: staffLang, kind: 'coins.staff', ...staffNotice(answer, body, email, (id) => nameIn(id, staffLang), lines, staffLang) });
      }
      return answer;
    },
  );
}

function lineTexts(answer: OrderAnswer, lang: Language): string[] {
  return answer.lines.map((l) => coinsText.t(lang, 'coins.orderLine', { quantity: l.quantity, name: l.name, amount: formatCurrency(l.amount) }));
}

function totals(answer: OrderAnswer, lang: Language): string[] {
  const rows = [`${coinsText.t(lang, 'coins.items')}: ${formatCurrency(answer.items)}`];
  if (answer.deliveryCharge) rows.push(`${coinsText.t(lang, 'coins.deliveryCharge')}: ${formatCurrency(answer.deliveryCharge)}`);
  rows.push(`${coinsText.t(lang, 'coins.total')}: ${formatCurrency(answer.total)}`);
  return rows;
}

/** The buyer's acknowledgement: lines, reference, what happens next, wholly in their language (else wholly in English). */
export function acknowledgement(answer: OrderAnswer, visitorLang: Language) {
  const keys = ['coins.mail.ackSubject', 'coins.mail.ackIntro', 'coins.orderLine', 'coins.items', 'coins.deliveryCharge', 'coins.total', 'coins.delivery', `coins.delivery.${answer.delivery}`, 'coins.nextTitle', 'coins.next.amount', 'coins.next.pay', answer.delivery === 'mail' ? 'coins.next.mail' : 'coins.next.pickup'] as const;
  const lang = coinsText.wholeIn(visitorLang, keys);
  const mail = renderMail({
    lang,
    title: coinsText.t(lang, 'coins.mail.ackSubject', { reference: answer.reference }),
    paragraphs: [
      coinsText.t(lang, 'coins.mail.ackIntro', { reference: answer.reference }),
      ...lineTexts(answer, lang),
      ...totals(answer, lang),
      `${coinsText.t(lang, 'coins.delivery')} ${coinsText.t(lang, `coins.delivery.${answer.delivery}`)}`,
      coinsText.t(lang, 'coins.nextTitle'),
      coinsText.t(lang, 'coins.next.amount'),
      coinsText.t(lang, 'coins.next.pay'),
      coinsText.t(lang, answer.delivery === 'mail' ? 'coins.next.mail' : 'coins.next.pickup'),
    ],
  });
  return { lang, ...mail };
}

function staffNotice(answer: OrderAnswer, body: CoinOrderBody, email: string, nameIn: (coinId: number) => string, lines: { line: { quantity: number }; coin: q.CoinRow }[], lang: Language) {
  return renderMail({
    lang,
    title: coinsText.t(lang, 'coins.mail.staffSubject', { reference: answer.reference }),
    paragraphs: [
      coinsText.t(lang, 'coins.mail.staffIntro', { reference: answer.reference }),
      ...lines.map(({ line, coin }) => coinsText.t(lang, 'coins.orderLine', { quantity: line.quantity, name: nameIn(coin.id), amount: formatCurrency(avosToMop(coin.priceAvos * line.quantity)) })),
      ...totals(answer, lang),
      `${coinsText.t(lang, 'coins.name')}: ${body.name}`,
      `${coinsText.t(lang, 'coins.address')}: ${body.address}`,
      `${coinsText.t(lang, 'coins.phone')}: ${body.phone}`,
      ...(body.fax ? [`${coinsText.t(lang, 'coins.fax')}: ${body.fax}`] : []),
      `${coinsText.t(lang, 'coins.email')}: ${email}`,
      `${coinsText.t(lang, 'coins.contactSlot')} ${coinsText.t(lang, `coins.slot.${body.contactSlot}`)}`,
      `${coinsText.t(lang, 'coins.smsConsent')} ${coinsText.t(lang, body.smsConsent === 'yes' ? 'coins.yes' : 'coins.no')}`,
      `${coinsText.t(lang, 'coins.delivery')} ${coinsText.t(lang, `coins.delivery.${body.delivery}`)}`,
    ],
  });
}

/** Sets a coin's stock and status (staff work, and the browser tests' hook). */
export async function setCoinStock(db: Queryable, slug: string, stock: number, status: q.CoinRow['status']): Promise<boolean> {
  return q.updateCoinStock(db, slug, stock, status);
}
