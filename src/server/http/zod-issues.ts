/**
 * zod issues to field issues with message keys, so the caller reads the reason in
 * their own language rather than zod's English.
 */
import type { z } from 'zod';
import type { MessageSource } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import type { FieldIssue } from './errors.ts';


function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** `messages`: the catalogue of the keys a schema names beyond the common ones (e.g. the forms' rules). */
export function issuesFromZod(error: z.ZodError, input?: unknown, messages?: MessageSource): FieldIssue[] {
  const isMessageKey = (value: string) => commonText.has(value) || messages?.has(value) === true;
  return error.issues.map((issue): FieldIssue => {
    const field = issue.path.map(String).join('.') || 'request';
    // A rule that names its own message (the form rules of src/features/forms/validation.ts) keeps it.
    if (isMessageKey(issue.message)) {
      // A refinement may name its message's placeholders (`params: { min: 12 }`).
      const params = issue.code === 'custom' ? (issue.params as FieldIssue['params']) : undefined;
      return params ? { field, messageKey: issue.message, params } : { field, messageKey: issue.message };
    }
    switch (issue.code) {
      case 'invalid_type': {
        const missing = input === undefined ? issue.message.includes('undefined') : valueAt(input, issue.path) === undefined;
        if (missing) return { field, messageKey: 'validation.required' };
        if (issue.expected === 'number' || issue.expected === 'int') return { field, messageKey: 'validation.number' };
        return { field, messageKey: 'validation.format' };
      }
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return { field, messageKey: 'validation.required' };
        if (issue.origin === 'string') return { field, messageKey: 'validation.tooShort', params: { min: Number(issue.minimum) } };
        return { field, messageKey: 'validation.format' };
      case 'too_big':
        if (issue.origin === 'string') return { field, messageKey: 'validation.tooLong', params: { max: Number(issue.maximum) } };
        return { field, messageKey: 'validation.format' };
      case 'invalid_value':
        return { field, messageKey: 'validation.unknownValue', params: { values: issue.values.map(String).join(', ') } };
      case 'unrecognized_keys':
        return { field: issue.keys.join(', '), messageKey: 'validation.format' };
      default:
        return { field, messageKey: 'validation.format' };
    }
  });
}
