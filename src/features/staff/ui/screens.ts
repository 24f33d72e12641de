/**
 * The screen registry of the back office: each screen (a react-admin resource and
 * its actions, or a page of the shell) with the permission it needs. The menu and
 * the routes follow it (`canAccess`); the server checks the same permissions on
 * every call behind the screen, which is what protects the data. A test holds every
 * entry to the permission table. Features add their screens here as they land.
 */
import type { Permission } from '#src/features/staff/contract.ts';

export type ScreenAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

export const RESOURCE_SCREENS: Readonly<Record<string, Partial<Record<ScreenAction, Permission>>>> = {
  accounts: { list: 'staff.read', edit: 'staff.manage' },
  invitations: { list: 'staff.read', create: 'staff.manage' },
  audit: { list: 'audit.read' },
};

/** Pages of the shell (custom routes) and the permission each needs. */
export const PAGE_SCREENS: Readonly<Record<string, Permission>> = {
  '/': 'home.read',
  '/me': 'self.manage',
};

export function canAccessScreen(permissions: readonly string[], resource: string, action: string): boolean {
  const needed = RESOURCE_SCREENS[resource]?.[action as ScreenAction];
  return needed !== undefined && permissions.includes(needed);
}
