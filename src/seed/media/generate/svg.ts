/**
 * SVG images drawn from data: bar charts for the infographics (with a title and a
 * description inside the image, and the same text as the page's alternative) and
 * the posters of the videos. Pure functions of their input.
 */

export const SVG_MIME = 'image/svg+xml';

const FONT = "'Noto Sans TC','Noto Sans CJK TC','PingFang TC','Microsoft JhengHei','Noto Sans SC','Noto Sans CJK SC',Arial,Helvetica,sans-serif";
/** Colours with at least 4.5:1 contrast on white, told apart also by the legend's order. */
export const CHART_COLOURS = ['#0b4f6c', '#8a6100', '#2e6b3a', '#7a2e5a'] as const;

export function escapeSvg(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface BarChartSpec {
  /** BCP 47 language of the texts. */
  lang: string;
  title: string;
  subtitle: string;
  /** Shown above the value axis, e.g. "MOP billion". */
  unit: string;
  categories: string[];
  series: ChartSeries[];
  decimals: number;
  source: string;
  /** The text alternative, repeated inside the image as its description. */
  description: string;
  /** Bars run left to right (long category names) instead of upwards. */
  horizontal?: boolean;
}

/** A "nice" step for about `count` ticks up to `max`: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number, count = 5): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  const factor = unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10;
  return factor * power;
}

const fmt = (value: number, decimals: number) => value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const r1 = (n: number) => Math.round(n * 10) / 10;

export function barChartSvg(spec: BarChartSpec): string {
  const W = 960;
  const H = 560;
  const left = spec.horizontal ? 250 : 90;
  const right = 40;
  const top = 150;
  const bottom = spec.horizontal ? 70 : 96;
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const max = Math.max(...spec.series.flatMap((s) => s.values));
  const step = niceStep(max);
  const axisMax = Math.ceil(max / step) * step || step;
  const ticks: number[] = [];
  for (let v = 0; v <= axisMax + step / 1000; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  const stepDecimals = step >= 1 ? 0 : Math.min(3, Math.ceil(-Math.log10(step)));

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="chart-title chart-desc" lang="${escapeSvg(spec.lang)}" font-family="${FONT}">`,
  );
  out.push(`<title id="chart-title">${escapeSvg(spec.title)}</title>`);
  out.push(`<desc id="chart-desc">${escapeSvg(spec.description)}</desc>`);
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  out.push(`<rect width="${W}" height="8" fill="#0b4f6c"/>`);
  out.push(`<text x="40" y="56" font-size="28" font-weight="700" fill="#073347">${escapeSvg(spec.title)}</text>`);
  out.push(`<text x="40" y="88" font-size="17" fill="#4a5868">${escapeSvg(spec.subtitle)}</text>`);
  // Legend, when there is more than one series.
  if (spec.series.length > 1) {
    let x = 40;
    spec.series.forEach((s, i) => {
      out.push(`<rect x="${x}" y="106" width="16" height="16" fill="${CHART_COLOURS[i % CHART_COLOURS.length]}"/>`);
      out.push(`<text x="${x + 22}" y="120" font-size="15" fill="#1d2733">${escapeSvg(s.name)}</text>`);
      x += 40 + s.name.length * (/[\u3400-\u9fff]/.test(s.name) ? 15 : 8);
    });
  }
  out.push(`<text x="${spec.horizontal ? left : 40}" y="${top - 12}" font-size="14" fill="#4a5868">${escapeSvg(spec.unit)}</text>`);

  const n = spec.categories.length;
  const groups = spec.series.length;
  if (!spec.horizontal) {
    for (const tick of ticks) {
      const y = r1(top + plotH - (tick / axisMax) * plotH);
      out.push(`<line x1="${left}" y1="${y}" x2="${W - right}" y2="${y}" stroke="${tick === 0 ? '#4a5868' : '#d5dde5'}" stroke-width="1"/>`);
      out.push(`<text x="${left - 10}" y="${y + 5}" font-size="14" text-anchor="end" fill="#4a5868">${fmt(tick, stepDecimals)}</text>`);
    }
    const band = plotW / n;
    const barW = Math.min(56, (band * 0.7) / groups);
    spec.categories.forEach((cat, c) => {
      const x0 = left + band * c + (band - barW * groups) / 2;
      spec.series.forEach((s, g) => {
        const value = s.values[c] ?? 0;
        const h = (value / axisMax) * plotH;
        const x = r1(x0 + g * barW);
        const y = r1(top + plotH - h);
        out.push(`<rect x="${x}" y="${y}" width="${r1(barW - 2)}" height="${r1(h)}" fill="${CHART_COLOURS[g % CHART_COLOURS.length]}"/>`);
        if (groups <= 2 && n <= 12) out.push(`<text x="${r1(x + (barW - 2) / 2)}" y="${r1(y - 6)}" font-size="13" text-anchor="middle" fill="#1d2733">${fmt(value, spec.decimals)}</text>`);
      });
      out.push(`<text x="${r1(left + band * c + band / 2)}" y="${top + plotH + 24}" font-size="15" text-anchor="middle" fill="#1d2733">${escapeSvg(cat)}</text>`);
    });
  } else {
    for (const tick of ticks) {
      const x = r1(left + (tick / axisMax) * plotW);
      out.push(`<line x1="${x}" y1="${top}" x2="${x}" y2="${top + plotH}" stroke="${tick === 0 ? '#4a5868' : '#d5dde5'}" stroke-width="1"/>`);
      out.push(`<text x="${x}" y="${top + plotH + 22}" font-size="14" text-anchor="middle" fill="#4a5868">${fmt(tick, stepDecimals)}</text>`);
    }
    const band = plotH / n;
    const barH = Math.min(34, (band * 0.7) / groups);
    spec.categories.forEach((cat, c) => {
      const y0 = top + band * c + (band - barH * groups) / 2;
      spec.series.forEach((s, g) => {
        const value = s.values[c] ?? 0;
        const w = (value / axisMax) * plotW;
        const y = r1(y0 + g * barH);
        out.push(`<rect x="${left}" y="${y}" width="${r1(w)}" height="${r1(barH - 2)}" fill="${CHART_COLOURS[g % CHART_COLOURS.length]}"/>`);
        out.push(`<text x="${r1(left + w + 6)}" y="${r1(y + barH / 2 + 4)}" font-size="13" fill="#1d2733">${fmt(value, spec.decimals)}</text>`);
      });
      out.push(`<text x="${left - 10}" y="${r1(top + band * c + band / 2 + 5)}" font-size="15" text-anchor="end" fill="#1d2733">${escapeSvg(cat)}</text>`);
    });
  }
  out.push(`<text x="40" y="${H - 24}" font-size="13" fill="#4a5868">${escapeSvg(spec.source)}</text>`);
  out.push('</svg>');
  return out.join('\n');
}

export type PosterMotif = 'shield' | 'coin' | 'chart' | 'people';

/**
 * A video poster (16:9) without words, so one image serves every language: the
 * site's colours and a motif for the subject. No play symbol: the poster is also
 * shown where the video is not played on this site, and the player draws its own.
 */
export function posterSvg(motif: PosterMotif, accent: string): string {
  const motifs: Record<PosterMotif, string> = {
    shield: '<path d="M640 170 L800 230 V360 C800 460 730 530 640 560 C550 530 480 460 480 360 V230 Z" fill="none" stroke="#ffffff" stroke-width="18" stroke-linejoin="round"/><path d="M575 360 L625 410 L715 310" fill="none" stroke="#ffffff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>',
    coin: '<circle cx="640" cy="360" r="190" fill="none" stroke="#ffffff" stroke-width="18"/><circle cx="640" cy="360" r="150" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="4 14"/><path d="M600 290 h80 M600 430 h80 M640 270 v180" stroke="#ffffff" stroke-width="18" stroke-linecap="round"/>',
    chart: '<path d="M430 540 H850" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/><rect x="470" y="400" width="70" height="130" fill="#ffffff"/><rect x="575" y="320" width="70" height="210" fill="#ffffff" opacity="0.85"/><rect x="680" y="230" width="70" height="300" fill="#ffffff" opacity="0.7"/><path d="M470 330 L600 250 L690 280 L820 170" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>',
    people:
      '<circle cx="540" cy="280" r="60" fill="#ffffff"/><circle cx="740" cy="280" r="60" fill="#ffffff" opacity="0.8"/><path d="M440 500 C440 400 640 400 640 500 Z" fill="#ffffff"/><path d="M640 500 C640 400 840 400 840 500 Z" fill="#ffffff" opacity="0.8"/>',
  };
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" aria-hidden="true">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#073347"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs>',
    '<rect width="1280" height="720" fill="url(#bg)"/>',
    `<rect y="680" width="1280" height="40" fill="${escapeSvg(accent)}"/>`,
    `<g opacity="0.95">${motifs[motif]}</g>`,
    `<text x="60" y="100" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff" letter-spacing="4">AMCM</text>`,
    '</svg>',
  ].join('\n');
}
