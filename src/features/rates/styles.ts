/** The rate pages' stylesheets: uPlot's for the chart island, then the pages' own (inlined by the page: see src/server/page/page-styles.ts). */
import { pageStyle } from '#src/server/page/page-styles.ts';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import ratesCss from './rates.css?inline';

export const ratesStyles = [pageStyle('uplot', uplotCss), pageStyle('rates', ratesCss)] as const;
