/** Writes (and, for `seed --reset`, removes) the drafts of `data.ts` as rows of `content_versions`. */
import type { Transaction } from '#src/server/db/open.ts';
import { contentVersions } from '#src/features/entries/schema.ts';
import { deleteContentVersions, selectEntryIdBySlug } from '#src/seed/queries.ts';
import { versionTexts } from '#src/seed/version-texts.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import { PREVIEW_DRAFTS, type PreviewDraft } from './data.ts';

const DAY = 86_400_000;

/** The version's texts by language, simplified Chinese derived; Portuguese only where written. */
function versionData(draft: PreviewDraft): Record<string, Record<string, string>> {
  const pt = draft.title.pt !== undefined && draft.content.pt !== undefined ? { title: draft.title.pt, content: draft.content.pt } : undefined;
  return versionTexts({ 'zh-hant': { title: draft.title['zh-hant'], content: draft.content['zh-hant'] }, en: { title: draft.title.en, content: draft.content.en }, pt });
}

export async function writePreviewDrafts(tx: Transaction, counts: Counts): Promise<void> {
  const rows = [];
  for (const [index, draft] of PREVIEW_DRAFTS.entries()) {
    const itemId = await selectEntryIdBySlug(tx, draft.module, draft.slug);
    if (itemId === undefined) throw new Error(`seed: no ${draft.module} entry ${draft.slug} for its preview draft`);
    rows.push({ module: draft.module, itemId, data: versionData(draft), createdAt: new Date(SEED_BASE_DATE.getTime() - (1 + index) * DAY) });
  }
  await tx.insert(contentVersions).values(rows);
  counts.contentVersions = (counts.contentVersions ?? 0) + rows.length;
}

export async function resetPreviewDrafts(tx: Transaction): Promise<void> {
  await deleteContentVersions(tx, [...new Set(PREVIEW_DRAFTS.map((d) => d.module))]);
}
