/**
 * The one registry from the page modules of SPEC §2 to `{ load, View }`: the
 * loader the page route runs before rendering, and the view that renders its
 * model. It is exhaustive over PAGE_MODULES, so a new module name cannot be added
 * without deciding here what renders it; `null` means not built yet, and the page
 * shows the under-construction message in the visitor's language.
 */
import type { PageModule } from '#src/lib/modules.ts';
import type { AnyPageModule } from '#src/server/page/page-module.ts';
import { genericPageModule } from './site/index.ts';
import { newsletterModule } from './alerts/index.ts';
import { coinsCalculatorModule, notesCalculatorModule, reproductionFormModule } from './reproduction/index.ts';
import { complaintModule } from './complaints/index.ts';
import { coinsModule } from './coins/index.ts';
import { searchModule } from './search/index.ts';
import { medicalMalpracticeNewsModule, newsCategoryModule, newsDetailModule } from './news/index.ts';
import { annualEventsModule, faqModule, holidaysModule, lawModule, recruitmentModule, tenderModule } from './reference/index.ts';
import { companiesModule, downloadsModule, financialReportsModule, friendshipLinksModule, graphicsModule, releaseCalendarModule, videosModule } from './media/index.ts';
import { statisticsModule } from './stats/index.ts';
import { bondInformationModule, fundsModule, isinModule } from './bonds/index.ts';
import { baseRateModule, exchangeRateModule, maiborModule, moniaModule } from './rates/index.ts';
import {
  clerkRegisterModule,
  corporateAgentsRegisterModule,
  individualAgentsRegisterModule,
  intermediaryRegisterModule,
  licenceCancelledModule,
  licenceSuspendedModule,
  renewalPeriodModule,
} from './registers/index.ts';

const PAGE_MODULES_BY_NAME: Readonly<Record<PageModule, AnyPageModule | null>> = {
  'generic-page': genericPageModule,
  'financial-indicators': statisticsModule,
  complaint: complaintModule,
  'reproduction-form': reproductionFormModule,
  'notes-calculator': notesCalculatorModule,
  'coins-calculator': coinsCalculatorModule,
  'insurance-statistics': statisticsModule,
  'official-statistics': statisticsModule,
  'statistics-page': statisticsModule,
  'news-detail': newsDetailModule,
  'tender-info': tenderModule,
  recruitment: recruitmentModule,
  'base-rate': baseRateModule,
  'interbank-offered-rate': maiborModule,
  'overnight-index-average': moniaModule,
  'exchange-rate': exchangeRateModule,
  coins: coinsModule,
  'foreign-investment-funds': fundsModule,
  law: lawModule,
  isin: isinModule,
  'bond-information': bondInformationModule,
  'news-category': newsCategoryModule,
  'news-category-medical-malpractice': medicalMalpracticeNewsModule,
  'annual-events': annualEventsModule,
  holidays: holidaysModule,
  company: companiesModule,
  videos: videosModule,
  graphics: graphicsModule,
  downloads: downloadsModule,
  'downloads-advance-release-calendar': releaseCalendarModule,
  'financial-reports': financialReportsModule,
  'corporate-agents-register': corporateAgentsRegisterModule,
  'individual-agents-register': individualAgentsRegisterModule,
  intermediary: intermediaryRegisterModule,
  'licence-cancelled': licenceCancelledModule,
  'licence-suspended': licenceSuspendedModule,
  'renewal-period': renewalPeriodModule,
  clerk: clerkRegisterModule,
  faq: faqModule,
  'friendship-links': friendshipLinksModule,
  newsletter: newsletterModule,
  search: searchModule,
};

/** The loader and view of a page module, or null when the module is not built yet. */
export function pageModuleFor(module: string | null | undefined): AnyPageModule | null {
  if (!module || !Object.hasOwn(PAGE_MODULES_BY_NAME, module)) return null;
  return PAGE_MODULES_BY_NAME[module as PageModule];
}
