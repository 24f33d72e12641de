/** Every back office screen needs a permission of the table: a screen added without one fails here. */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, STAFF_ROLES, allows } from '#src/features/staff/permissions.ts';
import { STAFF_RESOURCES } from './resources.tsx';
import { PAGE_SCREENS, RESOURCE_SCREENS, canAccessScreen } from './screens.ts';

describe('the screen registry', () => {
  it('declares a permission of the table for every screen of every resource', () => {
    for (const { name, screens } of STAFF_RESOURCES) {
      for (const action of Object.keys(screens)) {
        const permission = RESOURCE_SCREENS[name]?.[action as keyof (typeof RESOURCE_SCREENS)[string]];
        expect(permission, `${name} ${action}`).toBeDefined();
        expect(Object.keys(PERMISSIONS), `${name} ${action}`).toContain(permission);
      }
    }
    for (const permission of Object.values(PAGE_SCREENS)) expect(Object.keys(PERMISSIONS)).toContain(permission);
  });

  it('opens a screen to exactly the roles the table gives its permission', () => {
    for (const role of STAFF_ROLES) {
      const held = Object.keys(PERMISSIONS).filter((p) => allows([role], p as keyof typeof PERMISSIONS));
      expect(canAccessScreen(held, 'accounts', 'edit'), role).toBe(role === 'administrator');
      expect(canAccessScreen(held, 'audit', 'list'), role).toBe(role === 'administrator' || role === 'auditor');
      // An action no screen declares is closed to everyone.
      expect(canAccessScreen(held, 'audit', 'delete'), role).toBe(false);
    }
  });
});
