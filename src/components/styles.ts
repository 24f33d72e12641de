/** Stylesheets of shared components, for the styles of the features that render them (see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import prevNextPagerCss from './prev-next-pager.css?inline';

export const prevNextPagerStyles = [pageStyle('prev-next-pager', prevNextPagerCss)] as const;
