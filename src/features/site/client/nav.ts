/**
 * Drop-down navigation (disclosure pattern) and the phone menu button.
 * Keyboard: the toggle button opens/closes (Enter/Space), ArrowDown opens and goes
 * into the list, ArrowUp/ArrowDown move within it, Escape closes and returns the
 * focus to the button. Mouse: hover opens (after a short grace period out it
 * closes), click pins. Touch: tap the button.
 */
import { closestIn, isDesktop } from './ready.ts';

const ITEM = '[data-nav-item]';
const TOGGLE = '[data-submenu-toggle]';
let hoverTimer: number | undefined;

function parts(item: Element): { button: HTMLButtonElement | null; panel: HTMLElement | null } {
  const button = item.querySelector<HTMLButtonElement>(TOGGLE);
  const id = button?.getAttribute('aria-controls');
  return { button, panel: id ? document.getElementById(id) : null };
}

function isOpen(item: Element): boolean {
  return parts(item).button?.getAttribute('aria-expanded') === 'true';
}

function setOpen(item: HTMLElement, open: boolean, how: 'hover' | 'click' = 'click'): void {
  const { button, panel } = parts(item);
  if (!button || !panel) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (open) item.dataset.open = how;
  else delete item.dataset.open;
}

function closeAll(except?: Element): void {
  for (const item of document.querySelectorAll<HTMLElement>(`${ITEM}[data-open]`)) if (item !== except) setOpen(item, false);
}

function links(panel: HTMLElement): HTMLAnchorElement[] {
  return [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
}

function menuButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
}

function setMenuOpen(open: boolean): void {
  const button = menuButton();
  if (!button) return;
  button.setAttribute('aria-expanded', String(open));
  document.documentElement.toggleAttribute('data-menu-open', open);
  if (!open) closeAll();
}

document.addEventListener('click', (event) => {
  const toggle = closestIn<HTMLButtonElement>(event.target, TOGGLE);
  if (toggle) {
    const item = toggle.closest<HTMLElement>(ITEM);
    if (!item) return;
    if (item.dataset.open === 'hover') setOpen(item, true, 'click');
    else {
      const open = !isOpen(item);
      if (open) closeAll(item);
      setOpen(item, open);
    }
    return;
  }
  const menu = closestIn<HTMLButtonElement>(event.target, '[data-menu-toggle]');
  if (menu) {
    setMenuOpen(menu.getAttribute('aria-expanded') !== 'true');
    return;
  }
  // A click anywhere else closes the drop-downs (and the phone menu, when outside the header).
  if (!closestIn(event.target, ITEM)) closeAll();
  if (!closestIn(event.target, '[data-masthead]') && document.documentElement.hasAttribute('data-menu-open')) setMenuOpen(false);
});

document.addEventListener('keydown', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const item = target?.closest<HTMLElement>(ITEM);
  if (event.key === 'Escape') {
    if (item && isOpen(item)) {
      setOpen(item, false);
      parts(item).button?.focus();
      event.preventDefault();
      return;
    }
    const hovered = document.querySelector(`${ITEM}[data-open]`);
    if (hovered) {
      closeAll();
      return;
    }
    if (document.documentElement.hasAttribute('data-menu-open') && target?.closest('[data-masthead]')) {
      setMenuOpen(false);
      menuButton()?.focus();
      event.preventDefault();
    }
    return;
  }
  if (!item || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const { button, panel } = parts(item);
  if (!button || !panel) return;
  if (target === button) {
    if (event.key !== 'ArrowDown') return;
    closeAll(item);
    setOpen(item, true);
    links(panel)[0]?.focus();
    event.preventDefault();
    return;
  }
  if (panel.contains(target)) {
    const list = links(panel);
    const index = list.indexOf(target as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? list[index + 1] : index > 0 ? list[index - 1] : button;
    next?.focus();
    event.preventDefault();
  }
});

// Focus leaving an open drop-down closes it (desktop; on phones the panels are part of the menu).
document.addEventListener('focusout', (event) => {
  const item = closestIn<HTMLElement>(event.target, ITEM);
  if (!item || !isOpen(item) || !isDesktop()) return;
  const next = event.relatedTarget;
  if (next instanceof Node && item.contains(next)) return;
  setOpen(item, false);
});

document.addEventListener('pointerover', (event) => {
  if (event.pointerType !== 'mouse' || !isDesktop()) return;
  const item = closestIn<HTMLElement>(event.target, ITEM);
  if (!item || !parts(item).panel) return;
  window.clearTimeout(hoverTimer);
  if (!isOpen(item)) {
    closeAll(item);
    setOpen(item, true, 'hover');
  }
});

document.addEventListener('pointerout', (event) => {
  if (event.pointerType !== 'mouse') return;
  const item = closestIn<HTMLElement>(event.target, ITEM);
  if (!item || item.dataset.open !== 'hover') return;
  const next = event.relatedTarget;
  if (next instanceof Node && item.contains(next)) return;
  window.clearTimeout(hoverTimer);
  hoverTimer = window.setTimeout(() => {
    if (item.dataset.open === 'hover') setOpen(item, false);
  }, 250);
});

// Leaving the phone layout resets the phone menu.
matchMedia('(min-width: 768px)').addEventListener('change', () => setMenuOpen(false));

// After the embedded-mode content swap the new header starts closed.
document.addEventListener('amcm:navigated', () => document.documentElement.removeAttribute('data-menu-open'));
