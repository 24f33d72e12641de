/**
 * The rates desk's screens (issue 35): the days (public or waiting for 11:00), one
 * day's figures, and the entry of a day: typed in a grid beside the previous working
 * day's figures, or imported from the CSV or XLSX of the public download, checked
 * (errors by line and column), with the large moves to confirm one by one.
 */
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BooleanField, Datagrid, List, NumberField, Show, ShowButton, SimpleShowLayout, TextField as RaTextField, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { ErrorSummary } from '#src/features/staff/ui/ErrorSummary.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { LIST_SX, StaffDateField, intlLocale } from '#src/features/staff/ui/list-parts.tsx';
import { MAIBOR_TERMS, RATE_CURRENCIES, currencyUnit } from '../constants.ts';
import type { DeskDatasetName, DeskFigure, DeskLine, DeskPreview } from '../desk-contract.ts';
import { DESK_DATASETS } from '../desk-contract.ts';

export function RateDayList() {
  return (
    <List sx={LIST_SX} sort={{ field: 'day', order: 'DESC' }} exporter={false} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <RaTextField source="day" sortable={false} />
        <BooleanField source="pending" sortable={false} />
        <NumberField source="fx" sortable={false} />
        <NumberField source="maibor" sortable={false} />
        <NumberField source="monia" sortable={false} />
        <NumberField source="corrections" sortable={false} />
        <StaffDateField source="publishedAt" sortable={false} />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

function FigureTable({ caption, figures, kind }: { caption: string; figures: DeskFigure[]; kind: 'fx' | 'rate' }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const num = (v: number | null, d: number) => (v === null ? '' : new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: d, maximumFractionDigits: d }).format(v));
  if (!figures.length) return null;
  return (
    <Box sx={{ overflowX: 'auto', my: 2 }} role="region" aria-label={caption} tabIndex={0}>
      <table className="rates-desk__table">
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{translate(kind === 'fx' ? 'rates.desk.currency' : 'rates.desk.term')}</th>
            {kind === 'fx' ? (
              <>
                <th scope="col">{translate('rates.desk.unit')}</th>
                <th scope="col">{translate('rates.desk.mid')}</th>
                <th scope="col">{translate('rates.desk.ttBuying')}</th>
                <th scope="col">{translate('rates.desk.chequeBuying')}</th>
              </>
            ) : (
              <th scope="col">{translate('rates.desk.rate')}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.key}>
              <th scope="row">{kind === 'fx' ? f.key : translate(`rates.desk.term.${f.key}`)}</th>
              {kind === 'fx' ? (
                <>
                  <td>{f.unit}</td>
                  <td>{num(f.mid, 4)}</td>
                  <td>{num(f.ttBuying, 4)}</td>
                  <td>{num(f.chequeBuying, 4)}</td>
                </>
              ) : (
                <td>{num(f.rate, 4)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function DayFigures() {
  const record = useRecordContext<RaRecord & { exchangeRates?: DeskFigure[]; maiborRates?: DeskFigure[]; moniaRates?: DeskFigure[] }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <FigureTable caption={translate('rates.desk.dataset.exchange-rate')} figures={record.exchangeRates ?? []} kind="fx" />
      <FigureTable caption={translate('rates.desk.dataset.maibor')} figures={record.maiborRates ?? []} kind="rate" />
      <FigureTable caption={translate('rates.desk.dataset.monia')} figures={record.moniaRates ?? []} kind="rate" />
    </>
  );
}

/** The files the day's figures were imported from, each a download (audited on the server). */
function DayImports() {
  const record = useRecordContext<RaRecord & { imports?: { id: number; dataset: string; fileName: string; importedAt: string }[] }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const imports = record?.imports ?? [];
  if (!imports.length) return null;
  return (
    <Box component="section" aria-labelledby="rate-day-imports">
      <Typography component="h2" variant="h6" id="rate-day-imports">
        {translate('rates.desk.imports')}
      </Typography>
      <ul>
        {imports.map((i) => (
          <li key={i.id}>
            <a href={`/api/staff/exchange-rates/imports/${String(i.id)}/file`} download>
              {translate('rates.desk.download', { file: i.fileName, dataset: translate(`rates.desk.dataset.${i.dataset}`), at: new Date(i.importedAt).toLocaleString(intlLocale(locale), { timeZone: 'Asia/Macau', dateStyle: 'medium', timeStyle: 'short' }) })}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}

export function RateDayShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="day" />
        <BooleanField source="pending" />
        <StaffDateField source="publishedAt" />
        <NumberField source="corrections" />
        <DayFigures />
        <DayImports />
      </SimpleShowLayout>
    </Show>
  );
}

const macaoToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const blank: Omit<DeskLine, 'line'> = { date: '', currency: '', unit: '', mid: '', ttBuying: '', chequeBuying: '', term: '', rate: '' };

/** The grid's lines of a day, filled with the previous working day's figures to be overwritten. */
function gridLines(dataset: DeskDatasetName, day: string, previous: DeskFigure[]): DeskLine[] {
  const prev = new Map(previous.map((f) => [f.key, f]));
  if (dataset === 'exchange-rate')
    return RATE_CURRENCIES.map((c, i) => {
      const p = prev.get(c);
      return { ...blank, line: i + 1, date: day, currency: c, unit: String(p?.unit ?? currencyUnit(c)), mid: p?.mid?.toFixed(4) ?? '', ttBuying: p?.ttBuying?.toFixed(4) ?? '', chequeBuying: p?.chequeBuying?.toFixed(4) ?? '' };
    });
  const terms = dataset === 'maibor' ? MAIBOR_TERMS : (['overnight'] as const);
  return terms.map((t, i) => ({ ...blank, line: i + 1, date: day, term: t, rate: prev.get(t)?.rate?.toFixed(4) ?? '' }));
}

async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The entry grid: each currency or term on a row, the previous working day's figure beside the new one. */
function RateGrid({ fx, lines, previousDay, previous, setCell }: { fx: boolean; lines: DeskLine[]; previousDay: string | null; previous: Map<string, DeskFigure>; setCell: (index: number, key: keyof DeskLine, value: string) => void }) {
  const translate = useTranslate();
  return (
      <Box sx={{ overflowX: 'auto', mb: 2 }} role="region" aria-label={translate('rates.desk.gridLabel')} tabIndex={0}>
        <table className="rates-desk__table">
          <caption style={{ textAlign: 'start' }}>{translate('rates.desk.gridCaption', { previous: previousDay ?? '—' })}</caption>
          <thead>
            <tr>
              <th scope="col">{translate(fx ? 'rates.desk.currency' : 'rates.desk.term')}</th>
              {fx ? (
                <>
                  <th scope="col">{translate('rates.desk.unit')}</th>
                  <th scope="col">{translate('rates.desk.mid')}</th>
                  <th scope="col">{translate('rates.desk.previousMid')}</th>
                  <th scope="col">{translate('rates.desk.ttBuying')}</th>
                  <th scope="col">{translate('rates.desk.chequeBuying')}</th>
                </>
              ) : (
                <>
                  <th scope="col">{translate('rates.desk.rate')}</th>
                  <th scope="col">{translate('rates.desk.previousRate')}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => {
              const key = fx ? l.currency : l.term;
              const name = fx ? key : translate(`rates.desk.term.${key}`);
              const input = (k: keyof DeskLine, label: string) => (
                <td>
                  <input aria-label={`${name} ${label}`} inputMode="decimal" size={10} value={String(l[k])} onChange={(e) => setCell(i, k, e.target.value)} />
                </td>
              );
              const p = previous.get(key);
              return (
                <tr key={key}>
                  <th scope="row">{name}</th>
                  {fx ? (
                    <>
                      {input('unit', translate('rates.desk.unit'))}
                      {input('mid', translate('rates.desk.mid'))}
                      <td>{p?.mid?.toFixed(4) ?? '—'}</td>
                      {input('ttBuying', translate('rates.desk.ttBuying'))}
                      {input('chequeBuying', translate('rates.desk.chequeBuying'))}
                    </>
                  ) : (
                    <>
                      {input('rate', translate('rates.desk.rate'))}
                      <td>{p?.rate?.toFixed(4) ?? '—'}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Box>
  );
}

/** Enter or import a day: check, confirm the warnings, save. */
export function RateDayEntry() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const [dataset, setDataset] = useState<DeskDatasetName>('exchange-rate');
  const [day, setDay] = useState(macaoToday);
  const [mode, setMode] = useState<'grid' | 'file'>('file');
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [previous, setPrevious] = useState<{ day: string | null; figures: DeskFigure[] }>({ day: null, figures: [] });
  const [file, setFile] = useState<{ name: string; mediaType: string; content: string } | null>(null);
  const [preview, setPreview] = useState<DeskPreview | null>(null);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [early, setEarly] = useState(false);
  const [earlyReason, setEarlyReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);

  // The previous working day's figures, beside the grid and in it to start from.
  useEffect(() => {
    let live = true;
    void staffApi<DeskPreview>('exchange-rates/check', { body: { dataset, day, lines: [] } })
      .then((p) => {
        if (!live) return;
        setPrevious({ day: p.previousDay, figures: p.previous });
        setLines(gridLines(dataset, day, p.previous));
      })
      .catch(() => undefined);
    setPreview(null);
    setConfirmed([]);
    return () => {
      live = false;
    };
  }, [dataset, day]);

  const body = () => ({ dataset, day, ...(mode === 'file' && file ? { file } : { lines }), confirmed, ...(early ? { earlyReason } : {}) });
  const failed = (e: unknown) => setProblems(e instanceof StaffApiError ? (e.fields.length ? e.fields.map((f) => f.message) : [e.message]) : [String(e)]);

  const check = async () => {
    setProblems([]);
    setSaved(null);
    try {
      const p = await staffApi<DeskPreview>('exchange-rates/check', { body: body() });
      setPreview(p);
      setConfirmed([]);
      if (p.errors.length) setProblems(p.errors.map((e) => e.message));
    } catch (e) {
      setPreview(null);
      failed(e);
    }
  };
  const save = async () => {
    setProblems([]);
    try {
      const result = await staffApi<{ status: string; publishedAt: string }>('exchange-rates/new', { body: body() });
      setSaved(translate(`rates.desk.saved.${result.status}`, { day }));
      setPreview(null);
    } catch (e) {
      failed(e);
    }
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const f = event.target.files?.[0];
    setPreview(null);
    setFile(f ? { name: f.name, mediaType: f.type || 'application/octet-stream', content: await base64(f) } : null);
  };
  const setCell = (index: number, key: keyof DeskLine, value: string) => setLines((ls) => ls.map((l, i) => (i === index ? { ...l, [key]: value } : l)));
  const prevOf = new Map(previous.figures.map((f) => [f.key, f]));
  const canSave = !!preview && !preview.errors.length && preview.warnings.every((w) => confirmed.includes(w.key)) && (!early || earlyReason.trim().length >= 10);
  const fx = dataset === 'exchange-rate';

  return (
    <ScreenCard title={translate('rates.desk.entryTitle')}>
      <ErrorSummary items={problems.map((message) => ({ message }))} />
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField select label={translate('rates.desk.datasetLabel')} value={dataset} onChange={(e) => setDataset(e.target.value as DeskDatasetName)} sx={{ minWidth: 220 }} id={`${id}-dataset`}>
          {DESK_DATASETS.map((d) => (
            <MenuItem key={d} value={d}>
              {translate(`rates.desk.dataset.${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label={translate('rates.desk.day')} value={day} onChange={(e) => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} id={`${id}-day`} />
        <TextField select label={translate('rates.desk.mode')} value={mode} onChange={(e) => setMode(e.target.value as 'grid' | 'file')} sx={{ minWidth: 200 }} id={`${id}-mode`}>
          <MenuItem value="file">{translate('rates.desk.mode.file')}</MenuItem>
          <MenuItem value="grid">{translate('rates.desk.mode.grid')}</MenuItem>
        </TextField>
      </Box>
      {mode === 'file' ? (
        <Box sx={{ mb: 2 }}>
          <label htmlFor={`${id}-file`}>{translate('rates.desk.file')}</label>
          <Typography variant="body2" color="text.secondary" id={`${id}-file-hint`}>
            {translate('rates.desk.fileHint')}
          </Typography>
          <input id={`${id}-file`} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-describedby={`${id}-file-hint`} onChange={(e) => void onFile(e)} />
        </Box>
      ) : (
        <RateGrid fx={fx} lines={lines} previousDay={previous.day} previous={prevOf} setCell={setCell} />
      )}
      <FormControlLabel control={<Checkbox checked={early} onChange={(e) => setEarly(e.target.checked)} />} label={translate('rates.desk.early')} />
      {early && <TextField label={translate('rates.desk.earlyReason')} value={earlyReason} onChange={(e) => setEarlyReason(e.target.value)} multiline minRows={2} fullWidth helperText={translate('rates.desk.earlyHint')} id={`${id}-reason`} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
        <Button variant="outlined" onClick={() => void check()} disabled={mode === 'file' && !file}>
          {translate('rates.desk.check')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!canSave}>
          {translate('rates.desk.save')}
        </Button>
        <Button onClick={() => navigate('/exchange-rates')}>{translate('rates.desk.back')}</Button>
      </Box>
      {preview && (
        <section aria-labelledby={`${id}-preview`}>
          <Typography component="h2" variant="h6" id={`${id}-preview`}>
            {translate('rates.desk.preview', { day: preview.day, previous: preview.previousDay ?? '—' })}
          </Typography>
          {preview.warnings.length > 0 && (
            <Alert severity="warning" sx={{ my: 1 }}>
              <Typography component="h3" variant="subtitle1">
                {translate('rates.desk.warnings')}
              </Typography>
              {preview.warnings.map((w) => (
                <FormControlLabel
                  key={w.key}
                  sx={{ display: 'flex' }}
                  control={<Checkbox checked={confirmed.includes(w.key)} onChange={(e) => setConfirmed((c) => (e.target.checked ? [...c, w.key] : c.filter((k) => k !== w.key)))} />}
                  label={translate('rates.desk.confirmMove', { move: w.message })}
                />
              ))}
            </Alert>
          )}
          {!preview.errors.length && !preview.warnings.length && <Typography>{translate('rates.desk.noProblems')}</Typography>}
          <FigureTable caption={translate('rates.desk.previewFigures')} figures={preview.figures} kind={fx ? 'fx' : 'rate'} />
        </section>
      )}
    </ScreenCard>
  );
}
