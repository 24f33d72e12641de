/**
 * Which component renders each page module of SPEC §2. A module without a
 * component yet renders the under-construction message, never an error.
 */
import type { PageModule } from '../../lib/modules.ts';
import GenericPage from './GenericPage.astro';

// Astro components are typed loosely; each receives `{ page, lang, site }`.
type ModuleComponent = typeof GenericPage;

export const MODULE_COMPONENTS: Partial<Record<PageModule, ModuleComponent>> = {
  'generic-page': GenericPage,
};
