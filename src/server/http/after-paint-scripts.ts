/**
 * A build step (Vite plugin) that makes Astro render a component's bundled
 * `<script>` as an inert `<template data-module="/_astro/….js">` instead of
 * `<script type="module" src="…">`; the page's inline loader
 * (src/features/site/script-loader.ts) turns each one into a module script once
 * the page has painted. Scripts Astro inlines (small, without imports) are left
 * as they are.
 *
 * Why (issue 17, decision 0011): the shell's scripts (navigation, dialogs,
 * article tools, cart count, session language, embedding, the home carousel) are
 * five requests, two levels deep, that nothing needs for the first paint. Fetched
 * while the document is parsed, they compete with the stylesheet for the first
 * connections and the first round trips on a slow link; Lighthouse's mobile
 * simulation put every page's largest paint above 1.0 s with them (home, news
 * list, rates: about 1.0–1.1 s) and below it without them (about 0.9 s). Astro has
 * no option for how it renders these tags, and a template element is the one
 * inert form the HTML validator accepts with a URL in it.
 *
 * The build fails when the line is not found (src/server/http/astro-patch.ts).
 */
import type { Plugin } from 'vite';
import { astroPatchPlugin, replaceOnce } from './astro-patch.ts';

/** The attribute that names a deferred module script's URL; the loader reads it. */
export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-module';

const ORIGINAL =
  'content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"></script>`;';

const DEFERRED = `content = \`<template ${DEFERRED_SCRIPT_ATTRIBUTE}="\${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}\${resolved}"></template>\`;`;

/** Rewrites Astro's renderScript module; undefined when the code is not that module. */
export function deferScriptSource(code: string): string | undefined {
  return replaceOnce(code, ORIGINAL, DEFERRED);
}

export function afterPaintScripts(): Plugin {
  return astroPatchPlugin({ name: 'amcm:after-paint-scripts', file: 'dist/runtime/server/render/script.js', rewrite: deferScriptSource, explainedIn: 'src/server/http/after-paint-scripts.ts' });
}
