/** The preview parameters of a page URL (SPEC §2: `?preview&id=…&vid=…&key=…`), read by the page route and the preview route. */
export interface PreviewRequest {
  preview: boolean;
  key?: string | undefined;
  id?: number | undefined;
  vid?: number | undefined;
}

/** Preview parameters of a page URL (`?preview&id=…&vid=…&key=…`). */
export function previewRequestFrom(url: URL): PreviewRequest {
  const number = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return {
    preview: url.searchParams.has('preview'),
    id: number('id'),
    vid: number('vid'),
    key: url.searchParams.get('key') ?? undefined,
  };
}
