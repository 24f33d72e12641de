/**
 * What the server adds to the password form's length rule (NIST SP 800-63B §3.1.1.2):
 * a password found in a list of common and breached passwords (zxcvbn-ts's, about
 * 49,000, MIT licence), alone or padded with digits and symbols, is refused; so is one
 * built from the person's e-mail name or the authority's name, or one pattern repeated.
 * No composition rules.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= 6).map((p) => p.toLowerCase()));
  return common;
}

const SERVICE_WORDS = ['amcm', 'macau', 'macao', 'monetary', 'authority', 'autoridade', 'monetaria', 'monetária', '澳門金融管理局', '金管局'];

/** The password without padding at either end: `Password2026!` → `password`. */
function cores(password: string): string[] {
  const lower = password.toLowerCase().normalize('NFKC');
  const noTail = lower.replace(/[\d\W_]+$/u, '');
  const noHead = lower.replace(/^[\d\W_]+/u, '');
  const neither = noTail.replace(/^[\d\W_]+/u, '');
  return [...new Set([lower, noTail, noHead, neither])].filter((c) => c.length > 0);
}

const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'].flatMap((run) => {
  const long = run.repeat(Math.ceil(40 / run.length) + 1);
  return [long, [...long].reverse().join('')];
});

/** One unit repeated (`aaaaaaaaaaaa`, `abcabcabcabc`) or a run of keys in order (`234567890123`, `qwertyuiopas`). */
function isRepetitive(password: string): boolean {
  const lower = password.toLowerCase();
  return /^(.{1,4})\1+$/u.test(lower) || RUNS.some((run) => run.includes(lower));
}

export type PasswordProblem = 'staff.password.common' | 'staff.password.guessable';

/** Why a new password is refused, or undefined. `email`: the person's address (its name part is guessable). */
export function passwordProblem(password: string, email?: string): PasswordProblem | undefined {
  const list = commonPasswords();
  if (cores(password).some((c) => list.has(c))) return 'staff.password.common';
  if (isRepetitive(password)) return 'staff.password.guessable';
  const lower = password.toLowerCase().normalize('NFKC');
  const local = email?.split('@')[0]?.toLowerCase();
  const words = [...SERVICE_WORDS, ...(local && local.length >= 4 ? [local] : [])];
  // Guessable when such a word, with padding around it, is the whole password.
  const stripped = words.reduce((rest, word) => rest.split(word).join(''), lower);
  if (stripped !== lower && stripped.replace(/[\d\W_]/gu, '').length < 4) return 'staff.password.guessable';
  return undefined;
}
