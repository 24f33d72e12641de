/** The rate page modules (SPEC §2) for the module registry: exchange rate, base rate, MAIBOR and MONIA, each loader with its view. */
import { pageModule } from '#src/features/site/page-module.ts';
import BaseRate from './BaseRate.astro';
import ExchangeRates from './ExchangeRates.astro';
import InterestRates from './InterestRates.astro';
import { loadBaseRate, loadExchangeRates, loadMaibor, loadMonia } from './page.ts';

export const exchangeRateModule = pageModule(loadExchangeRates, ExchangeRates);
export const baseRateModule = pageModule(loadBaseRate, BaseRate);
export const maiborModule = pageModule(loadMaibor, InterestRates);
export const moniaModule = pageModule(loadMonia, InterestRates);
