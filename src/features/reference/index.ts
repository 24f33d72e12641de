/** The page modules of the reference area, for the module registry. */
export { default as AnnualEventsModule } from './AnnualEventsModule.astro';
export { default as FaqModule } from './FaqModule.astro';
export { default as HolidaysModule } from './HolidaysModule.astro';
export { default as LawModule } from './LawModule.astro';
export { default as RecruitmentModule } from './RecruitmentModule.astro';
export { default as TenderModule } from './TenderModule.astro';
