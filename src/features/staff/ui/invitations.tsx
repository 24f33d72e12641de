/** Invitations: those pending, and a new one (address, name, roles, language). */
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxGroupInput, Create, Datagrid, FunctionField, List, SelectInput, SimpleForm, TextField, TextInput, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { invitationForm } from '#src/features/staff/contract.ts';
import { RolesField, useRoleChoices } from './accounts.tsx';
import { STAFF_LOCALES_SHOWN } from './providers.ts';
import { LIST_SX, StaffDateField } from './list-parts.tsx';

export function InvitationList() {
  return (
    <List sx={LIST_SX} pagination={false} perPage={500} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" />
        <TextField source="name" />
        <FunctionField source="roles" sortable={false} render={(record: RaRecord) => <RolesField record={record} />} />
        <StaffDateField source="createdAt" />
        <StaffDateField source="expiresAt" />
      </Datagrid>
    </List>
  );
}

export function InvitationCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const choices = useRoleChoices();
  return (
    <Create
      title={translate('staff.invitations.invite')}
      redirect="list"
      mutationOptions={{ onSuccess: (data: RaRecord) => notify('staff.invitations.sent', { type: 'success', messageArgs: { email: String(data.email ?? '') } }) }}
    >
      <SimpleForm resolver={zodResolver(invitationForm) as never} defaultValues={{ locale: 'zh-hant', roles: [] }}>
        <TextInput source="email" type="email" autoComplete="off" isRequired />
        <TextInput source="name" isRequired />
        <CheckboxGroupInput source="roles" choices={choices} row={false} isRequired />
        <SelectInput source="locale" choices={STAFF_LOCALES_SHOWN.map((l) => ({ id: l.locale, name: l.name }))} />
      </SimpleForm>
    </Create>
  );
}
