/**
 * The media library's screens (decision 0030): the list with search, an
 * upload (the forms kit's checks on the server), and one file with its address, the
 * items that use it, renaming, replacement in place and deletion (refused while used).
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Datagrid, EditButton, FunctionField, List, SelectInput, TextField as RaTextField, TextInput, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';
import { allows } from '#src/features/staff/permissions.ts';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { CONTENT_PERMISSIONS } from '../permissions.ts';
import type { MediaRecord } from '../media/contract.ts';
import { MediaThumb } from './MediaThumb.tsx';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function MediaList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={[
        { id: 'image', name: translate('content.media.kind.image') },
        { id: 'document', name: translate('content.media.kind.document') },
      ]}
    />,
  ];
  return (
    <List sx={LIST_SX} filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField source="preview" sortable={false} render={(r: RaRecord) => <MediaThumb media={r as unknown as MediaRecord} />} />
        <RaTextField source="title" />
        <RaTextField source="name" sortable={false} />
        <FunctionField source="kind" sortable={false} render={(r: RaRecord) => translate(`content.media.kind.${String(r.kind)}`)} />
        <FunctionField source="size" sortable={false} render={(r: RaRecord) => `${size(Number(r.size))}${r.width ? ` · ${String(r.width)}×${String(r.height)}` : ''}`} />
        <StaffDateField source="updatedAt" />
        <EditButton />
      </Datagrid>
    </List>
  );
}

function errorText(err: unknown): string {
  if (err instanceof StaffApiError) return err.fields.length ? err.fields.map((f) => f.message).join(' ') : err.message;
  return err instanceof Error ? err.message : String(err);
}

/** A file input with its label, and the upload's own button. */
function FileChooser({ id, label, onFile }: { id: string; label: string; onFile: (file: File | null) => void }) {
  return (
    <Box sx={{ my: 2 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: '0.25rem' }}>
        {label}
      </label>
      <input id={id} type="file" accept=".png,.jpg,.jpeg,.gif,.bmp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.rtf,.zip,.rar" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
    </Box>
  );
}

export function MediaCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    if (!file) return setError(translate('content.media.noFile'));
    const form = new FormData();
    form.set('title', title);
    form.set('file', file);
    setBusy(true);
    try {
      const created = await staffApi<MediaRecord>('media/new', { body: form });
      navigate(`/media/${String(created.id)}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ScreenCard title={translate('content.media.upload')}>
      <Typography>{translate('content.media.rules')}</Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {error}
        </Alert>
      )}
      <FileChooser id="media-file" label={translate('content.media.file')} onFile={setFile} />
      <TextField id="media-title" label={translate('content.media.title')} value={title} onChange={(e) => setTitle(e.target.value)} fullWidth sx={{ mb: 2 }} />
      <Button variant="contained" disabled={busy} onClick={() => void upload()}>
        {translate('content.media.uploadButton')}
      </Button>
    </ScreenCard>
  );
}

/** One file: its address, where it is used, rename, replace in place, delete. */
export function MediaEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const canEdit = allows(permissions ?? [], CONTENT_PERMISSIONS['content.edit']);
  const [record, setRecord] = useState<MediaRecord | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [usedBy, setUsedBy] = useState<MediaRecord['usedBy']>(undefined);
  const load = useCallback(async () => {
    try {
      const data = await staffApi<MediaRecord>(`media/${id}`);
      setRecord(data);
      setTitle(data.title);
      setUsedBy(data.usedBy);
    } catch (err) {
      setMessage({ severity: 'error', text: errorText(err) });
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!record) return message ? <Alert severity="error">{message.text}</Alert> : null;
  const run = async (action: () => Promise<MediaRecord>, done: string) => {
    setMessage(null);
    try {
      const data = await action();
      setRecord(data);
      setTitle(data.title);
      setUsedBy(data.usedBy);
      setMessage({ severity: 'success', text: done });
    } catch (err) {
      const refusedUses = err instanceof StaffApiError ? (err.data as { usedBy?: MediaRecord['usedBy'] } | null)?.usedBy : undefined;
      if (refusedUses) setUsedBy(refusedUses);
      setMessage({ severity: 'error', text: errorText(err) });
    }
  };
  const replace = () => {
    if (!file) return setMessage({ severity: 'error', text: translate('content.media.noFile') });
    const form = new FormData();
    form.set('version', String(record.version));
    form.set('file', file);
    return run(() => staffApi<MediaRecord>(`media/${id}/replace`, { body: form }), translate('content.media.replaced'));
  };
  return (
    <ScreenCard title={record.title}>
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}
      {record.kind === 'image' && (
        <Box sx={{ mb: 2 }}>
          <MediaThumb media={record} max={240} alt={translate('content.media.previewOf', { title: record.title })} />
        </Box>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' } }}>
        <dt>{translate('content.media.address')}</dt>
        <dd>
          <code>{record.url}</code>
        </dd>
        <dt>{translate('content.media.fileName')}</dt>
        <dd>{record.name}</dd>
        <dt>{translate('content.media.details')}</dt>
        <dd>{`${translate(`content.media.kind.${record.kind}`)} · ${record.mime} · ${size(record.size)}${record.width ? ` · ${String(record.width)}×${String(record.height)}` : ''}`}</dd>
        <dt>{translate('content.media.versionLabel')}</dt>
        <dd>{record.version}</dd>
      </Box>
      <Box component="section" aria-labelledby="media-used-title" sx={{ my: 2 }}>
        <Typography component="h2" variant="h6" id="media-used-title">
          {translate('content.media.usedBy')}
        </Typography>
        {usedBy && usedBy.length ? (
          <ul>
            {usedBy.map((u) => (
              <li key={u.id}>
                <RouterLink to={`/entries/${String(u.id)}`}>{`${u.title} (${translate(`content.module.${u.module}`)}, #${String(u.id)})`}</RouterLink>
              </li>
            ))}
          </ul>
        ) : (
          <Typography>{translate('content.media.unused')}</Typography>
        )}
      </Box>
      {canEdit && (
        <>
          <Box component="section" aria-labelledby="media-rename-title" sx={{ my: 2 }}>
            <Typography component="h2" variant="h6" id="media-rename-title">
              {translate('content.media.rename')}
            </Typography>
            <TextField id="media-edit-title" label={translate('content.media.title')} value={title} onChange={(e) => setTitle(e.target.value)} fullWidth sx={{ my: 1 }} />
            <Button variant="outlined" onClick={() => void run(() => staffApi<MediaRecord>(`media/${id}`, { body: { version: record.version, title } }), translate('content.media.saved'))}>
              {translate('content.media.save')}
            </Button>
          </Box>
          <Box component="section" aria-labelledby="media-replace-title" sx={{ my: 2 }}>
            <Typography component="h2" variant="h6" id="media-replace-title">
              {translate('content.media.replace')}
            </Typography>
            <Typography>{translate('content.media.replaceHelp', { type: record.mime })}</Typography>
            <FileChooser id="media-replace-file" label={translate('content.media.replacementFile')} onFile={setFile} />
            <Button variant="contained" onClick={() => void replace()}>
              {translate('content.media.replaceButton')}
            </Button>
          </Box>
          <Box component="section" aria-labelledby="media-delete-title" sx={{ my: 2 }}>
            <Typography component="h2" variant="h6" id="media-delete-title">
              {translate('content.media.delete')}
            </Typography>
            <Button
              variant="outlined"
              color="error"
              onClick={async () => {
                setMessage(null);
                try {
                  await staffApi(`media/${id}/delete`, { body: { version: record.version } });
                  navigate('/media');
                } catch (err) {
                  const refusedUses = err instanceof StaffApiError ? (err.data as { usedBy?: MediaRecord['usedBy'] } | null)?.usedBy : undefined;
                  if (refusedUses) setUsedBy(refusedUses);
                  setMessage({ severity: 'error', text: errorText(err) });
                }
              }}
            >
              {translate('content.media.deleteButton')}
            </Button>
          </Box>
        </>
      )}
    </ScreenCard>
  );
}
