/**
 * The back office's resources with their screens; StaffApp renders one react-admin
 * `<Resource>` for each. `screens.test.ts` holds every screen here to a permission of
 * the registry (screens.ts) and of the permission table.
 */
import type { ComponentType } from 'react';
import { AccountEdit, AccountList } from './accounts.tsx';
import { AuditList } from './audit.tsx';
import { InvitationCreate, InvitationList } from './invitations.tsx';
import type { ScreenAction } from './screens.ts';

export interface StaffResource {
  name: string;
  screens: Partial<Record<Exclude<ScreenAction, 'delete'>, ComponentType>>;
  recordRepresentation?: string;
}

export const STAFF_RESOURCES: readonly StaffResource[] = [
  { name: 'accounts', screens: { list: AccountList, edit: AccountEdit }, recordRepresentation: 'name' },
  { name: 'invitations', screens: { list: InvitationList, create: InvitationCreate } },
  { name: 'audit', screens: { list: AuditList } },
];
