/** The page modules of the bond market and investment fund pages, for the module registry. */
export { default as BondInformationModule } from './BondInformationModule.astro';
export { default as FundsModule } from './FundsModule.astro';
export { default as IsinModule } from './IsinModule.astro';
