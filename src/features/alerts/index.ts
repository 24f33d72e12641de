/** The `newsletter` page module for the module registry. */
import { pageModule } from '#src/server/page/page-module.ts';
import Newsletter from './Newsletter.astro';
import { loadNewsletter } from './page.ts';
import { alertsStyles } from './styles.ts';

export const newsletterModule = pageModule(loadNewsletter, Newsletter, alertsStyles);
