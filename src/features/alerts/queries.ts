/** SQL of the e-mail notification service (no rules: see service.ts). */
import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryI18n, moduleCats } from '#src/features/entries/schema.ts';
import { menuItems, pages } from '#src/features/site/schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { alertAddressNotices, alertAnnouncements, alertDigestItems, alertScanState, alertSubscriptions, alertTokens } from './schema.ts';

export type SubscriptionRow = typeof alertSubscriptions.$inferSelect;
export type NewSubscription = typeof alertSubscriptions.$inferInsert;

export async function insertSubscription(db: Queryable, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(alertSubscriptions).values(values).returning();
  if (!row) throw new Error('insertSubscription: no row');
  return row;
}

/**
 * Serialises sign-ups for one address until the transaction ends (across instances),
 * so two at once cannot both find the address's allowance unused.
 */
export async function lockAddress(db: Queryable, emailHash: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`alerts-address:${emailHash}`}, 0))`);
}

export async function hasActiveSubscription(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.email, email), eq(alertSubscriptions.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/** How many notices of a kind an address was sent since `since`. */
export async function countAddressNotices(db: Queryable, emailHash: string, kind: 'confirm' | 'already', since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertAddressNotices)
    .where(and(eq(alertAddressNotices.emailHash, emailHash), eq(alertAddressNotices.kind, kind), gt(alertAddressNotices.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether a confirmation to the address is still in the outbox, not yet delivered. */
export async function confirmationUndelivered(db: Queryable, emailHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alertAddressNotices.id })
    .from(alertAddressNotices)
    .innerJoin(mailOutbox, eq(mailOutbox.id, alertAddressNotices.outboxId))
    .where(and(eq(alertAddressNotices.emailHash, emailHash), eq(alertAddressNotices.kind, 'confirm'), inArray(mailOutbox.status, ['pending', 'sending'])))
    .limit(1);
  return Boolean(row);
}

export async function insertAddressNotice(db: Queryable, values: typeof alertAddressNotices.$inferInsert): Promise<void> {
  await db.insert(alertAddressNotices).values(values);
}

export async function deleteAddressNoticesBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(alertAddressNotices).where(lt(alertAddressNotices.createdAt, before));
}

export async function insertToken(db: Queryable, values: typeof alertTokens.$inferInsert): Promise<void> {
  await db.insert(alertTokens).values(values);
}

/** A live token of one purpose with its subscription. */
export async function findToken(db: Queryable, hash: string, purpose: 'confirm' | 'manage', now: Date) {
  const [row] = await db
    .select({ token: alertTokens, subscription: alertSubscriptions })
    .from(alertTokens)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertTokens.subscriptionId))
    .where(and(eq(alertTokens.hash, hash), eq(alertTokens.purpose, purpose), gt(alertTokens.expiresAt, now)));
  return row;
}

/** Marks a confirm token used; false when it was already used (the single-use check, race-free). */
export async function useToken(db: Queryable, hash: string, now: Date): Promise<boolean> {
  const rows = await db.update(alertTokens).set({ usedAt: now }).where(and(eq(alertTokens.hash, hash), isNull(alertTokens.usedAt))).returning({ hash: alertTokens.hash });
  return rows.length === 1;
}

export async function activateSubscription(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(alertSubscriptions).set({ status: 'active', confirmedAt: now }).where(eq(alertSubscriptions.id, id));
}

export async function updatePreferences(db: Queryable, id: number, values: Pick<NewSubscription, 'topics' | 'frequency'>): Promise<void> {
  await db.update(alertSubscriptions).set(values).where(eq(alertSubscriptions.id, id));
}

export async function deleteSubscription(db: Queryable, id: number): Promise<void> {
  await db.delete(alertSubscriptions).where(eq(alertSubscriptions.id, id));
}

export async function deletePendingBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(alertSubscriptions)
    .where(and(eq(alertSubscriptions.status, 'pending'), lt(alertSubscriptions.createdAt, before)))
    .returning({ id: alertSubscriptions.id });
  return rows.length;
}

export async function deleteExpiredTokens(db: Queryable, now: Date): Promise<void> {
  await db.delete(alertTokens).where(lt(alertTokens.expiresAt, now));
}

export async function readWatermark(db: Queryable): Promise<Date | null> {
  const [row] = await db.select().from(alertScanState).where(eq(alertScanState.id, 'entries'));
  return row?.scannedUntil ?? null;
}

export async function writeWatermark(db: Queryable, at: Date): Promise<void> {
  await db
    .insert(alertScanState)
    .values({ id: 'entries', scannedUntil: at })
    .onConflictDoUpdate({ target: alertScanState.id, set: { scannedUntil: at } });
}

/** The categories of the given modules (a small table), to find each entry's topic by its ancestors. */
export async function categoriesOf(db: Queryable, modules: readonly string[]) {
  return db.select({ id: moduleCats.id, slug: moduleCats.slug, parentId: moduleCats.parentId, module: moduleCats.module }).from(moduleCats).where(inArray(moduleCats.module, [...modules]));
}

/** Published entries of the modules, live by `now`, published or created after `since`, not yet announced. */
export async function unannouncedEntries(db: Queryable, modules: readonly string[], since: Date, now: Date) {
  return db
    .select({ id: entries.id, module: entries.module, catId: entries.catId, slug: entries.slug, publishedAt: entries.publishedAt })
    .from(entries)
    .leftJoin(alertAnnouncements, eq(alertAnnouncements.entryId, entries.id))
    .where(
      and(
        inArray(entries.module, [...modules]),
        eq(entries.status, 'published'),
        lte(entries.publishedAt, now),
        or(gt(entries.publishedAt, since), gt(entries.createdAt, since)),
        isNull(alertAnnouncements.entryId),
      ),
    )
    .orderBy(entries.publishedAt, entries.id);
}

/** Claims an entry for announcing; false when another scan (or instance) already did. */
export async function claimAnnouncement(db: Queryable, entryId: number, topic: string, now: Date): Promise<boolean> {
  const rows = await db.insert(alertAnnouncements).values({ entryId, topic, announcedAt: now }).onConflictDoNothing().returning({ entryId: alertAnnouncements.entryId });
  return rows.length === 1;
}

export async function activeSubscribersOf(db: Queryable, topic: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.status, 'active'), sql`${alertSubscriptions.topics} @> ${JSON.stringify([topic])}::jsonb`));
}

export async function entryTexts(db: Queryable, entryIds: readonly number[]) {
  if (entryIds.length === 0) return [];
  return db.select({ entryId: entryI18n.entryId, lang: entryI18n.lang, title: entryI18n.title, summary: entryI18n.summary }).from(entryI18n).where(inArray(entryI18n.entryId, [...entryIds]));
}

export async function queueDigestItem(db: Queryable, subscriptionId: number, entryId: number, now: Date): Promise<void> {
  await db.insert(alertDigestItems).values({ subscriptionId, entryId, createdAt: now }).onConflictDoNothing();
}

/** Daily subscribers with queued items whose last digest is older than `before` (or who never had one). */
export async function digestsDue(db: Queryable, before: Date) {
  return db
    .selectDistinct({ subscription: alertSubscriptions })
    .from(alertSubscriptions)
    .innerJoin(alertDigestItems, eq(alertDigestItems.subscriptionId, alertSubscriptions.id))
    .where(and(eq(alertSubscriptions.status, 'active'), or(isNull(alertSubscriptions.lastDigestAt), lt(alertSubscriptions.lastDigestAt, before))));
}

export async function takeDigestItems(db: Queryable, subscriptionId: number): Promise<number[]> {
  const rows = await db.delete(alertDigestItems).where(eq(alertDigestItems.subscriptionId, subscriptionId)).returning({ entryId: alertDigestItems.entryId });
  return rows.map((r) => r.entryId).sort((a, b) => a - b);
}

export async function markDigestSent(db: Queryable, subscriptionId: number, now: Date): Promise<void> {
  await db.update(alertSubscriptions).set({ lastDigestAt: now }).where(eq(alertSubscriptions.id, subscriptionId));
}

/** The menu path of the first published page listing a category of a module (for links to downloads). */
export async function pagePathForCategory(db: Queryable, module: string, catSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ path: menuItems.path })
    .from(pages)
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .where(and(eq(pages.module, module), eq(pages.moduleCat, catSlug), eq(menuItems.status, 'published')))
    .limit(1);
  return row?.path ?? undefined;
}

/** Entries by id (for a digest), whatever their announcement state. */
export async function entriesById(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: entries.id, module: entries.module, catId: entries.catId, slug: entries.slug }).from(entries).where(inArray(entries.id, [...ids])).orderBy(entries.publishedAt, entries.id);
}

/** The menu path of the page with a module (the `newsletter` page, for links in e-mails). */
export async function pagePathForModule(db: Queryable, module: string): Promise<string | undefined> {
  const [row] = await db
    .select({ path: menuItems.path })
    .from(pages)
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .where(and(eq(pages.module, module), eq(menuItems.status, 'published')))
    .orderBy(menuItems.id)
    .limit(1);
  return row?.path ?? undefined;
}

/** Publishes an entry in a category with a title in Chinese and English (test hooks only). */
export async function insertPublishedEntry(db: Queryable, input: { module: string; catModule: string; catSlug: string; title: string; now: Date }): Promise<number> {
  const [cat] = await db.select({ id: moduleCats.id }).from(moduleCats).where(and(eq(moduleCats.module, input.catModule), eq(moduleCats.slug, input.catSlug)));
  if (!cat) throw new Error(`publishEntry: no category ${input.catSlug}`);
  const now = input.now;
  const [row] = await db.insert(entries).values({ module: input.module, catId: cat.id, status: 'published', publishedAt: now, createdAt: now, updatedAt: now }).returning({ id: entries.id });
  if (!row) throw new Error('publishEntry: no row');
  await db.insert(entryI18n).values([
    { entryId: row.id, lang: 'zh-hant', title: input.title },
    { entryId: row.id, lang: 'en', title: input.title },
  ]);
  return row.id;
}

// --- the back office (issue 34) -----------------------------------------------------------

/** Subscribers by status, frequency and language, and by topic (one subscriber counts once per topic). */
export async function subscriberCounts(db: Queryable) {
  const groups = await db
    .select({ status: alertSubscriptions.status, frequency: alertSubscriptions.frequency, lang: alertSubscriptions.lang, n: count() })
    .from(alertSubscriptions)
    .groupBy(alertSubscriptions.status, alertSubscriptions.frequency, alertSubscriptions.lang);
  const topic = sql<string>`t.topic`;
  const topics = await db
    .select({ topic, n: count() })
    .from(sql`${alertSubscriptions}, jsonb_array_elements_text(${alertSubscriptions.topics}) as t(topic)`)
    .where(eq(alertSubscriptions.status, 'active'))
    .groupBy(topic);
  return { groups, topics };
}

/** Subscribers whose address contains `text` (case folded), newest first. */
export async function searchSubscribers(db: Queryable, text: string, offset: number, limit: number) {
  const where = ilike(alertSubscriptions.email, containsPattern(text));
  const [rows, [total]] = await Promise.all([
    db.select().from(alertSubscriptions).where(where).orderBy(desc(alertSubscriptions.createdAt), desc(alertSubscriptions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(alertSubscriptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function subscriptionById(db: Queryable, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id));
  return row;
}

/** Removes a subscription (its tokens and queued digest items go with it); whether it was there. */
export async function removeSubscription(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.delete(alertSubscriptions).where(eq(alertSubscriptions.id, id)).returning({ id: alertSubscriptions.id });
  return rows.length === 1;
}

/** The alerts announced, newest first: when, the topic, the item. */
export async function announcementHistory(db: Queryable, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entryId: alertAnnouncements.entryId, topic: alertAnnouncements.topic, announcedAt: alertAnnouncements.announcedAt })
      .from(alertAnnouncements)
      .orderBy(desc(alertAnnouncements.announcedAt), desc(alertAnnouncements.entryId))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(alertAnnouncements),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// --- personal data (src/features/privacy) ------------------------------------------------

/** Every subscription of this address (any case): a subject access export. */
export async function subscriptionsOfEmail(db: Queryable, email: string) {
  return db
    .select()
    .from(alertSubscriptions)
    .where(sql`lower(${alertSubscriptions.email}) = ${email}`)
    .orderBy(alertSubscriptions.createdAt);
}

/** Deletes the subscriptions of these addresses (lower case; their suppression ran out its retention), with their links and queued items. How many. */
export async function deleteSubscriptionsOfEmails(tx: Queryable, emails: readonly string[]): Promise<number> {
  if (!emails.length) return 0;
  const rows = await tx
    .delete(alertSubscriptions)
    .where(inArray(sql`lower(${alertSubscriptions.email})`, [...emails]))
    .returning({ id: alertSubscriptions.id });
  return rows.length;
}
