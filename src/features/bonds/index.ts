/** The page modules of the bond market and investment fund pages for the module registry: each loader with its view. */
import { pageModule } from '#src/server/page/page-module.ts';
import BondInformationModule from './BondInformationModule.astro';
import FundsModule from './FundsModule.astro';
import IsinModule from './IsinModule.astro';
import { loadBondInformation, loadFunds, loadIsin } from './page.ts';
import { bondsStyles } from './styles.ts';

export const bondInformationModule = pageModule(loadBondInformation, BondInformationModule, bondsStyles);
export const isinModule = pageModule(loadIsin, IsinModule, bondsStyles);
export const fundsModule = pageModule(loadFunds, FundsModule, bondsStyles);
