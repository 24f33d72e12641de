/** The publishing feature's resource in the back office (its screens, permissions and text). */
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { CONTENT_PERMISSIONS } from '../permissions.ts';
import { EntryCreate, EntryEdit, EntryHistory, EntryList } from './staff-entries.tsx';
import { CONTENT_TEXT } from './text.ts';

export const CONTENT_RESOURCES: readonly StaffResource[] = [
  {
    name: 'entries',
    screens: { list: EntryList, create: EntryCreate, edit: EntryEdit },
    access: { list: CONTENT_PERMISSIONS['content.read'], edit: CONTENT_PERMISSIONS['content.read'], create: CONTENT_PERMISSIONS['content.edit'] },
    recordRepresentation: 'title',
    text: CONTENT_TEXT,
    routes: [{ path: '/entries/:id/history', element: EntryHistory, access: CONTENT_PERMISSIONS['content.read'] }],
  },
];
