/**
 * The one rule for control characters in what visitors type (issue 36), shared by the
 * API's guard on every query and body (JSON and multipart alike) and by the form rules
 * the islands and endpoints parse with. Isomorphic.
 *
 * Refused: the C0 controls (NUL…US, BEL and ESC among them), DEL and the C1 controls.
 * Tab and line breaks (CR, LF) are text in a multi-line field, and nowhere else.
 * Refusals name the field with the message key `CONTROL_CHARACTERS_MESSAGE`.
 */

/** Any control character, tab and line breaks included: what a single-line value may not hold. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Control characters other than tab, CR and LF: what no value may hold, multi-line ones included. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The message key of a refusal (in the common catalogue, four languages). */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';

/** Whether a value breaks the rule; `multiLine` for a field where tab and line breaks are text. */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value);
}
