/**
 * The coin shop's rows of the staff permission table (decision 0028): reading the
 * order queue, acting on orders (payment requested, paid, ready, collected,
 * cancelled, notes) and keeping the catalogue. Plain data, for the server and the screens.
 */
import { definePermissions } from '#src/features/staff/permissions.ts';

export const COINS_PERMISSIONS = definePermissions({
  /** The order queue, one order with its timeline and notes, the cashier's daily lists. */
  'coins.orders.read': ['administrator', 'shop-clerk', 'auditor'],
  /** Moving an order on (or cancelling it) and writing notes on it. */
  'coins.orders.manage': ['administrator', 'shop-clerk'],
  /** The catalogue: coin issues and their pictures, read only. */
  'coins.catalogue.read': ['administrator', 'shop-clerk', 'auditor'],
  /** Creating and editing coin issues: texts, price, stock, limits, status, sale opening. */
  'coins.catalogue.manage': ['administrator', 'shop-clerk'],
});
