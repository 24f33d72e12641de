/**
 * The picture of a verification code: an SVG whose digits are glyph outlines (no
 * text nodes), each one rotated, scaled, sheared and jittered point by point with
 * its own random numbers, so the same digit never has the same path twice, among
 * noise curves in a random drawing order. Glyphs come from the font svg-captcha
 * ships (via opentype.js); svg-captcha's own drawing moves digits only by ±0.1
 * units, which would let a script match paths against a table.
 */
import { randomInt } from 'node:crypto';
import { options as svgCaptchaOptions } from 'svg-captcha';

interface PathCommand {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface OpentypeFont {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  charToGlyph(ch: string): { advanceWidth?: number; getPath(x: number, y: number, size: number): { commands: PathCommand[] } };
}

const font = (svgCaptchaOptions as unknown as { font: OpentypeFont }).font;

/** Drawing size: the island shows it at up to this width, smaller on narrow phones. */
export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
const FONT_SIZE = 60;

/** Uniform random number in [min, max) from the CSPRNG. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function grey(min: number, max: number): string {
  const v = Math.round(rand(min, max)).toString(16).padStart(2, '0');
  return `#${v}${v}${v}`;
}

/** One digit's outline, transformed around its centre. */
function digitPath(ch: string, cx: number, cy: number): string {
  const scale = FONT_SIZE / font.unitsPerEm;
  const glyph = font.charToGlyph(ch);
  const width = (glyph.advanceWidth ?? 0) * scale;
  const height = (font.ascender + font.descender) * scale;
  const path = glyph.getPath(cx - width / 2, cy + height / 2, FONT_SIZE);
  const angle = rand(-0.3, 0.3);
  const sx = rand(0.82, 1.12);
  const sy = rand(0.85, 1.15);
  const shear = rand(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const move = (x: number, y: number): [number, number] => {
    const dx = (x - cx) * sx + (y - cy) * shear;
    const dy = (y - cy) * sy;
    return [cx + dx * cos - dy * sin + rand(-0.7, 0.7), cy + dx * sin + dy * cos + rand(-0.7, 0.7)];
  };
  const parts: string[] = [];
  for (const c of path.commands) {
    const p = (x: number | undefined, y: number | undefined) => move(x ?? 0, y ?? 0).map(fmt).join(' ');
    switch (c.type) {
      case 'M':
      case 'L':
        parts.push(`${c.type}${p(c.x, c.y)}`);
        break;
      case 'Q':
        parts.push(`Q${p(c.x1, c.y1)} ${p(c.x, c.y)}`);
        break;
      case 'C':
        parts.push(`C${p(c.x1, c.y1)} ${p(c.x2, c.y2)} ${p(c.x, c.y)}`);
        break;
      case 'Z':
        parts.push('Z');
        break;
    }
  }
  return `<path fill="${grey(0x10, 0x40)}" d="${parts.join('')}"/>`;
}

function noiseCurve(): string {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const pt = (x0: number, x1: number) => `${fmt(rand(x0, x1))} ${fmt(rand(4, h - 4))}`;
  return `<path d="M${pt(0, 20)} C${pt(w / 2 - 40, w / 2)} ${pt(w / 2, w / 2 + 40)} ${pt(w - 20, w)}" stroke="${grey(0x60, 0x90)}" stroke-width="${fmt(rand(1, 1.6))}" fill="none"/>`;
}

/** The SVG document for `code` (digits). */
export function renderCaptchaSvg(code: string): string {
  const spacing = (CAPTCHA_WIDTH - 16) / code.length;
  const shapes = [...code].map((ch, i) => digitPath(ch, 8 + spacing * (i + 0.5) + rand(-3, 3), CAPTCHA_HEIGHT / 2 - 3 + rand(-3, 3)));
  for (let i = 0; i < 3; i++) shapes.push(noiseCurve());
  // Random drawing order, so the digits are not in the document in reading order.
  const shuffled: string[] = [];
  for (const shape of shapes) shuffled.splice(randomInt(0, shuffled.length + 1), 0, shape);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(CAPTCHA_WIDTH)}" height="${String(CAPTCHA_HEIGHT)}" viewBox="0 0 ${String(CAPTCHA_WIDTH)} ${String(CAPTCHA_HEIGHT)}"><rect width="100%" height="100%" fill="#fff"/>${shuffled.join('')}</svg>`;
}

/** As a `data:` URL for an `<img>` (the page's CSP allows `img-src data:`). */
export function captchaImageDataUrl(code: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
}
