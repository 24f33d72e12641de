/**
 * The review of what the back office writes in the site feature (issue 33): a menu
 * page's texts and a site notice or pop-up, each language with its own state
 * (`page-review.ts`, decision 0036; `notice-admin.ts`, decision 0042), the rules of the
 * publishing workflow (decision 0029, `src/lib/language-review.ts`). Here: how this
 * feature refuses, in its own messages.
 */
import { AppError, ValidationError } from '#src/server/http/errors.ts';
import type { StaffActor } from '#src/features/staff/record-endpoints.ts';
import type { ReviewRefusals } from '#src/lib/language-review.ts';
import { siteText } from './messages.ts';

/** The person acting and how their action is recorded (the staff call's `ctx.audit`, in the change's transaction). */
export type Actor = StaffActor;

export const fieldError = (field: string, messageKey: string, params?: Record<string, string | number>) =>
  new ValidationError([{ field, messageKey, ...(params ? { params } : {}) }], siteText);

export const refusal = (code: 'conflict' | 'forbidden', messageKey: string, data?: Record<string, unknown>, params?: Record<string, string | number>) =>
  new AppError(code, { messageKey, messages: siteText, ...(data ? { data } : {}), ...(params ? { params } : {}) });

/** The review rules' refusals (`src/lib/language-review.ts`) in this feature's words. */
export const reviewRefusals: ReviewRefusals = {
  fourEyes: () => refusal('forbidden', 'site.review.fourEyes'),
  field: (field, reason) => fieldError(field, `site.review.${reason}`),
};
