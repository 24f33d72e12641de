import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { renderMail } from './render.ts';

describe('renderMail', () => {
  it('renders the same blocks as HTML and text in each language', () => {
    const footers = new Set<string>();
    for (const lang of LANGUAGES) {
      const mail = renderMail({ lang, title: 'T <1>', paragraphs: ['a & b'], links: [{ label: 'Go', href: 'https://example.test/x?a=1&b=2' }], footer: ['why'] });
      expect(mail.subject).toBe('T <1>');
      expect(mail.html).toContain('<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">T &lt;1&gt;</h1>');
      expect(mail.html).toContain('href="https://example.test/x?a=1&amp;b=2"');
      expect(mail.html).toContain('a &amp; b');
      expect(mail.text).toContain('a & b');
      expect(mail.text).toContain('Go:\nhttps://example.test/x?a=1&b=2');
      expect(mail.text).toContain('why');
      footers.add(mail.text.split('-- \n')[1] ?? '');
    }
    // The sender line and the automatic-message notice are in the message's language.
    expect(footers.size).toBe(4);
    expect(renderMail({ lang: 'zh-hant', title: 't', paragraphs: [] }).html).toContain('<html lang="zh-Hant-MO"');
    expect(renderMail({ lang: 'zh-hant', title: 't', paragraphs: [] }).text).toContain('澳門金融管理局');
  });

  it('refuses links that are not http(s)', () => {
    expect(() => renderMail({ lang: 'en', title: 't', paragraphs: [], links: [{ label: 'x', href: 'javascript:alert(1)' }] })).toThrow();
  });
});
