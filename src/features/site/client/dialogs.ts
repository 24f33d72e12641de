/**
 * Native modal dialogs (the WeChat QR code, the home pop-up) and the dismissible
 * home notice. A `[data-dialog-open="id"]` button opens a dialog with showModal();
 * Escape, `[data-dialog-close]` or a click on the backdrop closes it, and the focus
 * goes back to the opener. The pop-up opens by itself and the notice shows, unless
 * the visitor closed them in this browser session (SPEC §2, §4, §9 session keys).
 */
import { closestIn, onPage, sessionGet, sessionSet } from './ready.ts';
import { NOTICE_KEY, POPUP_KEY } from './dialog-keys.ts';

export { NOTICE_KEY, POPUP_KEY };

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function dismissed(key: string): string[] {
  try {
    const value: unknown = JSON.parse(sessionGet(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function dismiss(key: string, id: string): void {
  const list = dismissed(key);
  if (!list.includes(id)) sessionSet(key, JSON.stringify([...list, id]));
}

function open(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (dialog.open) return;
  // A dialog that opens by itself (the pop-up) returns the focus to wherever it was.
  const from = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (from) openers.set(dialog, from);
  dialog.showModal();
}

/**
 * Gives the focus back after a dialog closes (WCAG 2.4.3). When it was on the
 * page itself (nothing focused yet), the page takes it, so the next Tab starts
 * from the top again instead of after the closed dialog.
 */
function restoreFocus(to: HTMLElement | undefined): void {
  if (to?.isConnected && to !== document.body) {
    to.focus();
    return;
  }
  const body = document.body;
  const had = body.hasAttribute('tabindex');
  if (!had) body.setAttribute('tabindex', '-1');
  body.focus({ preventScroll: true });
  if (!had) body.removeAttribute('tabindex');
}

/** The first pop-up not yet closed in this session. */
function nextPopup(): HTMLDialogElement | undefined {
  const seen = dismissed(POPUP_KEY);
  return [...document.querySelectorAll<HTMLDialogElement>('dialog[data-popup]')].find((d) => !seen.includes(d.dataset.popup ?? ''));
}

// On a full page load the home page's inline script (features/home/early-dialogs.ts) has
// done this already, before the first paint; here it is done again after a navigation
// that swapped the page in, and it does nothing to an already open pop-up.
onPage(() => {
  const seen = dismissed(NOTICE_KEY);
  for (const notice of document.querySelectorAll<HTMLElement>('[data-notice]')) notice.hidden = seen.includes(notice.dataset.notice ?? '');
  const popup = nextPopup();
  if (popup) open(popup, null);
});

document.addEventListener('click', (event) => {
  const opener = closestIn<HTMLElement>(event.target, '[data-dialog-open]');
  if (opener) {
    const dialog = document.getElementById(opener.dataset.dialogOpen ?? '');
    if (dialog instanceof HTMLDialogElement) open(dialog, opener);
    return;
  }
  const close = closestIn<HTMLElement>(event.target, '[data-dialog-close]');
  if (close) {
    close.closest('dialog')?.close();
    return;
  }
  // A click on the backdrop lands on the <dialog> itself (its content fills the box).
  if (event.target instanceof HTMLDialogElement && event.target.open) {
    event.target.close();
    return;
  }
  const dismissButton = closestIn<HTMLElement>(event.target, '[data-notice-dismiss]');
  const notice = dismissButton?.closest<HTMLElement>('[data-notice]');
  if (notice) {
    notice.hidden = true;
    dismiss(NOTICE_KEY, notice.dataset.notice ?? '');
    const next = document.querySelector<HTMLElement>('[data-notice]:not([hidden]) [data-notice-dismiss]');
    (next ?? document.getElementById('main'))?.focus({ preventScroll: !!next });
  }
});

// `close` does not bubble: listen in the capture phase.
document.addEventListener(
  'close',
  (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement)) return;
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (dialog.dataset.popup !== undefined) {
      dismiss(POPUP_KEY, dialog.dataset.popup);
      const next = nextPopup();
      if (next) {
        // The next pop-up takes over where the focus should go back to.
        if (opener) openers.set(next, opener);
        next.showModal();
        return;
      }
    }
    restoreFocus(opener);
  },
  true,
);
