/**
 * Decorative inline icons (24 × 24, drawn in currentColor), always hidden from screen
 * readers, as HTML: `<Fragment set:html={iconSvg('menu', 22, 'menu-toggle__open')} />`.
 *
 * A function, not a component: the shell draws about a dozen icons on every page, and
 * each Astro component costs a component render on a page the caches do not hold
 * (decision 0038, uncached render cost); the markup of one name, size and class is
 * built once per process.
 */
import { escapeHtml } from '#src/lib/html.ts';

const PATHS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3zM5.3 7 12 11.4 18.7 7z',
  facebook: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.85.25-1.45 1.5-1.45h1.55V4.5a21 21 0 0 0-2.25-.12c-2.25 0-3.8 1.37-3.8 3.9v2.2H8v3h2.5V21z',
  wechat:
    'M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.5 2.6 4.6L4 16.8l2.5-1.3c.8.2 1.7.4 2.7.4h.5a5 5 0 0 1-.2-1.4c0-3.2 3-5.8 6.8-5.8h.5C16.2 6 13 4 9.2 4zM6.8 7.4a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM16.3 9.7c-3.2 0-5.7 2.1-5.7 4.8s2.5 4.8 5.7 4.8c.7 0 1.4-.1 2-.3l2 1-.5-1.8c1.3-.9 2.2-2.2 2.2-3.7 0-2.7-2.5-4.8-5.7-4.8zm-1.9 2.5a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5zm3.8 0a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5z',
  search: 'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z',
  chevron: 'M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z',
  external: 'M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14zM5 5h6v2H6v11h11v-5h2v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  print: 'M7 3h10v4h2a2 2 0 0 1 2 2v7h-4v5H7v-5H3V9a2 2 0 0 1 2-2h2zm2 2v2h6V5zm0 9v5h6v-5zm8-4.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  up: 'M12 5.6 19 12.6 17.6 14 13 9.4V20h-2V9.4L6.4 14 5 12.6z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  cart: 'M3 4h2.2l.5 2H21l-2 8H8.1l.5 2H19v2H7L4.6 6H3zm4.6 4 1 4h8.8l1-4zM9 19.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm8 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 7h2v6h-2zm0-4h2v2h-2z',
} as const;

export type IconName = keyof typeof PATHS;

const built = new Map<string, string>();

/** The `<svg>` of an icon; `className` is added to the `icon` class. */
export function iconSvg(name: IconName, size = 18, className?: string): string {
  const key = `${name} ${size} ${className ?? ''}`;
  let html = built.get(key);
  if (html === undefined) {
    const classes = className ? `icon ${escapeHtml(className)}` : 'icon';
    html = `<svg class="${classes}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><path fill="currentColor" d="${PATHS[name]}"></path></svg>`;
    // Names, sizes and classes are written in the templates: a handful of keys in all.
    built.set(key, html);
  }
  return html;
}
