/** Stylesheets of shared components, for the styles of the features that render them (see features/site/page-styles.ts). */
import { pageStyle } from '#src/features/site/page-styles.ts';
import prevNextPagerCss from './prev-next-pager.css?inline';

export const prevNextPagerStyles = [pageStyle('prev-next-pager', prevNextPagerCss)] as const;
