/**
 * Reference numbers a person can read out on the phone: `NL-2026-000123-K`
 * (form prefix, year, sequence of that prefix and year, check letter).
 *
 * Alphabet: every letter of a reference (prefix and check) comes from
 * `ACDEFHJKLMNPRTUVWXY`, the 19 capitals left after removing those that look like a
 * digit or another letter (B 8, G 6, I 1, O 0, Q 0, S 5, Z 2). 19 is prime, which the
 * check needs.
 *
 * Check algorithm (a weighted sum modulo a prime, like ISO 7064's pure systems):
 * take the characters of prefix, year and sequence without hyphens; give a digit its
 * value (0–9) and a letter its index in the alphabet (0–18); multiply the character at
 * position i (1-based) by i and add; the check letter is `ALPHABET[sum mod 19]`.
 * - One wrong character changes the sum by (a − b)·i with 0 < |a − b| < 19 and
 *   0 < i < 19: never a multiple of the prime 19, so it is always detected.
 * - Two adjacent characters swapped change it by (a − b)·(i − (i + 1)) = b − a: likewise
 *   never 0 mod 19 when a ≠ b. Swaps across a hyphen or between a letter and a digit
 *   break the pattern and are refused by the format itself.
 * The body is at most 3 + 4 + 9 = 16 characters, so every weight is below 19.
 */
import { dateTimeFormat } from '#src/lib/intl-cache.ts';

export const REFERENCE_ALPHABET = 'ACDEFHJKLMNPRTUVWXY';
const MODULUS = REFERENCE_ALPHABET.length; // 19, a prime

const PREFIX_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{2,3}$`);
const REFERENCE_PATTERN = new RegExp(`^([${REFERENCE_ALPHABET}]{2,3})-(\\d{4})-(\\d{6,9})-([${REFERENCE_ALPHABET}])$`);

export interface ParsedReference {
  prefix: string;
  year: number;
  sequence: number;
}

/** Whether a prefix can be used: 2 or 3 letters of the reference alphabet. */
export function isValidPrefix(prefix: string): boolean {
  return PREFIX_PATTERN.test(prefix);
}

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  const index = REFERENCE_ALPHABET.indexOf(ch);
  if (index < 0) throw new Error(`"${ch}" is not in the reference alphabet`);
  return index;
}

/** The check letter of a body such as `NL2026000123` (no hyphens). */
export function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += charValue(body[i] as string) * (i + 1);
  return REFERENCE_ALPHABET[sum % MODULUS] as string;
}

export function formatReference(prefix: string, year: number, sequence: number): string {
  if (!isValidPrefix(prefix)) throw new Error(`Reference prefix "${prefix}" must be 2–3 letters of ${REFERENCE_ALPHABET}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new Error(`Reference year ${year} out of range`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999_999) throw new Error(`Reference sequence ${sequence} out of range`);
  const seq = String(sequence).padStart(6, '0');
  return `${prefix}-${year}-${seq}-${checkCharacter(`${prefix}${year}${seq}`)}`;
}

/**
 * Reads a reference as a person may type it (lower case, spaces, full-width
 * characters); null when its format or its check letter is wrong.
 */
export function parseReference(input: string): ParsedReference | null {
  const normalised = input.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  const match = REFERENCE_PATTERN.exec(normalised);
  if (!match) return null;
  const [, prefix = '', year = '', seq = '', check] = match;
  if (checkCharacter(`${prefix}${year}${seq}`) !== check) return null;
  return { prefix, year: Number(year), sequence: Number(seq) };
}

/** The calendar year in Macao (UTC+8), which numbers the references. */
export function macaoYear(now: Date = new Date()): number {
  return Number(dateTimeFormat('en', { timeZone: 'Asia/Macau', year: 'numeric' }).format(now));
}
