/** The `search` page module for the module registry. */
import { pageModule } from '#src/server/page/page-module.ts';
import SearchPage from './SearchPage.astro';
import { loadSearch } from './page.ts';
import { searchStyles } from './styles.ts';

export const searchModule = pageModule(loadSearch, SearchPage, searchStyles);
