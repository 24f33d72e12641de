/**
 * Shapes of the coin shop's staff side (issue 34): an order's life (the statuses and the
 * one step each action makes), the queue's filters, an action's body, a note. Shared by
 * the staff calls and the screens, so both validate with the same schema.
 */
import { z } from 'zod';

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
