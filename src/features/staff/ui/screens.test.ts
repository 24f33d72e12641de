/** Every back office screen needs a permission held by some role: a screen added without one fails here. */
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_RESOURCES } from '#src/features/back-office.tsx';
import { STAFF_ROLES } from '#src/features/staff/permissions.ts';
import { PAGE_SCREENS, canAccessScreen } from './screens.ts';

describe('the screen registry', () => {
  it('declares a permission held by some role for every screen of every resource, and no resource twice', () => {
    for (const { name, screens, access } of BACK_OFFICE_RESOURCES) {
      for (const action of Object.keys(screens)) {
        const permission = access[action as keyof typeof access];
        expect(permission?.roles.length, `${name} ${action}`).toBeGreaterThan(0);
      }
    }
    for (const permission of Object.values(PAGE_SCREENS)) expect(permission.roles.length).toBeGreaterThan(0);
    const names = BACK_OFFICE_RESOURCES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('opens a screen to exactly the roles its permission names, and nothing before the second factor', () => {
    for (const role of STAFF_ROLES) {
      const me = { roles: [role], secondFactor: true };
      expect(canAccessScreen(me, BACK_OFFICE_RESOURCES, 'accounts', 'edit'), role).toBe(role === 'administrator');
      expect(canAccessScreen(me, BACK_OFFICE_RESOURCES, 'audit', 'list'), role).toBe(role === 'administrator' || role === 'auditor');
      // An action no screen declares is closed to everyone.
      expect(canAccessScreen(me, BACK_OFFICE_RESOURCES, 'audit', 'delete'), role).toBe(false);
      expect(canAccessScreen({ roles: [role], secondFactor: false }, BACK_OFFICE_RESOURCES, 'audit', 'list'), role).toBe(false);
    }
  });
});
