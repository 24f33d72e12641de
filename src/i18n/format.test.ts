import { describe, expect, it } from 'vitest';
import { formatMessage, placeholdersOf } from './format.ts';

describe('formatMessage', () => {
  it('fills every {name} placeholder, also repeated ones and numbers', () => {
    expect(formatMessage('{count} of {max}, {count} again', { count: 3, max: 10 })).toBe('3 of 10, 3 again');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Page {page} of {pages}', { page: 2 })).toBe('Page 2 of {pages}');
  });

  it('returns the template unchanged without params', () => {
    expect(formatMessage('{count} items')).toBe('{count} items');
  });

  it('does not read inherited properties as values', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });

  it('does not re-expand placeholders that appear in a value', () => {
    expect(formatMessage('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
  });

  it('lists placeholder names in order', () => {
    expect(placeholdersOf('{from} to {to}')).toEqual(['from', 'to']);
  });
});
