/**
 * SPEC §2: a page's sub-slug becomes a query parameter of its module:
 * `slug` for news-notice/statement, `type=financial-reports` for
 * financial-information/financial-reports, `type` for every other page.
 */
export const STATEMENT_PATH = 'news-notice/statement';
export const FINANCIAL_REPORTS_PATH = 'financial-information/financial-reports';

export function moduleQuery(path: string, subSlug: string | null | undefined): Record<string, string> {
  if (path === FINANCIAL_REPORTS_PATH) return { type: 'financial-reports' };
  if (!subSlug) return {};
  if (path === STATEMENT_PATH) return { slug: subSlug };
  return { type: subSlug };
}
