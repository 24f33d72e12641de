/**
 * "Add to cart" for one coin (island on the list and on a coin's page): puts the coin in
 * the session cart (`src/lib/stores/cart.ts`, nanostores), which the header's cart link
 * counts, and says so in a polite live region.
 */
import { useState } from 'react';
import { addToCart, $cart } from '#src/lib/stores/cart.ts';
import { format } from '#src/features/forms/ui/messages.ts';
import type { AddToCartMessages } from './contract.ts';

export interface AddToCartProps {
  slug: string;
  title: string;
  price: number;
  /** The per-order limit: the cart never holds more of this coin. */
  limit: number;
  /** Show a quantity field (on the coin's own page). */
  withQuantity?: boolean;
  messages: AddToCartMessages;
}

export function AddToCart({ slug, title, price, limit, withQuantity = false, messages }: AddToCartProps) {
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState('');
  const id = `coin-qty-${slug}`;
  const add = () => {
    const inCart = $cart.get()[slug]?.total ?? 0;
    const wanted = Math.max(1, Math.min(quantity, limit - inCart));
    if (inCart >= limit) {
      setStatus(messages['coins.limitExceeded']);
      return;
    }
    addToCart({ slug, title, price }, wanted);
    setStatus(format(messages['coins.added'], { count: $cart.get()[slug]?.total ?? 0 }));
  };
  return (
    <div className="coin-add">
      {withQuantity && (
        <p className="coin-add__quantity">
          <label htmlFor={id}>{messages['coins.quantity']}</label>{' '}
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={limit}
            value={quantity}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setQuantity(Math.max(1, Math.min(limit, Math.floor(Number(e.target.value) || 1))))}
          />{' '}
          <span id={`${id}-hint`} className="coin-add__hint">
            {format(messages['coins.limitHint'], { limit })}
          </span>
        </p>
      )}
      <button type="button" className="coin-button" onClick={add} aria-describedby={withQuantity ? undefined : `coin-name-${slug}`}>
        {messages['coins.addToCart']}
      </button>
      <p className="coin-add__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
