/** The `coins` page module for the module registry. */
import { pageModule } from '#src/server/page/page-module.ts';
import CoinsModule from './CoinsModule.astro';
import { loadCoins } from './page.ts';
import { coinsStyles } from './styles.ts';

export const coinsModule = pageModule(loadCoins, CoinsModule, coinsStyles);
