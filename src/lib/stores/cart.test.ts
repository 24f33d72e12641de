// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $cart, $cartCount, addToCart, CART_EVENT, CART_KEY, cartCount, clearCart, parseCart, reloadCart, removeFromCart, setQuantity } from './cart.ts';

beforeEach(() => {
  clearCart();
  sessionStorage.clear();
});

describe('cart', () => {
  it('adds items per slug and counts the sum of totals', () => {
    addToCart({ slug: 'coin-a', title: 'Coin A', price: 100 });
    addToCart({ slug: 'coin-a', title: 'Coin A', price: 100 }, 2);
    addToCart({ slug: 'coin-b', title: 'Coin B', price: null }, 4);
    expect($cart.get()['coin-a']?.total).toBe(3);
    expect($cartCount.get()).toBe(7);
  });

  it('keeps the cart in sessionStorage and tells the page', () => {
    const counts: number[] = [];
    window.addEventListener(CART_EVENT, (e) => counts.push((e as CustomEvent<{ count: number }>).detail.count));
    addToCart({ slug: 'coin-a', title: 'Coin A', price: 100 }, 2);
    expect(cartCount(parseCart(sessionStorage.getItem(CART_KEY)))).toBe(2);
    expect(counts.at(-1)).toBe(2);
    setQuantity('coin-a', 5);
    expect(cartCount(parseCart(sessionStorage.getItem(CART_KEY)))).toBe(5);
    removeFromCart('coin-a');
    expect(sessionStorage.getItem(CART_KEY)).toBeNull();
    expect(counts.at(-1)).toBe(0);
  });

  it('reloads what the session holds', () => {
    sessionStorage.setItem(CART_KEY, JSON.stringify({ x: { slug: 'x', title: 'X', price: 1, total: 2 } }));
    reloadCart();
    expect($cartCount.get()).toBe(2);
  });

  it('ignores bad quantities and malformed storage', () => {
    addToCart({ slug: 'a', title: 'A', price: 1 }, 0);
    addToCart({ slug: '', title: 'A', price: 1 });
    expect($cartCount.get()).toBe(0);
    setQuantity('a', 3);
    expect($cartCount.get()).toBe(0);
    expect(parseCart('not json')).toEqual({});
    expect(parseCart('[1,2]')).toEqual({});
    expect(parseCart(JSON.stringify({ a: { slug: 'b', total: 1 }, c: { slug: 'c', total: -1 }, d: { slug: 'd', total: 2 } }))).toEqual({
      d: { slug: 'd', title: 'd', price: null, total: 2 },
    });
  });

  it('removes a line when its quantity drops to zero', () => {
    addToCart({ slug: 'a', title: 'A', price: 1 }, 2);
    setQuantity('a', 0);
    expect($cart.get()).toEqual({});
  });
});
