import { afterEach, describe, expect, it } from 'vitest';
import { configSchema } from '#src/server/config.ts';
import { publicOrigin, siteOrigin } from './site-url.ts';

const request = new URL('http://evil.example:8080/en/about-us?x=1');
const config = (env: Record<string, string>) => configSchema.parse({ HOST: '127.0.0.1', PORT: '4321', ...env });
const saved = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = saved;
});

describe('public origin', () => {
  it('is SITE_URL when set, whatever the request says', () => {
    process.env.NODE_ENV = 'production';
    expect(publicOrigin(request, config({ SITE_URL: 'https://www.amcm.gov.mo/' }))).toBe('https://www.amcm.gov.mo');
    process.env.NODE_ENV = 'development';
    expect(publicOrigin(request, config({ SITE_URL: 'https://www.amcm.gov.mo' }))).toBe('https://www.amcm.gov.mo');
  });

  it('never comes from the Host header in production', () => {
    process.env.NODE_ENV = 'production';
    expect(publicOrigin(request, config({}))).toBe('http://127.0.0.1:4321');
    expect(siteOrigin(config({ HOST: '::1' }))).toBe('http://[::1]:4321');
  });

  it('is the request origin in development when SITE_URL is not set', () => {
    process.env.NODE_ENV = 'development';
    expect(publicOrigin(request, config({}))).toBe('http://evil.example:8080');
  });
});
