/** The reference page modules for the module registry: each loader with the view that renders its model. */
import { pageModule } from '#src/server/page/page-module.ts';
import AnnualEventsModule from './AnnualEventsModule.astro';
import FaqModule from './FaqModule.astro';
import HolidaysModule from './HolidaysModule.astro';
import LawModule from './LawModule.astro';
import OpeningsModule from './OpeningsModule.astro';
import { loadAnnualEvents, loadFaq, loadHolidays, loadLaw, loadRecruitment, loadTenders } from './page.ts';
import { referenceStyles } from './styles.ts';

export const lawModule = pageModule(loadLaw, LawModule, referenceStyles);
export const faqModule = pageModule(loadFaq, FaqModule, referenceStyles);
export const holidaysModule = pageModule(loadHolidays, HolidaysModule, referenceStyles);
export const annualEventsModule = pageModule(loadAnnualEvents, AnnualEventsModule, referenceStyles);
export const recruitmentModule = pageModule(loadRecruitment, OpeningsModule, referenceStyles);
export const tenderModule = pageModule(loadTenders, OpeningsModule, referenceStyles);
