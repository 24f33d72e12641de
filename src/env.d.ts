/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /**
     * How the response may be cached. Pages are `public` unless they hold a form,
     * a preview or anything personal, which set `no-store`.
     */
    cache?: 'public' | 'no-store';
    /**
     * The page's language, its translator and what every page of the site needs
     * (settings, menu tree, footer): computed once per request by the middleware
     * for every page path, so components read them here instead of loading them.
     */
    lang: import('./lib/i18n/languages.ts').Language;
    t: import('./features/messages.ts').Translator;
    site: import('./features/site/service.ts').SiteContext;
    /** Names of the content a page was made from, for a render cache (see src/server/page/page-module.ts). */
    cacheTags?: readonly string[];
    /**
     * Set by the node server (src/server/http/site-handler.ts): it computes a public
     * page's ETag from the finished body, so the middleware does not.
     */
    bodyEtag?: boolean;
    /** The CSP nonce of a back office page, for the styles its application inserts (src/features/staff/page.ts). */
    staffNonce?: string;
  }
}
