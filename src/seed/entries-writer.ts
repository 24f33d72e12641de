/**
 * Writes module entries (news, laws, FAQ, …) for seed parts: one bulk insert per
 * table, zh-hans derived from zh-hant, files stored once by content.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { entries, entryFiles, entryI18n } from '#src/features/entries/schema.ts';
import { storeFile } from '#src/features/files/service.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { selectCatsBySlug } from './queries.ts';
import type { Counts } from './write.ts';

export interface EntryText {
  title: string;
  summary?: string | null;
  content?: string | null;
  data?: Record<string, unknown>;
}

export interface EntryFileSeed {
  name: string;
  mime: string;
  content: Buffer;
  kind?: 'attachment' | 'image' | 'video' | 'captions' | 'poster';
  lang?: Language | null;
}

export interface EntrySeed {
  /** Unique within the module when given; lets tests and links find the entry. */
  slug?: string | null;
  catSlug?: string | null;
  publishedAt: Date;
  startsOn?: string | null;
  endsOn?: string | null;
  isTop?: boolean;
  sortOrder?: number;
  url?: string | null;
  status?: 'published' | 'draft' | 'offline';
  data?: Record<string, unknown>;
  /** zh-hant and en are expected; zh-hans is derived from zh-hant when absent; pt is partial. */
  texts: Partial<Record<Language, EntryText>>;
  files?: EntryFileSeed[];
  updatedAt?: Date;
}

/**
 * Per-language data (a law's number, an event's venue, a department, an address, an
 * image's alternative text) in the Simplified script like the texts: on a zh-hans page
 * `第13/2023号法律`, not `第13/2023號法律`. Nothing in entries' data is a name that must
 * stay as registered; what must (the inscriptions drawn on coin pictures, as minted) is
 * said where it is written (src/seed/coins/picture.ts).
 */
function simplifyData(value: unknown): unknown {
  if (typeof value === 'string') return toSimplified(value);
  if (Array.isArray(value)) return value.map(simplifyData);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, simplifyData(v)]));
  return value;
}

const simplify = (text: EntryText): EntryText => ({
  title: toSimplified(text.title),
  summary: text.summary ? toSimplified(text.summary) : (text.summary ?? null),
  content: text.content ? toSimplified(text.content) : (text.content ?? null),
  ...(text.data ? { data: simplifyData(text.data) as Record<string, unknown> } : {}),
});

/**
 * Inserts the entries of one module; `catModule` names the category set their
 * `catSlug`s belong to (by default the module itself). Returns the new ids in order.
 */
export async function writeEntries(tx: Transaction, module: string, items: readonly EntrySeed[], counts: Counts, catModule = module): Promise<number[]> {
  if (!items.length) return [];
  const slugs = [...new Set(items.map((i) => i.catSlug).filter((s): s is string => !!s))];
  const cats = slugs.length ? await selectCatsBySlug(tx, catModule, slugs) : [];
  const catId = (slug: string | null | undefined) => {
    if (!slug) return null;
    const found = cats.find((c) => c.slug === slug);
    if (!found) throw new Error(`Seed: unknown category ${catModule}/${slug}`);
    return found.id;
  };
  const inserted = await tx
    .insert(entries)
    .values(
      items.map((item) => ({
        module,
        catId: catId(item.catSlug),
        slug: item.slug ?? null,
        status: item.status ?? 'published',
        publishedAt: item.publishedAt,
        startsOn: item.startsOn ?? null,
        endsOn: item.endsOn ?? null,
        sortOrder: item.sortOrder ?? 0,
        isTop: item.isTop ?? false,
        url: item.url ?? null,
        data: item.data ?? {},
        createdAt: item.publishedAt,
        updatedAt: item.updatedAt ?? item.publishedAt,
      })),
    )
    .returning({ id: entries.id });
  const ids = inserted.map((r) => r.id);

  const textRows = items.flatMap((item, index) => {
    const id = ids[index] as number;
    const texts = { ...item.texts };
    if (!texts['zh-hans'] && texts['zh-hant']) texts['zh-hans'] = simplify(texts['zh-hant']);
    return (Object.entries(texts) as [Language, EntryText][]).map(([lang, text]) => ({
      entryId: id,
      lang,
      title: text.title,
      summary: text.summary ?? null,
      content: text.content ?? null,
      data: text.data ?? {},
      updatedAt: item.updatedAt ?? item.publishedAt,
    }));
  });
  // Large seeds are written in slices to keep each statement's parameters bounded.
  for (let i = 0; i < textRows.length; i += 500) await tx.insert(entryI18n).values(textRows.slice(i, i + 500));

  const fileRows: { entryId: number; fileId: number; kind: EntryFileSeed['kind'] & string; lang: Language | null; sortOrder: number }[] = [];
  for (const [index, item] of items.entries()) {
    for (const [order, file] of (item.files ?? []).entries()) {
      const stored = await storeFile(tx, file.name, file.mime, file.content);
      fileRows.push({ entryId: ids[index] as number, fileId: stored.id, kind: file.kind ?? 'attachment', lang: file.lang ?? null, sortOrder: order });
    }
  }
  if (fileRows.length) await tx.insert(entryFiles).values(fileRows);

  counts[`entries.${module}`] = (counts[`entries.${module}`] ?? 0) + ids.length;
  counts.entryI18n = (counts.entryI18n ?? 0) + textRows.length;
  if (fileRows.length) counts.entryFiles = (counts.entryFiles ?? 0) + fileRows.length;
  return ids;
}
