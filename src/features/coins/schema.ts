// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the commemorative coin shop (README.md). The value lists repeat contract.ts (islands must not import this file); service.ts maps rows to contract types, so a value missing there fails the type check. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { language } from '../../server/db/columns.ts';
import { files } from '../files/schema.ts';

const COIN_TYPES = ['gold', 'silver', 'bimetallic', 'set'] as const;
const COIN_STATUSES = ['on-sale', 'offline', 'sold-out'] as const;
const CONTACT_SLOTS = ['morning', 'afternoon', 'either'] as const;
const DELIVERY_OPTIONS = ['counter', 'mail'] as const;
const ORDER_STATUSES = ['received', 'payment-requested', 'paid', 'ready', 'collected', 'cancelled', 'expired'] as const;

/**
 * One commemorative coin issue. Money is in avos (1/100 MOP) so sums are exact.
 * `stock` can never go below zero (check constraint): the order takes stock with a
 * conditional UPDATE (`… WHERE stock >= quantity`), so the last coins go to exactly as
 * many buyers as there are coins. `status` is what staff set (`offline` hides the order
 * button); it becomes `sold-out` in the same UPDATE that takes the last coin.
 */
export const coins = pgTable(
  'coins',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    year: integer('year').notNull(),
    type: text('type', { enum: COIN_TYPES }).notNull(),
    /** Series slug (e.g. `lunar-new-year`); its name is in coin_i18n. */
    series: text('series').notNull(),
    /** Hundredths of a millimetre / of a gram: exact, shown with two decimals. */
    diameterHmm: integer('diameter_hmm').notNull(),
    weightCg: integer('weight_cg').notNull(),
    metal: text('metal', { enum: ['gold', 'silver', 'copper-nickel', 'gold-silver'] }).notNull(),
    /** Parts per thousand (999, 925); 0 for base metal. */
    fineness: integer('fineness').notNull(),
    /** Face value in avos (legal tender value, e.g. 100 MOP). */
    faceValue: integer('face_value').notNull(),
    mintage: integer('mintage').notNull(),
    priceAvos: integer('price_avos').notNull(),
    /** Most coins of this issue in one order. */
    orderLimit: integer('order_limit').notNull(),
    /** Most coins of this issue one buyer (same e-mail or phone) may order over all orders. */
    buyerLimit: integer('buyer_limit').notNull(),
    stock: integer('stock').notNull(),
    status: text('status', { enum: COIN_STATUSES }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** A drawn SVG (obverse and reverse), never a photo of a real coin; empty for an issue staff made with pictures of their own (coin_pictures). */
    picture: text('picture').notNull().default(''),
    /**
     * The minute the sale opens (stored as an instant; staff enter it in Macao time). Before
     * it the page says from when the coin is on sale and orders are refused; null: on sale
     * as its status says.
     */
    saleOpensAt: timestamp('sale_opens_at', { withTimezone: true }),
    /** Raised by every staff save: a save names the version it was made from, so a stale one is refused. Orders do not raise it (they move stock, not the issue). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coins_stock_nonnegative', sql`${t.stock} >= 0`),
    check('coins_limits_positive', sql`${t.orderLimit} > 0 and ${t.buyerLimit} >= ${t.orderLimit}`),
    index('coins_year_idx').on(t.year),
  ],
);

/** Pictures of an issue (stored files, uploaded by staff or chosen from the files), shown in `position` order before the drawn picture. */
export const coinPictures = pgTable(
  'coin_pictures',
  {
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coinId, t.fileId] }), index('coin_pictures_file_idx').on(t.fileId)],
);

/** Texts of a coin per language (Portuguese partial: falls back to English). */
export const coinI18n = pgTable(
  'coin_i18n',
  {
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    name: text('name').notNull(),
    seriesName: text('series_name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coinId, t.lang] })],
);

/** One order; its reference and idempotency key live in form_submissions (forms kit). */
export const coinOrders = pgTable(
  'coin_orders',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    lang: language('lang').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    fax: text('fax'),
    /** Lower case: the per-buyer limit counts by e-mail and by phone. */
    email: text('email').notNull(),
    contactSlot: text('contact_slot', { enum: CONTACT_SLOTS }).notNull(),
    smsConsent: boolean('sms_consent').notNull(),
    delivery: text('delivery', { enum: DELIVERY_OPTIONS }).notNull(),
    itemsAvos: integer('items_avos').notNull(),
    deliveryAvos: integer('delivery_avos').notNull(),
    totalAvos: integer('total_avos').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the order is in its life (service.ts ORDER_STEPS); it only moves forward. */
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('received'),
    /** Raised by every change: a staff action names the version it saw, so a stale one is refused. */
    version: integer('version').notNull().default(1),
    /** The payment deadline, set when payment is requested; an order unpaid by then expires. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job (src/features/privacy) removed the personal data, keeping the row for counts and references. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [index('coin_orders_email_idx').on(t.email), index('coin_orders_phone_idx').on(t.phone), index('coin_orders_status_idx').on(t.status, t.createdAt)],
);

/**
 * An order's timeline: every change of status (from → to, who, when, the note given with
 * it) and every staff note (no from or to). Written in the transaction of the change,
 * beside the audit row. `actorId` null: the shop itself (an unpaid order that expired).
 */
export const coinOrderEvents = pgTable(
  'coin_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => coinOrders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }),
    note: text('note'),
  },
  (t) => [index('coin_order_events_order_idx').on(t.orderId, t.at)],
);

export const coinOrderLines = pgTable(
  'coin_order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => coinOrders.id, { onDelete: 'cascade' }),
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id),
    quantity: integer('quantity').notNull(),
    unitPriceAvos: integer('unit_price_avos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.coinId] }), index('coin_order_lines_coin_idx').on(t.coinId), check('coin_order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
