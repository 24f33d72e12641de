import type { Template } from '#src/i18n/format.ts';

/** The texts the register island is given (`RegisterModule.astro` fills them from the catalogue). */
export type RegisterLabelKey =
  | 'disclaimerTitle' | 'disclaimer' | 'accept' | 'searchTitle' | 'name' | 'nameHint' | 'licenceNo' | 'category' | 'allCategories'
  | 'validOn' | 'validOnHint' | 'search' | 'clear' | 'results' | 'total' | 'pageStatus' | 'previous' | 'next' | 'pages'
  | 'noResults' | 'lastUpdate' | 'print' | 'exportExcel' | 'exportPdf' | 'errorTitle' | 'downloadError' | 'loading'
  | 'codeError' | 'tableRegion' | 'colNumber' | 'colStatus' | 'colLifeValid' | 'colGeneralValid' | 'colLifeInsurers'
  | 'colGeneralInsurers' | 'colWebsite' | 'colCancelled' | 'colCancelledInPeriod' | 'colSuspension' | 'colRenewal'
  | 'colIntermediary' | 'colRegisteredOn' | 'colValidUntil' | 'period' | 'yes' | 'noscript' | 'life' | 'general'
  | 'status.valid' | 'status.cancelled' | 'status.suspended' | 'status.renewal';

/** The labels as the view gives them: texts, and the result count as a plural template. */
export type RegisterLabels = Record<Exclude<RegisterLabelKey, 'total'>, string> & { total: Template };
