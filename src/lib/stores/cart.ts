/**
 * The coins cart store (SPEC §3, §4 "The cart adds items per slug"): a nanostores
 * map by slug, loaded from and written back to sessionStorage, so it is kept for
 * the browser session and the page shell's cart link shows the same count.
 */
import { computed, map } from 'nanostores';
import { cartCount, readCart, writeCart, type Cart, type CartLine } from './cart-storage.ts';

export { CART_EVENT, CART_KEY, cartCount, parseCart, type Cart, type CartLine } from './cart-storage.ts';

export const $cart = map<Cart>(readCart());
export const $cartCount = computed($cart, cartCount);

$cart.listen((cart) => writeCart(cart));

/** Adds `quantity` of an item (a new line, or more of an existing one). */
export function addToCart(item: Omit<CartLine, 'total'>, quantity = 1): void {
  const count = Math.floor(quantity);
  if (!item.slug || count <= 0) return;
  const current = $cart.get()[item.slug];
  $cart.setKey(item.slug, { ...item, total: (current?.total ?? 0) + count });
}

/** Sets the quantity of a line; zero or less removes it. */
export function setQuantity(slug: string, total: number): void {
  const line = $cart.get()[slug];
  if (!line) return;
  const count = Math.floor(total);
  if (count <= 0) removeFromCart(slug);
  else $cart.setKey(slug, { ...line, total: count });
}

export function removeFromCart(slug: string): void {
  if (!(slug in $cart.get())) return;
  $cart.set(Object.fromEntries(Object.entries($cart.get()).filter(([key]) => key !== slug)));
}

export function clearCart(): void {
  $cart.set({});
}

/** Re-reads the session copy (e.g. after another script wrote it). */
export function reloadCart(): void {
  $cart.set(readCart());
}
