/**
 * The shell's stylesheet (site.css): one file every page links first, before the
 * inlined CSS of its templates (see src/server/page/page-styles.ts). It stays a file
 * (cached across pages, immutable name) rather than inlined: inlined, it would push
 * most documents past the first TCP round trip (about 14 KB compressed).
 */
import siteCssUrl from './site.css?url';

export const siteStylesheet: string = siteCssUrl;
