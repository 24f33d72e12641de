/**
 * The one HTML escaper for text we write into HTML ourselves (mails, the node layer's
 * error pages, search highlights, release texts): the five characters that can end a
 * text node or an attribute value become entities, nothing else changes.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text → HTML text, safe in an element and in a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
