import { describe, expect, it } from 'vitest';
import { createRevisionMemo, parseSnapshot, parseTagsHeader, revisionFor } from './tags.ts';

const snapshot = 'bonds:funds=7 bonds:records=8 entries=2 entries:banner=3 entries:news=4 notices=5 rates=6 site=1';

describe('content tags', () => {
  it('reads a snapshot of tag revisions', () => {
    expect(parseSnapshot(snapshot).get('entries:news')).toBe('4');
    expect(parseSnapshot('').size).toBe(0);
  });

  it('makes a page depend on site, its own tags, the tags above them and the tags under them', () => {
    expect(revisionFor(snapshot, ['rates'])).toBe('rates=6 site=1');
    expect(revisionFor(snapshot, ['entries:news'])).toBe('entries=2 entries:news=4 site=1');
    expect(revisionFor(snapshot, ['bonds'])).toBe('bonds:funds=7 bonds:records=8 site=1');
    expect(revisionFor(snapshot, ['bonds:funds'])).toBe('bonds:funds=7 site=1');
    expect(revisionFor(snapshot, ['entries:banner', 'notices'])).toBe('entries=2 entries:banner=3 notices=5 site=1');
  });

  it('makes an answer without tags depend on everything', () => {
    expect(revisionFor(snapshot, undefined)).toBe(snapshot);
  });

  it('does not take a tag for another one that only begins the same', () => {
    expect(revisionFor('rates=1 rates-archive=2 site=1', ['rates'])).toBe('rates=1 site=1');
  });

  it('reads the header a page sends', () => {
    expect(parseTagsHeader('entries:news notices')).toEqual(['entries:news', 'notices']);
    expect(parseTagsHeader('rates, registers')).toEqual(['rates', 'registers']);
    expect(parseTagsHeader('')).toBeUndefined();
    expect(parseTagsHeader(undefined)).toBeUndefined();
  });

  it('remembers per snapshot, and sees a new one', () => {
    const memo = createRevisionMemo();
    expect(memo(snapshot, ['rates'])).toBe('rates=6 site=1');
    expect(memo(snapshot.replace('rates=6', 'rates=9'), ['rates'])).toBe('rates=9 site=1');
    expect(memo(snapshot, undefined)).toBe(snapshot);
  });
});
