/** The home page's stylesheet (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import homeCss from './home.css?inline';

export const homeStyles = [pageStyle('home', homeCss)] as const;
