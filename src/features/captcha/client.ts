/**
 * The validate key a right verification code earns (SPEC §6: the register calls send
 * a validate key read from session storage). Kept per tab in sessionStorage with its
 * expiry, so a stale key is not sent. Isomorphic: on the server every read is null.
 */
export const VALIDATE_KEY_HEADER = 'Validate-Key';
export const VALIDATE_KEY_PARAM = 'ValidateKey';
export const VALIDATE_KEY_STORAGE = 'amcm.captcha.validateKey';

interface StoredKey {
  validateKey: string;
  expiresAt: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames).
    return null;
  }
}

/** The stored key while it is alive, else null (an expired one is removed). */
export function getValidateKey(now: Date = new Date()): string | null {
  const store = storage();
  const raw = store?.getItem(VALIDATE_KEY_STORAGE);
  if (!store || !raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredKey>;
    const expires = Date.parse(parsed.expiresAt ?? '');
    if (typeof parsed.validateKey === 'string' && parsed.validateKey && expires > now.getTime()) return parsed.validateKey;
  } catch {
    // Unreadable: treat as absent.
  }
  store.removeItem(VALIDATE_KEY_STORAGE);
  return null;
}

export function storeValidateKey(grant: StoredKey): void {
  try {
    storage()?.setItem(VALIDATE_KEY_STORAGE, JSON.stringify({ validateKey: grant.validateKey, expiresAt: grant.expiresAt }));
  } catch {
    // Quota or blocked storage: the key then lives only for the current call.
  }
}

export function clearValidateKey(): void {
  storage()?.removeItem(VALIDATE_KEY_STORAGE);
}

/** Headers for an API call that needs the key (none when there is no live key). */
export function validateKeyHeaders(): Record<string, string> {
  const key = getValidateKey();
  return key ? { [VALIDATE_KEY_HEADER]: key } : {};
}

/**
 * A link (export, print) that carries the key as the `ValidateKey` query parameter,
 * since a plain navigation cannot send headers. Unchanged when there is no live key.
 */
export function withValidateKeyParam(href: string): string {
  const key = getValidateKey();
  if (!key) return href;
  const [path = '', hash] = href.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${VALIDATE_KEY_PARAM}=${encodeURIComponent(key)}${hash === undefined ? '' : `#${hash}`}`;
}
