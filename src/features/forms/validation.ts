/**
 * The validation rules of SPEC §5 as zod builders, shared by islands (react-hook-form
 * with the zod resolver) and API endpoints, so a form is checked by exactly the same
 * schema on both sides. Isomorphic: no server or DOM imports.
 *
 * Every message is an i18n key (`FORM_MESSAGE_KEYS`), never text: the API turns it into
 * the caller's language (src/server/http/zod-issues.ts keeps known keys) and an island
 * shows the string it received for that key through `pickMessages` (see ui/messages.ts).
 *
 * Readings chosen where SPEC §5 is ambiguous:
 * - `mobile`: eight digits starting with 6. Macao's numbering plan gives mobile numbers
 *   the 6 block; numbers starting with 2 or 8 are fixed lines, so the "2, 6 or 8"
 *   reading describes any local number, which is what `phone` is for.
 * - `phone`: "eight digits starting with 6; must be a valid local number" — we read
 *   "valid local number" as the wider rule: eight digits starting with 2 (fixed, 28…),
 *   6 (mobile) or 8 (fixed, 8…). Someone giving a contact phone may give a landline.
 */
import { z } from 'zod';
import { hasControlCharacters } from '#src/lib/control-characters.ts';

/** Every message key a rule here can produce; islands pick exactly these. */
export const FORM_MESSAGE_KEYS = [
  'validation.required',
  'validation.format',
  'validation.number',
  'validation.mandatoryFields',
  'validation.controlCharacters',
  'error.verificationCode',
  'form.email',
  'form.mobile',
  'form.phone',
  'form.idNumber',
  'form.chinese',
  'form.english',
  'form.link',
  'form.password',
  'form.noSpaces',
  'form.mustUpload',
  'form.time',
  'form.mustMatch',
  'form.addressTooShort',
] as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

const KEY_SET: ReadonlySet<string> = new Set(FORM_MESSAGE_KEYS);
export function isFormMessageKey(value: string): value is FormMessageKey {
  return KEY_SET.has(value);
}

/** zod 4 custom message: the i18n key itself. */
const msg = (key: FormMessageKey) => ({ error: key });

export const MOBILE_PATTERN = /^6\d{7}$/;
export const PHONE_PATTERN = /^[268]\d{7}$/;
export const ID_NUM4_PATTERN = /^[1457]\d{3}$/;
export const ID_NUMBER_PATTERN = /^[157]\d{7}$/;
export const PASSWORD_PATTERN = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};:'",.<>/?\\|`~]{8,20}$/;
/** A pragmatic address pattern (one @, a dot in the domain, no spaces), as browsers' type=email. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const ADDRESS_MIN_LENGTH = 5;

/**
 * A value is needed (surrounding spaces are not a value), on one line: no control
 * character at all, tab and line breaks included (src/lib/control-characters.ts).
 */
export const required = (max = 500) =>
  z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.format'))
    .refine((value) => !hasControlCharacters(value), msg('validation.controlCharacters'));

/** A needed value of a multi-line field (a textarea): tab and line breaks are text, other control characters are refused. */
export const multiLine = (max = 2000) =>
  z
    .string(msg('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.format'))
    .refine((value) => !hasControlCharacters(value, true), msg('validation.controlCharacters'));

/** Wraps a required string rule so an empty value passes as `undefined` (an optional field). */
export function optional<S extends z.ZodType<string | undefined>>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

export const email = () => required(254).regex(EMAIL_PATTERN, msg('form.email'));
export const mobile = () => required(8).regex(MOBILE_PATTERN, msg('form.mobile'));
export const phone = () => required(8).regex(PHONE_PATTERN, msg('form.phone'));
export const idNum4 = () => required(4).regex(ID_NUM4_PATTERN, msg('form.idNumber'));
export const idNumber = () => required(8).regex(ID_NUMBER_PATTERN, msg('form.idNumber'));
export const chinese = (max = 200) => required(max).regex(/\p{Script=Han}/u, msg('form.chinese'));
export const english = (max = 200) => required(max).regex(/[A-Za-z]/, msg('form.english'));
export const position = (max = 20) => required(max).regex(/^\d+$/, msg('validation.number'));
export const link = (max = 2000) =>
  required(max).refine((value) => {
    if (!/^https?:\/\/\S+$/i.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, msg('form.link'));
export const password = () => z.string(msg('validation.required')).min(1, msg('validation.required')).regex(PASSWORD_PATTERN, msg('form.password'));
/** No whitespace anywhere (not trimmed first: a space is the error). */
export const noTrim = (max = 200) => z.string(msg('validation.required')).min(1, msg('validation.required')).max(max, msg('validation.format')).regex(/^\S+$/, msg('form.noSpaces'));
export const uploadRequired = <T extends z.ZodType>(item: T) => z.array(item, msg('form.mustUpload')).min(1, msg('form.mustUpload'));
/** SPEC §5 `timeEvent`: a rule that always fails (a time the visitor cannot choose). */
export const timeEvent = () => z.unknown().refine(() => false, msg('form.time'));
/** Chinese and English addresses: at least five characters, on one or more lines (a textarea). */
export const address = (max = 500) => multiLine(max).min(ADDRESS_MIN_LENGTH, msg('form.addressTooShort'));
/** A choice from a fixed list; an empty choice is "required" (a radio group with none checked gives null). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.format') });
/** A checkbox that must be ticked (declarations). */
export const agreed = () => z.literal(true, msg('validation.required'));

/**
 * SPEC §5 `confirmed`: `confirmation` must equal `original` (repeat password, phone,
 * e-mail). The error is reported on the confirmation field.
 */
export function confirmed<T extends z.ZodObject>(schema: T, original: keyof z.output<T> & string, confirmation: keyof z.output<T> & string) {
  return schema.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    if (record[confirmation] !== undefined && record[confirmation] !== record[original]) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message: 'form.mustMatch' });
    }
  });
}

/** The verification code field of a form: required digits. The server checks it (captcha feature). */
export const verificationCode = () => required(32).regex(/^\s*[0-9０-９](?:\s*[0-9０-９])*\s*$/, msg('error.verificationCode'));
