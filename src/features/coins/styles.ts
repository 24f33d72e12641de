/** The coin shop's stylesheets: its own, then the form kit of the cart island (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import { formKitStyles } from '#src/features/forms/styles.ts';
import coinsCss from './coins.css?inline';

export const coinsStyles = [pageStyle('coins', coinsCss), ...formKitStyles] as const;
