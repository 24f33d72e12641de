/** The statistics page modules for the module registry: one loader and view for all four modules. */
import { pageModule } from '#src/server/page/page-module.ts';
import { loadStatistics } from './page.ts';
import StatisticsModule from './StatisticsModule.astro';
import { statsStyles } from './styles.ts';

export const statisticsModule = pageModule(loadStatistics, StatisticsModule, statsStyles);
