/**
 * The statistics desk's screens (issue 35): the series with their latest point and
 * releases, one series' points, the imports of new points (upload, preview with the
 * chart of new beside published points, the second person's decision) and the
 * release calendar's due and overdue releases.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
  useCanAccess,
  useGetList,
  useLocaleState,
  useRedirect,
  useShowController,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { staffApi } from '#src/features/staff/ui/api.ts';
import { DataTable, Facts, ImportDecision, Section, TableFileUpload } from '#src/features/staff/ui/import-parts.tsx';
import { LIST_SX, StaffDateField } from '#src/features/staff/ui/list-parts.tsx';
import { ScreenCard } from '#src/features/staff/ui/ScreenCard.tsx';
import type { Language } from '#src/lib/i18n/languages.ts';
import { RELEASE_STATES, STAT_IMPORT_STATUSES, type CalendarReleaseRow, type StatImportDetailData, type StatImportRowData, type StatSeriesDetailData, type StatSeriesRowData } from '../desk-contract.ts';
import { formatValue, periodLabel } from '../stat-format.ts';
import { STAT_MODULES } from '../stat-modules.ts';
import { PreviewChart } from './PreviewChart.tsx';

const IMPORTS = 'stat-imports';

function useLang(): Language {
  const [locale] = useLocaleState();
  return (['zh-hant', 'en', 'pt'].includes(locale) ? locale : 'en') as Language;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Macau', dateStyle: 'short', timeStyle: 'short' }) : '');

function useReleaseText() {
  const translate = useTranslate();
  return (r: CalendarReleaseRow | null) => (r ? translate('statDesk.release', { statistic: r.statistic, period: r.period, date: `${r.date} ${r.time}` }) : translate('statDesk.none'));
}

// ——— Series ———

export function StatSeriesList() {
  const translate = useTranslate();
  const lang = useLang();
  const release = useReleaseText();
  const filters = [<SelectInput key="module" source="module" alwaysOn choices={STAT_MODULES.map((m) => ({ id: m, name: translate(`statDesk.module.${m}`) }))} />];
  return (
    <List sx={LIST_SX} filters={filters} perPage={50} exporter={false} actions={<TopToolbar />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="title" sortable={false} />
        <FunctionField source="module" sortable={false} render={(r: RaRecord) => translate(`statDesk.module.${String(r.module)}`)} />
        <FunctionField source="frequency" sortable={false} render={(r: RaRecord) => translate(`statDesk.frequency.${String(r.frequency)}`)} />
        <FunctionField
          source="latest"
          sortable={false}
          render={(r: RaRecord) => {
            const s = r as unknown as StatSeriesRowData;
            return s.latest ? `${periodLabel(s.latest.period, s.frequency, lang)}: ${formatValue(s.latest.value, s.decimals, lang)} ${s.unit}` : translate('statDesk.none');
          }}
        />
        <FunctionField source="lastRelease" sortable={false} render={(r: RaRecord) => release((r as unknown as StatSeriesRowData).lastRelease)} />
        <FunctionField
          source="nextRelease"
          sortable={false}
          render={(r: RaRecord) => {
            const next = (r as unknown as StatSeriesRowData).nextRelease;
            return next ? `${release(next)} (${translate(`statCalendar.state.${next.state}`)})` : translate('statDesk.none');
          }}
        />
        <ShowButton label="statDesk.open" />
      </Datagrid>
    </List>
  );
}

export function StatSeriesShow() {
  const translate = useTranslate();
  const lang = useLang();
  const release = useReleaseText();
  const { canAccess } = useCanAccess({ resource: IMPORTS, action: 'create' });
  const { record, isPending } = useShowController<StatSeriesDetailData & RaRecord>();
  if (isPending || !record) return null;
  const values = (record as Partial<StatSeriesDetailData>).values ?? [];
  return (
    <ScreenCard title={translate('statDesk.series.title', { title: record.title })}>
      <Facts
        facts={[
          [translate('statDesk.field.module'), translate(`statDesk.module.${record.module}`)],
          [translate('statDesk.field.frequency'), translate(`statDesk.frequency.${record.frequency}`)],
          [translate('statDesk.field.unit'), record.unit],
          [translate('statDesk.field.latest'), record.latest ? `${periodLabel(record.latest.period, record.frequency, lang)}: ${formatValue(record.latest.value, record.decimals, lang)}` : translate('statDesk.none')],
          [translate('statDesk.field.lastRelease'), release(record.lastRelease)],
          [translate('statDesk.field.nextRelease'), record.nextRelease ? `${release(record.nextRelease)} (${translate(`statCalendar.state.${record.nextRelease.state}`)})` : translate('statDesk.none')],
          [translate('statDesk.field.updatedAt'), when(record.updatedAt)],
        ]}
      />
      {canAccess && (
        <Box sx={{ mt: 2 }}>
          <Button component={Link} to={`/${IMPORTS}/create?seriesId=${String(record.id)}`} variant="contained">
            {translate('statDesk.importPoints')}
          </Button>
        </Box>
      )}
      <Section title={translate('statDesk.series.values')}>
        <DataTable
          caption={`${record.title} (${record.unit})`}
          head={[translate('statDesk.col.period'), translate('statDesk.col.value')]}
          numeric={[1]}
          rows={[...values].reverse().map((p) => [periodLabel(p.period, record.frequency, lang), formatValue(p.value, record.decimals, lang)])}
        />
      </Section>
    </ScreenCard>
  );
}

// ——— Imports ———

function ImportListActions() {
  return (
    <TopToolbar>
      <CreateButton label="statImports.upload.action" />
    </TopToolbar>
  );
}

function NoImports() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography sx={{ mb: 2 }}>{translate('statImports.empty')}</Typography>
      <CreateButton variant="contained" label="statImports.upload.action" />
    </Box>
  );
}

export function StatImportList() {
  const translate = useTranslate();
  const filters = [<SelectInput key="status" source="status" alwaysOn choices={STAT_IMPORT_STATUSES.map((s) => ({ id: s, name: translate(`statImports.status.${s}`) }))} />];
  return (
    <List sx={LIST_SX} filters={filters} actions={<ImportListActions />} empty={<NoImports />} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <StaffDateField source="uploadedAt" sortable={false} />
        <TextField source="fileName" sortable={false} />
        <FunctionField source="series" sortable={false} render={(r: RaRecord) => (r as unknown as StatImportRowData).series.map((s) => s.title).join(', ') || translate('statDesk.none')} />
        <FunctionField source="status" sortable={false} render={(r: RaRecord) => translate(`statImports.status.${String(r.status)}`)} />
        <FunctionField
          source="counts"
          sortable={false}
          render={(r: RaRecord) => {
            const row = r as unknown as StatImportRowData;
            return row.counts ? translate('statImports.countsShort', row.counts) : translate('statImports.errorsCount', { smart_count: row.errors });
          }}
        />
        <TextField source="uploadedByEmail" sortable={false} />
        <TextField source="decidedByEmail" sortable={false} emptyText="—" />
        <ShowButton label="statDesk.open" />
      </Datagrid>
    </List>
  );
}

export function StatImportUpload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const location = useLocation();
  const preset = new URLSearchParams(location.search).get('seriesId') ?? '';
  const [seriesId, setSeriesId] = useState(preset);
  const { data: series = [] } = useGetList<StatSeriesRowData & RaRecord>('stat-series', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  return (
    <TableFileUpload
      texts={{ title: 'statImports.upload.title', intro: 'statImports.upload.intro', file: 'statImports.upload.file', hint: 'statImports.upload.hint', choose: 'statImports.upload.choose', submit: 'statImports.upload.submit' }}
      fileId="stat-file"
      fileName="statFile"
      upload={async (file, content) => {
        const stored = await staffApi<StatImportRowData>(`${IMPORTS}/new`, { body: { fileName: file.name, content, ...(seriesId ? { seriesId: Number(seriesId) } : {}) } });
        redirect('show', IMPORTS, stored.id);
      }}
    >
      <label htmlFor="stat-series" style={{ fontWeight: 600 }}>
        {translate('statImports.upload.series')}
      </label>
      <select id="stat-series" name="seriesId" value={seriesId} onChange={(e) => setSeriesId(e.target.value)} style={{ maxWidth: '100%', padding: '0.5rem', font: 'inherit' }}>
        <option value="">{translate('statImports.upload.seriesNone')}</option>
        {series.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.title} ({s.slug})
          </option>
        ))}
      </select>
    </TableFileUpload>
  );
}

export function StatImportShow() {
  const translate = useTranslate();
  const lang = useLang();
  const release = useReleaseText();
  const { record: found, refetch, isPending } = useShowController<StatImportDetailData & RaRecord>();
  if (isPending || !found) return null;
  // The list's row stands in for the record until the full one arrives.
  const partial = found as Partial<StatImportDetailData>;
  const record: StatImportDetailData = { ...found, previews: partial.previews ?? [], releases: partial.releases ?? [], issues: partial.issues ?? [] };
  const facts: [string, ReactNode][] = [
    [translate('statDesk.field.status'), translate(`statImports.status.${record.status}`)],
    [translate('statDesk.field.fileName'), record.fileName],
    [translate('statDesk.field.uploaded'), `${record.uploadedByEmail}, ${when(record.uploadedAt)}`],
  ];
  if (record.decidedByEmail) facts.push([translate('statDesk.field.decided'), `${record.decidedByEmail}, ${when(record.decidedAt)}`]);
  if (record.note) facts.push([translate('statDesk.field.note'), record.note]);
  return (
    <ScreenCard title={translate('statImports.show.title', { file: record.fileName })}>
      <Facts facts={facts} />
      {record.status === 'invalid' ? (
        <Section title={translate('statImports.errors.title', { smart_count: record.issues.length })}>
          <Typography sx={{ mb: 1 }}>{translate('statImports.errors.intro')}</Typography>
          <DataTable
            caption={translate('statImports.errors.caption')}
            head={[translate('statDesk.col.line'), translate('statDesk.col.column'), translate('statDesk.col.problem')]}
            rows={record.issues.map((i) => [i.line, i.column, i.message])}
          />
        </Section>
      ) : (
        <>
          {record.previews.map((p) => {
            const fmt = (v: number) => formatValue(v, p.decimals, lang);
            return (
              <Section key={p.seriesId} title={translate('statImports.preview.title', { title: p.title })}>
                <Typography sx={{ mb: 2 }}>{translate('statImports.preview.summary', { added: p.added.length, revised: p.revised.length, unchanged: p.unchanged, kept: p.kept })}</Typography>
                <PreviewChart title={p.title} unit={p.unit} frequency={p.frequency} decimals={p.decimals} current={p.current} added={p.added} revised={p.revised} />
                <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
                  {translate('statImports.preview.added', { smart_count: p.added.length })}
                </Typography>
                {p.added.length ? (
                  <DataTable
                    caption={translate('statImports.preview.addedCaption')}
                    head={[translate('statDesk.col.period'), translate('statDesk.col.value')]}
                    numeric={[1]}
                    rows={p.added.map((a) => [periodLabel(a.period, p.frequency, lang), fmt(a.value)])}
                  />
                ) : (
                  <Typography>{translate('statImports.preview.nothing')}</Typography>
                )}
                <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
                  {translate('statImports.preview.revised', { smart_count: p.revised.length })}
                </Typography>
                {p.revised.length ? (
                  <DataTable
                    caption={translate('statImports.preview.revisedCaption')}
                    head={[translate('statDesk.col.period'), translate('statDesk.col.before'), translate('statDesk.col.after'), translate('statDesk.col.change')]}
                    numeric={[1, 2, 3]}
                    rows={p.revised.map((r) => [periodLabel(r.period, p.frequency, lang), fmt(r.before), fmt(r.after), `${r.after - r.before >= 0 ? '+' : '−'}${fmt(Math.abs(r.after - r.before))}`])}
                  />
                ) : (
                  <Typography>{translate('statImports.preview.nothing')}</Typography>
                )}
              </Section>
            );
          })}
          <Section title={translate('statImports.releases.title')}>
            {record.releases.length ? (
              <>
                <Typography>{translate('statImports.releases.intro')}</Typography>
                <ul>
                  {record.releases.map((r) => (
                    <li key={`${String(r.entryId)}-${r.key}-${r.period}`}>
                      {release(r)} — {translate(`statCalendar.state.${r.state}`)}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Typography>{translate('statImports.releases.none')}</Typography>
            )}
          </Section>
        </>
      )}
      <ImportDecision
        record={record}
        resource={IMPORTS}
        approve="publish"
        prefix="statImports"
        approvedNotice="statImports.published"
        args={{ added: record.counts?.added ?? 0, revised: record.counts?.revised ?? 0 }}
        onDone={() => void refetch()}
      />
    </ScreenCard>
  );
}

// ——— The release calendar ———

function CalendarIntro() {
  const translate = useTranslate();
  return <Typography sx={{ mt: 2, maxWidth: '60rem' }}>{translate('statCalendar.intro')}</Typography>;
}

export function StatCalendarList() {
  const translate = useTranslate();
  const filters = [<SelectInput key="state" source="state" alwaysOn choices={RELEASE_STATES.map((s) => ({ id: s, name: translate(`statCalendar.state.${s}`) }))} />];
  return (
    <>
      <CalendarIntro />
      <List sx={LIST_SX} filters={filters} perPage={100} exporter={false} actions={<TopToolbar />} empty={<Typography sx={{ mt: 2 }}>{translate('statCalendar.empty')}</Typography>}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField source="date" sortable={false} render={(r: RaRecord) => (
              <>
                <span style={{ whiteSpace: 'nowrap' }}>{String(r.date)}</span> {String(r.time)}
              </>
            )}
          />
          <TextField source="statistic" sortable={false} />
          <TextField source="period" sortable={false} />
          <FunctionField
            source="state"
            sortable={false}
            render={(r: RaRecord) => (
              <Box component="span" sx={{ fontWeight: r.state === 'overdue' || r.state === 'due' ? 700 : 400, color: r.state === 'overdue' ? 'error.dark' : 'inherit' }}>
                {translate(`statCalendar.state.${String(r.state)}`)}
                {r.releasedAt ? ` (${when(r.releasedAt as string)})` : ''}
              </Box>
            )}
          />
          <FunctionField source="series" sortable={false} render={(r: RaRecord) => (r.series as string[]).join(', ') || translate('statDesk.none')} />
        </Datagrid>
      </List>
    </>
  );
}
