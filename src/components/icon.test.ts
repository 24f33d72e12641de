import { describe, expect, it } from 'vitest';
import { iconSvg } from './icon.ts';

describe('iconSvg', () => {
  it('draws the markup the icon component drew: decorative, sized, with its class', () => {
    expect(iconSvg('menu', 22, 'menu-toggle__open')).toBe(
      '<svg class="icon menu-toggle__open" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"></path></svg>',
    );
    expect(iconSvg('search')).toMatch(/^<svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M10\.5 3a7\.5/);
  });

  it('gives each name, size and class its own markup, the same every time', () => {
    expect(iconSvg('close', 20)).toContain('width="20" height="20"');
    expect(iconSvg('close', 22)).toContain('width="22" height="22"');
    expect(iconSvg('close', 22, 'a')).toContain('class="icon a"');
    expect(iconSvg('close', 22, 'b')).toContain('class="icon b"');
    expect(iconSvg('up', 22)).not.toBe(iconSvg('close', 22));
    expect(iconSvg('close', 22, 'a')).toBe(iconSvg('close', 22, 'a'));
    expect(iconSvg('close', 18, 'x"y')).toContain('class="icon x&quot;y"');
  });
});
