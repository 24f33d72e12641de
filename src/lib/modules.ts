/**
 * The page modules of SPEC §2, by the name stored in `pages.module`. The seed
 * writes these names and the page-module registry maps each one to the component
 * that renders it, so a name means the same thing everywhere.
 */
export const PAGE_MODULES = [
  'generic-page',
  'financial-indicators',
  'complaint',
  'reproduction-form',
  'notes-calculator',
  'coins-calculator',
  'insurance-statistics',
  'official-statistics',
  'statistics-page',
  'tender-info',
  'news-detail',
  'recruitment',
  'base-rate',
  'interbank-offered-rate',
  'overnight-index-average',
  'exchange-rate',
  'coins',
  'foreign-investment-funds',
  'company',
  'law',
  'isin',
  'bond-information',
  'videos',
  'graphics',
  'annual-events',
  'news-category',
  'news-category-medical-malpractice',
  'holidays',
  'downloads',
  'downloads-advance-release-calendar',
  'financial-reports',
  'corporate-agents-register',
  'individual-agents-register',
  'intermediary',
  'licence-cancelled',
  'licence-suspended',
  'renewal-period',
  'clerk',
  'faq',
  'friendship-links',
  'newsletter',
  'search',
] as const;

export type PageModule = (typeof PAGE_MODULES)[number];

export function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'string' && (PAGE_MODULES as readonly string[]).includes(value);
}
