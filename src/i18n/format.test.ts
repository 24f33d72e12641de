import { describe, expect, it } from 'vitest';
import { formatMessage, placeholdersOf, pluralCategory, readTemplateAttribute, templateAttribute, type PluralTemplate } from './format.ts';

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

describe('plural templates', () => {
  const items: PluralTemplate = { locale: 'en', forms: { one: '{count} item', other: '{count} items' } };

  it('take the form Intl.PluralRules selects for params.count', () => {
    expect(formatMessage(items, { count: 1 })).toBe('1 item');
    expect(formatMessage(items, { count: 0 })).toBe('0 items');
    expect(formatMessage(items, { count: 3 })).toBe('3 items');
  });

  it('count in the locale of the template', () => {
    const pt: PluralTemplate = { locale: 'pt-PT', forms: { one: '{count} artigo', other: '{count} artigos' } };
    expect(formatMessage(pt, { count: 1 })).toBe('1 artigo');
    expect(formatMessage(pt, { count: 0 })).toBe('0 artigos');
    expect(pluralCategory('zh-Hant', 1)).toBe('other');
    expect(pluralCategory('en', 1)).toBe('one');
  });

  it('select as Intl.PluralRules does, asked again, in each locale, for any count', () => {
    const counts = [0, 1, 2, 3, 5, 11, 21, 101, 999, 1000, 1001, 1.5, -1, 1e6];
    for (const locale of ['en', 'pt-PT', 'zh-Hant', 'ru']) {
      const rules = new Intl.PluralRules(locale);
      for (const round of [1, 2]) {
        for (const count of counts) expect([locale, round, count, pluralCategory(locale, count)]).toEqual([locale, round, count, rules.select(count)]);
      }
    }
    // The Russian forms differ by count where English has only two: a kept answer is the locale's own.
    expect(formatMessage({ locale: 'ru', forms: { one: 'one', few: 'few', many: 'many', other: 'other' } }, { count: 22 })).toBe('few');
    expect(formatMessage({ locale: 'en', forms: { one: 'one', other: 'other' } }, { count: 22 })).toBe('other');
  });

  it('use `other` for a form left out and without a number', () => {
    expect(formatMessage({ locale: 'en', forms: { other: '{count} x' } }, { count: 1 })).toBe('1 x');
    expect(formatMessage(items)).toBe('{count} items');
    expect(formatMessage(items, { count: 'many' })).toBe('many items');
  });

  it('survive a data attribute for browser scripts, plain templates too', () => {
    expect(formatMessage(readTemplateAttribute(templateAttribute(items)), { count: 1 })).toBe('1 item');
    expect(readTemplateAttribute(templateAttribute('{count} 件'))).toBe('{count} 件');
    expect(readTemplateAttribute('{count} items')).toBe('{count} items');
    expect(readTemplateAttribute('{"locale":"en"}')).toBe('{"locale":"en"}');
  });

  it('write the same attribute for the same template every time', () => {
    expect(templateAttribute(items)).toBe(JSON.stringify(items));
    expect(templateAttribute(items)).toBe(JSON.stringify(items));
    expect(templateAttribute({ locale: 'pt-PT', forms: { other: '{count} artigos' } })).toBe('{"locale":"pt-PT","forms":{"other":"{count} artigos"}}');
  });
});
