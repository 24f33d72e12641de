/**
 * Simplified Chinese is never written by hand: it is derived from the traditional
 * text (Hong Kong/Macao usage) with OpenCC, so the two scripts cannot drift apart.
 */
import * as OpenCC from 'opencc-js/t2cn';

type Convert = (text: string) => string;

let converter: Convert | undefined;

/**
 * Built on first use: the dictionaries take some milliseconds to load, which a
 * server start on an already seeded database should not pay.
 */
export function toSimplified(text: string): string {
  converter ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  return converter(text);
}
