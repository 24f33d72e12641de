import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>Hi');
  });

  it('keeps tables, headings and links, and protects the opener of new-window links', () => {
    const out = sanitizeHtml('<h2>T</h2><table><tr><td>1</td></tr></table><a href="https://www.gov.mo" target="_blank">gov</a>');
    expect(out).toContain('<h2>T</h2>');
    expect(out).toContain('<td>1</td>');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
