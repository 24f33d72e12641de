/**
 * The one registry from the page modules of SPEC §2 to `{ load, View }`: the
 * loader the page route runs before rendering, and the view that renders its
 * model. It is exhaustive over PAGE_MODULES, so a new module name cannot be added
 * without deciding here what renders it; `null` means not built yet, and the page
 * shows the under-construction message in the visitor's language.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import type { Page } from '#src/features/site/contract.ts';
import { pageModule, view, type AnyPageModule } from './site/page-module.ts';
import SelfLoadingModule from './site/SelfLoadingModule.astro';
import { genericPageModule } from './site/index.ts';
import { medicalMalpracticeNewsModule, newsCategoryModule, newsDetailModule } from './news/index.ts';
import { AnnualEventsModule, FaqModule, HolidaysModule, LawModule, RecruitmentModule, TenderModule } from '#src/features/reference/index.ts';
import AdvanceReleaseCalendar from '#src/features/media/AdvanceReleaseCalendar.astro';
import Companies from '#src/features/media/Companies.astro';
import Downloads from '#src/features/media/Downloads.astro';
import FinancialReports from '#src/features/media/FinancialReports.astro';
import FriendshipLinks from '#src/features/media/FriendshipLinks.astro';
import Graphics from '#src/features/media/Graphics.astro';
import Videos from '#src/features/media/Videos.astro';
import { statisticsModule } from '#src/features/stats/index.ts';
import { bondInformationModule, fundsModule, isinModule } from '#src/features/bonds/index.ts';
import { baseRateModule, exchangeRateModule, maiborModule, moniaModule } from '#src/features/rates/index.ts';
import { clerkRegisterModule, corporateAgentsRegisterModule, individualAgentsRegisterModule, intermediaryRegisterModule, licenceCancelledModule, licenceSuspendedModule, renewalPeriodModule } from '#src/features/registers/index.ts';

export interface ModuleProps {
  page: Page;
  lang: Language;
  /** The page's sub-slug rule (SPEC §2) merged over the URL query. */
  query: Record<string, string>;
}

export type ModuleComponent = (props: ModuleProps) => unknown;

/**
 * Transitional: a module component that still reads its own data gets the page,
 * language and query as its model. Every module moves to a real loader (its
 * feature's page.ts) and a pure view; then this goes.
 */
function selfLoading(Component: ModuleComponent): AnyPageModule {
  return pageModule(async ({ page, lang, query }) => view({ Component, props: { page, lang, query } }), SelfLoadingModule);
}

const PAGE_MODULES_BY_NAME: Readonly<Record<PageModule, AnyPageModule | null>> = {
  'generic-page': genericPageModule,
  'financial-indicators': statisticsModule,
  complaint: null,
  'reproduction-form': null,
  'notes-calculator': null,
  'coins-calculator': null,
  'insurance-statistics': statisticsModule,
  'official-statistics': statisticsModule,
  'statistics-page': statisticsModule,
  'news-detail': newsDetailModule,
  'tender-info': selfLoading(TenderModule),
  recruitment: selfLoading(RecruitmentModule),
  'base-rate': baseRateModule,
  'interbank-offered-rate': maiborModule,
  'overnight-index-average': moniaModule,
  'exchange-rate': exchangeRateModule,
  coins: null,
  'foreign-investment-funds': fundsModule,
  law: selfLoading(LawModule),
  isin: isinModule,
  'bond-information': bondInformationModule,
  'news-category': newsCategoryModule,
  'news-category-medical-malpractice': medicalMalpracticeNewsModule,
  'annual-events': selfLoading(AnnualEventsModule),
  holidays: selfLoading(HolidaysModule),
  company: selfLoading(Companies),
  videos: selfLoading(Videos),
  graphics: selfLoading(Graphics),
  downloads: selfLoading(Downloads),
  'downloads-advance-release-calendar': selfLoading(AdvanceReleaseCalendar),
  'financial-reports': selfLoading(FinancialReports),
  'corporate-agents-register': corporateAgentsRegisterModule,
  'individual-agents-register': individualAgentsRegisterModule,
  intermediary: intermediaryRegisterModule,
  'licence-cancelled': licenceCancelledModule,
  'licence-suspended': licenceSuspendedModule,
  'renewal-period': renewalPeriodModule,
  clerk: clerkRegisterModule,
  faq: selfLoading(FaqModule),
  'friendship-links': selfLoading(FriendshipLinks),
  newsletter: null,
  search: null,
};

/** The loader and view of a page module, or null when the module is not built yet. */
export function pageModuleFor(module: string | null | undefined): AnyPageModule | null {
  if (!module || !Object.hasOwn(PAGE_MODULES_BY_NAME, module)) return null;
  return PAGE_MODULES_BY_NAME[module as PageModule];
}
