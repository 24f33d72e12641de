/** The `newsletter` page module for the module registry. */
import { pageModule } from '#src/features/site/page-module.ts';
import Newsletter from './Newsletter.astro';
import { loadNewsletter } from './page.ts';

export const newsletterModule = pageModule(loadNewsletter, Newsletter);
