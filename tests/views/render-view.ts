/**
 * Renders a page-module view (`.astro`) from a loader model with Astro's container
 * API, as the page route does after its loader: the model as the `model` prop, the
 * language and translator in `Astro.locals`. Returns the HTML and a DOM fragment of
 * it to look at what a visitor would see.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer as reactRenderer } from '@astrojs/react/container-renderer';
import { loadRenderers } from 'astro:container';
import type { SSRManifest } from 'astro';
import { JSDOM } from 'jsdom';
import { translator } from '#src/features/messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';

let container: Promise<AstroContainer> | undefined;

/**
 * The hydration directives the views use. The container knows only Astro's own and
 * needs each one's script; the script is left empty here (nothing runs in the test).
 */
const CLIENT_DIRECTIVES = ['load', 'idle', 'visible', 'media', 'only'];

async function create(): Promise<AstroContainer> {
  const renderers = await loadRenderers([reactRenderer()]);
  const manifest = { clientDirectives: new Map(CLIENT_DIRECTIVES.map((name) => [name, '(()=>{})'])) } as Partial<SSRManifest> as SSRManifest;
  return AstroContainer.create({ renderers, manifest });
}

export interface RenderedView {
  html: string;
  dom: DocumentFragment;
  /** The text of the first element matching `selector` (whitespace collapsed), or null. */
  text: (selector: string) => string | null;
  /** Every link as text and href. */
  links: () => { text: string; href: string }[];
}

/** A view and the model it renders (checked against each other, as `pageModule` does). */
export async function renderView<M>(View: (props: { model: M }) => unknown, model: M, options: { lang?: Language; url?: string } = {}): Promise<RenderedView> {
  const lang = options.lang ?? 'en';
  container ??= create();
  const html = await (await container).renderToString(View as Parameters<AstroContainer['renderToString']>[0], {
    props: { model },
    // A view reads only the language and the translator; the site context is the shell's.
    locals: { lang, t: translator(lang) } as Partial<App.Locals> as App.Locals,
    request: new Request(options.url ?? `https://www.amcm.gov.mo/${lang}/page`),
  });
  const dom = JSDOM.fragment(html);
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return {
    html,
    dom,
    text: (selector) => {
      const el = dom.querySelector(selector);
      return el ? squash(el.textContent) : null;
    },
    links: () => Array.from(dom.querySelectorAll('a'), (a) => ({ text: squash(a.textContent), href: a.getAttribute('href') ?? '' })),
  };
}

export const en = translator('en');
