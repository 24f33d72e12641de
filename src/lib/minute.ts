/** Schedules to the minute (issue 33), the same for every content type the back office publishes. Pure. */

/** The minute a schedule names (seconds dropped): "at 10:00" means 10:00:00. */
export function toMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

/** The minute of `at` (an instant, ISO), or null for none; `'past'` when it is not after the current minute. */
export function futureMinute(at: string | null | undefined, now: Date): Date | null | 'past' {
  if (!at) return null;
  const minute = toMinute(new Date(at));
  return minute.getTime() <= toMinute(now).getTime() ? 'past' : minute;
}
