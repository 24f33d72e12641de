/**
 * Site settings (SPEC §3 Setting entry). The public site reads the group `website`:
 * phone, email, facebook, wechat, frontend-lang, analytics-key and grayStyle.
 */
import { LANGUAGES, parseLanguageList, type Language } from '#src/lib/i18n/languages.ts';
import type { Setting } from './contract.ts';
import { cachedByRevision } from '#src/server/cache/revision.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { settingRow, settingsGroupChangedAt, settingsOfGroup, settingsOfGroupForSave, upsertSetting } from './queries.ts';
import { AppError } from '#src/server/http/errors.ts';
import type { SiteSettingsForm, SiteSettingsRecord } from './contract.ts';
import { siteText } from './messages.ts';

export const SITE_SETTINGS = 'website';

export const SETTING_KEYS = {
  phone: 'phone',
  email: 'email',
  facebook: 'facebook',
  wechat: 'wechat',
  frontendLang: 'frontend-lang',
  analyticsKey: 'analytics-key',
  grayStyle: 'grayStyle',
  /** The gray style's optional window (ISO 8601 instants; empty: no bound). */
  grayFrom: 'grayStyle-from',
  grayUntil: 'grayStyle-until',
  wechatUrl: 'wechat-url',
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
  /** Whether the pages show the gray mourning style now (switched on, and within its window if it has one). */
  grayStyle: boolean;
}

/** What is stored: the switch and its window, judged at each request (a window starts with no write). */
interface StoredSiteSettings extends Omit<SiteSettings, 'grayStyle'> {
  grayOn: boolean;
  grayFrom: Date | null;
  grayUntil: Date | null;
}

/** The gray style shows when switched on and, if it has a window, from its start until its end. */
export function grayStyleAt(stored: { grayOn: boolean; grayFrom: Date | null; grayUntil: Date | null }, now: Date): boolean {
  if (!stored.grayOn) return false;
  if (stored.grayFrom && now < stored.grayFrom) return false;
  return !(stored.grayUntil && now >= stored.grayUntil);
}

function instant(value: string | null): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function isOn(value: string | null | undefined): boolean {
  return !!value && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

/**
 * The settings the layout needs, read in one query and cached until the content
 * changes; the gray style's window is judged at each call, so it starts and ends on
 * time with no write (pages the render cache holds follow within its 60 s bound).
 */
export async function getSiteSettings(db: Queryable, now = new Date()): Promise<SiteSettings> {
  const stored = await cachedByRevision(db, 'site-settings', () => readSiteSettings(db));
  const gray = grayStyleAt(stored, now);
  // One object per stored settings and gray state: requests share it, as they share the cached one.
  let shown = asShown.get(stored);
  if (!shown) asShown.set(stored, (shown = {}));
  return (shown[gray ? 'on' : 'off'] ??= asShownWith(stored, gray));
}

function asShownWith(stored: StoredSiteSettings, grayStyle: boolean): SiteSettings {
  const { grayOn: _on, grayFrom: _from, grayUntil: _until, ...rest } = stored;
  return { ...rest, grayStyle };
}

const asShown = new WeakMap<StoredSiteSettings, { on?: SiteSettings; off?: SiteSettings }>();

async function readSiteSettings(db: Queryable): Promise<StoredSiteSettings> {
  const rows = await getSettingsByIdentify(db, SITE_SETTINGS);
  const get = (ck: string) => rows.find((r) => r.ck === ck)?.parameter.trim() || null;
  return {
    phone: get(SETTING_KEYS.phone),
    email: get(SETTING_KEYS.email),
    facebook: get(SETTING_KEYS.facebook),
    wechat: get(SETTING_KEYS.wechat),
    // Optional: the QR code is drawn only when the account's URL is configured.
    wechatUrl: get(SETTING_KEYS.wechatUrl),
    languages: get(SETTING_KEYS.frontendLang) ? parseLanguageList(get(SETTING_KEYS.frontendLang)) : [...LANGUAGES],
    analyticsKey: get(SETTING_KEYS.analyticsKey),
    grayOn: isOn(get(SETTING_KEYS.grayStyle)),
    grayFrom: instant(get(SETTING_KEYS.grayFrom)),
    grayUntil: instant(get(SETTING_KEYS.grayUntil)),
  };
}

// --- the back office (issue 33) ---------------------------------------------------------

/** The settings' fields as the back office edits them, and the key each is stored under. */
const FORM_KEYS = {
  phone: SETTING_KEYS.phone,
  email: SETTING_KEYS.email,
  facebook: SETTING_KEYS.facebook,
  wechat: SETTING_KEYS.wechat,
  wechatUrl: SETTING_KEYS.wechatUrl,
  frontendLang: SETTING_KEYS.frontendLang,
  analyticsKey: SETTING_KEYS.analyticsKey,
  grayStyle: SETTING_KEYS.grayStyle,
  grayFrom: SETTING_KEYS.grayFrom,
  grayUntil: SETTING_KEYS.grayUntil,
} as const satisfies Record<Exclude<keyof SiteSettingsForm, 'version'>, string>;

type StoredForm = Omit<SiteSettingsForm, 'version'>;

/** A minute of a datetime-local field (Macao time) as an instant, and back. */
const fromMacaoMinute = (value: string): string => (value ? new Date(`${value}:00+08:00`).toISOString() : '');
function toMacaoMinute(value: string | undefined): string {
  const at = instant(value ?? null);
  return at ? new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : '';
}

function formOf(rows: readonly { ck: string; parameter: string }[]): StoredForm {
  const get = (ck: string) => rows.find((r) => r.ck === ck)?.parameter.trim() ?? '';
  return {
    phone: get(FORM_KEYS.phone),
    email: get(FORM_KEYS.email),
    facebook: get(FORM_KEYS.facebook),
    wechat: get(FORM_KEYS.wechat),
    wechatUrl: get(FORM_KEYS.wechatUrl),
    frontendLang: parseLanguageList(get(FORM_KEYS.frontendLang) || null),
    analyticsKey: get(FORM_KEYS.analyticsKey),
    grayStyle: isOn(get(FORM_KEYS.grayStyle)),
    grayFrom: toMacaoMinute(get(FORM_KEYS.grayFrom)),
    grayUntil: toMacaoMinute(get(FORM_KEYS.grayUntil)),
  };
}

/** How each field is stored (the same text the seed writes and the layout reads). */
function stored(field: keyof StoredForm, form: StoredForm): string {
  const value = form[field];
  if (field === 'frontendLang') return LANGUAGES.filter((l) => (value as Language[]).includes(l)).join('|');
  if (field === 'grayStyle') return value ? '1' : '0';
  if (field === 'grayFrom' || field === 'grayUntil') return fromMacaoMinute(value as string);
  return value as string;
}

function recordOf(form: StoredForm, changedAt: Date | null, now: Date): SiteSettingsRecord {
  const grayNow = grayStyleAt({ grayOn: form.grayStyle, grayFrom: instant(fromMacaoMinute(form.grayFrom) || null), grayUntil: instant(fromMacaoMinute(form.grayUntil) || null) }, now);
  return { id: SITE_SETTINGS, version: changedAt?.toISOString() ?? '', ...form, grayNow };
}

/** The settings as the back office shows them. */
export async function siteSettingsForStaff(db: Queryable, now: Date): Promise<SiteSettingsRecord> {
  return recordOf(formOf(await settingsOfGroup(db, SITE_SETTINGS)), await settingsGroupChangedAt(db, SITE_SETTINGS), now);
}

export interface SettingsChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Saves the settings a person changed, in `tx` (the caller's transaction, which also
 * writes the audit row). Refused (409) when the settings changed after the person
 * opened them: the message names the fields the other person changed. Writing a
 * setting moves the content revision (the table's trigger), so every instance's
 * pages follow at once.
 */
export async function saveSiteSettings(tx: Queryable, form: SiteSettingsForm, now: Date): Promise<{ record: SiteSettingsRecord; change: SettingsChange }> {
  const rows = await settingsOfGroupForSave(tx, SITE_SETTINGS);
  const current = formOf(rows);
  const changedAt = rows.reduce<Date | null>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), null);
  if ((changedAt?.toISOString() ?? '') !== form.version) {
    throw new AppError('conflict', { messageKey: 'site.settings.changedMeanwhile', messages: siteText });
  }
  const { version: _version, ...wanted } = form;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of Object.keys(FORM_KEYS) as (keyof StoredForm)[]) {
    if (stored(field, current) === stored(field, wanted) && rows.some((r) => r.ck === FORM_KEYS[field])) continue;
    await upsertSetting(tx, SITE_SETTINGS, FORM_KEYS[field], stored(field, wanted));
    before[field] = current[field];
    after[field] = wanted[field];
  }
  return { record: recordOf(wanted, Object.keys(after).length ? await settingsGroupChangedAt(tx, SITE_SETTINGS) : changedAt, now), change: { before, after } };
}
