/**
 * The article tool (SPEC §4, §9): text sizes s, m (default) and l of the article
 * area, kept for the browser session, and printing the article area alone after
 * the 333 ms print delay. Also the side navigation's show more / show less.
 */
import { closestIn, onPage, sessionGet, sessionSet } from './ready.ts';

export const FONT_SIZE_KEY = 'amcm.fontSize';
export const PRINT_DELAY_MS = 333;
const SIZES = ['s', 'm', 'l'] as const;
type Size = (typeof SIZES)[number];

function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

function apply(size: Size): void {
  for (const body of document.querySelectorAll<HTMLElement>('[data-article-body]')) body.dataset.size = size;
  for (const button of document.querySelectorAll<HTMLElement>('[data-font-size]')) {
    button.setAttribute('aria-pressed', String(button.dataset.fontSize === size));
  }
}

onPage(() => {
  const stored = sessionGet(FONT_SIZE_KEY);
  if (isSize(stored) && stored !== 'm') apply(stored);
});

function printArticle(): void {
  const root = document.documentElement;
  root.classList.add('print-article');
  window.setTimeout(() => {
    window.print();
  }, PRINT_DELAY_MS);
}

window.addEventListener('afterprint', () => document.documentElement.classList.remove('print-article'));

document.addEventListener('click', (event) => {
  const sizeButton = closestIn<HTMLElement>(event.target, '[data-font-size]');
  if (sizeButton) {
    const size = sizeButton.dataset.fontSize;
    if (isSize(size)) {
      apply(size);
      sessionSet(FONT_SIZE_KEY, size);
    }
    return;
  }
  if (closestIn(event.target, '[data-print]')) {
    printArticle();
    return;
  }
  const more = closestIn<HTMLButtonElement>(event.target, '[data-show-more]');
  if (more) {
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    const expanded = more.getAttribute('aria-expanded') !== 'true';
    more.setAttribute('aria-expanded', String(expanded));
    for (const extra of list?.querySelectorAll<HTMLElement>('[data-extra]') ?? []) extra.hidden = !expanded;
  }
});
