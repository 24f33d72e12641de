/**
 * Infographics: bar charts drawn as SVG from the same figures as the statistical
 * downloads, one image per language, each with a short text alternative and a long
 * description (the figures as a table) for readers who cannot see the chart.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { barChartSvg, SVG_MIME } from '#src/seed/media/generate/svg.ts';
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import { randomFor } from '#src/seed/random.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { figuresFor, LAST_MONTH, quarterlyFigures, yearEnds } from './figures.ts';
import { entryTexts, figure, first, languagesOf, last, macao, monthName, quarterName, textIn } from './texts.ts';

interface GraphicSpec {
  slug: string;
  cat: 'monetary-and-banking' | 'insurance' | 'consumer-information';
  date: string;
  title: Texts;
  subtitle: Texts;
  unit: Texts;
  categories: (string | Texts)[];
  series: { name: Texts; values: number[] }[];
  decimals: number;
  horizontal?: boolean;
  /** The short alternative: what the chart shows and its main message. */
  alt: Texts;
  /** A sentence or two read before the table. */
  explanation: Texts;
}

const SOURCE = tx('資料來源：澳門金融管理局', 'Source: Monetary Authority of Macao', 'Fonte: Autoridade Monetária de Macau');
const YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025];

function specs(): GraphicSpec[] {
  const ends = yearEnds(2019, 2025);
  const reserves = ends.map((f) => Math.round(f.fxReserves / 100) / 10);
  const shares = figuresFor(LAST_MONTH.year, LAST_MONTH.month).depositShares;
  const premiums = YEARS.map((y) => quarterlyFigures().filter((q) => q.year === y));
  const life = premiums.map((qs) => Math.round(qs.reduce((s, q) => s + q.lifePremiums, 0) / 100) / 10);
  const nonLife = premiums.map((qs) => Math.round(qs.reduce((s, q) => s + q.nonLifePremiums, 0) / 100) / 10);
  const lastQ = last(quarterlyFigures());
  const rnd = randomFor('media:complaints');
  const complaintYears = [2021, 2022, 2023, 2024, 2025];
  const banking = complaintYears.map(() => 280 + Math.round(rnd() * 160));
  const insurance = complaintYears.map(() => 140 + Math.round(rnd() * 90));
  const month = monthName(LAST_MONTH.year, LAST_MONTH.month);
  const q = quarterName(lastQ.year, lastQ.quarter);
  return [
    {
      slug: 'fx-reserves-2019-2025',
      cat: 'monetary-and-banking',
      date: '2026-01-16',
      title: tx('外匯儲備穩步增長', 'Foreign Exchange Reserves Keep Growing', 'Reservas Cambiais em Crescimento'),
      subtitle: tx('2019年至2025年年底外匯儲備', 'Foreign exchange reserves at the end of 2019–2025', 'Reservas cambiais no final de 2019–2025'),
      unit: tx('十億澳門元', 'MOP billion', 'Mil milhões de patacas'),
      categories: YEARS.map(String),
      series: [{ name: tx('外匯儲備', 'Reserves', 'Reservas'), values: reserves }],
      decimals: 1,
      alt: {
        'zh-hant': `柱狀圖：外匯儲備由2019年底的${figure(first(reserves))}十億澳門元增至2025年底的${figure(last(reserves))}十億澳門元。`,
        en: `Bar chart: foreign exchange reserves rose from MOP ${figure(first(reserves))} billion at the end of 2019 to MOP ${figure(last(reserves))} billion at the end of 2025.`,
        pt: `Gráfico de barras: as reservas cambiais passaram de ${figure(first(reserves))} mil milhões de patacas no final de 2019 para ${figure(last(reserves))} mil milhões no final de 2025.`,
      },
      explanation: tx('外匯儲備支持澳門元與港元掛鈎的聯繫匯率制度。', 'The reserves back the link of the pataca to the Hong Kong dollar.', 'As reservas sustentam a indexação da pataca ao dólar de Hong Kong.'),
    },
    {
      slug: 'deposits-by-currency',
      cat: 'monetary-and-banking',
      date: '2026-10-30',
      title: tx('存款的貨幣結構', 'Deposits by Currency', 'Depósitos por Moeda'),
      subtitle: { 'zh-hant': `${month['zh-hant']}底各貨幣佔存款總額的百分比`, en: `Share of total deposits by currency, end of ${month.en}`, pt: `Peso de cada moeda nos depósitos, final de ${month.pt}` },
      unit: tx('百分比', 'Per cent', 'Percentagem'),
      categories: [tx('港元', 'HKD'), tx('澳門元', 'MOP'), tx('美元', 'USD'), tx('人民幣', 'CNY'), tx('其他', 'Other', 'Outras')],
      series: [{ name: tx('佔比', 'Share', 'Peso'), values: [shares.hkd, shares.mop, shares.usd, shares.cny, shares.other].map((s) => Math.round(s * 1000) / 10) }],
      decimals: 1,
      horizontal: true,
      alt: {
        'zh-hant': `橫向柱狀圖：港元存款佔${figure(shares.hkd * 100)}%，澳門元佔${figure(shares.mop * 100)}%，美元佔${figure(shares.usd * 100)}%，人民幣佔${figure(shares.cny * 100)}%。`,
        en: `Horizontal bar chart: the Hong Kong dollar makes up ${figure(shares.hkd * 100)}% of deposits, the pataca ${figure(shares.mop * 100)}%, the US dollar ${figure(shares.usd * 100)}% and the renminbi ${figure(shares.cny * 100)}%.`,
        pt: `Gráfico de barras horizontais: o dólar de Hong Kong representa ${figure(shares.hkd * 100)}% dos depósitos, a pataca ${figure(shares.mop * 100)}%, o dólar dos EUA ${figure(shares.usd * 100)}% e o renminbi ${figure(shares.cny * 100)}%.`,
      },
      explanation: tx('澳門元存款的比重近年逐步上升。', 'The share of pataca deposits has been rising in recent years.', 'O peso dos depósitos em patacas tem vindo a aumentar.'),
    },
    {
      slug: 'loans-domestic-external',
      cat: 'monetary-and-banking',
      date: '2026-02-27',
      title: tx('本地及對外貸款', 'Domestic and External Loans'),
      subtitle: tx('2019年至2025年年底貸款餘額', 'Loans outstanding at the end of 2019–2025'),
      unit: tx('十億澳門元', 'MOP billion'),
      categories: YEARS.map(String),
      series: [
        { name: tx('本地私人貸款', 'Domestic'), values: ends.map((f) => Math.round(f.domesticLoans / 100) / 10) },
        { name: tx('對外貸款', 'External'), values: ends.map((f) => Math.round(f.externalLoans / 100) / 10) },
      ],
      decimals: 0,
      alt: tx('柱狀圖：比較2019年至2025年年底的本地私人貸款及對外貸款，兩者規模相若。', 'Bar chart comparing domestic loans to the private sector with external loans at the end of 2019–2025; the two are of similar size.'),
      explanation: tx('對外貸款主要為對內地及香港企業的貸款。', 'External loans are mainly to companies in the Mainland and Hong Kong.'),
    },
    {
      slug: 'gross-premiums-by-year',
      cat: 'insurance',
      date: '2026-03-31',
      title: tx('人壽及非人壽保險毛保費', 'Life and Non-life Gross Premiums', 'Prémios Brutos Vida e Não Vida'),
      subtitle: tx('2019年至2025年全年毛保費', 'Gross premiums for each year, 2019–2025', 'Prémios brutos anuais, 2019–2025'),
      unit: tx('十億澳門元', 'MOP billion', 'Mil milhões de patacas'),
      categories: YEARS.map(String),
      series: [
        { name: tx('人壽', 'Life', 'Vida'), values: life },
        { name: tx('非人壽', 'Non-life', 'Não vida'), values: nonLife },
      ],
      decimals: 1,
      alt: {
        'zh-hant': `柱狀圖：人壽保險毛保費由2019年的${figure(first(life))}十億澳門元變為2025年的${figure(last(life))}十億澳門元，遠高於非人壽保險。`,
        en: `Bar chart: life gross premiums went from MOP ${figure(first(life))} billion in 2019 to MOP ${figure(last(life))} billion in 2025, far above non-life premiums.`,
        pt: `Gráfico de barras: os prémios brutos do ramo vida passaram de ${figure(first(life))} mil milhões de patacas em 2019 para ${figure(last(life))} mil milhões em 2025, muito acima dos ramos não vida.`,
      },
      explanation: tx('人壽保險佔澳門保險市場的大部分。', 'Life insurance makes up most of the Macao insurance market.', 'O ramo vida representa a maior parte do mercado segurador de Macau.'),
    },
    {
      slug: 'non-life-premiums-by-class',
      cat: 'insurance',
      date: '2026-08-31',
      title: tx('非人壽保險毛保費（按類別）', 'Non-life Gross Premiums by Class'),
      subtitle: { 'zh-hant': q['zh-hant'], en: q.en },
      unit: tx('百萬澳門元', 'MOP million'),
      categories: [tx('醫療', 'Medical'), tx('汽車', 'Motor'), tx('財產', 'Property'), tx('勞工', "Employees' comp."), tx('其他', 'Other')],
      series: [{ name: tx('毛保費', 'Premiums'), values: [lastQ.nonLifeByClass.medical, lastQ.nonLifeByClass.motor, lastQ.nonLifeByClass.property, lastQ.nonLifeByClass.employees, lastQ.nonLifeByClass.other] }],
      decimals: 1,
      horizontal: true,
      alt: tx('橫向柱狀圖：醫療及汽車保險是非人壽保險中保費最多的兩個類別。', 'Horizontal bar chart: medical and motor insurance are the two largest classes of non-life insurance by premiums.'),
      explanation: tx('汽車及勞工保險屬強制保險。', "Motor and employees' compensation insurance are compulsory."),
    },
    {
      slug: 'complaints-by-sector',
      cat: 'consumer-information',
      date: '2026-02-10',
      title: tx('本局收到的投訴', 'Complaints Received by the Authority', 'Reclamações Recebidas pela Autoridade'),
      subtitle: tx('2021年至2025年按行業劃分的投訴宗數', 'Number of complaints by sector, 2021–2025', 'Número de reclamações por sector, 2021–2025'),
      unit: tx('宗', 'Complaints', 'Reclamações'),
      categories: complaintYears.map(String),
      series: [
        { name: tx('銀行', 'Banking', 'Banca'), values: banking },
        { name: tx('保險', 'Insurance', 'Seguros'), values: insurance },
      ],
      decimals: 0,
      alt: {
        'zh-hant': `柱狀圖：2025年本局收到${last(banking)}宗銀行業投訴及${last(insurance)}宗保險業投訴。`,
        en: `Bar chart: in 2025 the Authority received ${last(banking)} complaints about banks and ${last(insurance)} about insurance.`,
        pt: `Gráfico de barras: em 2025 a Autoridade recebeu ${last(banking)} reclamações sobre bancos e ${last(insurance)} sobre seguros.`,
      },
      explanation: tx('銀行業投訴主要涉及信用卡及電子銀行服務。', 'Banking complaints mostly concern credit cards and e-banking.', 'As reclamações sobre bancos dizem sobretudo respeito a cartões de crédito e banca electrónica.'),
    },
  ];
}

const BCP47: Record<Language, string> = { 'zh-hant': 'zh-Hant', 'zh-hans': 'zh-Hans', en: 'en', pt: 'pt' };
const cell = (c: string | Texts, lang: Language) => (typeof c === 'string' ? c : textIn(c, lang));
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The long description: the explanation, then the chart's figures as a table. */
function longDescription(spec: GraphicSpec, lang: Language): string {
  const head = `<tr><th scope="col">${escape(textIn(spec.unit, lang))}</th>${spec.series.map((s) => `<th scope="col">${escape(textIn(s.name, lang))}</th>`).join('')}</tr>`;
  const rows = spec.categories
    .map((c, i) => `<tr><th scope="row">${escape(cell(c, lang))}</th>${spec.series.map((s) => `<td>${figure(s.values[i] ?? 0, spec.decimals)}</td>`).join('')}</tr>`)
    .join('');
  return `<p>${escape(textIn(spec.explanation, lang))}</p>\n<table><caption>${escape(textIn(spec.subtitle, lang))}</caption><thead>${head}</thead><tbody>${rows}</tbody></table>\n<p>${escape(textIn(SOURCE, lang))}</p>`;
}

export function graphicEntries(): EntrySeed[] {
  return specs().map((spec) => {
    const withPt = spec.title.pt !== undefined;
    const langs = languagesOf({ title: spec.title });
    const content: Texts = { 'zh-hant': longDescription(spec, 'zh-hant'), en: longDescription(spec, 'en'), ...(withPt ? { pt: longDescription(spec, 'pt') } : {}) };
    const parts = {
      title: spec.title,
      summary: spec.subtitle,
      content,
      data: { 'zh-hant': { alt: spec.alt['zh-hant'] }, en: { alt: spec.alt.en }, ...(withPt ? { pt: { alt: spec.alt.pt ?? spec.alt.en } } : {}) },
    };
    return {
      slug: spec.slug,
      catSlug: spec.cat,
      publishedAt: macao(spec.date, '15:00'),
      data: { width: 960, height: 560 },
      texts: entryTexts(parts),
      files: langs.map((lang) => ({
        name: `${spec.slug}.${lang}.svg`,
        mime: SVG_MIME,
        kind: 'image' as const,
        lang,
        content: Buffer.from(
          barChartSvg({
            lang: BCP47[lang],
            title: textIn(spec.title, lang),
            subtitle: textIn(spec.subtitle, lang),
            unit: textIn(spec.unit, lang),
            categories: spec.categories.map((c) => cell(c, lang)),
            series: spec.series.map((s) => ({ name: textIn(s.name, lang), values: s.values })),
            decimals: spec.decimals,
            source: textIn(SOURCE, lang),
            description: textIn(spec.alt, lang),
            ...(spec.horizontal ? { horizontal: true } : {}),
          }),
        ),
      })),
    };
  });
}
