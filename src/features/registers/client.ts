/**
 * The browser's calls of the register (SPEC §7 Registers): the search through the
 * site's API client with the validate key header, and the exports as a file
 * download named from Content-Disposition (SPEC §7: UTF-8 filename).
 */
import { apiGet, ApiError, buildQuery, languageHeaders, type QueryParams } from '#src/lib/api/client.ts';
import { VALIDATE_KEY_HEADER, VALIDATE_KEY_PARAM } from '#src/features/captcha/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Clerk, Intermediary, RegisterPage } from './contract.ts';

export interface RegisterQuery {
  name: string;
  licenceNo: string;
  categories: readonly string[];
  statuses: readonly string[] | null;
  validOn: string;
  page: number;
  pageSize: number;
}

export function queryParams(q: RegisterQuery): QueryParams {
  return {
    Page: q.page,
    PageSize: q.pageSize,
    'Filters.Name': q.name.trim() || undefined,
    'Filters.LicenceNo': q.licenceNo.trim() || undefined,
    'Filters.Category': q.categories.length ? q.categories : undefined,
    'Filters.Status': q.statuses?.length ? q.statuses : undefined,
    'Filters.ValidOn': q.validOn || undefined,
  };
}

export function searchRegister(endpoint: string, q: RegisterQuery, key: string, lang: Language): Promise<RegisterPage<Intermediary | Clerk>> {
  return apiGet<RegisterPage<Intermediary | Clerk>>(endpoint, queryParams(q), { lang, headers: { [VALIDATE_KEY_HEADER]: key } });
}

/** The file name of a Content-Disposition header (`filename*` first, UTF-8). */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Fetches an export and saves it under its server-given name; rejects with an ApiError on failure. */
export async function downloadExport(url: string, q: RegisterQuery, key: string, lang: Language, fallbackName: string): Promise<void> {
  const href = url + buildQuery({ ...queryParams({ ...q, page: 1 }), [VALIDATE_KEY_PARAM]: key });
  const response = await fetch(href, { headers: { ...languageHeaders(lang), [VALIDATE_KEY_HEADER]: key }, cache: 'no-store', credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    let code = response.status;
    let message = response.statusText;
    try {
      const body = (await response.json()) as { code?: number; message?: string };
      code = body.code ?? code;
      message = body.message ?? message;
    } catch {
      // Not an envelope.
    }
    throw new ApiError(code, message, response.status);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
