/**
 * Entry modules of the media and downloads area and the category set each one
 * files its entries under. Preview routes use the same names
 * (src/features/entries/preview.ts): download, video, graphic, company.
 */
export const DOWNLOAD = 'download';
export const VIDEO = 'video';
export const GRAPHIC = 'graphic';
export const COMPANY = 'company';
export const LINK = 'link';

export const MEDIA_ENTRY_MODULES = [DOWNLOAD, VIDEO, GRAPHIC, COMPANY, LINK] as const;

/** `module_cats.module` of each entry module's categories (downloads share the core `downloads` set). */
export const CATEGORY_SET = {
  [DOWNLOAD]: 'downloads',
  [VIDEO]: 'video',
  [GRAPHIC]: 'graphic',
  [COMPANY]: 'company',
  [LINK]: 'link',
} as const;

/** Category sets this area adds (the `downloads` set belongs to the core seed). */
export const OWN_CATEGORY_SETS = [CATEGORY_SET[VIDEO], CATEGORY_SET[GRAPHIC], CATEGORY_SET[COMPANY], CATEGORY_SET[LINK]] as const;

/** Root category of the friendship links (`/api/v1/link?type=friendship-link`). */
export const FRIENDSHIP_LINK_ROOT = 'friendship-link';

/** The downloads categories this area adds to the core set. */
export const FINANCIAL_REPORTS_CAT = 'financial-reports';
export const ANNUAL_REPORTS_CAT = 'annual-reports';
export const RELEASE_CALENDAR_CAT = 'advance-release-calendar';

/** Page sizes of the module pages. */
export const PAGE_SIZE = { downloads: 10, videos: 9, graphics: 9, companies: 20 } as const;
