/**
 * Roles and the one permission table of the staff side (issue 32). Every staff page
 * and call names one permission (`defineStaffEndpoint`, the screen registry); the
 * server refuses it to anyone whose roles are not listed here. The table is shown in
 * the feature README and the role tests are generated from it, so a call without a
 * permission, or a permission nobody holds, fails a test.
 *
 * Features declare their own rows in their own `permissions.ts` (`definePermissions`
 * below); the auditor holds everything that is a `.read` and changes nothing.
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

const EVERYONE = STAFF_ROLES;

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

/**
 * One permission as calls and screens name it: its name (in the audit log of a refusal)
 * and the roles that hold it. A feature declares its own in its `permissions.ts` with
 * `definePermissions`; a staff call names one as its `access`, a screen as what it
 * needs. The value carries its roles, so the shell checks a feature's permission
 * without importing the feature.
 */
export interface PermissionDef<N extends string = string> {
  readonly name: N;
  readonly roles: readonly StaffRole[];
}

/** A feature's rows of the permission table, each held by at least one role. */
export function definePermissions<const T extends Record<string, readonly [StaffRole, ...StaffRole[]]>>(rows: T): { readonly [K in keyof T & string]: PermissionDef<K> } {
  return Object.fromEntries(Object.entries(rows).map(([name, roles]) => [name, Object.freeze({ name, roles })])) as unknown as { readonly [K in keyof T & string]: PermissionDef<K> };
}

/** The shell's permissions as calls and screens name them. */
export const STAFF_PERMISSIONS = definePermissions(PERMISSIONS);

/** Whether someone holding `roles` may use `permission`. */
export function allows(roles: readonly string[], permission: PermissionDef): boolean {
  return roles.some((role) => (permission.roles as readonly string[]).includes(role));
}
