/**
 * Shapes of the coin shop's staff side (issue 34): an order's life (the statuses and the
 * one step each action makes), the queue's filters, an action's body, a note. Shared by
 * the staff calls and the screens, so both validate with the same schema.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_LINES, CONTROL_CHARACTERS_MESSAGE } from '#src/lib/control-characters.ts';

/** An order's life: received → payment requested → paid → ready → collected; or cancelled, or expired unpaid. */
export const ORDER_STATUSES = ['received', 'payment-requested', 'paid', 'ready', 'collected', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses an order never leaves. */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['collected', 'cancelled', 'expired'];

/**
 * What staff may do to an order, each one step forward from the statuses it names.
 * `confirm`: the step cannot be undone (the screen asks first). Expiry is the shop's
 * own (a job), never a staff action.
 */
export const ORDER_ACTIONS = {
  'request-payment': { from: ['received'], to: 'payment-requested', confirm: false },
  'mark-paid': { from: ['payment-requested'], to: 'paid', confirm: true },
  'mark-ready': { from: ['paid'], to: 'ready', confirm: true },
  'mark-collected': { from: ['ready'], to: 'collected', confirm: true },
  cancel: { from: ['received', 'payment-requested', 'paid', 'ready'], to: 'cancelled', confirm: true },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; confirm: boolean }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;
export const ORDER_ACTION_NAMES = Object.keys(ORDER_ACTIONS) as OrderAction[];

/** The actions open to an order in `status`, in the order the screen shows them. */
export function nextActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTION_NAMES.filter((action) => (ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status));
}

export const NOTE_MAX = 2000;

const note = z.string({ error: 'validation.format' }).trim().max(NOTE_MAX, { error: 'validation.tooLong' });

/** The body of every action: the version of the order the person saw, and an optional note for the timeline. */
export const orderActionBody = z
  .object({
    version: z.number({ error: 'validation.required' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }),
    note: note.optional(),
    /** Cancel only: whether the buyer asked for it (the e-mail says so). */
    byBuyer: z.boolean({ error: 'validation.format' }).optional(),
  })
  .meta({ id: 'CoinOrderAction' });
export type OrderActionBody = z.output<typeof orderActionBody>;

export const orderNoteBody = z
  .object({ version: orderActionBody.shape.version, note: note.min(1, { error: 'validation.required' }) })
  .meta({ id: 'CoinOrderNote' });

export const ORDER_SORTS = ['createdAt', 'reference', 'status', 'total', 'payBy'] as const;

const day = z.iso.date({ error: 'validation.format' });

/** The queue: filters, search (reference, e-mail or phone), page and sort. */
export const orderQueueQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.format' }).optional(),
  coin: z.string().max(100).regex(/^[a-z0-9-]+$/, { error: 'validation.format' }).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.enum(ORDER_SORTS).default('createdAt'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type OrderQueueQuery = z.output<typeof orderQueueQuery>;

export const orderRow = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  delivery: z.enum(['counter', 'mail']),
  total: z.number().meta({ description: 'MOP' }),
  items: z.number(),
  createdAt: z.string(),
  payBy: z.string().nullable(),
  overdue: z.boolean(),
});
export type OrderRow = z.output<typeof orderRow>;

export const orderEvent = z.object({
  id: z.number(),
  at: z.string(),
  actorName: z.string().nullable(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
});

export const orderDetail = orderRow.extend({
  lang: z.string(),
  address: z.string(),
  fax: z.string().nullable(),
  contactSlot: z.enum(['morning', 'afternoon', 'either']),
  smsConsent: z.boolean(),
  deliveryCharge: z.number(),
  lines: z.array(z.object({ slug: z.string(), name: z.string(), quantity: z.number(), price: z.number(), amount: z.number() })),
  timeline: z.array(orderEvent),
  notes: z.array(orderEvent),
  actions: z.array(z.enum(ORDER_ACTION_NAMES as [OrderAction, ...OrderAction[]])),
});
export type OrderDetail = z.output<typeof orderDetail>;

/** The day of the lists (required: the screen always names it). */
export const dailyListsQuery = z.object({ day: z.iso.date({ error: 'validation.required' }) });

// --- the catalogue (issue 34): coin issues as the shop clerk edits them --------------------

export const ISSUE_TYPES = ['gold', 'silver', 'bimetallic', 'set'] as const;
export const ISSUE_METALS = ['gold', 'silver', 'copper-nickel', 'gold-silver'] as const;
export const ISSUE_STATUSES = ['on-sale', 'offline', 'sold-out'] as const;
/** The four languages of an issue's texts; Portuguese may be left empty (the page falls back to English). */
export const ISSUE_LANGS = ['zh-hant', 'zh-hans', 'en', 'pt'] as const;
export type IssueLang = (typeof ISSUE_LANGS)[number];
export const MAX_PICTURES = 6;
/** Pictures: the image types of the public upload list (content checked by signature), at most 5 MB each. */
export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

const line = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .max(max, { error: 'validation.format' })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: CONTROL_CHARACTERS_MESSAGE });
const needed = (max: number) => line(max).refine((v) => v.length > 0, { error: 'validation.required' });
const paragraph = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .max(max, { error: 'validation.format' })
    .refine((v) => !CONTROL_CHARACTERS_EXCEPT_LINES.test(v), { error: CONTROL_CHARACTERS_MESSAGE });
const whole = (min: number, max: number) => z.number({ error: 'validation.required' }).int({ error: 'validation.format' }).min(min, { error: 'validation.format' }).max(max, { error: 'validation.format' });
/** An amount with at most two decimals (MOP, mm, g): stored exactly in hundredths. */
const hundredths = (max: number) =>
  z
    .number({ error: 'validation.required' })
    .min(0, { error: 'validation.format' })
    .max(max, { error: 'validation.format' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'coins.catalogue.twoDecimals' });
/** A minute in Macao time as a datetime-local field gives it (Macao has no summer time: +08:00), or empty. */
export const macaoMinuteOrEmpty = z
  .string({ error: 'validation.format' })
  .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, { error: 'validation.format' })
  .refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}:00+08:00`)), { error: 'validation.format' });

const issueText = z.object({ name: needed(200), seriesName: needed(200), description: paragraph(4000).refine((v) => v.length > 0, { error: 'validation.required' }) });
/** Portuguese may be empty; once a name is given, the series name is needed too. */
const optionalText = z
  .object({ name: line(200), seriesName: line(200), description: paragraph(4000) })
  .refine((t) => (t.name === '') === (t.seriesName === '') && (t.description === '' || t.name !== ''), { path: ['name'], error: 'coins.catalogue.ptIncomplete' });

/** The fields of an issue, as the form shows them and the calls take them. */
const issueFields = {
  year: whole(1990, 2100),
  type: z.enum(ISSUE_TYPES, { error: 'validation.required' }),
  series: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'coins.catalogue.slugFormat' }).max(60, { error: 'validation.format' }),
  metal: z.enum(ISSUE_METALS, { error: 'validation.required' }),
  fineness: whole(0, 1000),
  diameterMm: hundredths(200),
  weightG: hundredths(5000),
  faceValue: hundredths(1_000_000),
  price: hundredths(1_000_000),
  mintage: whole(1, 10_000_000),
  stock: whole(0, 10_000_000),
  orderLimit: whole(1, 999),
  buyerLimit: whole(1, 999),
  status: z.enum(ISSUE_STATUSES, { error: 'validation.required' }),
  issueDate: z.iso.date({ error: (issue) => (issue.input === '' || issue.input == null ? 'validation.required' : 'validation.format') }),
  saleOpensAt: macaoMinuteOrEmpty,
  texts: z.object({ 'zh-hant': issueText, 'zh-hans': issueText, en: issueText, pt: optionalText }),
  /** Stored files (ids), in the order shown. */
  pictures: z.array(z.number().int().min(1), { error: 'validation.format' }).max(MAX_PICTURES, { error: 'coins.catalogue.tooManyPictures' }).default([]),
};

/** A new issue: its slug (its address on the site and in carts, never changed) and its fields. */
export const issueCreateForm = z
  .object({
    slug: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required', abort: true }).max(80, { error: 'validation.format' }).regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'coins.catalogue.slugFormat' }),
    ...issueFields,
  })
  .refine((v) => v.buyerLimit >= v.orderLimit, { path: ['buyerLimit'], error: 'coins.catalogue.buyerLimit' })
  .refine((v) => v.stock <= v.mintage, { path: ['stock'], error: 'coins.catalogue.stockOverMintage' })
  .meta({ id: 'StaffCoinIssueNew' });
export type IssueCreateForm = z.output<typeof issueCreateForm>;

/**
 * A save: the issue's `version` as the person opened it (a newer one refuses the save,
 * 409), and `stockRead`, the stock they saw. Orders move the stock meanwhile without
 * raising the version, so the save applies the difference the person made
 * (`stock − stockRead`) to the stock as it is then; it is refused when that would go
 * below zero (orders took the coins meanwhile).
 */
export const issueSaveForm = z
  .object({
    version: z.number({ error: 'validation.required' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }),
    stockRead: whole(0, 10_000_000),
    ...issueFields,
  })
  .refine((v) => v.buyerLimit >= v.orderLimit, { path: ['buyerLimit'], error: 'coins.catalogue.buyerLimit' })
  .refine((v) => v.stock <= v.mintage, { path: ['stock'], error: 'coins.catalogue.stockOverMintage' })
  .meta({ id: 'StaffCoinIssueSave' });
export type IssueSaveForm = z.output<typeof issueSaveForm>;

export const issuePicture = z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number(), url: z.string().meta({ description: 'Where staff see it (a staff call); the public sees it at /files/{id}/{name} once an issue uses it' }) });
export type IssuePicture = z.output<typeof issuePicture>;

export const issueRow = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string().meta({ description: 'In the caller’s language (English when missing)' }),
  year: z.number(),
  type: z.enum(ISSUE_TYPES),
  price: z.number(),
  stock: z.number(),
  mintage: z.number(),
  status: z.enum(ISSUE_STATUSES),
  saleOpensAt: z.string().meta({ description: 'Macao minute (YYYY-MM-DDTHH:mm), or empty' }),
  version: z.number(),
});
export type IssueRow = z.output<typeof issueRow>;

export const issueRecord = z.object({
  id: z.number(),
  slug: z.string(),
  version: z.number(),
  stockRead: z.number(),
  ...issueFields,
  pictures: z.array(z.number()),
  pictureFiles: z.array(issuePicture),
  updatedAt: z.string(),
});
export type IssueRecord = z.output<typeof issueRecord>;

export const ISSUE_SORTS = ['year', 'slug', 'price', 'stock', 'status', 'saleOpensAt'] as const;
export const issueListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ISSUE_STATUSES, { error: 'validation.format' }).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.enum(ISSUE_SORTS).default('year'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
});
