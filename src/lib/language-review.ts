/**
 * The review rules of a text whose languages each have a state of their own (issue 33,
 * decisions 0029 and 0036): entries in publishing and menu pages in site; the four-eyes
 * rule serves site notices too. Who may put what on the site and take it off, and what
 * the audit row of each says, are written here once. Pure: each feature reads its own
 * states and versions and turns a refusal into its own message (`ReviewRefusals`).
 */

/** How a feature says no, each in its own catalogue. */
export interface ReviewRefusals {
  /** 403: the approver wrote or submitted the text and is not an administrator. */
  fourEyes: () => Error;
  /** 400 on a field: `reason` (an administrator's own text without one) or `languages` (not submitted, no text, not on the site). */
  field: (field: 'reason' | 'languages', reason: 'reasonRequired' | 'notSubmitted' | 'noText' | 'notPublished') => Error;
}

/** One language's review state, as the rules read it. */
export interface LanguageReviewState {
  state: string;
  /** The version submitted, scheduled or published. */
  version: number | null;
  submittedBy: string | null;
}

interface Approver {
  id: string;
  roles: readonly string[];
}

/**
 * The four-eyes rule: a text the approver wrote or submitted (`ownText`) goes out only by
 * an administrator, with a written reason (kept in the audit row).
 */
export function fourEyes(actor: Pick<Approver, 'roles'>, ownText: boolean, reason: string | null | undefined, refuse: ReviewRefusals): { ownText: boolean; reason: string } {
  const why = reason?.trim() ?? '';
  if (ownText) {
    if (!actor.roles.includes('administrator')) throw refuse.fourEyes();
    if (!why) throw refuse.field('reason', 'reasonRequired');
  }
  return { ownText, reason: why };
}

/**
 * Who may approve what: each language must be submitted, its submitted version must hold
 * its text (`submitted` reads it: the version's author and what goes out), and the
 * four-eyes rule holds over all of them. Answers what goes out, per language.
 */
export async function approval<L extends string, T>(
  actor: Approver,
  languages: readonly L[],
  states: ReadonlyMap<L, LanguageReviewState>,
  submitted: (version: number, lang: L) => Promise<{ authorId: string | null; text: T | undefined } | undefined>,
  reason: string | null | undefined,
  refuse: ReviewRefusals,
): Promise<{ texts: Map<L, T>; ownText: boolean; reason: string }> {
  const texts = new Map<L, T>();
  let own = false;
  for (const lang of languages) {
    const state = states.get(lang);
    if (state?.state !== 'submitted' || state.version === null) throw refuse.field('languages', 'notSubmitted');
    const version = await submitted(state.version, lang);
    if (!version || version.text === undefined) throw refuse.field('languages', 'noText');
    if (version.authorId === actor.id || state.submittedBy === actor.id) own = true;
    texts.set(lang, version.text);
  }
  return { texts, ...fourEyes(actor, own, reason, refuse) };
}

/**
 * What may be taken off: languages on the site (`live`, off now or at a minute) or
 * scheduled to go out (`scheduled`, called off: back to review); any other is refused.
 */
export function withdrawal<L extends string>(languages: readonly L[], states: ReadonlyMap<L, Pick<LanguageReviewState, 'state'>>, refuse: ReviewRefusals): { scheduled: L[]; live: L[] } {
  for (const lang of languages) if (!['published', 'scheduled'].includes(states.get(lang)?.state ?? '')) throw refuse.field('languages', 'notPublished');
  return { scheduled: languages.filter((l) => states.get(l)?.state === 'scheduled'), live: languages.filter((l) => states.get(l)?.state === 'published') };
}

/** The audit changes of an approval: the languages and their versions, the minute, and the reason of one without a second review. */
export function approvalChanges<L extends string>(languages: readonly L[], states: ReadonlyMap<L, Pick<LanguageReviewState, 'version'>>, at: Date | null, eyes: { ownText: boolean; reason: string }) {
  return {
    languages: { after: languages },
    versions: { after: Object.fromEntries(languages.map((l) => [l, states.get(l)?.version ?? null])) },
    ...(at ? { at: { after: at.toISOString() } } : {}),
    ...(eyes.ownText ? { withoutSecondReview: { after: true }, reason: { after: eyes.reason } } : {}),
  };
}

/** The audit changes of a withdrawal: the languages and the minute. */
export function withdrawalChanges(languages: readonly string[], at: Date | null) {
  return { languages: { after: languages }, ...(at ? { at: { after: at.toISOString() } } : {}) };
}
