/**
 * Loaders of the register screens (SPEC §2 register page modules) and of the
 * permanent page of one licence. The search itself runs in the browser (it is
 * gated by a verification code); the loaders read what the page shows before
 * it: the register's last update date, the categories the screen offers and
 * the calls its island makes.
 */
import { renderSVG } from 'uqr';
import { registersText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import { pageUrl } from '#src/lib/paths.ts';
import type { Page } from '#src/server/page/contract.ts';
import { notFound, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { resolveNamedModulePage } from '#src/server/page/named-routes.ts';
import type { PageSite } from '#src/server/page/menu-tree.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { countAttempt } from '#src/features/captcha/service.ts';
import { AppError } from '#src/server/http/errors.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { licenceFromSlug, licencePagePath, type Intermediary, type LicenceCategory, type RegisterStatus, type RegisterView } from './contract.ts';
import { getIntermediary, intermediaryTitles, registerUpdatedOn, VIEW_SCOPE } from './service.ts';

/** The register changes only with an import; pages made from it carry this tag. */
const CACHE_TAGS = ['registers'] as const;

const API = '/api/v1.0/cms';

export interface RegisterModuleModel {
  view: RegisterView;
  /** The menu page's title, which the island repeats above the results. */
  title: string;
  /** The search call of this screen. */
  endpoint: string;
  /** The export calls this screen offers (null: not offered). */
  exports: { xlsx: string | null; pdf: string | null };
  /** The categories the screen's form offers, with their titles in the page's language. */
  categories: { code: LicenceCategory; title: string }[];
  /** The statuses the screen lists (null for the clerks, who have none). */
  statuses: RegisterStatus[] | null;
  /** The register's last update date (its edition), null before the first import. */
  updatedOn: string | null;
  /** Where a licence's permanent page lives (null for the clerks). */
  detailBase: string | null;
  /**
   * Tell a Portuguese reader the register is in Chinese and English only (SPEC §1);
   * false when the page shell already says so (the page itself is shown in another language).
   */
  partialNotice?: boolean;
}

/** The model of one register screen; the intermediary screen lists brokers or salesmen by the page's sub-slug `type`. */
export function registerModel(register: RegisterView, lang: Language, title: string, updatedOn: string | null): RegisterModuleModel {
  if (register === 'clerk') {
    return { view: register, title, endpoint: `${API}/clerk`, exports: { xlsx: null, pdf: null }, categories: [], statuses: null, updatedOn, detailBase: null };
  }
  const scope = VIEW_SCOPE[register];
  const corporate = scope.endpoint === 'corporate';
  return {
    view: register,
    title,
    endpoint: `${API}/${scope.endpoint}`,
    exports: {
      xlsx: corporate ? `${API}/corporate_excel_print` : `${API}/insurance_intermediary_excel_print`,
      pdf: corporate ? null : `${API}/insurance_intermediary_pdfprint`,
    },
    categories: intermediaryTitles(lang)
      .filter((c) => scope.categories.includes(c.code))
      .map(({ code, title: categoryTitle }) => ({ code, title: categoryTitle })),
    statuses: [...scope.statuses],
    updatedOn,
    detailBase: `/${lang}/registers/intermediary/`,
  };
}

function registerLoader(pick: (query: Record<string, string>) => RegisterView) {
  return async ({ db, lang, page, query }: LoadContext): Promise<Loaded<RegisterModuleModel>> => {
    const register = pick(query);
    const updatedOn = await registerUpdatedOn(db, register === 'clerk' ? 'clerks' : 'intermediaries');
    return view({ ...registerModel(register, lang, page.title, updatedOn), partialNotice: lang === 'pt' && !page.fallback }, { cache: { tags: CACHE_TAGS } });
  };
}

export const loadIndividualAgentsRegister = registerLoader(() => 'individual');
export const loadCorporateAgentsRegister = registerLoader(() => 'corporate');
export const loadIntermediaryRegister = registerLoader((query) => (query.type === 'salesman' ? 'salesman' : 'broker'));
export const loadLicenceCancelled = registerLoader(() => 'cancelled');
export const loadLicenceSuspended = registerLoader(() => 'suspended');
export const loadRenewalPeriod = registerLoader(() => 'renewal');
export const loadClerkRegister = registerLoader(() => 'clerk');

export interface LicencePageModel {
  record: Intermediary;
  /** The register's last update date. */
  updatedOn: string | null;
  /** The page's heading and <title>. */
  title: string;
  /** The register screen listing this licence (breadcrumb, side navigation), titled as this page. */
  page: Page | undefined;
  /** The QR code of this page's URL, an SVG labelled for screen readers. */
  qrSvg: string;
  /** "Back to the search": the register screen, or the home page when no menu page has it. */
  searchPath: string;
}

export interface LicenceContext {
  lang: Language;
  site: PageSite;
  url: URL;
  /** The database; the server's own when left out. */
  db?: Queryable;
}

/** The register screen that lists a category (where the breadcrumb and "back" lead). */
function moduleOf(category: LicenceCategory): PageModule {
  if (category === 'APC' || category === 'APE') return 'corporate-agents-register';
  return category === 'APS' ? 'individual-agents-register' : 'intermediary';
}

/**
 * Counts one licence page view of a client (issue 18): like the register search, the
 * pages cannot be walked through by guessing numbers. The seconds to wait when the
 * client is over the limit (HTTP 429 with Retry-After), else null.
 */
export async function licencePageWait(client: string, db: Queryable = getDb(), now: Date = new Date()): Promise<number | null> {
  try {
    await countAttempt(db, 'permalink', client, now);
    return null;
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited') return err.retryAfter ?? 60;
    throw err;
  }
}

/** What a licence page's URL segment can hold: letters, digits and hyphens (contract.ts licenceSlug), at most 40. */
const LICENCE_SEGMENT = /^[A-Za-z0-9-]{1,40}$/;

/**
 * The permanent page of one licence (beyond SPEC), by the URL segment of its
 * number (contract.ts licenceSlug); not found for a number no record holds.
 */
export async function loadLicencePage({ lang, site, url, db = getDb() }: LicenceContext, slug: string): Promise<Loaded<LicencePageModel>> {
  // A segment no licence number can be (a NUL reached the query and failed it, logged as an error) is simply not found.
  if (!LICENCE_SEGMENT.test(slug)) return notFound();
  const t = registersText.translator(lang);
  const record = await getIntermediary(db, lang, licenceFromSlug(slug));
  if (!record) return notFound();
  const [menuPage, updatedOn] = await Promise.all([resolveNamedModulePage(site, moduleOf(record.category)), registerUpdatedOn(db)]);
  const title = t('registers.permalinkTitle', { licence: record.licenceNo });
  const selfUrl = new URL(licencePagePath(lang, record.licenceNo), publicOrigin(url)).toString();
  const qrSvg = renderSVG(selfUrl, { border: 2, pixelSize: 4 }).replace('<svg', `<svg role="img" aria-label="${t('registers.qrLabel')}"`);
  return view(
    {
      record,
      updatedOn,
      title,
      page: menuPage ? { ...menuPage, title } : undefined,
      qrSvg,
      searchPath: menuPage?.item?.path ? pageUrl(lang, menuPage.item.path) : `/${lang}`,
    },
    // Never cached (not by the render cache, not by a proxy): every view of a licence
    // page must pass through the per-client count above, or guesses would go uncounted.
    { title, cache: { tags: CACHE_TAGS, noStore: true } },
  );
}
