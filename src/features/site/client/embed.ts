/**
 * Embedding in a parent page (SPEC §1): when framed by an allow-listed origin the
 * site reports its height on every resize and its language; a language change
 * then swaps the content in place (fetching the page in the new language) and
 * tells the parent, instead of reloading the frame.
 */
import { pageData } from './page-data.ts';
import { rememberLanguage } from './session.ts';

export const MESSAGE_SOURCE = 'amcm-website';

function allowedParentOrigin(allowed: string[]): string | undefined {
  if (window.parent === window || !allowed.length) return undefined;
  const candidates: string[] = [];
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length) candidates.push(ancestors[0] ?? '');
  if (document.referrer) {
    try {
      candidates.push(new URL(document.referrer).origin);
    } catch {
      // An unreadable referrer just does not count.
    }
  }
  return candidates.find((origin) => allowed.includes(origin));
}

function post(origin: string, message: Record<string, unknown>): void {
  window.parent.postMessage({ source: MESSAGE_SOURCE, ...message }, origin);
}

function currentHeight(): number {
  return Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight));
}

async function swapTo(origin: string, href: string): Promise<void> {
  document.documentElement.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const root = document.documentElement;
    for (const name of ['lang', 'data-lang', 'data-locale', 'class']) {
      const value = next.documentElement.getAttribute(name);
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
    document.title = next.title;
    document.body.replaceWith(document.importNode(next.body, true));
    history.pushState(null, '', href);
    const data = pageData();
    rememberLanguage(data.lang, data.locale);
    post(origin, { type: 'language', lang: data.lang, locale: data.locale });
    post(origin, { type: 'height', height: currentHeight() });
    document.dispatchEvent(new CustomEvent('amcm:navigated', { detail: { href } }));
  } catch {
    // If the page cannot be fetched, fall back to a normal navigation.
    location.assign(href);
  } finally {
    document.documentElement.removeAttribute('aria-busy');
  }
}

const { embedOrigins, lang, locale } = pageData();
const parentOrigin = allowedParentOrigin(embedOrigins);
if (parentOrigin) {
  document.documentElement.dataset.embedded = 'true';
  post(parentOrigin, { type: 'language', lang, locale });
  let last = 0;
  const report = () => {
    const height = currentHeight();
    if (height !== last) {
      last = height;
      post(parentOrigin, { type: 'height', height });
    }
  };
  new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener('load', report);

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-lang-switch]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void swapTo(parentOrigin, link.href);
  });

  // The parent may ask for another language too.
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || typeof event.data !== 'object' || event.data === null) return;
    const data = event.data as { type?: unknown; lang?: unknown };
    if (data.type !== 'set-language' || typeof data.lang !== 'string') return;
    const link = document.querySelector<HTMLAnchorElement>(`a[data-lang-switch="${CSS.escape(data.lang)}"]`);
    if (link) void swapTo(parentOrigin, link.href);
  });

  window.addEventListener('popstate', () => location.reload());
}
