/** The audit log: newest first, filtered by person, entity, action and dates; read only for everyone. */
import { AutocompleteInput, Datagrid, DateInput, FunctionField, List, ReferenceInput, TextField, TextInput, type RaRecord } from 'react-admin';
import { LIST_SX, StaffDateField } from './list-parts.tsx';

const filters = [
  <ReferenceInput key="actorId" source="actorId" reference="accounts" alwaysOn>
    <AutocompleteInput optionText="name" label="resources.audit.fields.actorEmail" />
  </ReferenceInput>,
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <DateInput key="from" source="from" label="staff.audit.from" />,
  <DateInput key="to" source="to" label="staff.audit.to" />,
];

function Changes({ record }: { record: RaRecord }) {
  const changes = record.changes as Record<string, { before?: unknown; after?: unknown }> | null;
  if (!changes) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
      {Object.entries(changes).map(([field, change]) => (
        <li key={field}>
          <code>{field}</code>: {change.before === undefined ? '' : `${JSON.stringify(change.before)} → `}
          {JSON.stringify(change.after ?? null)}
        </li>
      ))}
    </ul>
  );
}

export function AuditList() {
  return (
    <List sx={LIST_SX} filters={filters} perPage={50} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <StaffDateField source="at" />
        <TextField source="actorEmail" />
        <TextField source="clientAddress" />
        <TextField source="entity" />
        <TextField source="entityId" />
        <TextField source="action" />
        <FunctionField source="changes" sortable={false} render={(record: RaRecord) => <Changes record={record} />} />
      </Datagrid>
    </List>
  );
}
