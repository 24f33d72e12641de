/** Staff accounts (administrators change, auditors read): roles, second factor, disabling. */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { STAFF_ROLES } from '#src/features/staff/contract.ts';
import { LIST_SX, StaffDateField } from './list-parts.tsx';

export function RolesField({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{(record.roles as string[]).map((r) => translate(`staff.role.${r}`)).join(', ')}</>;
}

export function useRoleChoices() {
  const translate = useTranslate();
  return STAFF_ROLES.map((role) => ({ id: role, name: translate(`staff.role.${role}`) }));
}

export function AccountList() {
  return (
    <List sx={LIST_SX} sort={{ field: 'name', order: 'ASC' }} pagination={false} perPage={500}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField source="roles" sortable={false} render={(record: RaRecord) => <RolesField record={record} />} />
        <BooleanField source="secondFactor" />
        <BooleanField source="disabled" />
        <StaffDateField source="createdAt" />
      </Datagrid>
    </List>
  );
}

// The same rule as the server's (contract.ts accountChange): at least one role.
const accountEdit = z.object({ roles: z.array(z.enum(STAFF_ROLES)).min(1, { error: 'validation.required' }), disabled: z.boolean() });

export function AccountEdit() {
  const translate = useTranslate();
  const choices = useRoleChoices();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={zodResolver(accountEdit) as never}>
        <TextInput source="name" disabled />
        <TextInput source="email" disabled />
        <CheckboxGroupInput source="roles" choices={choices} row={false} />
        <BooleanInput source="disabled" helperText={translate('staff.accounts.disabledNote')} />
      </SimpleForm>
    </Edit>
  );
}
