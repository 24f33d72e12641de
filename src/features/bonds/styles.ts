/** The bond market pages' stylesheet (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { prevNextPagerStyles } from '#src/components/styles.ts';
import bondsCss from './bonds.css?inline';

export const bondsStyles = [pageStyle('bonds', bondsCss), ...prevNextPagerStyles] as const;
