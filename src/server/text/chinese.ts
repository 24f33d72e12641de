/**
 * The one place that converts between the Chinese scripts, with OpenCC in Hong
 * Kong/Macao usage: the seed derives Simplified text from Traditional (so the two
 * cannot drift apart), and searches fold either script to the other.
 */
import * as Cn2t from 'opencc-js/cn2t';
import * as T2cn from 'opencc-js/t2cn';

type Convert = (text: string) => string;

// Built on first use: the dictionaries take some milliseconds to load, which a
// server start on an already seeded database should not pay.
let simplified: Convert | undefined;
let traditional: Convert | undefined;

export function toSimplified(text: string): string {
  simplified ??= T2cn.Converter({ from: 'hk', to: 'cn' });
  return simplified(text);
}

export function toTraditional(text: string): string {
  traditional ??= Cn2t.Converter({ from: 'cn', to: 'hk' });
  return traditional(text);
}
