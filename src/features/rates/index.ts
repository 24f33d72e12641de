/** The rate page modules (SPEC §2): exchange rate, base rate, MAIBOR and MONIA. */
export { default as BaseRate } from './BaseRate.astro';
export { default as ExchangeRates } from './ExchangeRates.astro';
export { default as Maibor } from './Maibor.astro';
export { default as Monia } from './Monia.astro';
