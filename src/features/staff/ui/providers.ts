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
import { canAccessScreen } from './screens.ts';
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

export const authProvider: AuthProvider = {
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
  getPermissions: async () => (await loadMe())?.permissions ?? [],
  canAccess: async ({ resource, action }) => canAccessScreen((await loadMe())?.permissions ?? [], resource, action),
};

// --- records ----------------------------------------------------------------------------

interface Page<T> {
  data: T[];
  total: number;
}

/** Invitations have no id of their own: the address they went to stands for one. */
const withId = (resource: string, row: Record<string, unknown>) => (resource === 'invitations' ? { ...row, id: row.email } : row);

export const dataProvider: DataProvider = {
  getList: async (resource, params) => {
    const { page = 1, perPage = 50 } = params.pagination ?? {};
    const page_ = await staffApi<Page<Record<string, unknown>>>(resource, { query: { page, perPage, ...(params.filter as Record<string, string>) } });
    // The small lists (accounts, invitations) come whole: paged here.
    const rows = page_.data.map((r) => withId(resource, r));
    const paged = resource === 'audit' ? rows : rows.slice((page - 1) * perPage, page * perPage);
    return { data: paged as never[], total: page_.total };
  },
  getOne: async (resource, params) => {
    const all = await staffApi<Page<Record<string, unknown>>>(resource);
    const row = all.data.map((r) => withId(resource, r)).find((r) => String(r.id) === String(params.id));
    if (!row) throw new StaffApiError('Not found', 404, []);
    return { data: row as never };
  },
  getMany: async (resource, params) => {
    const all = await staffApi<Page<Record<string, unknown>>>(resource);
    return { data: all.data.map((r) => withId(resource, r)).filter((r) => params.ids.map(String).includes(String(r.id))) as never[] };
  },
  getManyReference: async () => ({ data: [], total: 0 }),
  update: async (resource, params) => {
    const { roles, disabled } = params.data as { roles?: string[]; disabled?: boolean };
    const data = await staffApi<Record<string, unknown>>(`${resource}/${encodeURIComponent(String(params.id))}`, { body: { roles, disabled } });
    return { data: data as never };
  },
  updateMany: async () => {
    throw new StaffApiError('Not supported', 405, []);
  },
  create: async (resource, params) => {
    await staffApi(`${resource}/new`, { body: params.data });
    return { data: { ...(params.data as object), id: (params.data as { email?: string }).email } as never };
  },
  delete: async () => {
    throw new StaffApiError('Not supported', 405, []);
  },
  deleteMany: async () => {
    throw new StaffApiError('Not supported', 405, []);
  },
};

// --- text -----------------------------------------------------------------------------------

export const STAFF_LOCALES_SHOWN = [
  { locale: 'zh-hant', name: '繁體中文' },
  { locale: 'en', name: 'English' },
  { locale: 'pt', name: 'Português' },
];

const ZH_HANT_MESSAGES = { ...raZhHant, ...STAFF_TEXT_ZH_HANT } as TranslationMessages;
const MESSAGES: Record<string, TranslationMessages> = {
  'zh-hant': ZH_HANT_MESSAGES,
  en: { ...englishMessages, ...STAFF_TEXT_EN } as TranslationMessages,
  pt: { ...raPt, ...STAFF_TEXT_PT } as TranslationMessages,
};

const HTML_LANG: Record<string, string> = { 'zh-hant': 'zh-Hant-MO', en: 'en', pt: 'pt-MO' };

/** This browser's choice, kept apart from react-admin's store (which signing out empties). */
const LOCALE_KEY = 'amcm-staff-locale';

export function storedLocale(): string {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    return value && value in MESSAGES ? value : 'zh-hant';
  } catch {
    return 'zh-hant';
  }
}

export function makeI18nProvider(initial: string): I18nProvider {
  const provider = polyglotI18nProvider((locale) => MESSAGES[locale] ?? ZH_HANT_MESSAGES, initial, STAFF_LOCALES_SHOWN, { allowMissing: true });
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
