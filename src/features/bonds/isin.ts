/**
 * ISO 6166 International Securities Identification Numbers: two letters of the
 * issuing country (MO for Macao, XS for bonds cleared internationally), nine
 * alphanumeric characters and a check digit computed with the Luhn algorithm over
 * the code with letters expanded to two digits (A = 10 … Z = 35).
 */

const BODY = /^[A-Z]{2}[A-Z0-9]{9}$/;
const FULL = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** The check digit of the first eleven characters of an ISIN. */
export function isinCheckDigit(body: string): number {
  if (!BODY.test(body)) throw new Error(`Not an ISIN body: ${body}`);
  const digits = [...body].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  let sum = 0;
  // From the right, every other digit starting with the rightmost is doubled
  // (the check digit that follows would be the undoubled one).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function withCheckDigit(body: string): string {
  return `${body}${String(isinCheckDigit(body))}`;
}

export function isValidIsin(value: string): boolean {
  return FULL.test(value) && isinCheckDigit(value.slice(0, 11)) === Number(value[11]);
}
