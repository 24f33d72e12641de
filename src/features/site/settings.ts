/**
 * Site settings (SPEC §3 Setting entry). The public site reads the group `website`:
 * phone, email, facebook, wechat, frontend-lang, analytics-key and grayStyle.
 */
import { LANGUAGES, parseLanguageList, type Language } from '#src/lib/i18n/languages.ts';
import type { Setting } from './contract.ts';
import { cachedByRevision } from '#src/server/cache/revision.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { settingRow, settingsOfGroup } from './queries.ts';

export const SITE_SETTINGS = 'website';

export const SETTING_KEYS = {
  phone: 'phone',
  email: 'email',
  facebook: 'facebook',
  wechat: 'wechat',
  frontendLang: 'frontend-lang',
  analyticsKey: 'analytics-key',
  grayStyle: 'grayStyle',
} as const;

export async function getSettingsByIdentify(db: Queryable, identify: string): Promise<Setting[]> {
  return settingsOfGroup(db, identify);
}

export async function getSetting(db: Queryable, identify: string, ck: string): Promise<Setting | null> {
  return settingRow(db, identify, ck);
}

export interface SiteSettings {
  phone: string | null;
  email: string | null;
  facebook: string | null;
  wechat: string | null;
  /** URL of the official WeChat account, encoded in the QR code of the top bar. */
  wechatUrl: string | null;
  languages: Language[];
  analyticsKey: string | null;
  grayStyle: boolean;
}

export function isOn(value: string | null | undefined): boolean {
  return !!value && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/** The settings the layout needs, read in one query; cached until the content changes. */
export function getSiteSettings(db: Queryable): Promise<SiteSettings> {
  return cachedByRevision(db, 'site-settings', () => readSiteSettings(db));
}

async function readSiteSettings(db: Queryable): Promise<SiteSettings> {
  const rows = await getSettingsByIdentify(db, SITE_SETTINGS);
  const get = (ck: string) => rows.find((r) => r.ck === ck)?.parameter.trim() || null;
  return {
    phone: get(SETTING_KEYS.phone),
    email: get(SETTING_KEYS.email),
    facebook: get(SETTING_KEYS.facebook),
    wechat: get(SETTING_KEYS.wechat),
    // Optional: the QR code is drawn only when the account's URL is configured.
    wechatUrl: get('wechat-url'),
    languages: get(SETTING_KEYS.frontendLang) ? parseLanguageList(get(SETTING_KEYS.frontendLang)) : [...LANGUAGES],
    analyticsKey: get(SETTING_KEYS.analyticsKey),
    grayStyle: isOn(get(SETTING_KEYS.grayStyle)),
  };
}
