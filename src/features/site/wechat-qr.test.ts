import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { wechatQrSvg } from './wechat-qr.ts';

describe('wechatQrSvg', () => {
  it('draws the QR code of a web URL, and a new one when the URL changes', () => {
    const a = 'https://weixin.qq.com/r/example-a';
    const b = 'https://weixin.qq.com/r/example-b';
    expect(wechatQrSvg(a)).toBe(renderSVG(a, { ecc: 'M', border: 2, pixelSize: 8 }));
    expect(wechatQrSvg(a)).toBe(wechatQrSvg(a));
    expect(wechatQrSvg(b)).toBe(renderSVG(b, { ecc: 'M', border: 2, pixelSize: 8 }));
    expect(wechatQrSvg(b)).not.toBe(wechatQrSvg(a));
  });

  it('draws none without a web URL', () => {
    expect(wechatQrSvg(null)).toBeNull();
    expect(wechatQrSvg('')).toBeNull();
    expect(wechatQrSvg('javascript:alert(1)')).toBeNull();
  });
});
