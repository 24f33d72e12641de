import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it('reads a first-last range, an open one and a suffix, clamped to the body', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('says a range wholly past the end is unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores no header, other units, malformed and multiple ranges (the whole body is sent)', () => {
    for (const header of [null, '', 'items=0-1', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=a-b', 'bytes=0-1,5-6']) expect(parseRange(header, 1000)).toBeUndefined();
  });
});
