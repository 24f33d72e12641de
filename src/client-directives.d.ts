// The site's own `client:` directive, registered in astro.config.mjs (a module file, so this augments Astro's types).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates once the page has painted (src/features/site/client/painted-directive.ts, decision 0011). */
    'client:painted'?: boolean;
  }
}
