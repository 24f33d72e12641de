/**
 * The history of a reviewed text, for every content type the back office writes (issue
 * 33: entries in publishing, menu pages in site): its versions, the side-by-side
 * difference of any two (field, before, after) and a restore, which makes a new version.
 * The feature gives the calls; the screen is the same.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { ScreenCard } from './ScreenCard.tsx';

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

export interface VersionRow {
  number: number;
  authorId: string | null;
  restoredFrom: number | null;
  createdAt: string;
}

/** A call's answer as the history screen needs it: the data, or the refusal's message. */
export type HistoryAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

export function ChangesTable({ changes }: { changes: Change[] }) {
  const translate = useTranslate();
  if (!changes.length) return <Typography>{translate('content.history.same')}</Typography>;
  const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">{translate('content.history.field')}</th>
            <th scope="col">{translate('content.history.before')}</th>
            <th scope="col">{translate('content.history.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row" style={{ textAlign: 'start', verticalAlign: 'top' }}>
                <code>{c.field}</code>
              </th>
              <td style={{ verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <del>{show(c.before)}</del>
              </td>
              <td style={{ verticalAlign: 'top', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <ins>{show(c.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'pt' ? 'pt-PT' : 'zh-Hant-MO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Macau' });

export interface VersionHistoryProps {
  title: string;
  /** Whether the person may restore (the feature's edit permission). */
  canEdit: boolean;
  versions: () => Promise<HistoryAnswer<{ data: VersionRow[] }>>;
  diff: (from: number, to: number) => Promise<HistoryAnswer<{ changes: Change[] }>>;
  /** Restores `from` over `newest`; answers the new version's number. */
  restore: (from: number, newest: number) => Promise<HistoryAnswer<number>>;
}

/** The versions, newest first, each with a restore button; two chosen versions compared side by side. */
export function VersionHistory({ title, canEdit, versions: loadVersions, diff, restore }: VersionHistoryProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [versions, setVersions] = useState<VersionRow[]>([]);
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(0);
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const load = useCallback(async () => {
    const answer = await loadVersions();
    if (!answer.ok) return setMessage({ severity: 'error', text: answer.message });
    setVersions(answer.data.data);
    setTo(answer.data.data[0]?.number ?? 0);
    setFrom(answer.data.data[1]?.number ?? answer.data.data[0]?.number ?? 0);
  }, [loadVersions]);
  useEffect(() => {
    void load();
  }, [load]);
  const newest = versions[0]?.number ?? 0;
  const choices = versions.map((v) => (
    <MenuItem key={v.number} value={v.number}>
      {translate('content.history.version', { version: v.number })}
    </MenuItem>
  ));
  return (
    <ScreenCard title={title}>
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}
      <ul>
        {versions.map((v) => (
          <li key={v.number}>
            {translate('content.history.version', { version: v.number })} · {dateFormat(locale).format(new Date(v.createdAt))}
            {v.restoredFrom !== null && ` · ${translate('content.history.restoredFrom', { version: v.restoredFrom })}`}
            {canEdit && v.number !== newest && (
              <Button
                size="small"
                sx={{ ml: 1 }}
                onClick={async () => {
                  const answer = await restore(v.number, newest);
                  setMessage(answer.ok ? { severity: 'success', text: translate('content.history.restored', { version: answer.data }) } : { severity: 'error', text: answer.message });
                  if (answer.ok) await load();
                }}
              >
                {translate('content.history.restore', { version: v.number })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <TextField select size="small" label={translate('content.history.from')} value={from || ''} onChange={(e) => setFrom(Number(e.target.value))}>
          {choices}
        </TextField>
        <TextField select size="small" label={translate('content.history.to')} value={to || ''} onChange={(e) => setTo(Number(e.target.value))}>
          {choices}
        </TextField>
        <Button
          variant="outlined"
          disabled={!from || !to}
          onClick={async () => {
            const answer = await diff(from, to);
            if (answer.ok) setChanges(answer.data.changes);
            else setMessage({ severity: 'error', text: answer.message });
          }}
        >
          {translate('content.history.compare')}
        </Button>
      </Box>
      {changes && <ChangesTable changes={changes} />}
    </ScreenCard>
  );
}
