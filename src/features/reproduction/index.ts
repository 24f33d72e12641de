/** The reproduction page modules for the module registry. */
import { pageModule } from '#src/features/site/page-module.ts';
import ApplicationPage from './ApplicationPage.astro';
import CalculatorPage from './CalculatorPage.astro';
import { loadApplication, loadCoinsCalculator, loadNotesCalculator } from './page.ts';

export const notesCalculatorModule = pageModule(loadNotesCalculator, CalculatorPage);
export const coinsCalculatorModule = pageModule(loadCoinsCalculator, CalculatorPage);
export const reproductionFormModule = pageModule(loadApplication, ApplicationPage);
