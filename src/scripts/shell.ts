/**
 * The behaviour of the page shell, bundled by Astro (no React; SPEC §2 Layout).
 * Every handler is delegated on `document` or re-run on `amcm:navigated`, so it
 * keeps working after the embedded-mode content swap.
 */
import './shell/nav.ts';
import './shell/scroll.ts';
import './shell/dialogs.ts';
import './shell/search.ts';
import './shell/article.ts';
import './shell/cart.ts';
import './shell/progress.ts';
