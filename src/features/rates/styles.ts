/** The rate pages' stylesheets: uPlot's for the chart island, then the pages' own (inlined by the page: see site/page-styles.ts). */
import { pageStyle } from '#src/features/site/page-styles.ts';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import ratesCss from './rates.css?inline';

export const ratesStyles = [pageStyle('uplot', uplotCss), pageStyle('rates', ratesCss)] as const;
