/**
 * Base rate changes on the desk: the list (awaiting or confirmed), a new change with
 * its announcement drafted in four languages (editable), and a change shown with the
 * confirmation a second person gives.
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Datagrid, List, NumberField, Show, ShowButton, SimpleShowLayout, TextField as RaTextField, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { staffApi, StaffApiError } from '#src/features/staff/ui/api.ts';
import { ErrorSummary } from '#src/features/staff/ui/ErrorSummary.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';

const LANGS = ['zh-hant', 'zh-hans', 'en', 'pt'] as const;

// `source` names the column (react-admin reads it for the heading).
function StatusField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<RaRecord & { status?: string }>();
  const translate = useTranslate();
  return <span>{record?.status ? translate(`rates.base.status.${record.status}`) : ''}</span>;
}

export function BaseChangeList() {
  return (
    <List sx={LIST_SX} exporter={false} perPage={25} sort={{ field: 'effectiveOn', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <RaTextField source="effectiveOn" sortable={false} />
        <NumberField source="rate" sortable={false} options={{ minimumFractionDigits: 2 }} />
        <NumberField source="changeBp" sortable={false} />
        <StatusField source="status" sortable={false} />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

function Announcements() {
  const record = useRecordContext<RaRecord & { texts?: Record<string, string> }>();
  const translate = useTranslate();
  if (!record?.texts) return null;
  return (
    <Box>
      {LANGS.map((l) => (
        <Box key={l} sx={{ mb: 1 }}>
          <Typography component="h2" variant="subtitle2">
            {translate(`rates.base.text.${l}`)}
          </Typography>
          <Typography lang={l === 'zh-hant' ? 'zh-Hant' : l === 'zh-hans' ? 'zh-Hans' : l}>{record.texts?.[l] ?? ''}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function ConfirmPart() {
  const record = useRecordContext<RaRecord & { status?: string }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  if (record?.status !== 'awaiting') return null;
  const confirm = async () => {
    setProblems([]);
    try {
      await staffApi(`base-rate-changes/${String(record.id)}/confirm`, { body: reason.trim() ? { reason } : {} });
      refresh();
    } catch (e) {
      setProblems(e instanceof StaffApiError ? (e.fields.length ? e.fields.map((f) => f.message) : [e.message]) : [String(e)]);
    }
  };
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6" id={`${id}-title`}>
        {translate('rates.base.confirmTitle')}
      </Typography>
      <ErrorSummary items={problems.map((message) => ({ message }))} />
      <Typography sx={{ mb: 1 }}>{translate('rates.base.confirmHint')}</Typography>
      <TextField label={translate('rates.base.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} fullWidth helperText={translate('rates.base.reasonHint')} />
      <Button variant="contained" sx={{ mt: 1 }} onClick={() => void confirm()}>
        {translate('rates.base.confirm')}
      </Button>
    </Box>
  );
}

export function BaseChangeShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <RaTextField source="effectiveOn" />
        <NumberField source="previousRate" options={{ minimumFractionDigits: 2 }} />
        <NumberField source="rate" options={{ minimumFractionDigits: 2 }} />
        <NumberField source="changeBp" />
        <StatusField source="status" />
        <StaffDateField source="confirmedAt" />
        <Announcements />
        <ConfirmPart />
      </SimpleShowLayout>
    </Show>
  );
}

export function BaseChangeCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [effectiveOn, setEffectiveOn] = useState('');
  const [rate, setRate] = useState('');
  const [draft, setDraft] = useState<{ previousRate: number | null; changeBp: number } | null>(null);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);

  // The announcement is drafted again when the date or the rate changes.
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveOn) || !/^\d{1,2}(\.\d{1,2})?$/.test(rate)) return;
    let live = true;
    void staffApi<{ previousRate: number | null; changeBp: number; texts: Record<string, string> }>('base-rate-changes/draft', { query: { effectiveOn, rate } })
      .then((d) => {
        if (!live) return;
        setDraft({ previousRate: d.previousRate, changeBp: d.changeBp });
        setTexts(d.texts);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [effectiveOn, rate]);

  const save = async () => {
    setProblems([]);
    try {
      const saved = await staffApi<{ id: number }>('base-rate-changes/new', { body: { effectiveOn, rate: Number(rate), texts } });
      navigate(`/base-rate-changes/${String(saved.id)}/show`);
    } catch (e) {
      setProblems(e instanceof StaffApiError ? (e.fields.length ? e.fields.map((f) => f.message) : [e.message]) : [String(e)]);
    }
  };
  return (
    <ScreenCard title={translate('rates.base.newTitle')}>
      <ErrorSummary items={problems.map((message) => ({ message }))} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField type="date" label={translate('resources.base-rate-changes.fields.effectiveOn')} value={effectiveOn} onChange={(e) => setEffectiveOn(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={translate('resources.base-rate-changes.fields.rate')} value={rate} onChange={(e) => setRate(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Box>
      {draft && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('rates.base.change', { previous: draft.previousRate?.toFixed(2) ?? '—', bp: String(draft.changeBp) })}
        </Alert>
      )}
      {LANGS.map((l) => (
        <TextField key={l} label={translate(`rates.base.text.${l}`)} value={texts[l] ?? ''} onChange={(e) => setTexts((t) => ({ ...t, [l]: e.target.value }))} multiline minRows={2} fullWidth sx={{ mb: 2 }} />
      ))}
      <Button variant="contained" onClick={() => void save()} disabled={!draft}>
        {translate('rates.base.submit')}
      </Button>
    </ScreenCard>
  );
}
