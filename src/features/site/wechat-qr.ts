/**
 * The QR code of the WeChat account's URL (setting `wechat-url`) as SVG, for the
 * dialog on every page: drawn once per URL, not on every render (decision 0038,
 * uncached render cost). The setting changes rarely: one URL is kept.
 */
import { renderSVG } from 'uqr';

let last: { url: string; svg: string | null } | undefined;

/** The SVG, or null without a web URL (or when it cannot be encoded). */
export function wechatQrSvg(url: string | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  if (last?.url !== url) {
    let svg: string | null;
    try {
      svg = renderSVG(url, { ecc: 'M', border: 2, pixelSize: 8 });
    } catch {
      svg = null;
    }
    last = { url, svg };
  }
  return last.svg;
}
