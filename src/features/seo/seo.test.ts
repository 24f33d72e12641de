import { describe, expect, it } from 'vitest';
import { configSchema } from '#src/server/config.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { canonicalUrl, seoTags, type SeoInput } from './seo.ts';

const base: SeoInput = {
  title: 'Exchange Rates',
  description: 'Reference rates of the pataca.',
  lang: 'en',
  url: new URL('https://www.amcm.gov.mo/en/financial-information/exchange-rates'),
  languages: ['zh-hant', 'zh-hans', 'en', 'pt'],
  siteName: 'Monetary Authority of Macao',
  defaultDescription: 'Official website.',
  imageAlt: 'Monetary Authority of Macao',
  type: 'article',
};

const meta = (input: SeoInput) => {
  const tags = seoTags(input);
  return (property: string) => tags.meta.filter((m) => m.property === property).map((m) => m.content);
};

describe('Open Graph tags', () => {
  it('gives title, description, type and an absolute URL from the request origin', () => {
    const get = meta(base);
    expect(get('og:title')).toEqual(['Exchange Rates']);
    expect(get('og:description')).toEqual(['Reference rates of the pataca.']);
    expect(get('og:type')).toEqual(['article']);
    expect(get('og:url')).toEqual(['https://www.amcm.gov.mo/en/financial-information/exchange-rates']);
    expect(get('og:site_name')).toEqual(['Monetary Authority of Macao']);
  });

  it('names the locale and the other offered languages as alternates', () => {
    const get = meta(base);
    expect(get('og:locale')).toEqual(['en_GB']);
    expect(get('og:locale:alternate')).toEqual(['zh_TW', 'zh_CN', 'pt_PT']);
    expect(meta({ ...base, lang: 'zh-hant', languages: ['zh-hant', 'en'] })('og:locale:alternate')).toEqual(['en_GB']);
  });

  it('points at the site image on the same origin, with its size and text alternative', () => {
    const get = meta({ ...base, url: new URL('http://127.0.0.1:4541/zh-hant/') });
    expect(get('og:image')).toEqual(['http://127.0.0.1:4541/og-image.jpg']);
    expect(get('og:image:width')).toEqual(['1200']);
    expect(get('og:image:height')).toEqual(['630']);
    expect(get('og:image:alt')).toEqual(['Monetary Authority of Macao']);
  });

  it('falls back to the site description and the site name', () => {
    const get = meta({ ...base, title: '', description: '  ' });
    expect(get('og:description')).toEqual(['Official website.']);
    expect(get('og:title')).toEqual(['Monetary Authority of Macao']);
  });

  it('never shares a preview key or version in the URL, but keeps the item a detail page shows', () => {
    expect(canonicalUrl(new URL('https://x.mo/en/news-notice-detail?id=12&from=press-releases&preview&key=secret&vid=3'))).toBe(
      'https://x.mo/en/news-notice-detail?id=12&from=press-releases',
    );
    expect(canonicalUrl(new URL('https://x.mo/en/?preview&key=k'))).toBe('https://x.mo/en/');
    expect(seoTags(base).canonical).toBe('https://www.amcm.gov.mo/en/financial-information/exchange-rates');
  });
});

describe('SITE_URL', () => {
  it('makes canonical, og:url and og:image absolute on the configured origin, whatever host the request named', () => {
    const config = configSchema.parse({ SITE_URL: 'https://www.amcm.gov.mo', HOST: '0.0.0.0', PORT: '4321' });
    const url = new URL('http://forged.example:4321/en/financial-information/exchange-rates?preview&key=k');
    const tags = seoTags({ ...base, url, origin: publicOrigin(url, config) });
    expect(tags.canonical).toBe('https://www.amcm.gov.mo/en/financial-information/exchange-rates');
    expect(meta({ ...base, url, origin: publicOrigin(url, config) })('og:image')).toEqual(['https://www.amcm.gov.mo/og-image.jpg']);
    expect(JSON.stringify(tags)).not.toContain('forged.example');
  });
});
