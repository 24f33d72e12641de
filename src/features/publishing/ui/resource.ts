/** The publishing feature's resources in the back office (its screens, permissions and text): the content items and the media library. */
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { CONTENT_PERMISSIONS } from '../permissions.ts';
import { EntryCreate, EntryEdit, EntryHistory, EntryList } from './staff-entries.tsx';
import { MediaCreate, MediaEdit, MediaList } from './staff-media.tsx';
import { CONTENT_TEXT } from './text.ts';
import { EDITOR_TEXT } from './editor-text.ts';
import { CHOICE_TEXT } from './choice-labels.ts';
import { LIST_TEXT } from './list-text.ts';

export const CONTENT_RESOURCES: readonly StaffResource[] = [
  {
    name: 'entries',
    desk: 'content',
    screens: { list: EntryList, create: EntryCreate, edit: EntryEdit },
    access: { list: CONTENT_PERMISSIONS['content.read'], edit: CONTENT_PERMISSIONS['content.read'], create: CONTENT_PERMISSIONS['content.edit'] },
    recordRepresentation: 'title',
    text: {
      'zh-hant': { ...CONTENT_TEXT['zh-hant'], ...CHOICE_TEXT['zh-hant'], ...LIST_TEXT['zh-hant'] },
      en: { ...CONTENT_TEXT.en, ...CHOICE_TEXT.en, ...LIST_TEXT.en },
      pt: { ...CONTENT_TEXT.pt, ...CHOICE_TEXT.pt, ...LIST_TEXT.pt },
    },
    routes: [{ path: '/entries/:id/history', element: EntryHistory, access: CONTENT_PERMISSIONS['content.read'] }],
  },
  {
    name: 'media',
    desk: 'content',
    screens: { list: MediaList, create: MediaCreate, edit: MediaEdit },
    access: { list: CONTENT_PERMISSIONS['content.read'], edit: CONTENT_PERMISSIONS['content.read'], create: CONTENT_PERMISSIONS['content.edit'] },
    recordRepresentation: 'title',
    text: EDITOR_TEXT,
  },
];
