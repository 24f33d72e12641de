/**
 * Recruitment (SPEC §7 /cms/recruitment_info, module `recruitment`) and tenders
 * (SPEC §7 /cms/tender_info, module `tender`): notices with a reference number
 * and a closing date (`endsOn`). Whether a notice is open is computed from the
 * closing date in Macao time, so notices close by themselves.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntryDetail, EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { TENDER_PROCEDURES, type OpeningStatus, type Recruitment, type Tender } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getEntry } from '#src/features/entries/service.ts';
import { contentsOf, int, keywordIds, listAll, looseIncludes, pageOf, str } from './common.ts';
import { macaoToday } from '#src/lib/format.ts';
import { RECRUITMENT_MODULE, TENDER_MODULE } from './modules.ts';

/** Open until the end of the closing day; a notice without a closing date stays open. */
export function openingStatus(closingDate: string | null, today: string): OpeningStatus {
  return closingDate === null || closingDate >= today ? 'open' : 'closed';
}

type WithContent = EntrySummary & { content: string | null; updatedAt?: string };

function detail(entry: WithContent): EntryDetail {
  return { ...entry, content: entry.content, updatedAt: entry.updatedAt ?? entry.publishedAt };
}

export function toRecruitment(entry: WithContent, today: string): Recruitment {
  return {
    ...detail(entry),
    reference: str(entry.data.reference) ?? '',
    closingDate: entry.endsOn,
    status: openingStatus(entry.endsOn, today),
    positions: int(entry.data.positions),
    department: str(entry.data.department),
  };
}

export function toTender(entry: WithContent, today: string): Tender {
  const procedure = (TENDER_PROCEDURES as readonly string[]).includes(String(entry.data.procedure)) ? (entry.data.procedure as Tender['procedure']) : null;
  return { ...detail(entry), reference: str(entry.data.reference) ?? '', closingDate: entry.endsOn, status: openingStatus(entry.endsOn, today), procedure };
}

export interface OpeningFilter {
  status?: OpeningStatus | undefined;
  /** Year of publication. */
  year?: number | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date | undefined;
}

/** Open notices first (closing soonest first), then closed ones (most recently closed first). */
function byStatusThenDate<T extends { status: OpeningStatus; closingDate: string | null; id: number }>(a: T, b: T): number {
  if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
  const ad = a.closingDate ?? '9999-12-31';
  const bd = b.closingDate ?? '9999-12-31';
  const cmp = a.status === 'open' ? ad.localeCompare(bd) : bd.localeCompare(ad);
  return cmp || b.id - a.id;
}

async function listOpenings<T extends { status: OpeningStatus; closingDate: string | null; id: number; reference: string }>(
  db: Queryable,
  lang: Language,
  module: string,
  convert: (entry: WithContent, today: string) => T,
  filter: OpeningFilter,
): Promise<Paged<T>> {
  const today = macaoToday(filter.now);
  let entries = await listAll(db, lang, { module, year: filter.year, now: filter.now });
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const ids = await keywordIds(db, module, keyword);
    entries = entries.filter((e) => ids.has(e.id) || looseIncludes(str(e.data.reference), keyword));
  }
  let items = entries.map((e) => convert({ ...e, content: null }, today));
  if (filter.status) items = items.filter((i) => i.status === filter.status);
  const page = pageOf(items.sort(byStatusThenDate), filter.page, filter.pageSize);
  const contents = await contentsOf(db, entries.filter((e) => page.data.some((p) => p.id === e.id)));
  return { data: page.data.map((item) => ({ ...item, content: contents.get(item.id) ?? null })), total: page.total };
}

export function listRecruitment(db: Queryable, lang: Language, filter: OpeningFilter = {}): Promise<Paged<Recruitment>> {
  return listOpenings(db, lang, RECRUITMENT_MODULE, toRecruitment, filter);
}

export function listTenders(db: Queryable, lang: Language, filter: OpeningFilter = {}): Promise<Paged<Tender>> {
  return listOpenings(db, lang, TENDER_MODULE, toTender, filter);
}

export async function getRecruitment(db: Queryable, lang: Language, id: number, now = new Date()): Promise<Recruitment> {
  return toRecruitment(await getEntry(db, RECRUITMENT_MODULE, id, lang, now), macaoToday(now));
}

export async function getTender(db: Queryable, lang: Language, id: number, now = new Date()): Promise<Tender> {
  return toTender(await getEntry(db, TENDER_MODULE, id, lang, now), macaoToday(now));
}
