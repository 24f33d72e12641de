/**
 * Shapes of the commemorative coin shop (SPEC §3 Coin, Coins cart, Coin order; §7 coins
 * calls). `coinOrderForm` is THE schema of the buyer's details: the order island validates
 * with it (react-hook-form + zod resolver) and `POST /coins/order` parses the same fields
 * (plus the cart lines), so both sides agree on every rule and message.
 */
import { z } from 'zod';
import { slugParam } from '#src/lib/api/params.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { address, choice, email, optional, phone, required } from '#src/features/forms/validation.ts';
import type { FormUiKey } from '#src/features/forms/ui/messages.ts';

export const COIN_TYPES = ['gold', 'silver', 'bimetallic', 'set'] as const;
export type CoinType = (typeof COIN_TYPES)[number];
export const COIN_STATUSES = ['on-sale', 'offline', 'sold-out'] as const;
export type CoinStatus = (typeof COIN_STATUSES)[number];
/** SPEC §3/§9 contact slots: 9:00–13:00, 13:00–17:45, or either. */
export const CONTACT_SLOTS = ['morning', 'afternoon', 'either'] as const;
export type ContactSlot = (typeof CONTACT_SLOTS)[number];
/** Collection at the counter, or special mail (SPEC §9: 50 MOP bank charge, at least four weeks). */
export const DELIVERY_OPTIONS = ['counter', 'mail'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const SMS_CONSENT = ['yes', 'no'] as const;

/** SPEC §9: the bank charge for special post, in MOP. */
export const SPECIAL_MAIL_CHARGE = 50;
/** Lines in one order, and the most of one coin anyone can type (the coin's own limit is lower). */
export const MAX_ORDER_LINES = 30;
export const MAX_LINE_QUANTITY = 999;

const money = z.number().min(0).meta({ description: 'Amount in MOP (two decimals)' });

export const coinSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    year: z.number().int(),
    type: z.enum(COIN_TYPES),
    series: z.string().meta({ description: 'Series slug' }),
    seriesName: z.string(),
    description: z.string(),
    diameterMm: z.number(),
    weightG: z.number(),
    metal: z.string(),
    fineness: z.number().int().meta({ description: 'Parts per thousand; 0 for base metal' }),
    faceValue: money,
    mintage: z.number().int(),
    price: money,
    orderLimit: z.number().int().meta({ description: 'Most coins of this issue in one order' }),
    buyerLimit: z.number().int().meta({ description: 'Most coins of this issue one buyer (e-mail or phone) may order over all orders' }),
    stock: z.number().int(),
    status: z.enum(COIN_STATUSES),
    issueDate: z.string(),
    onSaleFrom: z.string().nullable().meta({ description: 'When the sale has not opened yet: the minute it opens (ISO instant); orders are refused until then (coins.notYetOnSale). Null once open.' }),
    /** Whether the text is in another language than the one asked for (pt → en). */
    fallback: z.boolean(),
    /** The language the name, series and description are in (for `lang` on the page). */
    textLang: z.enum(LANGUAGES),
  })
  .meta({ id: 'Coin' });
export type Coin = z.infer<typeof coinSchema>;

export const coinListQuery = z.object({
  year: z.coerce.number().int().min(1990).max(2100).optional().meta({ description: 'Only coins issued this year' }),
  type: z.enum(COIN_TYPES).optional().meta({ description: 'Only coins of this type' }),
});
export type CoinListQuery = z.infer<typeof coinListQuery>;

export const coinListResponse = z.object({
  coins: z.array(coinSchema),
  years: z.array(z.number().int()).meta({ description: 'Years with coins, newest first (for the filter)' }),
  types: z.array(z.enum(COIN_TYPES)),
});

/** `POST /coins/bar_list`: what a cart holds now (SPEC §7), to check it before ordering. */
export const barListBody = z
  .object({ slugs: z.array(slugParam).max(MAX_ORDER_LINES).meta({ description: 'Slugs of the coins in the cart' }) })
  .meta({ id: 'CoinBarListRequest' });
export const barListItem = z
  .object({
    slug: z.string(),
    name: z.string(),
    price: money,
    stock: z.number().int(),
    status: z.enum(COIN_STATUSES),
    orderLimit: z.number().int(),
  })
  .meta({ id: 'CoinBarListItem' });
export const barListResponse = z.array(barListItem).meta({ description: 'The known coins among the slugs asked for; an unknown slug is left out (treat it as offline)' });
export type BarListItem = z.infer<typeof barListItem>;

/** The buyer's details (SPEC §3 Coin order). */
export const coinOrderForm = z
  .object({
    name: required(100).meta({ description: "Recipient's name" }),
    address: address(300).meta({ description: 'Address (at least 5 characters)' }),
    phone: phone().meta({ description: 'Local phone number, 8 digits' }),
    fax: optional(required(20).regex(/^\+?[0-9 -]{6,20}$/, { error: 'validation.format' })).meta({ description: 'Fax number (optional)' }),
    email: email().meta({ description: 'Where the acknowledgement goes' }),
    contactSlot: choice(CONTACT_SLOTS).meta({ description: 'Preferred contact time: morning 9:00–13:00, afternoon 13:00–17:45, or either' }),
    smsConsent: choice(SMS_CONSENT).meta({ description: 'Agrees to SMS promotions' }),
    delivery: choice(DELIVERY_OPTIONS).meta({ description: 'counter: collection at the AMCM counter; mail: special mail, 50 MOP, at least four weeks' }),
  })
  .meta({ id: 'CoinOrderBuyer' });
export type CoinOrderFormInput = z.input<typeof coinOrderForm>;
export type CoinOrderForm = z.output<typeof coinOrderForm>;

export const orderLine = z.object({
  slug: slugParam,
  quantity: z.number({ error: 'validation.number' }).int({ error: 'validation.number' }).min(1, { error: 'validation.format' }).max(MAX_LINE_QUANTITY, { error: 'coins.limitExceeded' }),
  price: money.meta({ description: 'The unit price the buyer saw (MOP); a different current price refuses the order with coins.priceChanged' }),
});
export type OrderLine = z.infer<typeof orderLine>;

export const coinOrderBody = z
  .object({
    ...coinOrderForm.shape,
    lines: z
      .array(orderLine, { error: 'coins.emptyCart' })
      .min(1, { error: 'coins.emptyCart' })
      .max(MAX_ORDER_LINES, { error: 'validation.format' })
      .refine((lines) => new Set(lines.map((l) => l.slug)).size === lines.length, { error: 'validation.format' }),
  })
  .meta({ id: 'CoinOrder' });
export type CoinOrderBody = z.output<typeof coinOrderBody>;
export type CoinOrderBodyInput = z.input<typeof coinOrderBody>;

export const orderAnswer = z
  .object({
    reference: z.string().meta({ description: 'The order reference, to quote when staff call' }),
    lines: z.array(z.object({ slug: z.string(), name: z.string(), quantity: z.number().int(), price: money, amount: money })),
    items: money,
    deliveryCharge: money,
    total: money,
    delivery: z.enum(DELIVERY_OPTIONS),
  })
  .meta({ id: 'CoinOrderAccepted' });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** Money in avos (1/100 MOP, integers in the database) to MOP, and back. */
export const avosToMop = (avos: number): number => avos / 100;
export const mopToAvos = (mop: number): number => Math.round(mop * 100);

// --- The strings the coins islands show (picked on the server with `pickMessages`) ---

export const COINS_ISLAND_KEYS = [
  'coins.addToCart',
  'coins.added',
  'coins.quantity',
  'coins.quantityOf',
  'coins.remove',
  'coins.removeOf',
  'coins.unitPrice',
  'coins.amount',
  'coins.items',
  'coins.deliveryCharge',
  'coins.total',
  'coins.emptyCart',
  'coins.offline',
  'coins.outOfStock',
  'coins.limitExceeded',
  'coins.buyerLimit',
  'coins.priceChanged',
  'coins.continueShopping',
  'coins.checkout',
  'coins.orderTitle',
  'coins.cartTitle',
  'coins.name',
  'coins.address',
  'coins.phone',
  'coins.fax',
  'coins.email',
  'coins.emailHint',
  'coins.contactSlot',
  'coins.slot.morning',
  'coins.slot.afternoon',
  'coins.slot.either',
  'coins.smsConsent',
  'coins.yes',
  'coins.no',
  'coins.delivery',
  'coins.delivery.counter',
  'coins.delivery.mail',
  'coins.placeOrder',
  'coins.failed',
  'coins.cartChanged',
  'coins.limitHint',
] as const;
export type CoinsIslandKey = (typeof COINS_ISLAND_KEYS)[number];
/** The few strings the "Add to cart" island needs (it is on every card of the list). */
export const ADD_TO_CART_KEYS = ['coins.addToCart', 'coins.added', 'coins.quantity', 'coins.limitHint', 'coins.limitExceeded'] as const satisfies readonly CoinsIslandKey[];
export type AddToCartMessages = Readonly<Record<(typeof ADD_TO_CART_KEYS)[number], string>>;
export type CoinsIslandMessages = Readonly<Record<CoinsIslandKey | FormUiKey, string>>;
