/**
 * What a back office page needs before and after it renders (issue 32): the page is
 * one shell for the react-admin application, never cached, never indexed, with a
 * nonce in its CSP for the style elements the application inserts (emotion). Its
 * scripts stay those Astro hashes into the policy: no inline script is allowed.
 */
import { randomBytes } from 'node:crypto';

export function isStaffPagePath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

export function startStaffPage(locals: App.Locals): void {
  locals.cache = 'no-store';
  locals.staffNonce = randomBytes(16).toString('base64');
}

/** Adds the nonce to the page's style-src and says "do not index" in the headers too. */
export function staffPageHeaders(response: Response, locals: App.Locals): Response {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  const csp = response.headers.get('content-security-policy');
  if (csp && locals.staffNonce) {
    const parts = csp.split(';').map((p) => p.trim());
    const style = parts.findIndex((p) => p.startsWith('style-src '));
    const nonce = `'nonce-${locals.staffNonce}'`;
    if (style >= 0) parts[style] = `${parts[style]} ${nonce}`;
    else parts.push(`style-src 'self' ${nonce}`);
    response.headers.set('Content-Security-Policy', parts.join('; '));
  }
  return response;
}
