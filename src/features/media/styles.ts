/** The media pages' stylesheets (downloads, reports, calendar, companies, links, videos, graphics) and the pager they share with search (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import mediaCss from './media.css?inline';
import pagerCss from './pager.css?inline';

export const pagerStyles = [pageStyle('pager', pagerCss)] as const;
export const mediaStyles = [pageStyle('media', mediaCss), ...pagerStyles] as const;
