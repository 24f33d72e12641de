/** Reads what the server put on `<html data-…>` for the page scripts. */
export interface PageData {
  lang: string;
  locale: string;
  embedOrigins: string[];
  analyticsKey: string;
}

export function pageData(): PageData {
  const d = document.documentElement.dataset;
  return {
    lang: d.lang ?? 'zh-hant',
    locale: d.locale ?? 'zh_TW',
    embedOrigins: (d.embedOrigins ?? '').split(' ').filter(Boolean),
    analyticsKey: d.analyticsKey ?? '',
  };
}
