/** The registers' part of the back office: the monthly imports resource, its permissions and its text in zh-hant, en and pt. */
import { REGISTERS_PERMISSIONS } from '#src/features/registers/permissions.ts';
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { RegisterImportList, RegisterImportShow, RegisterImportUpload } from './staff-register-imports.tsx';
import { REGISTER_IMPORTS_TEXT } from './staff-text.ts';


export const REGISTER_RESOURCES: readonly StaffResource[] = [
  {
    name: 'register-imports',
    desk: 'registers',
    screens: { list: RegisterImportList, show: RegisterImportShow, create: RegisterImportUpload },
    access: { list: REGISTERS_PERMISSIONS['registers.read'], show: REGISTERS_PERMISSIONS['registers.read'], create: REGISTERS_PERMISSIONS['registers.import'] },
    recordRepresentation: 'fileName',
    text: REGISTER_IMPORTS_TEXT,
  },
];
