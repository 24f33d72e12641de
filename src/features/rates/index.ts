/** The rate page modules (SPEC §2) for the module registry: exchange rate, base rate, MAIBOR and MONIA, each loader with its view. */
import { cachedLoader, pageModule } from '#src/server/page/page-module.ts';
import BaseRate from './BaseRate.astro';
import ExchangeRates from './ExchangeRates.astro';
import InterestRates from './InterestRates.astro';
import { loadBaseRate, loadExchangeRates, loadMaibor, loadMonia } from './page.ts';
import { ratesStyles } from './styles.ts';

// Rate tables are the same for every visitor: their data is read once per content revision and URL.
export const exchangeRateModule = pageModule(cachedLoader('rates-fx', loadExchangeRates), ExchangeRates, ratesStyles);
export const baseRateModule = pageModule(cachedLoader('rates-base', loadBaseRate), BaseRate, ratesStyles);
export const maiborModule = pageModule(cachedLoader('rates-maibor', loadMaibor), InterestRates, ratesStyles);
export const moniaModule = pageModule(cachedLoader('rates-monia', loadMonia), InterestRates, ratesStyles);
