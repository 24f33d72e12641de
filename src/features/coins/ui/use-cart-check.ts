/**
 * Checks the session cart against the shop (`POST /coins/bar_list`): the current
 * items by slug, whether the check was made, and the messages per line (a changed
 * price, which is taken over, or what the server refused in an order).
 */
import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { $cart } from '#src/lib/stores/cart.ts';
import type { BarListItem, CoinsIslandMessages } from '../contract.ts';
import { cents } from './order-fields.ts';

export function useCartCheck(lang: Language, messages: CoinsIslandMessages) {
  const [current, setCurrent] = useState<Map<string, BarListItem>>(new Map());
  const [checked, setChecked] = useState(false);
  /** Messages the server gave per line (a refused order), by slug. */
  const [serverLineErrors, setServerLineErrors] = useState<Record<string, string>>({});

  const refresh = useCallback(async () => {
    const slugs = Object.keys($cart.get());
    if (!slugs.length) {
      setChecked(true);
      return;
    }
    try {
      const items = await apiPost<BarListItem[]>('/api/v1.0/coins/bar_list', { slugs }, { lang, quiet: true });
      const map = new Map(items.map((i) => [i.slug, i]));
      setCurrent(map);
      // A changed price is taken over, and said on the line, before the buyer orders.
      const changed: Record<string, string> = {};
      for (const line of Object.values($cart.get())) {
        const now = map.get(line.slug);
        if (now && line.price !== null && cents(line.price) !== cents(now.price)) {
          changed[line.slug] = messages['coins.priceChanged'];
          $cart.setKey(line.slug, { ...line, price: now.price });
        }
      }
      if (Object.keys(changed).length) setServerLineErrors((e) => ({ ...e, ...changed }));
      setChecked(true);
    } catch {
      // Not checked: the order call checks again anyway.
    }
  }, [lang, messages]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { current, checked, serverLineErrors, setServerLineErrors, refresh };
}
