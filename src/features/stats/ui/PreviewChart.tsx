/**
 * The preview of new points beside the published ones (issue 35): an SVG line of
 * the published points, the file's points marked (squares: new; diamonds: revised,
 * joined to the value they replace), with a title and a description, and the same
 * points in a table below as the text alternative. The scales come from the public
 * chart's geometry (charts/geometry.ts), so both charts read alike.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Language } from '#src/lib/i18n/languages.ts';
import { linearScale, niceScale, tickIndexes } from '../charts/geometry.ts';
import { formatValue, periodLabel } from '../stat-format.ts';
import type { StatFrequency } from '../stat-modules.ts';

export interface PreviewChartProps {
  title: string;
  unit: string;
  frequency: StatFrequency;
  decimals: number;
  current: { period: string; value: number }[];
  added: { period: string; value: number }[];
  revised: { period: string; before: number; after: number }[];
}

interface Row {
  period: string;
  published: number | null;
  file: number | null;
  kind: 'published' | 'new' | 'revised';
}

const WIDTH = 640;
const HEIGHT = 280;
const M = { top: 24, right: 24, bottom: 40, left: 72 };
const PUBLISHED = '#0b4f6c';
const NEW = '#8a5a00';

export function PreviewChart(props: PreviewChartProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = (['zh-hant', 'en', 'pt'].includes(locale) ? locale : 'en') as Language;
  const id = useId();
  const byPeriod = new Map<string, Row>();
  for (const p of props.current) byPeriod.set(p.period, { period: p.period, published: p.value, file: null, kind: 'published' });
  for (const p of props.added) byPeriod.set(p.period, { period: p.period, published: null, file: p.value, kind: 'new' });
  for (const p of props.revised) byPeriod.set(p.period, { period: p.period, published: p.before, file: p.after, kind: 'revised' });
  const rows = [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
  const values = rows.flatMap((r) => [r.published, r.file].filter((v): v is number => v !== null));
  const scale = niceScale(Math.min(...values), Math.max(...values), 5);
  const plot = { x: M.left, y: M.top, width: WIDTH - M.left - M.right, height: HEIGHT - M.top - M.bottom };
  const x = linearScale([0, Math.max(rows.length - 1, 1)], [plot.x + 8, plot.x + plot.width - 8]);
  const y = linearScale([scale.min, scale.max], [plot.y + plot.height, plot.y]);
  const publishedPath = rows
    .map((r, i) => (r.published === null ? null : `${x(i).toFixed(1)},${y(r.published).toFixed(1)}`))
    .filter((p): p is string => p !== null)
    .map((p, i) => `${i ? 'L' : 'M'}${p}`)
    .join(' ');
  // The file's line starts at the last published point before its first point.
  const firstFile = rows.findIndex((r) => r.file !== null);
  const filePoints = rows.map((r, i) => ({ r, i })).filter(({ r, i }) => r.file !== null || (i === firstFile - 1 && r.published !== null));
  const filePath = filePoints.map(({ r, i }, n) => `${n ? 'L' : 'M'}${x(i).toFixed(1)},${y((r.file ?? r.published) as number).toFixed(1)}`).join(' ');
  const ticks = tickIndexes(rows.length, 6);
  const label = (p: string, short = false) => periodLabel(p, props.frequency, lang, { short });
  const value = (v: number | null) => (v === null ? '—' : formatValue(v, props.decimals, lang));
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ maxWidth: WIDTH, width: '100%' }}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} style={{ width: '100%', height: 'auto', display: 'block' }}>
          <title id={titleId}>{translate('statImports.preview.chart', { title: props.title, unit: props.unit })}</title>
          <desc id={descId}>{translate('statImports.preview.chartDesc')}</desc>
          {scale.ticks.map((t) => (
            <g key={t}>
              <line x1={plot.x} x2={plot.x + plot.width} y1={y(t)} y2={y(t)} stroke="#d5dde5" />
              <text x={plot.x - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#33404d">
                {formatValue(t, Math.min(props.decimals, 2), lang)}
              </text>
            </g>
          ))}
          <line x1={plot.x} x2={plot.x + plot.width} y1={plot.y + plot.height} y2={plot.y + plot.height} stroke="#4a5868" strokeWidth="1.5" />
          {ticks.map((i) => (
            <text key={i} x={x(i)} y={plot.y + plot.height + 20} textAnchor={i === 0 ? 'start' : i === rows.length - 1 ? 'end' : 'middle'} fontSize="12" fill="#33404d">
              {label(rows[i]?.period ?? '', true)}
            </text>
          ))}
          <path d={publishedPath} fill="none" stroke={PUBLISHED} strokeWidth="2.5" strokeLinejoin="round" />
          {filePath && <path d={filePath} fill="none" stroke={NEW} strokeWidth="2.5" strokeDasharray="6 4" />}
          {rows.map((r, i) =>
            r.kind === 'new' && r.file !== null ? (
              <rect key={r.period} x={x(i) - 5} y={y(r.file) - 5} width="10" height="10" fill={NEW} />
            ) : r.kind === 'revised' && r.file !== null && r.published !== null ? (
              <g key={r.period}>
                <line x1={x(i)} x2={x(i)} y1={y(r.published)} y2={y(r.file)} stroke={NEW} strokeWidth="1.5" />
                <circle cx={x(i)} cy={y(r.published)} r="4" fill="#fff" stroke={PUBLISHED} strokeWidth="2" />
                <path d={`M${x(i)},${y(r.file) - 7} l7,7 l-7,7 l-7,-7 z`} fill={NEW} />
              </g>
            ) : null,
          )}
        </svg>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: '0.875rem', mt: 1 }}>
        <span>
          <svg width="24" height="10" aria-hidden="true">
            <line x1="0" x2="24" y1="5" y2="5" stroke={PUBLISHED} strokeWidth="2.5" />
          </svg>{' '}
          {translate('statDesk.kind.published')}
        </span>
        <span>
          <svg width="24" height="10" aria-hidden="true">
            <rect x="7" y="0" width="10" height="10" fill={NEW} />
          </svg>{' '}
          {translate('statDesk.kind.new')}
        </span>
        <span>
          <svg width="24" height="14" aria-hidden="true">
            <path d="M12,0 l7,7 l-7,7 l-7,-7 z" fill={NEW} />
          </svg>{' '}
          {translate('statDesk.kind.revised')}
        </span>
      </Box>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%', maxHeight: '20rem', overflowY: 'auto', mt: 1 }} tabIndex={0} role="region" aria-labelledby={`${id}-table`}>
        <Table size="small">
          <caption id={`${id}-table`} style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 0.5rem' }}>
            {translate('statImports.preview.table')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('statDesk.col.period')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {translate('statDesk.kind.published')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {translate('statDesk.col.after')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('statDesk.col.kind')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...rows].reverse().map((r) => (
              <TableRow key={r.period}>
                <TableCell component="th" scope="row">
                  {label(r.period)}
                </TableCell>
                <TableCell align="right">{value(r.published)}</TableCell>
                <TableCell align="right">{value(r.file)}</TableCell>
                <TableCell>{translate(`statDesk.kind.${r.kind}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
