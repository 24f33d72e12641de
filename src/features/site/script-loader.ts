/**
 * The inline script at the end of every page that runs the page's bundled
 * scripts once the page has painted: Astro renders each of them as
 * `<template data-module="/_astro/….js">` (src/server/http/after-paint-scripts.ts),
 * and this turns each one into a module script.
 *
 * Why (issue 17, decision 0011): nothing the shell's scripts do is needed for
 * the first paint (the home page's pop-up and notices are set by their own inline
 * script), so the stylesheet and the content get the first round trips.
 *
 * It waits for the document to be parsed (so it sees every template), then for
 * the first contentful paint (as the browser reports it, which can be a frame
 * later than the first frame), then for two more frames and a task after them:
 * a frame's pixels are on screen some time after its script callbacks, and the
 * rest of the document may paint a frame after the first. A browser that does
 * not report paints waits for the frames alone. A tab opened in the
 * background paints nothing: it starts them at once, and a timer starts them
 * anyway if no paint came (a tab hidden while loading). `data-scripts` on <html>
 * says `waiting` until then, `loading` while they load (islands marked
 * `client:painted` hydrate from then on, on the `amcm:painted` event), and
 * `ready` once every script has run or failed: the browser tests wait for it.
 *
 * The CSP allows it by its hash, computed once per process.
 */
import { cspHash } from '#src/server/http/csp-hash.ts';
import { DEFERRED_SCRIPT_ATTRIBUTE } from '#src/server/http/after-paint-scripts.ts';
import { PAINTED_EVENT } from './client/painted-directive.ts';

/** How long a page waits for its first paint before starting its scripts anyway. */
export const SCRIPT_FALLBACK_MS = 3000;

/** Plain ES2017 without imports. */
export const SCRIPT_LOADER = `(function(){var r=document.documentElement,started=false;r.setAttribute("data-scripts","waiting");function run(){if(started)return;started=true;r.setAttribute("data-scripts","loading");document.dispatchEvent(new Event("${PAINTED_EVENT}"));var m=document.querySelectorAll("template[${DEFERRED_SCRIPT_ATTRIBUTE}]"),left=m.length;function done(){if(--left<=0)r.setAttribute("data-scripts","ready")}if(!left){done();return}m.forEach(function(t){var s=document.createElement("script");s.type="module";s.src=t.getAttribute("${DEFERRED_SCRIPT_ATTRIBUTE}");s.onload=s.onerror=done;t.replaceWith(s)})}function frame(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run)})})}function afterPaint(){if(document.visibilityState==="hidden")return run();setTimeout(run,${SCRIPT_FALLBACK_MS});var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return frame();new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();frame()}}).observe({type:"paint",buffered:true})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})();`;

export const SCRIPT_LOADER_HASH = cspHash(SCRIPT_LOADER);
