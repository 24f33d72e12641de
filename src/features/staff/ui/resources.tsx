/**
 * The shell's own resources with their screens (features declare theirs in their
 * folders; src/features/back-office.tsx puts them together). `screens.test.ts` holds
 * every screen of every resource to a permission.
 */
import type { DataProvider } from 'ra-core';
import { STAFF_PERMISSIONS } from '#src/features/staff/permissions.ts';
import { AccountEdit, AccountList } from './accounts.tsx';
import { staffApi, StaffApiError } from './api.ts';
import { AuditList } from './audit.tsx';
import { InvitationCreate, InvitationList } from './invitations.tsx';
import type { StaffResource } from './screens.ts';

interface Page {
  data: Record<string, unknown>[];
  total: number;
}

/** Accounts and invitations come whole (an authority has a few hundred staff at most), paged here. */
function wholeList(resource: string, withId: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row): Partial<DataProvider> {
  const all = async () => (await staffApi<Page>(resource)).data.map(withId);
  return {
    getList: async (_resource, params) => {
      const { page = 1, perPage = 50 } = params.pagination ?? {};
      const rows = await all();
      return { data: rows.slice((page - 1) * perPage, page * perPage) as never[], total: rows.length };
    },
    getOne: async (_resource, params) => {
      const row = (await all()).find((r) => String(r.id) === String(params.id));
      if (!row) throw new StaffApiError('Not found', 404, []);
      return { data: row as never };
    },
    getMany: async (_resource, params) => ({ data: (await all()).filter((r) => params.ids.map(String).includes(String(r.id))) as never[] }),
  };
}

export const SHELL_RESOURCES: readonly StaffResource[] = [
  {
    name: 'accounts',
    desk: 'administration',
    screens: { list: AccountList, edit: AccountEdit },
    access: { list: STAFF_PERMISSIONS['staff.read'], edit: STAFF_PERMISSIONS['staff.manage'] },
    recordRepresentation: 'name',
    data: {
      ...wholeList('accounts'),
      // Only what the screen changes: roles and the disabled flag.
      update: async (_resource, params) => {
        const { roles, disabled } = params.data as { roles?: string[]; disabled?: boolean };
        return { data: (await staffApi<Record<string, unknown>>(`accounts/${encodeURIComponent(String(params.id))}`, { body: { roles, disabled } })) as never };
      },
    },
  },
  {
    name: 'invitations',
    desk: 'administration',
    screens: { list: InvitationList, create: InvitationCreate },
    access: { list: STAFF_PERMISSIONS['staff.read'], create: STAFF_PERMISSIONS['staff.manage'] },
    // Invitations have no id of their own: the address they went to stands for one.
    data: {
      ...wholeList('invitations', (row) => ({ ...row, id: row.email })),
      create: async (_resource, params) => {
        await staffApi('invitations/new', { body: params.data });
        return { data: { ...(params.data as object), id: (params.data as { email?: string }).email } as never };
      },
    },
  },
  { name: 'audit', desk: 'administration', screens: { list: AuditList }, access: { list: STAFF_PERMISSIONS['audit.read'] } },
];
