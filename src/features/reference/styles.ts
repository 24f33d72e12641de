/** The reference pages' stylesheet (law, FAQ, holidays, annual events, openings; inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { prevNextPagerStyles } from '#src/components/styles.ts';
import referenceCss from './reference.css?inline';

export const referenceStyles = [pageStyle('reference', referenceCss), ...prevNextPagerStyles] as const;
