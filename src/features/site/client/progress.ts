/**
 * The thin top progress bar (SPEC §4, §9) during API calls announced by
 * `src/lib/api/client.ts`: it grows every 100 ms to 95 % over a nominal 3 s, waits
 * there, completes when the last call ends, and turns the failure colour when a
 * call failed. Also the full-page loading overlay of `src/lib/api/loading.ts`.
 */
import { API_EVENTS } from '#src/lib/api/client-events.ts';
import { PAGE_LOADING_EVENT, type PageLoadingDetail } from '#src/lib/api/loading.ts';

export const PROGRESS_TICK_MS = 100;
export const PROGRESS_NOMINAL_MS = 3000;
export const PROGRESS_CAP = 95;
const STEP = PROGRESS_CAP / (PROGRESS_NOMINAL_MS / PROGRESS_TICK_MS);

let active = 0;
let value = 0;
let failed = false;
let ticker: number | undefined;
let hider: number | undefined;

function bar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-progress]');
}

function paint(): void {
  const el = bar();
  if (!el) return;
  el.style.setProperty('--progress', String(value / 100));
  el.classList.toggle('is-failed', failed);
}

function start(): void {
  window.clearTimeout(hider);
  window.clearInterval(ticker);
  value = 0;
  failed = false;
  const el = bar();
  if (el) {
    el.hidden = false;
    el.classList.remove('is-done');
  }
  paint();
  ticker = window.setInterval(() => {
    value = Math.min(PROGRESS_CAP, value + STEP);
    paint();
    if (value >= PROGRESS_CAP) window.clearInterval(ticker);
  }, PROGRESS_TICK_MS);
}

function finish(): void {
  window.clearInterval(ticker);
  value = 100;
  paint();
  bar()?.classList.add('is-done');
  hider = window.setTimeout(
    () => {
      const el = bar();
      if (el) el.hidden = true;
      value = 0;
      failed = false;
      paint();
    },
    failed ? 1200 : 400,
  );
}

window.addEventListener(API_EVENTS.start, () => {
  active += 1;
  if (active === 1) start();
});
window.addEventListener(API_EVENTS.error, () => {
  failed = true;
  paint();
});
window.addEventListener(API_EVENTS.end, () => {
  active = Math.max(0, active - 1);
  if (active === 0) finish();
});

let loading = 0;
window.addEventListener(PAGE_LOADING_EVENT, (event) => {
  const { busy } = (event as CustomEvent<PageLoadingDetail>).detail;
  loading = Math.max(0, loading + (busy ? 1 : -1));
  const overlay = document.querySelector<HTMLElement>('[data-page-loading]');
  if (overlay) overlay.hidden = loading === 0;
  const main = document.getElementById('main');
  if (main) {
    if (loading > 0) main.setAttribute('aria-busy', 'true');
    else main.removeAttribute('aria-busy');
  }
});
