/**
 * The coins cart as it is kept for the browser session (SPEC §3 Coins cart,
 * §9 session keys): a map by slug of line items, each with its total quantity.
 * No dependency, so the page shell can read the item count with a few bytes.
 */
export const CART_KEY = 'amcm.cart';
/** Dispatched on `window` whenever the cart is written in this tab. */
export const CART_EVENT = 'amcm:cart';

export interface CartLine {
  slug: string;
  title: string;
  /** Unit price in MOP, when known. */
  price: number | null;
  /** Quantity of this item. */
  total: number;
}

export type Cart = Record<string, CartLine>;

function isLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CartLine>;
  return typeof v.slug === 'string' && typeof v.total === 'number' && Number.isInteger(v.total) && v.total > 0;
}

/** Reads a stored cart, dropping anything malformed. */
export function parseCart(raw: string | null | undefined): Cart {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const cart: Cart = {};
  for (const [slug, line] of Object.entries(value)) {
    if (isLine(line) && line.slug === slug) {
      cart[slug] = { slug, title: typeof line.title === 'string' ? line.title : slug, price: typeof line.price === 'number' ? line.price : null, total: line.total };
    }
  }
  return cart;
}

/** The item count: the sum of the lines' totals. */
export function cartCount(cart: Cart): number {
  return Object.values(cart).reduce((sum, line) => sum + line.total, 0);
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readCart(): Cart {
  return parseCart(storage()?.getItem(CART_KEY));
}

export function writeCart(cart: Cart): void {
  const store = storage();
  try {
    if (Object.keys(cart).length) store?.setItem(CART_KEY, JSON.stringify(cart));
    else store?.removeItem(CART_KEY);
  } catch {
    // Full or disabled storage: the cart lives for this page only.
  }
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { count: cartCount(cart) } }));
  }
}
