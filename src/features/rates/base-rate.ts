/**
 * Base rate changes on the desk (issue 35, SPEC §9): a data officer enters the
 * effective date, the new rate and the announcement in four languages (drafted from
 * a template stating the change in basis points and the new percentage, editable);
 * a second person confirms it, and only then is it public. The author cannot
 * confirm their own change, except an administrator with a written reason, which
 * goes into the audit log.
 *
 * A confirmed change goes out through the publishing workflow (issue 33): its
 * confirmation makes a press release of the announcement (module news, topic
 * base-rate), submitted for review in every language, so a publisher approves it
 * (now or at a minute) and the e-mail alerts to press-release subscribers follow from
 * that publication, as for any press release.
 */
import { formatDate } from '#src/lib/format.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import type { AuditEntry } from '#src/features/staff/audit.ts';
import { escapeHtml } from '#src/features/mail/render.ts';
import { ratesDeskText } from './desk-messages.ts';
import {
  awaitingBaseChangesFor,
  baseChangeById,
  baseChangeOn,
  confirmBaseChangeRow,
  confirmedRateBefore,
  deskBaseChangeCount,
  deskBaseChangeRows,
  insertBaseChange,
} from './queries.ts';
import type { ratesBaseChanges } from './schema.ts';

export const ANNOUNCEMENT_LANGUAGES = ['zh-hant', 'zh-hans', 'en', 'pt'] as const;
export type AnnouncementTexts = Record<(typeof ANNOUNCEMENT_LANGUAGES)[number], string>;

const pct = (value: number) => `${value.toFixed(2)}%`;
/** The change in basis points from `previous` to `rate` (both in percent). */
export const basisPoints = (previous: number, rate: number): number => Math.round((rate - previous) * 100);

/** The announcement drafted from the template: the change in basis points and the new percentage, in four languages. */
export function draftAnnouncement(previous: number, rate: number, effectiveOn: string): AnnouncementTexts {
  const change = basisPoints(previous, rate);
  const bp = Math.abs(change);
  const up = change > 0;
  const hant = change === 0
    ? `澳門金融管理局宣佈，基本利率維持於${pct(rate)}不變（變動0個基點），由${formatDate(effectiveOn, 'zh-hant')}起生效。`
    : `澳門金融管理局宣佈，基本利率${up ? '上調' : '下調'}${String(bp)}個基點，由${pct(previous)}調整至${pct(rate)}，由${formatDate(effectiveOn, 'zh-hant')}起生效。`;
  return {
    'zh-hant': hant,
    'zh-hans': toSimplified(hant),
    en:
      change === 0
        ? `The Monetary Authority of Macao announces that the base rate is kept at ${pct(rate)} (a change of 0 basis points), with effect from ${formatDate(effectiveOn, 'en')}.`
        : `The Monetary Authority of Macao announces that the base rate is ${up ? 'raised' : 'lowered'} by ${String(bp)} basis points, from ${pct(previous)} to ${pct(rate)}, with effect from ${formatDate(effectiveOn, 'en')}.`,
    pt:
      change === 0
        ? `A Autoridade Monetária de Macau anuncia que a taxa de base se mantém em ${pct(rate)} (variação de 0 pontos base), com efeitos a partir de ${formatDate(effectiveOn, 'pt')}.`
        : `A Autoridade Monetária de Macau anuncia que a taxa de base é ${up ? 'aumentada' : 'reduzida'} em ${String(bp)} pontos base, de ${pct(previous)} para ${pct(rate)}, com efeitos a partir de ${formatDate(effectiveOn, 'pt')}.`,
  };
}

export interface BaseRateActor {
  id: string;
  roles: readonly string[];
  audit: (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, tx: Queryable) => Promise<void>;
}

/** A press release to write and submit for review: what the desk says, in the words of the publishing workflow's fields. */
export interface ReleaseDraft {
  module: 'news';
  /** The category's slug (press releases). */
  category: string;
  slug: string;
  data: Record<string, unknown>;
  texts: Partial<Record<(typeof ANNOUNCEMENT_LANGUAGES)[number], { title: string; summary: string; content: string }>>;
}

/**
 * Writes a release draft and submits it for review, inside the caller's transaction;
 * given by the composition beside modules.ts (src/features/back-office.ts), which
 * knows the publishing workflow: rates does not depend on it (folder cycles).
 */
export type ReleaseWriter = (tx: Database, actor: BaseRateActor, draft: ReleaseDraft, now: Date) => Promise<number>;

export interface BaseChangeView {
  id: number;
  effectiveOn: string;
  rate: number;
  previousRate: number | null;
  changeBp: number;
  texts: Partial<AnnouncementTexts>;
  status: 'awaiting' | 'confirmed';
  enteredBy: string | null;
  confirmedBy: string | null;
  confirmedAt: string | null;
}

async function view(db: Queryable, row: typeof ratesBaseChanges.$inferSelect): Promise<BaseChangeView> {
  return {
    id: row.id,
    effectiveOn: row.effectiveOn,
    rate: row.rate,
    previousRate: await confirmedRateBefore(db, row.effectiveOn),
    changeBp: row.changeBp,
    texts: row.texts,
    status: row.status,
    enteredBy: row.enteredBy,
    confirmedBy: row.confirmedBy,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** The draft for a date and rate: the previous rate, the change and the template's texts (the entry screen). */
export async function baseRateDraft(db: Queryable, effectiveOn: string, rate: number): Promise<{ previousRate: number | null; changeBp: number; texts: AnnouncementTexts }> {
  const previous = await confirmedRateBefore(db, effectiveOn);
  return { previousRate: previous, changeBp: previous === null ? 0 : basisPoints(previous, rate), texts: draftAnnouncement(previous ?? rate, rate, effectiveOn) };
}

/**
 * Enters a change, awaiting confirmation. Each announcement must state the change in
 * basis points and the new percentage (SPEC §9): the texts are checked for both.
 */
export async function proposeBaseRate(db: Database, input: { effectiveOn: string; rate: number; texts?: Partial<AnnouncementTexts> | undefined }, actor: BaseRateActor): Promise<BaseChangeView> {
  if (await baseChangeOn(db, input.effectiveOn)) throw new ValidationError([{ field: 'effectiveOn', messageKey: 'desk.base.dateTaken' }], ratesDeskText);
  const draft = await baseRateDraft(db, input.effectiveOn, input.rate);
  const texts: AnnouncementTexts = { ...draft.texts, ...Object.fromEntries(Object.entries(input.texts ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) };
  const bp = String(Math.abs(draft.changeBp));
  const issues = ANNOUNCEMENT_LANGUAGES.filter((l) => !texts[l].includes(bp) || !texts[l].includes(input.rate.toFixed(2))).map((l) => ({
    field: `texts.${l}`,
    messageKey: 'desk.base.textStates',
    params: { bp, rate: pct(input.rate) },
  }));
  if (issues.length) throw new ValidationError(issues, ratesDeskText);
  return db.transaction(async (tx) => {
    const id = await insertBaseChange(tx, { effectiveOn: input.effectiveOn, rate: input.rate, changeBp: draft.changeBp, texts, status: 'awaiting', enteredBy: actor.id });
    await actor.audit({ entity: 'rates:base-rate', entityId: String(id), action: 'enter', changes: { effectiveOn: { after: input.effectiveOn }, rate: { before: draft.previousRate, after: input.rate }, changeBp: { after: draft.changeBp }, texts: { after: texts } } }, tx);
    const row = await baseChangeById(tx, id);
    if (!row) throw new NotFoundError();
    return view(tx, row);
  });
}

/**
 * Confirms a change: by a second person, or by its author only as an administrator
 * with a written reason (in the audit log). Public from then on.
 */
export async function confirmBaseRate(db: Database, id: number, actor: BaseRateActor, now: Date, reason: string | undefined, writeRelease: ReleaseWriter): Promise<BaseChangeView> {
  const row = await baseChangeById(db, id);
  if (!row) throw new NotFoundError();
  if (row.status !== 'awaiting') throw new ValidationError([{ field: 'id', messageKey: 'desk.base.alreadyConfirmed' }], ratesDeskText);
  const own = row.enteredBy === actor.id;
  if (own) {
    if (!actor.roles.includes('administrator')) throw new ValidationError([{ field: 'reason', messageKey: 'desk.base.secondPerson' }], ratesDeskText);
    if (!reason || reason.trim().length < 10) throw new ValidationError([{ field: 'reason', messageKey: 'desk.base.reason' }], ratesDeskText);
  }
  return db.transaction(async (tx) => {
    const [confirmed] = await confirmBaseChangeRow(tx, id, actor.id, now);
    if (!confirmed) throw new ValidationError([{ field: 'id', messageKey: 'desk.base.alreadyConfirmed' }], ratesDeskText);
    await actor.audit(
      { entity: 'rates:base-rate', entityId: String(id), action: 'confirm', changes: { status: { before: 'awaiting', after: 'confirmed' }, ...(own ? { confirmedAlone: { after: reason } } : {}) } },
      tx,
    );
    const changed = await view(tx, confirmed);
    // In the same transaction: a confirmed change always has its release waiting for review.
    await writeRelease(tx, actor, releaseDraft(changed), now);
    return changed;
  });
}

/** The press release's title: the change in basis points and the new rate, as the authority's earlier releases say it. */
export function releaseTitles(previous: number, rate: number): AnnouncementTexts {
  const change = basisPoints(previous, rate);
  const bp = String(Math.abs(change));
  const up = change > 0;
  const hant = change === 0 ? `金管局維持基本利率於${pct(rate)}` : `金管局${up ? '上調' : '下調'}基本利率${bp}個基點至${pct(rate)}`;
  return {
    'zh-hant': hant,
    'zh-hans': toSimplified(hant),
    en: change === 0 ? `AMCM keeps the base rate at ${pct(rate)}` : `AMCM ${up ? 'raises' : 'lowers'} the base rate by ${bp} basis points to ${pct(rate)}`,
    pt: change === 0 ? `AMCM mantém a taxa de base em ${pct(rate)}` : `AMCM ${up ? 'sobe' : 'desce'} a taxa de base em ${bp} pontos base, para ${pct(rate)}`,
  };
}

/** The change's announcement as a press release (module news, topic base-rate) in the languages it has. */
export function releaseDraft(change: BaseChangeView): ReleaseDraft {
  const previous = change.previousRate ?? change.rate;
  const titles = releaseTitles(previous, change.rate);
  const texts = Object.fromEntries(
    ANNOUNCEMENT_LANGUAGES.filter((l) => change.texts[l]?.trim()).map((l) => {
      const text = change.texts[l] ?? '';
      return [l, { title: titles[l], summary: text, content: text.split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p.trim())}</p>`).join('') }];
    }),
  );
  return { module: 'news', category: 'press-releases', slug: `base-rate-${change.effectiveOn}`, data: { topic: 'base-rate', baseRate: { previous, current: change.rate, changeBp: change.changeBp } }, texts };
}

export async function deskBaseChanges(db: Queryable, page: number, perPage: number): Promise<{ data: BaseChangeView[]; total: number }> {
  const [rows, total] = await Promise.all([deskBaseChangeRows(db, (page - 1) * perPage, perPage), deskBaseChangeCount(db)]);
  return { data: await Promise.all(rows.map((r) => view(db, r))), total };
}

export async function deskBaseChange(db: Queryable, id: number): Promise<BaseChangeView | null> {
  const row = await baseChangeById(db, id);
  return row ? view(db, row) : null;
}

/** How many changes wait for this person's confirmation (the home screen). */
export function baseChangesAwaiting(db: Queryable, personId: string): Promise<number> {
  return awaitingBaseChangesFor(db, personId);
}


