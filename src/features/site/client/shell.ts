/**
 * The behaviour of the page shell, bundled by Astro (no React; SPEC §2 Layout).
 * Every handler is delegated on `document` or re-run on `amcm:navigated`, so it
 * keeps working after the embedded-mode content swap.
 */
import './nav.ts';
import './scroll.ts';
import './dialogs.ts';
import './search.ts';
import './article.ts';
import './cart.ts';
import './progress.ts';
