/** The bonds' part of the back office: bond records (ISIN information), investment funds and the files imported, with their permissions and text in zh-hant, en and pt. */
import { BONDS_PERMISSIONS } from '#src/features/bonds/permissions.ts';
import type { StaffResource } from '#src/features/staff/ui/screens.ts';
import { BondImportCreate, BondImportList, BondRecordCreate, BondRecordEdit, BondRecordList, FundCreate, FundEdit, FundList } from './staff-bonds.tsx';
import { BOND_DESK_TEXT } from './staff-text.ts';

const read = BONDS_PERMISSIONS['bonds.read'];
const manage = BONDS_PERMISSIONS['bonds.manage'];

export const BOND_RESOURCES: readonly StaffResource[] = [
  {
    name: 'bond-records',
    desk: 'registers',
    screens: { list: BondRecordList, edit: BondRecordEdit, create: BondRecordCreate },
    access: { list: read, edit: manage, create: manage, delete: manage },
    recordRepresentation: 'isin',
    text: BOND_DESK_TEXT,
  },
  {
    name: 'investment-funds',
    desk: 'registers',
    screens: { list: FundList, edit: FundEdit, create: FundCreate },
    access: { list: read, edit: manage, create: manage, delete: manage },
    recordRepresentation: 'authorizationDate',
  },
  {
    name: 'bond-imports',
    desk: 'registers',
    screens: { list: BondImportList, create: BondImportCreate },
    access: { list: read, create: manage },
    recordRepresentation: 'fileName',
  },
];
