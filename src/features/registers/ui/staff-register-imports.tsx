/**
 * The back office's monthly register: the imports with their status, the upload of
 * the month's file, and one import's difference preview (or its errors) with the
 * second person's confirmation or refusal.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Confirm,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  ShowButton,
  TextField,
  TopToolbar,
  useCanAccess,
  useNotify,
  useRedirect,
  useShowController,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { ErrorSummary } from '#src/features/staff/ui/ErrorSummary.tsx';
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

/** The file's bytes in base64 (the staff API speaks JSON). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

export function RegisterImportUpload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [errors, setErrors] = useState<{ fieldId?: string; message: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('registerFile') as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!file) {
      setErrors([{ fieldId: 'register-file', message: 'registerImports.upload.choose' }]);
      return;
    }
    setBusy(true);
    try {
      const stored = await staffApi<RegisterImportRowData>(`${RESOURCE}/new`, { body: { fileName: file.name, content: await readBase64(file) } });
      redirect('show', RESOURCE, stored.id);
    } catch (error) {
      const fields = error instanceof StaffApiError ? error.fields.map((f) => ({ fieldId: 'register-file', message: f.message })) : [];
      setErrors(fields.length ? fields : [{ message: error instanceof Error ? error.message : String(error) }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ScreenCard title={translate('registerImports.upload.title')}>
      <ErrorSummary items={errors} />
      <Typography sx={{ mb: 2 }}>{translate('registerImports.upload.intro')}</Typography>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: '40rem' }}>
          <label htmlFor="register-file">{translate('registerImports.upload.file')}</label>
          <input
            id="register-file"
            name="registerFile"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="register-file-hint"
            aria-invalid={errors.length > 0}
            style={{ maxWidth: '100%' }}
          />
          <Typography id="register-file-hint" variant="body2" color="text.secondary">
            {translate('registerImports.upload.hint')}
          </Typography>
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('registerImports.upload.submit')}
            </Button>
          </Box>
        </Box>
      </form>
    </ScreenCard>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A table that scrolls in its own box at narrow widths, named by its caption. */
function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 0.5rem' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h} component="th" scope="col">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${String(row[0])}-${String(i)}`}>
              {row.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Decision({ record, onDone }: { record: RegisterImportDetailData; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (record.status !== 'pending' || !canAccess) return null;
  const act = async (action: 'confirm' | 'refuse') => {
    setError('');
    setBusy(true);
    try {
      await staffApi(`${RESOURCE}/${encodeURIComponent(record.id)}/${action}`, { body: action === 'refuse' ? { note } : {} });
      notify(action === 'confirm' ? 'registerImports.confirmed' : 'registerImports.refused', { type: 'success' });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={translate('registerImports.decision.title')}>
      {busy && (
        <Typography role="status" sx={{ mb: 2 }}>
          {translate('registerImports.decision.working')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {record.mine ? (
        <Typography>{translate('registerImports.decision.mine')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{translate('registerImports.decision.intro', { date: record.updatedOn ?? '' })}</Typography>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
            {translate('registerImports.decision.confirm')}
          </Button>
          <Confirm
            isOpen={confirming}
            title={translate('registerImports.decision.confirmTitle')}
            content={translate('registerImports.decision.confirmText', { date: record.updatedOn ?? '', ...(record.counts ?? {}) })}
            confirm={translate('registerImports.decision.confirm')}
            onConfirm={async () => {
              setConfirming(false);
              await act('confirm');
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1, maxWidth: '40rem' }}>
        <MuiTextField id="refusal-note" label={translate('registerImports.decision.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} />
        <Box>
          <Button variant="outlined" color="error" onClick={() => void act('refuse')} disabled={busy}>
            {translate(record.mine ? 'registerImports.decision.withdraw' : 'registerImports.decision.refuse')}
          </Button>
        </Box>
      </Box>
    </Section>
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
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.25rem 1rem', m: 0 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
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
      <Decision record={record} onDone={() => void refetch()} />
    </ScreenCard>
  );
}
