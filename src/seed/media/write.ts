/**
 * What the media seed part writes (loaded only when it runs): its categories, the downloads
 * (forms, guidelines, statistics, publications, financial statements and the
 * advance release calendars, with generated PDF and XLSX files), videos,
 * infographics, financial institutions and friendship links, and one preview
 * version each of a download, a video and a company.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from '#src/server/db/open.ts';
import { contentVersions, entryFiles } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { CATEGORY_SET, COMPANY, DOWNLOAD, GRAPHIC, LINK, MEDIA_ENTRY_MODULES, VIDEO } from '#src/features/media/modules.ts';
import { writeEntries, type EntrySeed } from '#src/seed/entries-writer.ts';
import { deleteContentVersions, deleteEntries, deleteUnlinkedFiles, resetIdSequence, selectEntryIdBySlug } from '#src/seed/queries.ts';
import { versionTexts } from '#src/seed/version-texts.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import { deleteMediaCategories, writeMediaCategories } from './categories.ts';
import { companyEntries } from './companies-data.ts';
import { formEntries, guidelineEntries } from './forms-data.ts';
import { graphicEntries } from './graphics-data.ts';
import { linkEntries } from './links-data.ts';
import { annualReportEntries, financialStatementEntries, quarterlyReviewEntries, researchPaperEntries } from './publications-data.ts';
import { bulletinEntries, calendarEntries, insuranceStatisticsEntries } from './statistics-data.ts';
import { loadPdfFonts } from './generate/pdf.ts';
import { videoEntries } from './videos-data.ts';
import { selectFileIdsOfModules, selectFilesBySha256 } from './queries.ts';

const DAY = 86_400_000;

/** Saved, unpublished versions for the preview routes (/preview/download, /preview/videos, /preview/company). */
const PREVIEW_VERSIONS: { module: string; slug: string; data: Record<'zh-hant' | 'en', { title: string; content: string }> }[] = [
  {
    module: DOWNLOAD,
    slug: 'form-p01-complaint',
    data: {
      'zh-hant': { title: '投訴表格（2027年修訂版）', content: '<p>修訂版表格新增「期望的解決方法」欄位，並簡化須附文件清單。修訂版生效前，現行表格繼續適用。</p>' },
      en: { title: 'Complaint Form (2027 revision)', content: '<p>The revised form adds a box for the outcome you seek and shortens the list of documents to attach. The current form remains valid until the revision takes effect.</p>' },
    },
  },
  {
    module: VIDEO,
    slug: 'phone-scams',
    data: {
      'zh-hant': { title: '小心電話騙案（手語版）', content: '<p>本版本加入手語傳譯，內容與原版相同。</p>' },
      en: { title: 'Phone Scams (sign language version)', content: '<p>This version adds sign language interpretation; the content is the same as the original.</p>' },
    },
  },
  {
    module: COMPANY,
    slug: 'luso-international-bank',
    data: {
      'zh-hant': { title: '澳門國際銀行股份有限公司（更新地址）', content: '<p>總行將於2027年遷往新址，屆時將另行公佈。</p>' },
      en: { title: 'Luso International Bank Limited (new address)', content: '<p>The head office moves to new premises in 2027; the new address will be announced.</p>' },
    },
  },
];

async function writePreviewVersions(tx: Transaction, counts: Counts): Promise<void> {
  const rows = [];
  for (const [index, version] of PREVIEW_VERSIONS.entries()) {
    const itemId = await selectEntryIdBySlug(tx, version.module, version.slug);
    if (itemId === undefined) throw new Error(`seed: no ${version.module} entry ${version.slug} for its preview version`);
    rows.push({ module: version.module, itemId, data: versionTexts(version.data), createdAt: new Date(SEED_BASE_DATE.getTime() - (2 + index) * DAY) });
  }
  await tx.insert(contentVersions).values(rows);
  counts.contentVersions = (counts.contentVersions ?? 0) + rows.length;
}

/**
 * Writes entries, then their files in a few bulk statements (the entries writer
 * stores files one at a time, which is slow for the hundreds generated here).
 */
async function writeWithFiles(tx: Transaction, module: string, items: EntrySeed[], counts: Counts, catModule: string): Promise<void> {
  const ids = await writeEntries(tx, module, items.map(({ files: _files, ...item }) => item), counts, catModule);
  const planned = items.flatMap((item, index) =>
    (item.files ?? []).map((file, order) => ({ entryId: ids[index] as number, file, order, sha256: createHash('sha256').update(file.content).digest('hex') })),
  );
  if (!planned.length) return;
  const key = (sha256: string, name: string) => `${sha256}\u0000${name}`;
  const unique = new Map(planned.map((p) => [key(p.sha256, p.file.name), p]));
  const fileIds = new Map<string, number>();
  const rows = [...unique.values()].map((p) => ({ name: p.file.name, mime: p.file.mime, size: p.file.content.length, sha256: p.sha256, content: p.file.content }));
  for (let i = 0; i < rows.length; i += 40) {
    const inserted = await tx
      .insert(files)
      .values(rows.slice(i, i + 40))
      .onConflictDoNothing({ target: [files.sha256, files.name] })
      .returning({ id: files.id, sha256: files.sha256, name: files.name });
    for (const r of inserted) fileIds.set(key(r.sha256, r.name), r.id);
  }
  const missing = rows.filter((r) => !fileIds.has(key(r.sha256, r.name)));
  if (missing.length) {
    const existing = await selectFilesBySha256(tx, missing.map((r) => r.sha256));
    for (const r of existing) fileIds.set(key(r.sha256, r.name), r.id);
  }
  const links = planned.map((p) => ({
    entryId: p.entryId,
    fileId: fileIds.get(key(p.sha256, p.file.name)) as number,
    kind: p.file.kind ?? 'attachment',
    lang: p.file.lang ?? null,
    sortOrder: p.order,
  }));
  for (let i = 0; i < links.length; i += 500) await tx.insert(entryFiles).values(links.slice(i, i + 500));
  counts.files = (counts.files ?? 0) + rows.length;
  counts.entryFiles = (counts.entryFiles ?? 0) + links.length;
}

export async function writeMedia(tx: Transaction, counts: Counts): Promise<void> {
  await loadPdfFonts();
  await writeMediaCategories(tx, counts);
  await writeWithFiles(
    tx,
    DOWNLOAD,
    [
      ...formEntries(),
      ...guidelineEntries(),
      ...bulletinEntries(),
      ...insuranceStatisticsEntries(),
      ...calendarEntries(),
      ...annualReportEntries(),
      ...financialStatementEntries(),
      ...researchPaperEntries(),
      ...quarterlyReviewEntries(),
    ],
    counts,
    CATEGORY_SET[DOWNLOAD],
  );
  await writeWithFiles(tx, VIDEO, videoEntries(), counts, CATEGORY_SET[VIDEO]);
  await writeWithFiles(tx, GRAPHIC, graphicEntries(), counts, CATEGORY_SET[GRAPHIC]);
  await writeEntries(tx, COMPANY, companyEntries(), counts, CATEGORY_SET[COMPANY]);
  await writeEntries(tx, LINK, linkEntries(), counts, CATEGORY_SET[LINK]);
  await writePreviewVersions(tx, counts);
}

export async function resetMedia(tx: Transaction): Promise<void> {
  const modules = [...MEDIA_ENTRY_MODULES];
  const owned = await selectFileIdsOfModules(tx, modules);
  await deleteContentVersions(tx, modules);
  await deleteEntries(tx, modules);
  // Files of this part that no other entry uses any more.
  await deleteUnlinkedFiles(tx, { ids: owned });
  await deleteMediaCategories(tx);
  for (const table of ['entries', 'entry_files', 'files']) await resetIdSequence(tx, table);
}
