import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearValidateKey, getValidateKey, storeValidateKey, validateKeyHeaders, VALIDATE_KEY_STORAGE, withValidateKeyParam } from './client.ts';

/** sessionStorage as the browser has it, for one test at a time. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
}

const holder = globalThis as { sessionStorage?: unknown };

describe('validate key storage', () => {
  beforeEach(() => {
    holder.sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete holder.sessionStorage;
  });

  it('keeps a key until it expires, then forgets it', () => {
    storeValidateKey({ validateKey: 'k'.repeat(43), expiresAt: '2026-03-02T09:30:00.000Z' });
    expect(JSON.parse((holder.sessionStorage as MemoryStorage).getItem(VALIDATE_KEY_STORAGE) ?? '')).toEqual({
      validateKey: 'k'.repeat(43),
      expiresAt: '2026-03-02T09:30:00.000Z',
    });
    expect(getValidateKey(new Date('2026-03-02T09:29:59Z'))).toBe('k'.repeat(43));
    expect(getValidateKey(new Date('2026-03-02T09:30:00Z'))).toBeNull();
    expect((holder.sessionStorage as MemoryStorage).getItem(VALIDATE_KEY_STORAGE)).toBeNull();
  });

  it('is empty after clearing, and when the stored value is unreadable', () => {
    storeValidateKey({ validateKey: 'abc', expiresAt: '2999-01-01T00:00:00Z' });
    clearValidateKey();
    expect(getValidateKey()).toBeNull();
    (holder.sessionStorage as MemoryStorage).setItem(VALIDATE_KEY_STORAGE, '{not json');
    expect(getValidateKey()).toBeNull();
  });

  it('reads as absent on the server (no sessionStorage)', () => {
    delete holder.sessionStorage;
    expect(getValidateKey()).toBeNull();
    expect(() => storeValidateKey({ validateKey: 'abc', expiresAt: '2999-01-01T00:00:00Z' })).not.toThrow();
    expect(() => clearValidateKey()).not.toThrow();
  });

  it('makes the header and the link parameter of the register calls from a live key only', () => {
    expect(validateKeyHeaders()).toEqual({});
    expect(withValidateKeyParam('/api/v1.0/cms/corporate_excel_print?Name=a')).toBe('/api/v1.0/cms/corporate_excel_print?Name=a');
    storeValidateKey({ validateKey: 'key_1-A', expiresAt: '2999-01-01T00:00:00Z' });
    expect(validateKeyHeaders()).toEqual({ 'Validate-Key': 'key_1-A' });
    expect(withValidateKeyParam('/x?Name=a#top')).toBe('/x?Name=a&ValidateKey=key_1-A#top');
    expect(withValidateKeyParam('/x')).toBe('/x?ValidateKey=key_1-A');
  });
});
