/** The reproduction page modules for the module registry. */
import { pageModule } from '#src/server/page/page-module.ts';
import ApplicationPage from './ApplicationPage.astro';
import CalculatorPage from './CalculatorPage.astro';
import { loadApplication, loadCoinsCalculator, loadNotesCalculator } from './page.ts';
import { reproductionStyles } from './styles.ts';

export const notesCalculatorModule = pageModule(loadNotesCalculator, CalculatorPage, reproductionStyles);
export const coinsCalculatorModule = pageModule(loadCoinsCalculator, CalculatorPage, reproductionStyles);
export const reproductionFormModule = pageModule(loadApplication, ApplicationPage, reproductionStyles);
