/** The site's own page modules for the module registry: each loader with the view that renders its model. */
import GenericPage from './GenericPage.astro';
import { loadGenericPage } from './generic-page.ts';
import { pageModule } from '#src/server/page/page-module.ts';

export const genericPageModule = pageModule(loadGenericPage, GenericPage);
