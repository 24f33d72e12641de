/**
 * Runs a set-up now and again after the embedded-mode content swap
 * (`src/features/site/client/embed.ts` replaces <body> and dispatches `amcm:navigated`).
 * Event handlers themselves are delegated on `document`, so they survive the swap.
 */
export function onPage(setup: () => void): void {
  setup();
  document.addEventListener('amcm:navigated', setup);
}

/** Reads a sessionStorage value; storage may be disabled. */
export function sessionGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function sessionSet(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Disabled storage: the state lasts for this page only.
  }
}

export function closestIn<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? (target.closest(selector) as T | null) : null;
}

export const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** SPEC §9: the mobile layout is below 768 px. */
export const isDesktop = (): boolean => matchMedia('(min-width: 768px)').matches;
