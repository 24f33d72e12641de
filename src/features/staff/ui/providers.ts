/**
 * react-admin's three providers over the staff API: who is signed in (auth), the
 * records of each screen (data), and the text in the person's language (i18n).
 */
import type { AuthProvider, DataProvider, I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { StaffMe } from '#src/features/staff/contract.ts';
import { raPt } from './ra-pt.ts';
import { raZhHant } from './ra-zh-hant.ts';
import { rememberMe, setApiLanguage, StaffApiError, staffApi } from './api.ts';
import { canAccessScreen, type ScreenText, type StaffResource } from './screens.ts';
import { STAFF_TEXT_EN, STAFF_TEXT_PT, STAFF_TEXT_ZH_HANT } from './text.ts';

// --- who is signed in -----------------------------------------------------------------

let current: Promise<StaffMe | undefined> | undefined;

/** The person signed in (asked once, until sign-in, sign-out or an expired session). */
export function loadMe(refresh = false): Promise<StaffMe | undefined> {
  if (refresh || !current) {
    current = staffApi<StaffMe>('me').then(
      (me) => {
        rememberMe(me);
        return me;
      },
      (error: unknown) => {
        rememberMe(undefined);
        if (error instanceof StaffApiError && error.status === 401) return undefined;
        throw error;
      },
    );
  }
  return current;
}

/** Who is signed in, and which screens of `resources` they may open. */
export function makeAuthProvider(resources: readonly StaffResource[]): AuthProvider {
  return {
    // The sign-in page runs the steps itself; this only refreshes who is signed in.
    login: async () => {
      await loadMe(true);
    },
    logout: async () => {
      const me = await loadMe().catch(() => undefined);
      if (me) await staffApi('session/sign-out', { body: { everywhere: false } }).catch(() => undefined);
      rememberMe(undefined);
      current = Promise.resolve(undefined);
    },
    checkAuth: async () => {
      if (!(await loadMe())) throw new Error('signed out');
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) {
        current = undefined;
        throw new Error('signed out');
      }
    },
    getIdentity: async () => {
      const me = await loadMe();
      if (!me) throw new Error('signed out');
      return { id: me.id, fullName: me.name };
    },
    getPermissions: async () => (await loadMe())?.roles ?? [],
    canAccess: async ({ resource, action }) => canAccessScreen(await loadMe(), resources, resource, action),
  };
}

// --- records ----------------------------------------------------------------------------

interface Page<T> {
  data: T[];
  total: number;
}

const idPath = (resource: string, id: unknown) => `${resource}/${encodeURIComponent(String(id))}`;

/**
 * The REST shape of the staff API every feature's calls follow, unless its resource
 * says otherwise (`StaffResource.data`): `GET /api/staff/<resource>` with `page`,
 * `perPage`, `sort`, `order` and the filters → `{data, total}`; `GET …/<id>`;
 * `POST …/new` creates; `POST …/<id>` saves (the record with its `version`, so a
 * stale save is refused); `POST …/<id>/delete`.
 */
const restProvider: DataProvider = {
  getList: async (resource, params) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { field, order } = params.sort ?? { field: '', order: '' };
    const filter = Object.fromEntries(Object.entries((params.filter ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => [k, String(v)]));
    const answer = await staffApi<Page<Record<string, unknown>>>(resource, { query: { page, perPage, ...(field ? { sort: field, order } : {}), ...filter } });
    return { data: answer.data as never[], total: answer.total };
  },
  getOne: async (resource, params) => ({ data: (await staffApi<Record<string, unknown>>(idPath(resource, params.id))) as never }),
  getMany: async (resource, params) => ({ data: (await Promise.all(params.ids.map((id) => staffApi<Record<string, unknown>>(idPath(resource, id))))) as never[] }),
  getManyReference: async (resource, params) => restProvider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  update: async (resource, params) => ({ data: (await staffApi<Record<string, unknown>>(idPath(resource, params.id), { body: params.data })) as never }),
  updateMany: async () => {
    throw new StaffApiError('Not supported', 405, []);
  },
  create: async (resource, params) => ({ data: (await staffApi<Record<string, unknown>>(`${resource}/new`, { body: params.data })) as never }),
  delete: async (resource, params) => {
    await staffApi(`${idPath(resource, params.id)}/delete`, { body: { version: (params.previousData as { version?: number } | undefined)?.version } });
    return { data: params.previousData as never };
  },
  deleteMany: async () => {
    throw new StaffApiError('Not supported', 405, []);
  },
};

/** The records of every resource: its own calls where it declares them, the REST shape otherwise. */
export function makeDataProvider(resources: readonly StaffResource[]): DataProvider {
  const byName = new Map(resources.map((r) => [r.name, r.data ?? {}]));
  const method =
    <K extends keyof DataProvider>(name: K) =>
    (resource: string, params: unknown) =>
      ((byName.get(resource)?.[name] ?? restProvider[name]) as (resource: string, params: unknown) => unknown)(resource, params);
  return {
    getList: method('getList'),
    getOne: method('getOne'),
    getMany: method('getMany'),
    getManyReference: method('getManyReference'),
    update: method('update'),
    updateMany: method('updateMany'),
    create: method('create'),
    delete: method('delete'),
    deleteMany: method('deleteMany'),
  } as DataProvider;
}

// --- text -----------------------------------------------------------------------------------

export const STAFF_LOCALES_SHOWN = [
  { locale: 'zh-hant', name: '繁體中文' },
  { locale: 'en', name: 'English' },
  { locale: 'pt', name: 'Português' },
];

const SHELL_MESSAGES: Record<string, TranslationMessages> = {
  'zh-hant': { ...raZhHant, ...STAFF_TEXT_ZH_HANT } as TranslationMessages,
  en: { ...englishMessages, ...STAFF_TEXT_EN } as TranslationMessages,
  pt: { ...raPt, ...STAFF_TEXT_PT } as TranslationMessages,
};

/** The shell's text with every resource's own, in one language (`resources.<name>` merged, not replaced). */
function messagesWith(locale: 'zh-hant' | 'en' | 'pt', texts: readonly ScreenText[]): TranslationMessages {
  const base = SHELL_MESSAGES[locale] as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base, resources: { ...(base.resources as object) } };
  for (const text of texts) {
    const { resources, ...flat } = text[locale] as { resources?: object };
    Object.assign(merged, flat);
    if (resources) Object.assign(merged.resources as object, resources);
  }
  return merged as TranslationMessages;
}

const HTML_LANG: Record<string, string> = { 'zh-hant': 'zh-Hant-MO', en: 'en', pt: 'pt-MO' };

/** This browser's choice, kept apart from react-admin's store (which signing out empties). */
const LOCALE_KEY = 'amcm-staff-locale';

export function storedLocale(): string {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    return value && value in SHELL_MESSAGES ? value : 'zh-hant';
  } catch {
    return 'zh-hant';
  }
}

export function makeI18nProvider(initial: string, texts: readonly ScreenText[] = []): I18nProvider {
  const messages: Record<string, TranslationMessages> = { 'zh-hant': messagesWith('zh-hant', texts), en: messagesWith('en', texts), pt: messagesWith('pt', texts) };
  const provider = polyglotI18nProvider((locale) => messages[locale] ?? (messages['zh-hant'] as TranslationMessages), initial, STAFF_LOCALES_SHOWN, { allowMissing: true });
  setApiLanguage(initial);
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      setApiLanguage(locale);
      document.documentElement.lang = HTML_LANG[locale] ?? 'zh-Hant-MO';
      try {
        window.localStorage.setItem(LOCALE_KEY, locale);
      } catch {
        // Private browsing without storage: the choice lasts for this page.
      }
      // Signed in: the account keeps it too (the language of the e-mails the back office sends the person).
      if (await loadMe().catch(() => undefined)) void staffApi('me/locale', { body: { locale } }).catch(() => undefined);
      await provider.changeLocale(locale);
    },
  };
}

export function htmlLang(locale: string): string {
  return HTML_LANG[locale] ?? 'zh-Hant-MO';
}
