import { describe, expect, it } from 'vitest';
import { moduleQuery } from './module-query.ts';

describe('moduleQuery', () => {
  it('passes the statement sub-slug as slug', () => {
    expect(moduleQuery('news-notice/statement', 'statement')).toEqual({ slug: 'statement' });
  });
  it('gives financial reports type=financial-reports', () => {
    expect(moduleQuery('financial-information/financial-reports', null)).toEqual({ type: 'financial-reports' });
    expect(moduleQuery('financial-information/financial-reports', 'anything')).toEqual({ type: 'financial-reports' });
  });
  it('passes any other sub-slug as type', () => {
    expect(moduleQuery('about-us/laws', 'banking')).toEqual({ type: 'banking' });
  });
  it('passes nothing without a sub-slug', () => {
    expect(moduleQuery('about-us/mission', null)).toEqual({});
  });
});
