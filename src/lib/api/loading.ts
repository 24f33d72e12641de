/**
 * The full-page loading overlay of the page shell (SPEC §4: "A full-page overlay
 * spinner shows while page content loads"). Islands call these; the shell script
 * shows the overlay and marks the main content busy. Calls nest: the overlay goes
 * when every `showPageLoading()` has had its `hidePageLoading()`.
 */
export const PAGE_LOADING_EVENT = 'amcm:page-loading';

export interface PageLoadingDetail {
  busy: boolean;
}

function send(busy: boolean): void {
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  window.dispatchEvent(new CustomEvent<PageLoadingDetail>(PAGE_LOADING_EVENT, { detail: { busy } }));
}

export function showPageLoading(): void {
  send(true);
}

export function hidePageLoading(): void {
  send(false);
}
