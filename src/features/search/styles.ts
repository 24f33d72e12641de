/** The search page's stylesheet (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { pagerStyles } from '#src/features/media/styles.ts';
import searchCss from './search.css?inline';

export const searchStyles = [pageStyle('search', searchCss), ...pagerStyles] as const;
