/**
 * The CSP hash source of an inline script or style (`'sha256-…'` without the
 * quotes, as `Astro.csp.insertScriptHash` / `insertStyleHash` take it). Computed
 * once, where the text is defined, never per render.
 */
import { createHash } from 'node:crypto';

export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
