import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { installedAstroSource, runAstroCode } from './astro-patch.testing.ts';
import { memoizeCspDigestSource } from './csp-digest-memo.ts';

/** The rewritten digest functions of Astro's module, run with a digest that counts its calls. */
async function rewrittenDigest() {
  const rewritten = memoizeCspDigestSource(await installedAstroSource('dist/core/encryption.js'));
  if (!rewritten) throw new Error('generateCspDigest not found in astro/dist/core/encryption.js');
  const calls: string[] = [];
  const crypto = {
    subtle: {
      digest: (algorithm: string, data: Uint8Array) => {
        calls.push(algorithm);
        return Promise.resolve(new Uint8Array(createHash(algorithm.replace('-', '').toLowerCase()).update(data).digest()).buffer);
      },
    },
  };
  const digest = runAstroCode<(data: string, algorithm: string) => Promise<string>>(rewritten, {
    from: 'const __amcmCspDigests',
    to: 'async function generateContentHash',
    returns: 'generateCspDigest',
    deps: { crypto, encoder: new TextEncoder(), encodeBase64: (bytes: Uint8Array) => Buffer.from(bytes).toString('base64'), ALGORITHMS: { 'SHA-256': 'sha256-', 'SHA-384': 'sha384-' } },
  });
  return { digest, calls };
}

describe('CSP hashes once per process', () => {
  it('finds the function in the installed Astro (an upgrade that moves it fails here and in the build)', async () => {
    expect(memoizeCspDigestSource(await installedAstroSource('dist/core/encryption.js'))).toContain('__amcmCspDigests');
    expect(memoizeCspDigestSource('export const unrelated = 1;')).toBeUndefined();
  });

  it('gives the hash Astro gives, computing it once for the same text and algorithm', async () => {
    const { digest, calls } = await rewrittenDigest();
    const style = 'body{margin:0}';
    const expected = `sha256-${createHash('sha256').update(style).digest('base64')}`;
    expect(await digest(style, 'SHA-256')).toBe(expected);
    expect(await digest(style, 'SHA-256')).toBe(expected);
    expect(calls).toEqual(['SHA-256']);
    expect(await digest(style, 'SHA-384')).toBe(`sha384-${createHash('sha384').update(style).digest('base64')}`);
    expect(await digest('body{margin:1px}', 'SHA-256')).not.toBe(expected);
    expect(calls).toHaveLength(3);
  });
});
