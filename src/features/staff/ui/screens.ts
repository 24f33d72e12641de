/**
 * The screen registry of the back office: each resource (its screens, what each needs,
 * its text and, where its calls differ from the staff API's REST shape, its own
 * calls) and each page of the shell with its permission. The shell declares its own
 * (resources.tsx); each feature declares its screens in its folder, and
 * src/features/back-office.tsx hands them all to the application. The menu and the
 * routes follow the permissions (`canAccess`); the server checks the same permission
 * on every call behind a screen, which is what protects the data.
 */
import type { ComponentType } from 'react';
import type { DataProvider } from 'ra-core';
import type { StaffMe } from '#src/features/staff/contract.ts';
import { allows, STAFF_PERMISSIONS, type PermissionDef } from '#src/features/staff/permissions.ts';

export type ScreenAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** A screen's text in the three staff languages: flat polyglot keys, and `resources.<name>` for react-admin's labels. */
export type ScreenText = Record<'zh-hant' | 'en' | 'pt', Record<string, unknown>>;

/**
 * The desks the menu groups the screens by, in the menu's order (each under its
 * heading, `staff.desk.<desk>` in text.ts).
 */
export const STAFF_DESKS = ['content', 'rates-data', 'registers', 'cases', 'shop', 'administration'] as const;
export type StaffDesk = (typeof STAFF_DESKS)[number];

export interface StaffResource {
  /** The resource's name: its path under /staff and, by default, under /api/staff. */
  name: string;
  /** The desk whose heading it is listed under in the menu. */
  desk: StaffDesk;
  screens: Partial<Record<Exclude<ScreenAction, 'delete'>, ComponentType>>;
  /** What each action needs; an action not listed is closed to everyone. */
  access: Partial<Record<ScreenAction, PermissionDef>>;
  recordRepresentation?: string;
  /** Its calls, where they differ from the REST shape the default data provider speaks (providers.ts). */
  data?: Partial<DataProvider>;
  text?: ScreenText;
  /** Another page of the resource (a custom route under /staff), with what it needs. */
  routes?: { path: string; element: ComponentType; access: PermissionDef }[];
}

/** Pages of the shell (custom routes) and the permission each needs. */
export const PAGE_SCREENS: Readonly<Record<string, PermissionDef>> = {
  '/': STAFF_PERMISSIONS['home.read'],
  '/me': STAFF_PERMISSIONS['self.manage'],
};

/** Whether the person may open a resource's screen: their roles hold its permission, and the second factor is set up. */
export function canAccessScreen(me: Pick<StaffMe, 'roles' | 'secondFactor'> | undefined, resources: readonly StaffResource[], resource: string, action: string): boolean {
  if (!me?.secondFactor) return false;
  const needed = resources.find((r) => r.name === resource)?.access[action as ScreenAction];
  return needed !== undefined && allows(me.roles, needed);
}
