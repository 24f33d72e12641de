/**
 * Scroll states of SPEC §4 and §9: `data-scrolled` on <html> once the page is
 * scrolled at all, `data-mini` (the compact sticky header) once the scroll passes
 * the main header's height, and the back-to-top button after 400 px.
 */
import { closestIn, onPage, reducedMotion } from './ready.ts';

export const BACK_TO_TOP_THRESHOLD = 400;

const root = document.documentElement;
let headerHeight = 0;
let frame = 0;

function measure(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const slot = document.querySelector<HTMLElement>('[data-masthead-slot]');
  const masthead = document.querySelector<HTMLElement>('[data-masthead]');
  if (!header || !slot || !masthead) return;
  const mini = root.hasAttribute('data-mini');
  if (mini) root.removeAttribute('data-mini');
  slot.style.removeProperty('--masthead-h');
  // Reserve the full header's room, so fixing the mini header never makes the page jump.
  slot.style.setProperty('--masthead-h', `${String(masthead.offsetHeight)}px`);
  headerHeight = header.offsetHeight;
  if (mini) root.setAttribute('data-mini', '');
}

function update(): void {
  frame = 0;
  const y = window.scrollY;
  root.toggleAttribute('data-scrolled', y > 0);
  root.toggleAttribute('data-mini', headerHeight > 0 && y > headerHeight);
  const button = document.querySelector<HTMLElement>('[data-back-to-top]');
  if (button) button.hidden = y <= BACK_TO_TOP_THRESHOLD;
}

function schedule(): void {
  if (!frame) frame = requestAnimationFrame(update);
}

onPage(() => {
  measure();
  update();
});
window.addEventListener('scroll', schedule, { passive: true });
window.addEventListener('resize', () => {
  measure();
  schedule();
});
window.addEventListener('load', () => {
  measure();
  update();
});

document.addEventListener('click', (event) => {
  if (!closestIn(event.target, '[data-back-to-top]')) return;
  window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
  // The keyboard continues from the top of the content.
  document.getElementById('main')?.focus({ preventScroll: true });
});
