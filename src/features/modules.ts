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
import GenericPage from '#src/features/site/GenericPage.astro';
import { newsletterModule } from './alerts/index.ts';
import { medicalMalpracticeNewsModule, newsCategoryModule, newsDetailModule } from './news/index.ts';
import { AnnualEventsModule, FaqModule, HolidaysModule, LawModule, RecruitmentModule, TenderModule } from '#src/features/reference/index.ts';
import AdvanceReleaseCalendar from '#src/features/media/AdvanceReleaseCalendar.astro';
import Companies from '#src/features/media/Companies.astro';
import Downloads from '#src/features/media/Downloads.astro';
import FinancialReports from '#src/features/media/FinancialReports.astro';
import FriendshipLinks from '#src/features/media/FriendshipLinks.astro';
import Graphics from '#src/features/media/Graphics.astro';
import Videos from '#src/features/media/Videos.astro';
import StatisticsModule from '#src/features/stats/StatisticsModule.astro';
import { BondInformationModule, FundsModule, IsinModule } from '#src/features/bonds/index.ts';
import { BaseRate, ExchangeRates, Maibor, Monia } from '#src/features/rates/index.ts';
import { ClerkRegister, CorporateAgentsRegister, IndividualAgentsRegister, IntermediaryRegister, LicenceCancelled, LicenceSuspended, RenewalPeriod } from '#src/features/registers/index.ts';

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
  'generic-page': selfLoading(GenericPage),
  'financial-indicators': selfLoading(StatisticsModule),
  complaint: null,
  'reproduction-form': null,
  'notes-calculator': null,
  'coins-calculator': null,
  'insurance-statistics': selfLoading(StatisticsModule),
  'official-statistics': selfLoading(StatisticsModule),
  'statistics-page': selfLoading(StatisticsModule),
  'news-detail': newsDetailModule,
  'tender-info': selfLoading(TenderModule),
  recruitment: selfLoading(RecruitmentModule),
  'base-rate': selfLoading(BaseRate),
  'interbank-offered-rate': selfLoading(Maibor),
  'overnight-index-average': selfLoading(Monia),
  'exchange-rate': selfLoading(ExchangeRates),
  coins: null,
  'foreign-investment-funds': selfLoading(FundsModule),
  law: selfLoading(LawModule),
  isin: selfLoading(IsinModule),
  'bond-information': selfLoading(BondInformationModule),
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
  'corporate-agents-register': selfLoading(CorporateAgentsRegister),
  'individual-agents-register': selfLoading(IndividualAgentsRegister),
  intermediary: selfLoading(IntermediaryRegister),
  'licence-cancelled': selfLoading(LicenceCancelled),
  'licence-suspended': selfLoading(LicenceSuspended),
  'renewal-period': selfLoading(RenewalPeriod),
  clerk: selfLoading(ClerkRegister),
  faq: selfLoading(FaqModule),
  'friendship-links': selfLoading(FriendshipLinks),
  newsletter: newsletterModule,
  search: null,
};

/** The loader and view of a page module, or null when the module is not built yet. */
export function pageModuleFor(module: string | null | undefined): AnyPageModule | null {
  if (!module || !Object.hasOwn(PAGE_MODULES_BY_NAME, module)) return null;
  return PAGE_MODULES_BY_NAME[module as PageModule];
}
