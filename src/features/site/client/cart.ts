/** The cart link's item count, read from the session cart (SPEC §3 Coins cart). */
import { formatMessage, readTemplateAttribute } from '#src/i18n/format.ts';
import { CART_EVENT, cartCount, readCart } from '#src/lib/stores/cart-storage.ts';
import { onPage } from './ready.ts';

function render(): void {
  const count = cartCount(readCart());
  for (const link of document.querySelectorAll<HTMLElement>('[data-cart-link]')) {
    link.hidden = count === 0 && !link.hasAttribute('data-cart-always');
    const badge = link.querySelector<HTMLElement>('[data-cart-count]');
    if (badge) badge.textContent = String(count);
    const text = link.querySelector<HTMLElement>('[data-cart-text]');
    if (text?.dataset.template) text.textContent = formatMessage(readTemplateAttribute(text.dataset.template), { count });
  }
}

onPage(render);
window.addEventListener(CART_EVENT, render);
// Back from the page cache: the cart may have changed on another page.
window.addEventListener('pageshow', render);
