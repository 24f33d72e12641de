/** Checks shared by the news API routes. */
import { ValidationError } from '#src/server/http/errors.ts';

/** A date range whose end is before its start is a 400 naming the end parameter. */
export function checkDateRange(begin: string | undefined, end: string | undefined, endField: string): void {
  if (begin && end && end < begin) throw new ValidationError([{ field: endField, messageKey: 'news.rangeInvalid' }]);
}
