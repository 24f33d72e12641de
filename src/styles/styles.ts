/** The shell's stylesheet, inlined first on every page by BaseLayout (see features/site/page-styles.ts). */
import { pageStyle } from '#src/features/site/page-styles.ts';
import siteCss from './site.css?inline';

export const siteStyles = [pageStyle('site', siteCss)] as const;
