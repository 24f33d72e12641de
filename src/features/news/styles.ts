/** The news pages' stylesheet (list and detail; inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import newsCss from './news.css?inline';

export const newsStyles = [pageStyle('news', newsCss)] as const;
