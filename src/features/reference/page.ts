/**
 * Loaders of the reference page modules (SPEC §2): `law`, `faq`, `holidays`,
 * `annual-events`, `recruitment` and `tender-info`. They read everything the
 * views render; a detail asked for by `?id=` (recruitment, tenders) or `?slug=`
 * (annual events) that does not exist is a 404, while the lists stay 200 with
 * their empty states.
 */
import type { ModuleCat, Paged } from '#src/features/entries/contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { notFound, queryId, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { LAW_STATUSES, type AnnualEvent, type AnnualEventDetail, type Holiday, type LawStatus, type Recruitment, type Tender } from './contract.ts';
import { macaoToday } from '#src/lib/format.ts';
import { pickYear, positiveInt } from './dates.ts';
import { annualEventYears, getAnnualEvent, listAnnualEvents } from './events.ts';
import { faqGroups, type FaqGroups } from './faq.ts';
import { holidayYears, listHolidays } from './holidays.ts';
import { lawGroups, lawYears, type LawGroups } from './laws.ts';
import { ANNUAL_EVENT_MODULE, FAQ_MODULE, HOLIDAY_MODULE, LAW_MODULE, RECRUITMENT_MODULE, TENDER_MODULE } from './modules.ts';
import { getRecruitment, getTender, listRecruitment, listTenders } from './openings.ts';

/** Cache tags name the entry module a page is made from (`entries:<module>`), as the news pages do. */
const tags = (...modules: string[]) => ({ tags: modules.map((m) => `entries:${m}`) });

/** Runs a read that throws NotFoundError for an unknown item; undefined then. */
async function found<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

const keywordOf = (value: string | undefined) => (value ?? '').trim().slice(0, 100);

export interface LawModel {
  keyword: string;
  years: number[];
  year: number | undefined;
  status: LawStatus | undefined;
  groups: LawGroups['groups'];
  total: number;
  filtered: boolean;
}

/** `law`: the page's category (its `type` sub-slug or `module_cat`) grouped by sub-category, filtered by keyword, year and status. */
export async function loadLaw({ db, lang, page, query }: LoadContext): Promise<Loaded<LawModel>> {
  const rootSlug = query.type || page.moduleCat || undefined;
  const keyword = keywordOf(query.keyword);
  const years = await lawYears(db, lang, rootSlug);
  const yearValue = positiveInt(query.year);
  const year = yearValue !== undefined && years.includes(yearValue) ? yearValue : undefined;
  const status = (LAW_STATUSES as readonly string[]).includes(query.status ?? '') ? (query.status as LawStatus) : undefined;
  const { groups, total } = await lawGroups(db, lang, rootSlug, { keyword, year, status });
  return view({ keyword, years, year, status, groups, total, filtered: !!keyword || year !== undefined || status !== undefined }, { cache: tags(LAW_MODULE) });
}

export interface FaqModel {
  topics: ModuleCat[];
  keyword: string;
  currentTopic: string | undefined;
  root: FaqGroups['root'];
  groups: FaqGroups['groups'];
  total: number;
}

/** `faq`: the topics, and the questions of the chosen topic (or the page's), or of every topic for a keyword. */
export async function loadFaq({ db, lang, page, query }: LoadContext): Promise<Loaded<FaqModel>> {
  const topics = await getModuleCats(db, lang, { module: FAQ_MODULE });
  const keyword = keywordOf(query.keyword);
  const asked = query.type && topics.some((c) => c.slug === query.type) ? query.type : undefined;
  // A search looks through every topic; otherwise the chosen topic, or the page's own.
  const rootSlug = keyword ? undefined : (asked ?? page.moduleCat ?? undefined);
  const { root, groups, total } = await faqGroups(db, lang, rootSlug, { keyword });
  const currentTopic = rootSlug ? topics.find((c) => c.slug === rootSlug || c.children.some((d) => d.slug === rootSlug))?.slug : undefined;
  return view({ topics, keyword, currentTopic, root, groups, total }, { cache: tags(FAQ_MODULE) });
}

export interface HolidaysModel {
  years: number[];
  year: number;
  holidays: Holiday[];
}

/** `holidays`: the holidays of the chosen year (`?year=`, else this year or the nearest one published). */
export async function loadHolidays({ db, lang, query }: LoadContext): Promise<Loaded<HolidaysModel>> {
  const years = await holidayYears(db);
  const year = pickYear(query.year, years, Number(macaoToday().slice(0, 4)));
  const holidays = years.length ? (await listHolidays(db, lang, { year })).data : [];
  return view({ years, year, holidays }, { cache: tags(HOLIDAY_MODULE) });
}

export type AnnualEventsModel = { kind: 'detail'; detail: AnnualEventDetail } | { kind: 'list'; years: number[]; year: number; events: AnnualEvent[] };

const EVENT_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/; // slugParamOf(64) of the annual-events call

/** `annual-events`: one event (`?slug=`, 404 when unknown) or the events of a year (`?year=`). */
export async function loadAnnualEvents({ db, lang, query }: LoadContext): Promise<Loaded<AnnualEventsModel>> {
  const cache = tags(ANNUAL_EVENT_MODULE);
  if (query.slug) {
    const detail = EVENT_SLUG.test(query.slug) ? await found(getAnnualEvent(db, lang, query.slug)) : undefined;
    return detail ? view({ kind: 'detail', detail }, { cache }) : notFound();
  }
  const years = await annualEventYears(db);
  const year = pickYear(query.year, years, Number(macaoToday().slice(0, 4)));
  const events = years.length ? (await listAnnualEvents(db, lang, { year, pageSize: 100 })).data : [];
  return view({ kind: 'list', years, year, events }, { cache });
}

export type OpeningKind = 'recruitment' | 'tender';
export type Opening = Recruitment | Tender;

export type OpeningsModel =
  | { kind: OpeningKind; detail: Opening }
  | { kind: OpeningKind; detail?: undefined; open: Opening[]; closed: Opening[]; closedPage: number; closedPages: number };

const CLOSED_PAGE_SIZE = 10;

/**
 * `recruitment` and `tender-info`: open notices first, then closed ones (paged);
 * `?id=` shows one notice, and an id that names none is a 404.
 */
function openingsLoader(kind: OpeningKind) {
  const list = kind === 'recruitment' ? listRecruitment : listTenders;
  const get = kind === 'recruitment' ? getRecruitment : getTender;
  const cache = tags(kind === 'recruitment' ? RECRUITMENT_MODULE : TENDER_MODULE);
  return async ({ db, lang, query }: LoadContext): Promise<Loaded<OpeningsModel>> => {
    if (query.id) {
      const id = queryId(query.id);
      const detail = id ? await found<Opening>(get(db, lang, id)) : undefined;
      return detail ? view({ kind, detail }, { cache }) : notFound();
    }
    const closedPageWanted = positiveInt(query.page) ?? 1;
    const [open, closedFirst] = await Promise.all([
      list(db, lang, { status: 'open', pageSize: 100 }),
      list(db, lang, { status: 'closed', page: closedPageWanted, pageSize: CLOSED_PAGE_SIZE }),
    ]);
    const closedPages = Math.max(1, Math.ceil(closedFirst.total / CLOSED_PAGE_SIZE));
    // A page past the end shows the last one.
    const closed: Paged<Opening> = closedPageWanted > closedPages ? await list(db, lang, { status: 'closed', page: closedPages, pageSize: CLOSED_PAGE_SIZE }) : closedFirst;
    return view({ kind, open: open.data, closed: closed.data, closedPage: Math.min(closedPageWanted, closedPages), closedPages }, { cache });
  };
}

export const loadRecruitment = openingsLoader('recruitment');
export const loadTenders = openingsLoader('tender');
