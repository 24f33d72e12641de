/** The currency reproduction pages' stylesheets: their own, then the form kit (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { formKitStyles } from '#src/features/forms/styles.ts';
import reproductionCss from './reproduction.css?inline';

export const reproductionStyles = [pageStyle('reproduction', reproductionCss), ...formKitStyles] as const;
