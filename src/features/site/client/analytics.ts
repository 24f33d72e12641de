/**
 * Google Analytics 4, loaded only when the analytics key setting is present
 * (SPEC §2: a page view after each page; §9: cookie lifetime 7200 s).
 */
import { pageData } from './page-data.ts';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const ANALYTICS_COOKIE_SECONDS = 7200;

export function sendPageView(): void {
  window.gtag?.('event', 'page_view', { page_location: location.href, page_title: document.title, language: document.documentElement.lang });
}

const { analyticsKey } = pageData();
if (analyticsKey && /^G-[A-Z0-9]+$/.test(analyticsKey)) {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', analyticsKey, { cookie_expires: ANALYTICS_COOKIE_SECONDS, send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsKey)}`;
  document.head.append(script);
  sendPageView();
  document.addEventListener('amcm:navigated', sendPageView);
}
