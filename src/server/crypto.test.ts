import { describe, expect, it } from 'vitest';
import { sha256Hex } from './crypto.ts';

describe('sha256Hex', () => {
  it('gives the standard digest of a text, as UTF-8', () => {
    // FIPS 180-2 example "abc"; the empty string's digest is the well-known e3b0… value.
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('澳門')).toBe(sha256Hex(Buffer.from('澳門', 'utf8')));
  });

  it('gives the same digest for the same bytes, whatever their type', () => {
    const bytes = Buffer.from([0, 1, 2, 255]);
    expect(sha256Hex(bytes)).toBe(sha256Hex(new Uint8Array([0, 1, 2, 255])));
    expect(sha256Hex(bytes)).toMatch(/^[0-9a-f]{64}$/);
  });
});
