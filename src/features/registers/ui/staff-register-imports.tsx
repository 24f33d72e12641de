/**
 * The back office's monthly register: the imports with their status, the upload of
 * the month's file, and one import's difference preview (or its errors) with the
 * second person's confirmation or refusal.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  ShowButton,
  TextField,
  TopToolbar,
  useRedirect,
  useShowController,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { staffApi } from '#src/features/staff/ui/api.ts';
import { DataTable, Facts, ImportDecision, Section, TableFileUpload } from '#src/features/staff/ui/import-parts.tsx';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { REGISTER_IMPORT_STATUSES, type RegisterImportDetailData, type RegisterImportRowData } from '#src/features/registers/contract.ts';

const RESOURCE = 'register-imports';

function StatusField({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`registerImports.status.${String(record.status)}`)}</>;
}

function CountsField({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const counts = (record as unknown as RegisterImportRowData).counts;
  if (!counts) return <>{translate('registerImports.errorsCount', { smart_count: (record as unknown as RegisterImportRowData).errors })}</>;
  return <>{translate('registerImports.countsShort', counts)}</>;
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="registerImports.upload.action" />
    </TopToolbar>
  );
}

/** No import yet: what the screen is for, and the upload (react-admin's own empty page is too faint to read). */
function NoImports() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography sx={{ mb: 2 }}>{translate('registerImports.empty')}</Typography>
      <CreateButton variant="contained" label="registerImports.upload.action" />
    </Box>
  );
}

export function RegisterImportList() {
  const translate = useTranslate();
  const filters = [<SelectInput key="status" source="status" alwaysOn choices={REGISTER_IMPORT_STATUSES.map((s) => ({ id: s, name: translate(`registerImports.status.${s}`) }))} />];
  return (
    <List sx={LIST_SX} filters={filters} actions={<ListActions />} empty={<NoImports />} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <StaffDateField source="uploadedAt" sortable={false} />
        <TextField source="fileName" sortable={false} />
        <FunctionField source="status" sortable={false} render={(record: RaRecord) => <StatusField record={record} />} />
        <TextField source="updatedOn" sortable={false} emptyText="—" />
        <FunctionField source="counts" sortable={false} render={(record: RaRecord) => <CountsField record={record} />} />
        <TextField source="uploadedByEmail" sortable={false} />
        <TextField source="decidedByEmail" sortable={false} emptyText="—" />
        <ShowButton label="registerImports.open" />
      </Datagrid>
    </List>
  );
}

export function RegisterImportUpload() {
  const redirect = useRedirect();
  return (
    <TableFileUpload
      texts={{ title: 'registerImports.upload.title', intro: 'registerImports.upload.intro', file: 'registerImports.upload.file', hint: 'registerImports.upload.hint', choose: 'registerImports.upload.choose', submit: 'registerImports.upload.submit' }}
      fileId="register-file"
      fileName="registerFile"
      upload={async (file, content) => {
        const stored = await staffApi<RegisterImportRowData>(`${RESOURCE}/new`, { body: { fileName: file.name, content } });
        redirect('show', RESOURCE, stored.id);
      }}
    />
  );
}

export function RegisterImportShow() {
  const translate = useTranslate();
  const { record: found, refetch, isPending } = useShowController<RegisterImportDetailData & RaRecord>();
  if (isPending || !found) return null;
  // The list's row stands in for the record until the full one arrives: it has no rows of the preview yet.
  const partial = found as Partial<RegisterImportDetailData>;
  const record: RegisterImportDetailData = {
    ...found,
    byCategory: partial.byCategory ?? [],
    added: partial.added ?? [],
    changed: partial.changed ?? [],
    removed: partial.removed ?? [],
    issues: partial.issues ?? [],
    registerDate: partial.registerDate ?? null,
  };
  const category = (c: string) => `${c} ${translate(`registerImports.cat.${c}`)}`;
  // A column by its name in the person's language (the file's key after it, as the file's own heading may be in another language).
  const column = (key: string) => {
    const label = translate(`registerImports.column.${key}`, { _: key });
    return label === key || key === '-' || key === '--date' ? label : `${label} (${key})`;
  };
  const name = (r: { name: string; nameZh: string | null }) => (r.nameZh ? `${r.nameZh} ${r.name}` : r.name);
  const head = [translate('registerImports.col.licenceNo'), translate('registerImports.col.category'), translate('registerImports.col.name')];
  const facts: [string, string][] = [
    [translate('registerImports.field.status'), translate(`registerImports.status.${record.status}`)],
    [translate('registerImports.field.fileName'), record.fileName],
    [translate('registerImports.field.uploaded'), `${record.uploadedByEmail}, ${new Date(record.uploadedAt).toLocaleString('en-GB', { timeZone: 'Asia/Macau' })}`],
    [translate('registerImports.field.updatedOn'), record.updatedOn ?? '—'],
    [translate('registerImports.field.registerDate'), record.registerDate ?? '—'],
  ];
  if (record.decidedByEmail) facts.push([translate('registerImports.field.decided'), `${record.decidedByEmail}, ${record.decidedAt ? new Date(record.decidedAt).toLocaleString('en-GB', { timeZone: 'Asia/Macau' }) : ''}`]);
  if (record.note) facts.push([translate('registerImports.field.note'), record.note]);
  return (
    <ScreenCard title={translate('registerImports.show.title', { file: record.fileName })}>
      <Facts facts={facts} />
      <Typography sx={{ mt: 1 }}>
        <a href={`/api/staff/register-imports/${encodeURIComponent(record.id)}/file`} download>
          {translate('registerImports.download', { file: record.fileName })}
        </a>
      </Typography>
      {record.status === 'invalid' ? (
        <Section title={translate('registerImports.errors.title', { smart_count: record.issues.length })}>
          <Typography sx={{ mb: 1 }}>{translate('registerImports.errors.intro')}</Typography>
          <DataTable
            caption={translate('registerImports.errors.caption')}
            head={[translate('registerImports.col.line'), translate('registerImports.col.column'), translate('registerImports.col.problem')]}
            rows={record.issues.map((i) => [i.line, column(i.column), i.message])}
          />
        </Section>
      ) : (
        <>
          <Section title={translate('registerImports.diff.title')}>
            <Typography sx={{ mb: 1 }}>{translate('registerImports.diff.summary', record.counts ?? { added: 0, changed: 0, removed: 0, unchanged: 0 })}</Typography>
            <DataTable
              caption={translate('registerImports.diff.byCategory')}
              head={[translate('registerImports.col.category'), translate('registerImports.col.added'), translate('registerImports.col.changed'), translate('registerImports.col.removed')]}
              rows={record.byCategory.map((c) => [category(c.category), c.added, c.changed, c.removed])}
            />
          </Section>
          <Section title={translate('registerImports.diff.added', { smart_count: record.counts?.added ?? 0 })}>
            <DataTable caption={translate('registerImports.diff.addedCaption')} head={head} rows={record.added.map((r) => [r.licenceNo, category(r.category), name(r)])} />
          </Section>
          <Section title={translate('registerImports.diff.changed', { smart_count: record.counts?.changed ?? 0 })}>
            <DataTable
              caption={translate('registerImports.diff.changedCaption')}
              head={[...head, translate('registerImports.col.fields')]}
              rows={record.changed.map((r) => [r.licenceNo, category(r.category), name(r), (r.fields ?? []).map((f) => translate(`registerImports.column.${f}`, { _: f })).join(', ')])}
            />
          </Section>
          <Section title={translate('registerImports.diff.removed', { smart_count: record.counts?.removed ?? 0 })}>
            <DataTable caption={translate('registerImports.diff.removedCaption')} head={head} rows={record.removed.map((r) => [r.licenceNo, category(r.category), name(r)])} />
          </Section>
        </>
      )}
      <ImportDecision
        record={record}
        resource={RESOURCE}
        approve="confirm"
        prefix="registerImports"
        approvedNotice="registerImports.confirmed"
        args={{ date: record.updatedOn ?? '', ...(record.counts ?? {}) }}
        onDone={() => void refetch()}
      />
    </ScreenCard>
  );
}
