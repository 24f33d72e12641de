/** The statistics pages' stylesheet (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import statsCss from './stats.css?inline';

export const statsStyles = [pageStyle('stats', statsCss)] as const;
