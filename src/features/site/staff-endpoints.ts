/**
 * The site settings in the back office (issue 33): read by editors, publishers and
 * auditors, changed by publishers and administrators; every change in the audit log
 * with what it was and what it became. Route files under /api/staff/site-settings
 * re-export these.
 */
import { z } from 'zod';
import { messageSources } from '#src/i18n/catalogue.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { auditChanges } from '#src/features/staff/audit.ts';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { siteSettingsForm, siteSettingsRecord } from './contract.ts';
import { siteText } from './messages.ts';
import { SITE_PERMISSIONS } from './permissions.ts';
import { SITE_SETTINGS, saveSiteSettings, siteSettingsForStaff } from './settings.ts';

const messages = messageSources(staffMessages, siteText);
/** The settings are one record, `website` (SPEC §3: the group the public site reads). */
const settingsId = z.object({ id: z.literal(SITE_SETTINGS, { error: 'validation.format' }) });

export const siteSettingsListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/site-settings',
  summary: 'The site settings as a list of one record (the back office’s list screen)',
  access: SITE_PERMISSIONS['site.settings.read'],
  messages,
  response: z.object({ data: z.array(siteSettingsRecord), total: z.number() }),
  handler: async ({ call }) => ({ data: [await siteSettingsForStaff(call.db, call.now)], total: 1 }),
});

export const siteSettingsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/site-settings/{id}',
  summary: 'The site settings: contact details, languages, analytics key, the gray mourning style and its window (Macao time)',
  access: SITE_PERMISSIONS['site.settings.read'],
  messages,
  params: z.object({ id: z.string().max(40) }),
  response: siteSettingsRecord,
  handler: async ({ call, params }) => {
    if (params.id !== SITE_SETTINGS) throw new NotFoundError();
    return siteSettingsForStaff(call.db, call.now);
  },
});

export const siteSettingsSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/site-settings/{id}',
  summary: 'Save the site settings; refused (409) when someone saved them after the version sent. Every page follows at once.',
  access: SITE_PERMISSIONS['site.settings.manage'],
  messages,
  params: settingsId,
  body: siteSettingsForm,
  response: siteSettingsRecord,
  handler: async ({ call, body, audit }) =>
    call.db.transaction(async (tx) => {
      const { record, change } = await saveSiteSettings(tx, body, call.now);
      if (Object.keys(change.after).length) await audit({ entity: 'site-settings', entityId: SITE_SETTINGS, action: 'update', changes: auditChanges(change.before, change.after) }, tx);
      return record;
    }),
});
