/** Staff accounts (administrators change, auditors read): roles, second factor, disabling. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  BooleanField,
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  BooleanInput,
  CheckboxGroupInput,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { STAFF_ROLES } from '#src/features/staff/contract.ts';
import { staffApi } from './api.ts';
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
    <List sx={LIST_SX} sort={{ field: 'name', order: 'ASC' }} pagination={false} perPage={500} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField source="roles" sortable={false} render={(record: RaRecord) => <RolesField record={record} />} />
        <BooleanField source="secondFactor" />
        <BooleanField source="disabled" />
        <StaffDateField source="createdAt" />
        {/* A link per row: a click on the row opens it too, but only a link opens it by keyboard. */}
        <EditButton />
      </Datagrid>
    </List>
  );
}

// The same rule as the server's (contract.ts accountChange): at least one role.
const accountEdit = z.object({ roles: z.array(z.enum(STAFF_ROLES)).min(1, { error: 'validation.required' }), disabled: z.boolean() });

/** Removes a person's second factor, after a confirmation (a lost phone and no recovery code). */
function ResetSecondFactor() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record?.secondFactor) return null;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {translate('staff.accounts.resetSecondFactor')}
      </Button>
      <Confirm
        isOpen={open}
        title={translate('staff.accounts.resetSecondFactorTitle', { name: String(record.name) })}
        content={translate('staff.accounts.resetSecondFactorText')}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setOpen(false);
          await staffApi(`accounts/${encodeURIComponent(String(record.id))}/second-factor-reset`, { body: {} });
          notify('staff.accounts.resetSecondFactorDone', { type: 'success' });
          refresh();
        }}
      />
    </>
  );
}

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
        <ResetSecondFactor />
      </SimpleForm>
    </Edit>
  );
}
