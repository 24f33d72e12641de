/**
 * The one registry from the page modules of SPEC §2 to the components that render
 * them. It is exhaustive over PAGE_MODULES, so a new module name cannot be added
 * without deciding here what renders it; `null` means not built yet, and the page
 * shows the under-construction message in the visitor's language.
 *
 * Every module component receives `ModuleProps`.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { PageModule } from '#src/lib/modules.ts';
import type { Page } from '#src/features/site/contract.ts';
import GenericPage from '#src/features/site/GenericPage.astro';
import NewsCategory from '#src/features/news/NewsCategory.astro';
import NewsCategoryMedicalMalpractice from '#src/features/news/NewsCategoryMedicalMalpractice.astro';
import NewsDetail from '#src/features/news/NewsDetail.astro';
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

export const MODULE_COMPONENTS: Readonly<Record<PageModule, ModuleComponent | null>> = {
  'generic-page': GenericPage,
  'financial-indicators': StatisticsModule,
  complaint: null,
  'reproduction-form': null,
  'notes-calculator': null,
  'coins-calculator': null,
  'insurance-statistics': StatisticsModule,
  'official-statistics': StatisticsModule,
  'statistics-page': StatisticsModule,
  'news-detail': NewsDetail,
  'tender-info': TenderModule,
  recruitment: RecruitmentModule,
  'base-rate': BaseRate,
  'interbank-offered-rate': Maibor,
  'overnight-index-average': Monia,
  'exchange-rate': ExchangeRates,
  coins: null,
  'foreign-investment-funds': FundsModule,
  law: LawModule,
  isin: IsinModule,
  'bond-information': BondInformationModule,
  'news-category': NewsCategory,
  'news-category-medical-malpractice': NewsCategoryMedicalMalpractice,
  'annual-events': AnnualEventsModule,
  holidays: HolidaysModule,
  company: Companies,
  videos: Videos,
  graphics: Graphics,
  downloads: Downloads,
  'downloads-advance-release-calendar': AdvanceReleaseCalendar,
  'financial-reports': FinancialReports,
  'corporate-agents-register': CorporateAgentsRegister,
  'individual-agents-register': IndividualAgentsRegister,
  intermediary: IntermediaryRegister,
  'licence-cancelled': LicenceCancelled,
  'licence-suspended': LicenceSuspended,
  'renewal-period': RenewalPeriod,
  clerk: ClerkRegister,
  faq: FaqModule,
  'friendship-links': FriendshipLinks,
  newsletter: null,
  search: null,
};

export function moduleComponent(module: string | null | undefined): ModuleComponent | null {
  if (!module || !(module in MODULE_COMPONENTS)) return null;
  return MODULE_COMPONENTS[module as PageModule];
}
