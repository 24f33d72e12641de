import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns the five HTML-significant characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('leaves every other character as it is, an entity-looking text included', () => {
    expect(escapeHtml('澳門金融管理局 — São Paulo, 100 % &amp;')).toBe('澳門金融管理局 — São Paulo, 100 % &amp;amp;');
    expect(escapeHtml('')).toBe('');
  });
});
