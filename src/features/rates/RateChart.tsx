/**
 * A line chart of rate series with uPlot (small, fast canvas charts). Hydrated
 * only when it scrolls into view; the data table beside it stays the accessible
 * and no-JavaScript way to read the values, and the chart carries an accessible
 * name and a text summary (`describedBy`) rendered on the server.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface RateChartProps {
  /** ISO days of the x axis. */
  days: string[];
  series: { label: string; values: (number | null)[] }[];
  decimals: number;
  /** Accessible name of the chart. */
  label: string;
  /** Id of the element that summarises the chart in words. */
  describedBy: string;
  /** Intl locale for the axis dates. */
  locale: string;
  /** Legend label of the date. */
  dateLabel: string;
}

/** Colour-blind safe (Okabe–Ito), dark enough on white for 3:1 against the background. */
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#7a6200', '#56307a', '#333333'];
const DASHES: (number[] | undefined)[] = [undefined, [6, 3], [2, 2], [8, 3, 2, 3], undefined, [6, 3], [2, 2]];

export default function RateChart({ days, series, decimals, label, describedBy, locale, dateLabel }: RateChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T03:00:00Z`) / 1000);
    const tickFmt = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Macau', month: 'short', day: 'numeric' });
    const dateFmt = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Macau', year: 'numeric', month: 'short', day: 'numeric' });
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height: 260,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Macau'),
      legend: { show: series.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { stroke: '#333', grid: { stroke: '#e3e8ee' }, space: 80, values: (_u, ticks) => ticks.map((v) => tickFmt.format(new Date(v * 1000))) },
        { stroke: '#333', grid: { stroke: '#e3e8ee' }, size: 64, values: (_u, ticks) => ticks.map((v) => v.toFixed(decimals)) },
      ],
      series: [
        { label: dateLabel, value: (_u, v) => (v === null ? '' : dateFmt.format(new Date(v * 1000))) },
        ...series.map((s, i) => ({
          label: s.label,
          stroke: COLOURS[i % COLOURS.length] ?? '#0072B2',
          width: 2,
          ...(DASHES[i % DASHES.length] ? { dash: DASHES[i % DASHES.length] } : {}),
          points: { show: false },
          value: (_u: uPlot, v: number | null) => (v === null ? '—' : v.toFixed(decimals)),
        })),
      ],
    };
    const plot = new uPlot(opts, [xs, ...series.map((s) => s.values)] as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, decimals, locale, dateLabel]);

  return <div className="rate-chart" ref={host} role="img" aria-label={label} aria-describedby={describedBy} />;
}
