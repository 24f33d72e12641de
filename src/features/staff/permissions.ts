/**
 * Roles and the one permission table of the staff side (issue 32). Every staff page
 * and call names one permission (`defineStaffEndpoint`, the screen registry); the
 * server refuses it to anyone whose roles are not listed here. The table is shown in
 * the feature README and the role tests are generated from it, so a call without a
 * permission, or a permission nobody holds, fails a test.
 *
 * Features add their rows here as their staff side lands (publishing, the data desk,
 * case work); the auditor reads everything that is a `.read` and changes nothing.
 */
export const STAFF_ROLES = [
  'administrator',
  'editor',
  'publisher',
  'data-officer',
  'shop-clerk',
  'complaints-officer',
  'applications-officer',
  'auditor',
] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;

/** Permission → the roles that hold it. `self.*` is what every signed-in person may do for their own account. */
export const PERMISSIONS = {
  /** The home screen: what waits for the person signed in. */
  'home.read': EVERYONE,
  /** Their own account: password, second factor, recovery codes, language, sessions. */
  'self.manage': EVERYONE,
  /** The staff OpenAPI document. */
  'api.docs': EVERYONE,
  'staff.read': ['administrator', 'auditor'],
  'staff.manage': ['administrator'],
  'audit.read': ['administrator', 'auditor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether someone holding `roles` may use `permission`. */
export function allows(roles: readonly string[], permission: Permission): boolean {
  const holders: readonly string[] = PERMISSIONS[permission];
  return roles.some((role) => holders.includes(role));
}

/** Every permission `roles` hold, for the screens to show what is allowed (the server checks again). */
export function permissionsOf(roles: readonly string[]): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => allows(roles, p));
}
