/**
 * The pieces every desk's file import screen is made of (registers, bonds, statistics):
 * the upload form of a CSV or XLSX file with its error summary, the facts of one import,
 * sections and tables of its preview, and the second person's decision on it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { Confirm, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { staffApi, StaffApiError } from './api.ts';
import { ErrorSummary, type SummaryItem } from './ErrorSummary.tsx';
import { ScreenCard } from './ScreenCard.tsx';

/** What the file inputs of the imports take: the formats `src/server/text/table-file.ts` reads. */
export const TABLE_FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's bytes in base64 (the staff API speaks JSON). */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** A refused upload's errors, each linked to the file input; a message about the whole call otherwise. */
export function uploadErrors(error: unknown, fileId: string): SummaryItem[] {
  const fields = error instanceof StaffApiError ? error.fields.map((f) => ({ fieldId: fileId, message: f.message })) : [];
  return fields.length ? fields : [{ message: error instanceof Error ? error.message : String(error) }];
}

export interface TableFileUploadProps {
  /** Translation keys: `title`, `intro`, `file`, `hint`, `choose`, `submit`, and `working` (said while it runs). */
  texts: { title: string; intro: string; file: string; hint: string; choose: string; submit: string; working?: string };
  /** Arguments of the hint's text (e.g. the columns expected). */
  hintArgs?: Record<string, unknown>;
  /** The file input's id (the error summary links to it) and form name. */
  fileId: string;
  fileName: string;
  /** Sends the file; a thrown error is shown in the summary. */
  upload: (file: File, content: string) => Promise<void>;
  errorsOf?: (error: unknown, fileId: string) => SummaryItem[];
  /** Fields shown before the file input. */
  children?: ReactNode;
}

/** The upload of one table file: a choice of file, its hint, and the error summary that takes focus. */
export function TableFileUpload({ texts, hintArgs, fileId, fileName, upload, errorsOf = uploadErrors, children }: TableFileUploadProps) {
  const translate = useTranslate();
  const [errors, setErrors] = useState<SummaryItem[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem(fileName) as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!file) {
      setErrors([{ fieldId: fileId, message: texts.choose }]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await upload(file, await readBase64(file));
    } catch (error) {
      setErrors(errorsOf(error, fileId));
    } finally {
      setBusy(false);
    }
  };
  const hintId = `${fileId}-hint`;
  return (
    <ScreenCard title={translate(texts.title)}>
      <ErrorSummary items={errors} />
      <Typography sx={{ mb: 2 }}>{translate(texts.intro)}</Typography>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: '48rem' }}>
          {children}
          <label htmlFor={fileId} style={{ fontWeight: 600 }}>
            {translate(texts.file)}
          </label>
          <input id={fileId} name={fileName} type="file" accept={TABLE_FILE_ACCEPT} aria-describedby={hintId} aria-invalid={errors.length > 0} style={{ maxWidth: '100%' }} />
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate(texts.hint, hintArgs)}
          </Typography>
          {busy && texts.working && <Typography role="status">{translate(texts.working)}</Typography>}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(texts.submit)}
            </Button>
          </Box>
        </Box>
      </form>
    </ScreenCard>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A table that scrolls in its own box at narrow widths, named by its caption; `numeric` columns align right. */
export function DataTable({ caption, head, rows, numeric = [] }: { caption: string; head: string[]; rows: (string | number)[][]; numeric?: number[] }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 0.5rem' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {head.map((h, j) => (
              <TableCell key={h} component="th" scope="col" align={numeric.includes(j) ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${String(row[0])}-${String(i)}`}>
              {row.map((cell, j) => (
                <TableCell key={j} align={numeric.includes(j) ? 'right' : 'left'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Terms and their values, as a description list. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
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
  );
}

export interface ImportDecisionProps {
  record: { id: string | number; status: string; mine: boolean };
  /** The import resource: the calls are `<resource>/<id>/<approve>` and `<resource>/<id>/refuse`. */
  resource: string;
  /** The approving call's name (`confirm`, `publish`). */
  approve: string;
  /**
   * Translation key prefix: `<prefix>.decision.{title,working,mine,intro,<approve>,confirmTitle,confirmText,note,withdraw,refuse}`
   * and the notices `<prefix>.<approved>` / `<prefix>.refused`.
   */
  prefix: string;
  /** The notice key after approval (e.g. `registerImports.confirmed`). */
  approvedNotice: string;
  /** Arguments of the intro and of the confirmation's text. */
  args?: Record<string, unknown>;
  onDone: () => void;
}

/**
 * The second person's decision on a pending import: approve it (after a confirmation
 * naming what changes) or refuse it with a note; its author may only withdraw it.
 * The server decides who may; this only shows what the person may try.
 */
export function ImportDecision({ record, resource, approve, prefix, approvedNotice, args = {}, onDone }: ImportDecisionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (record.status !== 'pending' || !canAccess) return null;
  const act = async (action: string) => {
    setError('');
    setBusy(true);
    try {
      await staffApi(`${resource}/${encodeURIComponent(record.id)}/${action}`, { body: action === 'refuse' ? { note } : {} });
      notify(action === 'refuse' ? `${prefix}.refused` : approvedNotice, { type: 'success' });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const key = (name: string) => `${prefix}.decision.${name}`;
  return (
    <Section title={translate(key('title'))}>
      {busy && (
        <Typography role="status" sx={{ mb: 2 }}>
          {translate(key('working'))}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {record.mine ? (
        <Typography>{translate(key('mine'))}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{translate(key('intro'), args)}</Typography>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
            {translate(key(approve))}
          </Button>
          <Confirm
            isOpen={confirming}
            title={translate(key('confirmTitle'))}
            content={translate(key('confirmText'), args)}
            confirm={translate(key(approve))}
            onConfirm={async () => {
              setConfirming(false);
              await act(approve);
            }}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1, maxWidth: '40rem' }}>
        <MuiTextField id="refusal-note" label={translate(key('note'))} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} />
        <Box>
          <Button variant="outlined" color="error" onClick={() => void act('refuse')} disabled={busy}>
            {translate(record.mine ? key('withdraw') : key('refuse'))}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
