/**
 * Finding one person's records by e-mail address or phone number (a subject access
 * request, src/features/privacy): addresses compared in lower case, phone numbers by
 * their digits, with or without Macao's country code (+853, 00853).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Who is looked for: a lower-case address, or the digits of a phone number (Macao's +853 taken off). */
export interface PersonKey {
  email: string | null;
  phoneDigits: string | null;
}

/** `column`'s address equals the key's, in any case. */
export function emailMatches(column: SQLWrapper, email: string): SQL {
  return sql`lower(${column}) = ${email}`;
}

/** `column`'s digits are the key's, alone or after 853 or 00853. */
export function phoneMatches(column: SQLWrapper, digits: string): SQL {
  return sql`regexp_replace(${column}, '[^0-9]', '', 'g') in (${digits}, ${`853${digits}`}, ${`00853${digits}`})`;
}
