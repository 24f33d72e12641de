/**
 * The loader of the preview route (SPEC §2): `/{lang}/preview/{module}?id=…&vid=…&key=…`
 * shows a saved version of an entry (a banner as it appears on the home page);
 * `service-area` redirects to the services section. Never cached.
 */
import { pageUrl } from '#src/lib/paths.ts';
import type { EntryDetail } from '#src/features/entries/contract.ts';
import { bannerLink } from '#src/features/home/banners.ts';
import { notFound, redirect, view, type Loaded } from '#src/server/page/page-module.ts';
import type { RequestContext } from '#src/server/page/page-module.ts';
import { previewRequestFrom } from '#src/server/page/preview-request.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getEntryPreview, isPreviewModule, type EntryPreview } from '#src/features/entries/preview.ts';

const SERVICE_AREA_PATH = 'services';

export type PreviewModel = {
  /** True when a saved (unpublished) version is shown: the layout shows the preview banner. */
  preview: boolean;
} & ({ kind: 'entry'; entry: EntryDetail } | { kind: 'banner'; entry: EntryDetail; /** Where the banner leads, as on the home page. */ link: string | null });

export async function loadPreview({ db, lang, url }: Pick<RequestContext, 'db' | 'lang' | 'url'>, module: string | undefined): Promise<Loaded<PreviewModel>> {
  if (module === 'service-area') return redirect(pageUrl(lang, SERVICE_AREA_PATH) + url.search, 302);
  if (!isPreviewModule(module) || module === 'service-area') return notFound();
  let result: EntryPreview;
  try {
    result = await getEntryPreview(db, module, lang, { ...previewRequestFrom(url), preview: true });
  } catch (err) {
    if (err instanceof NotFoundError) return notFound();
    throw err;
  }
  const { entry, preview } = result;
  const model: PreviewModel = module === 'banner' ? { kind: 'banner', entry, link: bannerLink(entry.url, lang).link, preview } : { kind: 'entry', entry, preview };
  return view(model, { title: entry.title, cache: { noStore: true } });
}
