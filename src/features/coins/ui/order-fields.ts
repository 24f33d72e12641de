/** The buyer's fields of a coin order, their control ids and texts, and the checks of a cart line. */
import type { CartLine } from '#src/lib/stores/cart.ts';
import { CONTACT_SLOTS, DELIVERY_OPTIONS, SMS_CONSENT, type BarListItem, type CoinsIslandMessages } from '../contract.ts';

export const FIELDS = ['name', 'address', 'phone', 'fax', 'email', 'contactSlot', 'smsConsent', 'delivery'] as const;
export type FieldName = (typeof FIELDS)[number];
export type ChoiceName = 'contactSlot' | 'smsConsent' | 'delivery';
const GROUPS: Partial<Record<FieldName, string>> = { contactSlot: CONTACT_SLOTS[0], smsConsent: SMS_CONSENT[0], delivery: DELIVERY_OPTIONS[0] };

/** The id of a field's control (radio groups: their first radio). */
export const fieldId = (name: FieldName) => (GROUPS[name] ? `coins-${name}-${GROUPS[name] ?? ''}` : `coins-${name}`);
export const cents = (mop: number) => Math.round(mop * 100);

/** What is wrong with a cart line now, as a message key, or undefined. */
export function lineProblem(line: CartLine, current: BarListItem | undefined, checked: boolean): keyof CoinsIslandMessages | undefined {
  if (!checked) return undefined;
  if (!current || current.status === 'offline') return 'coins.offline';
  if (current.status === 'sold-out' || current.stock === 0) return 'coins.outOfStock';
  if (line.total > current.orderLimit) return 'coins.limitExceeded';
  if (line.total > current.stock) return 'coins.outOfStock';
  return undefined;
}

/** The text of a radio choice (empty when none is chosen). */
export function choiceText(messages: CoinsIslandMessages, name: ChoiceName, value: string | undefined): string {
  if (!value) return '';
  if (name === 'contactSlot') return messages[`coins.slot.${value as (typeof CONTACT_SLOTS)[number]}`];
  if (name === 'smsConsent') return messages[value === 'yes' ? 'coins.yes' : 'coins.no'];
  return messages[`coins.delivery.${value as (typeof DELIVERY_OPTIONS)[number]}`];
}
