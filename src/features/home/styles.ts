/** The home page's stylesheet (inlined by the page: see site/page-styles.ts). */
import { pageStyle } from '#src/features/site/page-styles.ts';
import homeCss from './home.css?inline';

export const homeStyles = [pageStyle('home', homeCss)] as const;
