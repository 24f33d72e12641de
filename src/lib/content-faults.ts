/**
 * Content faults a visitor would meet (issue 33), checked before a text is submitted:
 * the editor runs them in the browser over its HTML, the tests with jsdom. Pure: give
 * it the parsed content (a DOMParser document's body, or any element holding it).
 * Warnings, not refusals: a person decides.
 */

export type ContentRule = 'image-alt' | 'empty-heading' | 'heading-order' | 'vague-link' | 'bare-url-link' | 'table-header';

export interface ContentFault {
  rule: ContentRule;
  /** What the fault is about, as the editor can find it: a heading's level, a link's text, an image's file. */
  detail: string;
}

/** Link texts that say nothing out of context, in the site's languages (compared folded: lower case, no punctuation or spaces). */
const VAGUE_LINK_TEXTS = new Set([
  'clickhere',
  'here',
  'clickheretoreadmore',
  'readmore',
  'more',
  'link',
  'thislink',
  '按此',
  '按這裡',
  '按这里',
  '點擊這裡',
  '点击这里',
  '點此',
  '点此',
  '這裡',
  '这里',
  '更多',
  '詳情',
  '详情',
  'cliqueaqui',
  'aqui',
  'maisinformações',
  'leiamais',
]);

const fold = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

/**
 * The faults of one language's content. `firstLevel` is the level of the page's own
 * heading (the item's title is the h1 of its public page), so content starts at h2.
 */
export function contentFaults(root: ParentNode, firstLevel = 1): ContentFault[] {
  const faults: ContentFault[] = [];
  for (const img of Array.from(root.querySelectorAll('img'))) {
    if (!(img.getAttribute('alt') ?? '').trim()) faults.push({ rule: 'image-alt', detail: (img.getAttribute('src') ?? '').split('/').pop() ?? '' });
  }
  let previous = firstLevel;
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const level = Number(heading.tagName.slice(1));
    const text = (heading.textContent ?? '').trim();
    if (!text) faults.push({ rule: 'empty-heading', detail: `h${String(level)}` });
    if (level > previous + 1 || level <= firstLevel) faults.push({ rule: 'heading-order', detail: `h${String(previous)} → h${String(level)}${text ? ` ${text}` : ''}` });
    previous = Math.max(level, firstLevel);
  }
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    const text = (link.textContent ?? '').trim();
    const label = text || (link.querySelector('img')?.getAttribute('alt') ?? '').trim();
    if (VAGUE_LINK_TEXTS.has(fold(label)) || !label) faults.push({ rule: 'vague-link', detail: label });
    else if (BARE_URL.test(label)) faults.push({ rule: 'bare-url-link', detail: label });
  }
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const firstRow = table.querySelector('tr');
    const hasHeader = table.querySelector('thead th') !== null || (firstRow !== null && firstRow.querySelector('th') !== null);
    if (!hasHeader) faults.push({ rule: 'table-header', detail: (firstRow?.textContent ?? '').trim().slice(0, 40) });
  }
  return faults;
}
