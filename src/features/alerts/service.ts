/**
 * The e-mail notification service (README.md): double opt-in sign-up, preferences,
 * one-click unsubscribe, announcing newly published content once, daily digests, and
 * deleting unconfirmed sign-ups. Every function takes `now` so tests move the clock.
 */
import { randomBytes } from 'node:crypto';
import { alertsText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { pageUrl } from '#src/lib/paths.ts';
import { pickTranslation } from '#src/features/entries/translations.ts';
import { submitForm, type SubmitResult } from '#src/features/forms/service.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { newsDetailHref } from '#src/features/news/contract.ts';
import { getSelection } from '#src/features/site/selection.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { OTHER_OCCUPATION, type AlertFrequency, type AlertTopic, type SubscriptionAccepted, type SubscriptionForm } from './contract.ts';
import * as q from './queries.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { composeCatalogues } from '#src/i18n/catalogue.ts';
import { sha256Hex } from '#src/server/crypto.ts';

/** The confirmation e-mail's sentences (its reference label is the forms kit's). */
const confirmText = composeCatalogues(alertsText, formsText);
const CONFIRM_KEYS = ['alerts.mailConfirmTitle', 'alerts.mailConfirmIntro', 'alerts.mailConfirmExpiry', 'alerts.mailConfirmLink', 'alerts.mailConfirmIgnore', 'form.referenceNumber'] as const;

export const CONFIRM_TTL_MS = 3 * 24 * 3600_000;
/** Unconfirmed sign-ups are deleted this long after they were made (the confirm link has expired by then). */
export const PENDING_RETENTION_MS = CONFIRM_TTL_MS;
/** Preference and unsubscribe links in alerts work this long (each alert carries fresh ones). */
export const MANAGE_TTL_MS = 90 * 24 * 3600_000;
export const DIGEST_INTERVAL_MS = 24 * 3600_000;
/** Entries published up to this long before the watermark are looked at again (late commits); the announcement table dedupes. */
const SCAN_OVERLAP_MS = 10 * 60_000;
/** The page module whose menu page links in e-mails point to. */
export const ALERTS_PAGE_MODULE = 'newsletter';

/**
 * Where each topic's content lives: the entries' module, the category set and root
 * category (its subcategories count too), and the page module that lists it (for links).
 */
export const TOPIC_SOURCES: Readonly<Record<AlertTopic, { module: string; catModule: string; catSlug: string; pageModule: string }>> = {
  press: { module: 'news', catModule: 'news', catSlug: 'press-releases', pageModule: 'news-category' },
  statistics: { module: 'download', catModule: 'downloads', catSlug: 'statistics', pageModule: 'downloads' },
  publications: { module: 'download', catModule: 'downloads', catSlug: 'publications', pageModule: 'downloads' },
};
const SOURCE_MODULES = [...new Set(Object.values(TOPIC_SOURCES).map((s) => s.module))];
const CAT_MODULES = [...new Set(Object.values(TOPIC_SOURCES).map((s) => s.catModule))];

const newToken = () => randomBytes(32).toString('base64url');

async function issueToken(db: Queryable, subscriptionId: number, purpose: 'confirm' | 'manage', now: Date): Promise<string> {
  const token = newToken();
  await q.insertToken(db, { hash: sha256Hex(token), subscriptionId, purpose, expiresAt: new Date(now.getTime() + (purpose === 'confirm' ? CONFIRM_TTL_MS : MANAGE_TTL_MS)) });
  return token;
}

/** The menu path of the `newsletter` page (wherever the menu puts it). */
export async function alertsPagePath(db: Queryable): Promise<string> {
  return (await q.pagePathForModule(db, ALERTS_PAGE_MODULE)) ?? '';
}

export function alertsPageUrl(origin: string, lang: Language, path: string, params: Record<string, string> = {}): string {
  const url = new URL(pageUrl(lang, path), origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The RFC 8058 one-click address: a POST here unsubscribes, without cookies or a verification code. */
export function unsubscribeApiUrl(origin: string, token: string): string {
  const url = new URL('/api/v1.0/cms/email_notification/unsubscribe', origin);
  url.searchParams.set('token', token);
  return url.toString();
}

export interface SubscribeRequest {
  lang: Language;
  /** Origin of the site, for the links in the e-mail. */
  origin: string;
  client: string;
  idempotencyKey?: string | null;
  /** The request's validate key, spent by the sign-up (see `submitForm`). */
  verification?: { validateKey: string | null };
  now?: Date;
}

/** Checks the region and occupation codes against the option lists (SPEC §3). */
async function checkCodes(db: Queryable, input: SubscriptionForm, lang: Language): Promise<void> {
  const [areas, occupations] = await Promise.all([getSelection(db, 'country_area', lang), getSelection(db, 'occupation', lang)]);
  const issues = [];
  if (!areas.some((a) => a.code === input.region)) issues.push({ field: 'region', messageKey: 'validation.format' as const });
  if (!occupations.some((o) => o.code === input.occupation)) issues.push({ field: 'occupation', messageKey: 'validation.format' as const });
  if (issues.length) throw new ValidationError(issues);
}

/** Confirmation e-mails one address may be sent in ADDRESS_WINDOW_MS (issue 36: a solved code once sent 60). */
export const CONFIRMATIONS_PER_ADDRESS = 3;
/** "Already subscribed" notes one address may be sent in ADDRESS_WINDOW_MS. */
export const ALREADY_NOTES_PER_ADDRESS = 1;
export const ADDRESS_WINDOW_MS = 24 * 3600_000;

/** Addresses are counted by a hash: the count must not keep an address the sign-up itself does not. */
const addressHash = (email: string) => sha256Hex(`amcm-alerts-address:${email}`);

/**
 * A sign-up, through the submissions kit (reference number, Idempotency-Key, rate
 * limit, the validate key spent) in one transaction. What the address is sent depends
 * on it, never what the caller is told (always `{ reference, status: 'pending' }`, so
 * the answer does not say whether an address is subscribed):
 * - already active: at most one "already subscribed" note a day, nothing stored;
 * - otherwise: stored as pending with a confirmation e-mail in the outbox, unless an
 *   earlier confirmation to the address is still waiting to be delivered or three
 *   were sent in the last day (then nothing is stored or sent).
 * Nothing else is ever sent to the address unless the link is followed.
 */
export async function subscribe(db: Database, input: SubscriptionForm, request: SubscribeRequest): Promise<SubmitResult<SubscriptionAccepted>> {
  const now = request.now ?? new Date();
  await checkCodes(db, input, request.lang);
  return submitForm(
    db,
    {
      formType: 'newsletter',
      prefix: 'NL',
      client: request.client,
      idempotencyKey: request.idempotencyKey,
      fingerprint: input,
      now,
      ...(request.verification ? { verification: request.verification } : {}),
    },
    async (tx, reference) => {
      const email = input.email.toLowerCase();
      const emailHash = addressHash(email);
      const since = new Date(now.getTime() - ADDRESS_WINDOW_MS);
      const lang = request.lang;
      await q.lockAddress(tx, emailHash);
      if (await q.hasActiveSubscription(tx, email)) {
        if ((await q.countAddressNotices(tx, emailHash, 'already', since)) < ALREADY_NOTES_PER_ADDRESS) {
          const mailLang = alertsText.wholeIn(lang, ['alerts.mailAlreadyTitle', 'alerts.mailAlreadyIntro', 'alerts.mailAlreadyManage', 'alerts.mailAlreadyIgnore']);
          const mail = renderMail({
            lang: mailLang,
            title: alertsText.t(mailLang, 'alerts.mailAlreadyTitle'),
            paragraphs: [alertsText.t(mailLang, 'alerts.mailAlreadyIntro'), alertsText.t(mailLang, 'alerts.mailAlreadyManage')],
            footer: [alertsText.t(mailLang, 'alerts.mailAlreadyIgnore')],
          });
          const outboxId = await enqueueMail(tx, { kind: 'alerts.already', dedupeKey: `alerts.already:${reference}`, to: email, lang: mailLang, ...mail });
          await q.insertAddressNotice(tx, { emailHash, kind: 'already', outboxId, createdAt: now });
        }
      } else if (!(await q.confirmationUndelivered(tx, emailHash)) && (await q.countAddressNotices(tx, emailHash, 'confirm', since)) < CONFIRMATIONS_PER_ADDRESS) {
        const row = await q.insertSubscription(tx, {
          reference,
          email,
          lang,
          region: input.region,
          occupation: input.occupation,
          occupationOther: input.occupation === OTHER_OCCUPATION ? (input.occupationOther ?? null) : null,
          institution: input.institution,
          topics: [...new Set(input.topics)],
          frequency: input.frequency,
          createdAt: now,
        });
        const token = await issueToken(tx, row.id, 'confirm', now);
        const path = await alertsPagePath(tx);
        // Written wholly in one language (English where a sentence lacks its Portuguese); the link keeps the visitor's.
        const mailLang = confirmText.wholeIn(lang, CONFIRM_KEYS);
        const mail = renderMail({
          lang: mailLang,
          title: confirmText.t(mailLang, 'alerts.mailConfirmTitle'),
          paragraphs: [confirmText.t(mailLang, 'alerts.mailConfirmIntro'), confirmText.t(mailLang, 'alerts.mailConfirmExpiry', { days: CONFIRM_TTL_MS / 86_400_000 }), `${confirmText.t(mailLang, 'form.referenceNumber')}: ${reference}`],
          links: [{ label: confirmText.t(mailLang, 'alerts.mailConfirmLink'), href: alertsPageUrl(request.origin, lang, path, { action: 'confirm', token }) }],
          footer: [confirmText.t(mailLang, 'alerts.mailConfirmIgnore')],
        });
        const outboxId = await enqueueMail(tx, { kind: 'alerts.confirm', dedupeKey: `alerts.confirm:${reference}`, to: row.email, lang: mailLang, ...mail });
        await q.insertAddressNotice(tx, { emailHash, kind: 'confirm', outboxId, createdAt: now });
      }
      return { reference, status: 'pending' as const };
    },
  );
}

export type ConfirmResult = { ok: true; manageToken: string; lang: Language } | { ok: false };

/** Follows a confirmation link: single use, before it expires. Gives a manage token for the landing page's link. */
export async function confirmSubscription(db: Queryable, token: string, now: Date = new Date()): Promise<ConfirmResult> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return { ok: false };
  const hash = sha256Hex(token);
  return db.transaction(async (tx) => {
    const found = await q.findToken(tx, hash, 'confirm', now);
    if (!found || found.token.usedAt || !(await q.useToken(tx, hash, now))) return { ok: false };
    await q.activateSubscription(tx, found.subscription.id, now);
    return { ok: true, manageToken: await issueToken(tx, found.subscription.id, 'manage', now), lang: found.subscription.lang };
  });
}

export interface Preferences {
  email: string;
  topics: AlertTopic[];
  frequency: AlertFrequency;
}

/** The subscription a manage link names, or null (unknown, expired, or unsubscribed). */
export async function preferencesFor(db: Queryable, token: string, now: Date = new Date()): Promise<Preferences | null> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return null;
  const found = await q.findToken(db, sha256Hex(token), 'manage', now);
  if (!found || found.subscription.status !== 'active') return null;
  const s = found.subscription;
  return { email: s.email, topics: s.topics as AlertTopic[], frequency: s.frequency };
}

export async function changePreferences(db: Queryable, token: string, values: { topics: AlertTopic[]; frequency: AlertFrequency }, now: Date = new Date()): Promise<boolean> {
  const found = /^[A-Za-z0-9_-]{32,64}$/.test(token) ? await q.findToken(db, sha256Hex(token), 'manage', now) : undefined;
  if (!found || found.subscription.status !== 'active') return false;
  await q.updatePreferences(db, found.subscription.id, { topics: [...new Set(values.topics)], frequency: values.frequency });
  return true;
}

/**
 * One-click unsubscribe (RFC 8058): deletes the subscription with its tokens and queued
 * items. False for a link that names nothing (already unsubscribed, or expired).
 */
export async function unsubscribe(db: Queryable, token: string, now: Date = new Date()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return false;
  const found = await q.findToken(db, sha256Hex(token), 'manage', now);
  if (!found) return false;
  await q.deleteSubscription(db, found.subscription.id);
  return true;
}

interface AnnouncedEntry {
  id: number;
  module: string;
  slug: string | null;
  catSlug: string;
  topic: AlertTopic;
}

/** Each category id's topic, found by walking up to a topic's root category. */
function topicsByCategory(cats: { id: number; slug: string; parentId: number | null; module: string }[]): Map<number, { topic: AlertTopic; slug: string }> {
  const byId = new Map(cats.map((c) => [c.id, c]));
  const out = new Map<number, { topic: AlertTopic; slug: string }>();
  for (const cat of cats) {
    let current: typeof cat | undefined = cat;
    for (let depth = 0; current && depth < 10; depth++) {
      const node: typeof cat = current;
      const topic = (Object.keys(TOPIC_SOURCES) as AlertTopic[]).find((k) => TOPIC_SOURCES[k].catModule === node.module && TOPIC_SOURCES[k].catSlug === node.slug);
      if (topic) {
        out.set(cat.id, { topic, slug: cat.slug });
        break;
      }
      current = node.parentId === null ? undefined : byId.get(node.parentId);
    }
  }
  return out;
}

async function entryLink(db: Queryable, origin: string, lang: Language, entry: AnnouncedEntry): Promise<string> {
  if (entry.module === 'news') return new URL(newsDetailHref(lang, { id: entry.id, slug: entry.slug, category: { slug: entry.catSlug } }), origin).toString();
  const source = TOPIC_SOURCES[entry.topic];
  const path = (await q.pagePathForCategory(db, source.pageModule, entry.catSlug)) ?? (await q.pagePathForCategory(db, source.pageModule, source.catSlug));
  return new URL(pageUrl(lang, path ?? ''), origin).toString();
}

async function alertMail(db: Queryable, origin: string, subscription: q.SubscriptionRow, items: AnnouncedEntry[], now: Date, dedupeKey: string): Promise<void> {
  const lang = subscription.lang;
  const texts = await q.entryTexts(db, items.map((i) => i.id));
  const manageToken = await issueToken(db, subscription.id, 'manage', now);
  const links: { topic: AlertTopic; title: string; href: string }[] = [];
  for (const item of items) {
    const text = pickTranslation(texts.filter((r) => r.entryId === item.id), lang)?.value;
    links.push({ topic: item.topic, title: text?.title ?? String(item.id), href: await entryLink(db, origin, lang, item) });
  }
  const single = items.length === 1 ? items[0] : undefined;
  // Our sentences wholly in one language (the items' own titles are content, in the language they exist in).
  const mailLang = alertsText.wholeIn(lang, [
    single ? 'alerts.mailAlertTitle' : 'alerts.mailDigestTitle',
    single ? 'alerts.mailAlertIntro' : 'alerts.mailDigestIntro',
    'alerts.mailManage',
    'alerts.mailUnsubscribe',
    'alerts.mailWhy',
    ...items.map((i) => `alerts.topic.${i.topic}` as const),
  ]);
  const title = single ? alertsText.t(mailLang, 'alerts.mailAlertTitle', { topic: alertsText.t(mailLang, `alerts.topic.${single.topic}`) }) : alertsText.t(mailLang, 'alerts.mailDigestTitle', { count: items.length });
  const path = await alertsPagePath(db);
  const manageUrl = alertsPageUrl(origin, lang, path, { action: 'manage', token: manageToken });
  const unsubscribePage = alertsPageUrl(origin, lang, path, { action: 'unsubscribe', token: manageToken });
  const mail = renderMail({
    lang: mailLang,
    title,
    paragraphs: [alertsText.t(mailLang, single ? 'alerts.mailAlertIntro' : 'alerts.mailDigestIntro')],
    links: [
      ...links.map((l) => ({ label: `${alertsText.t(mailLang, `alerts.topic.${l.topic}`)}: ${l.title}`, href: l.href })),
      { label: alertsText.t(mailLang, 'alerts.mailManage'), href: manageUrl },
      { label: alertsText.t(mailLang, 'alerts.mailUnsubscribe'), href: unsubscribePage },
    ],
    footer: [alertsText.t(mailLang, 'alerts.mailWhy')],
  });
  await enqueueMail(db, {
    kind: single ? 'alerts.item' : 'alerts.digest',
    dedupeKey,
    to: subscription.email,
    lang: mailLang,
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribeApiUrl(origin, manageToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/**
 * Finds content published since the last scan and announces each item once: an alert
 * per immediate subscriber of its topic, a queued digest item per daily one. The first
 * scan of a database only sets the watermark (the existing archive is not announced).
 */
export async function scanPublished(db: Database, origin: string, now: Date = new Date()): Promise<number> {
  const watermark = await q.readWatermark(db);
  if (!watermark) {
    await q.writeWatermark(db, now);
    return 0;
  }
  const cats = topicsByCategory(await q.categoriesOf(db, CAT_MODULES));
  const found = await q.unannouncedEntries(db, SOURCE_MODULES, new Date(watermark.getTime() - SCAN_OVERLAP_MS), now);
  let announced = 0;
  for (const entry of found) {
    const cat = entry.catId === null ? undefined : cats.get(entry.catId);
    if (!cat || TOPIC_SOURCES[cat.topic].module !== entry.module) continue;
    const item: AnnouncedEntry = { id: entry.id, module: entry.module, slug: entry.slug, catSlug: cat.slug, topic: cat.topic };
    const done = await db.transaction(async (tx) => {
      if (!(await q.claimAnnouncement(tx, entry.id, cat.topic, now))) return false;
      for (const subscriber of await q.activeSubscribersOf(tx, cat.topic)) {
        if (subscriber.frequency === 'daily') await q.queueDigestItem(tx, subscriber.id, entry.id, now);
        else await alertMail(tx, origin, subscriber, [item], now, `alerts.item:${String(entry.id)}:${String(subscriber.id)}`);
      }
      return true;
    });
    if (done) announced++;
  }
  await q.writeWatermark(db, now);
  return announced;
}

/** Sends the digests that are due (a day after the last one); `force` sends every queued one (tests). */
export async function sendDigests(db: Database, origin: string, now: Date = new Date(), force = false): Promise<number> {
  const due = await q.digestsDue(db, force ? new Date(now.getTime() + 1) : new Date(now.getTime() - DIGEST_INTERVAL_MS));
  const cats = topicsByCategory(await q.categoriesOf(db, CAT_MODULES));
  let sent = 0;
  for (const { subscription } of due) {
    await db.transaction(async (tx) => {
      const ids = await q.takeDigestItems(tx, subscription.id);
      if (ids.length === 0) return;
      const rows = await q.entriesById(tx, ids);
      const items = rows.flatMap((e) => {
        const cat = e.catId === null ? undefined : cats.get(e.catId);
        return cat ? [{ id: e.id, module: e.module, slug: e.slug, catSlug: cat.slug, topic: cat.topic }] : [];
      });
      if (items.length === 0) return;
      await alertMail(tx, origin, subscription, items, now, `alerts.digest:${String(subscription.id)}:${now.toISOString()}`);
      await q.markDigestSent(tx, subscription.id, now);
      sent++;
    });
  }
  return sent;
}

/** Deletes sign-ups never confirmed within PENDING_RETENTION_MS, expired links, and address counts older than a day. */
export async function cleanup(db: Queryable, now: Date = new Date()): Promise<number> {
  const deleted = await q.deletePendingBefore(db, new Date(now.getTime() - PENDING_RETENTION_MS));
  await q.deleteExpiredTokens(db, now);
  await q.deleteAddressNoticesBefore(db, new Date(now.getTime() - ADDRESS_WINDOW_MS));
  return deleted;
}
