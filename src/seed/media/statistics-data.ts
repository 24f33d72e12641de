/**
 * Statistical downloads: the monthly bulletin of monetary statistics (a PDF per
 * language and a workbook of its tables), the quarterly insurance statistics, and
 * the advance release calendar of each year with its dates.
 */
import type { Release } from '#src/features/media/contract.ts';
import type { EntrySeed } from '#src/seed/entries-writer.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import { bilingual, pdfFiles, workbookFile, type DocBlock } from './documents.ts';
import { change, figuresFor, LAST_MONTH, quarterlyFigures, type MonthFigures } from './figures.ts';
import { dayName, entryTexts, figure, languagesOf, macao, monthName, quarterName } from './texts.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The last Monday-to-Friday day of a month. */
export function lastWorkingDay(y: number, m: number): string {
  for (let d = daysIn(y, m); ; d--) {
    const date = iso(y, m, d);
    const w = weekday(date);
    if (w !== 0 && w !== 6) return date;
  }
}

/** A day of a month, moved forward to Monday when it falls on a weekend. */
export function workingDayFrom(y: number, m: number, day: number): string {
  for (let d = Math.min(day, daysIn(y, m)); ; d++) {
    const date = iso(y, m, d);
    const w = weekday(date);
    if (w !== 0 && w !== 6) return date;
  }
}

/** The month `by` months after (or before) y-m. */
const next = (y: number, m: number, by = 1) => ({ y: y + Math.floor((m - 1 + by) / 12), m: ((((m - 1 + by) % 12) + 12) % 12) + 1 });

// ------------------------------------------------------------------ monthly bulletin

const UNIT = tx('單位：百萬澳門元', 'Unit: MOP million', 'Unidade: milhões de patacas');

function bulletinRows(f: MonthFigures, prev: MonthFigures): [Texts, number, number][] {
  return [
    [tx('流通貨幣', 'Currency in circulation', 'Moeda em circulação'), prev.currencyInCirculation, f.currencyInCirculation],
    [tx('貨幣供應 M1', 'Money supply M1', 'Massa monetária M1'), prev.m1, f.m1],
    [tx('貨幣供應 M2', 'Money supply M2', 'Massa monetária M2'), prev.m2, f.m2],
    [tx('居民存款', 'Resident deposits', 'Depósitos de residentes'), prev.residentDeposits, f.residentDeposits],
    [tx('非居民存款', 'Non-resident deposits', 'Depósitos de não residentes'), prev.nonResidentDeposits, f.nonResidentDeposits],
    [tx('公共部門存款', 'Public sector deposits', 'Depósitos do sector público'), prev.publicSectorDeposits, f.publicSectorDeposits],
    [tx('本地私人貸款', 'Domestic loans to the private sector', 'Crédito interno ao sector privado'), prev.domesticLoans, f.domesticLoans],
    [tx('對外貸款', 'External loans', 'Crédito ao exterior'), prev.externalLoans, f.externalLoans],
    [tx('外匯儲備', 'Foreign exchange reserves', 'Reservas cambiais'), prev.fxReserves, f.fxReserves],
  ];
}

export function bulletinEntries(from = { year: 2025, month: 7 }): EntrySeed[] {
  const out: EntrySeed[] = [];
  for (let { y, m } = { y: from.year, m: from.month }; y < LAST_MONTH.year || (y === LAST_MONTH.year && m <= LAST_MONTH.month); { y, m } = next(y, m)) {
    const f = figuresFor(y, m);
    const p = next(y, m, -1);
    const prev = figuresFor(p.y, p.m);
    const r = next(y, m);
    const released = lastWorkingDay(r.y, r.m);
    const period = monthName(y, m);
    const m2Change = change(f.m2, prev.m2);
    const depositTotal = f.residentDeposits + f.nonResidentDeposits + f.publicSectorDeposits;
    const title: Texts = { 'zh-hant': `貨幣統計月報 — ${period['zh-hant']}`, en: `Monthly Bulletin of Monetary Statistics — ${period.en}`, pt: `Boletim Mensal de Estatísticas Monetárias — ${period.pt}` };
    const summary: Texts = {
      // 1 億 is 100 million.
      'zh-hant': `廣義貨幣（M2）按月${m2Change >= 0 ? '上升' : '下跌'}${Math.abs(m2Change)}%至${figure(f.m2 / 100, 0)}億澳門元；存款總額為${figure(depositTotal / 100, 0)}億澳門元。`,
      en: `Broad money (M2) ${m2Change >= 0 ? 'rose' : 'fell'} by ${Math.abs(m2Change)}% month-on-month to MOP ${figure(f.m2 / 1000)} billion; total deposits stood at MOP ${figure(depositTotal / 1000)} billion.`,
      pt: `A massa monetária (M2) ${m2Change >= 0 ? 'aumentou' : 'diminuiu'} ${Math.abs(m2Change)}% face ao mês anterior, para ${figure(f.m2 / 1000)} mil milhões de patacas; os depósitos totalizaram ${figure(depositTotal / 1000)} mil milhões.`,
    };
    const rows = bulletinRows(f, prev);
    const prevName = monthName(p.y, p.m);
    const blocks: DocBlock[] = [
      { kind: 'title', text: tx('貨幣統計月報', 'Monthly Bulletin of Monetary Statistics', 'Boletim Mensal de Estatísticas Monetárias') },
      { kind: 'subtitle', text: { 'zh-hant': `${period['zh-hant']} · ${dayName(released)['zh-hant']}發佈`, en: `${period.en} · released ${dayName(released).en}`, pt: `${period.pt} · divulgado em ${dayName(released).pt}` } },
      { kind: 'heading', text: tx('一、概要', '1. Highlights', '1. Destaques') },
      { kind: 'paragraph', text: summary },
      { kind: 'heading', text: tx('二、主要貨幣及金融數據', '2. Main monetary and financial data', '2. Principais dados monetários e financeiros') },
      {
        kind: 'table',
        header: [tx('項目', 'Item', 'Rubrica'), prevName, period, tx('按月變動 %', 'Change %', 'Variação %')],
        rows: rows.map(([name, a, b]) => [name, figure(a), figure(b), figure(change(b, a))]),
        widths: [4, 2, 2, 1.4],
        align: ['left', 'right', 'right', 'right'],
      },
      { kind: 'note', text: UNIT },
      { kind: 'heading', text: tx('三、存款的貨幣結構', '3. Deposits by currency', '3. Depósitos por moeda') },
      {
        kind: 'table',
        header: [tx('貨幣', 'Currency', 'Moeda'), tx('佔存款總額 %', 'Share of total deposits %', 'Peso nos depósitos %')],
        rows: [
          [tx('澳門元', 'Pataca (MOP)', 'Pataca (MOP)'), figure(f.depositShares.mop * 100)],
          [tx('港元', 'Hong Kong dollar (HKD)', 'Dólar de Hong Kong (HKD)'), figure(f.depositShares.hkd * 100)],
          [tx('美元', 'US dollar (USD)', 'Dólar dos EUA (USD)'), figure(f.depositShares.usd * 100)],
          [tx('人民幣', 'Renminbi (CNY)', 'Renminbi (CNY)'), figure(f.depositShares.cny * 100)],
          [tx('其他', 'Other', 'Outras'), figure(f.depositShares.other * 100)],
        ],
        widths: [4, 2],
        align: ['left', 'right'],
      },
      { kind: 'paragraph', text: { 'zh-hant': `銀行業不良貸款比率為${figure(f.nplRatio)}%。`, en: `The non-performing loan ratio of the banking sector was ${figure(f.nplRatio)}%.`, pt: `O rácio de crédito malparado do sector bancário foi de ${figure(f.nplRatio)}%.` } },
      { kind: 'note', text: tx('資料來源：澳門金融管理局。數字經四捨五入，分項數字之和可能不等於總數。', 'Source: Monetary Authority of Macao. Figures are rounded; components may not add up to totals.', 'Fonte: Autoridade Monetária de Macau. Valores arredondados; as parcelas podem não somar o total.') },
    ];
    const parts = { title, summary };
    const files = pdfFiles({ name: { 'zh-hant': `貨幣統計月報-${y}年${m}月`, en: `monthly-bulletin-${y}-${pad(m)}` }, title, created: macao(released, '16:30'), blocks }, languagesOf(parts));
    files.push(
      workbookFile(`monthly-bulletin-${y}-${pad(m)}`, title, macao(released, '16:30'), [
        {
          name: 'Monetary',
          title: [bilingual(title), '單位：百萬澳門元 Unit: MOP million'],
          header: [['項目 Item', `${p.y}-${pad(p.m)}`, `${y}-${pad(m)}`, '按月變動 Change %']],
          rows: rows.map(([name, a, b]) => [bilingual(name), a, b, change(b, a) / 100]),
          formats: [null, 'dec1', 'dec1', 'pct1'],
          widths: [46, 16, 16, 18],
          notes: ['資料來源 Source: 澳門金融管理局 Monetary Authority of Macao'],
        },
        {
          name: 'Deposits by currency',
          title: ['存款的貨幣結構 Deposits by currency', '佔存款總額 Share of total deposits'],
          header: [['貨幣 Currency', 'Share']],
          rows: [
            ['MOP', f.depositShares.mop],
            ['HKD', f.depositShares.hkd],
            ['USD', f.depositShares.usd],
            ['CNY', f.depositShares.cny],
            ['其他 Other', f.depositShares.other],
          ],
          formats: [null, 'pct1'],
          widths: [20, 12],
        },
      ]),
    );
    out.push({
      slug: `monthly-bulletin-${y}-${pad(m)}`,
      catSlug: 'monthly-bulletin',
      publishedAt: macao(released, '16:30'),
      data: { year: y, period: `${y}-${pad(m)}` },
      texts: entryTexts(parts),
      files,
    });
  }
  return out;
}

// ------------------------------------------------------------------ insurance statistics

export function insuranceStatisticsEntries(from = { year: 2024, quarter: 3 }): EntrySeed[] {
  return quarterlyFigures()
    .filter((q) => q.year > from.year || (q.year === from.year && q.quarter >= from.quarter))
    .map((q) => {
      const r = next(q.year, q.quarter * 3, 2);
      const released = lastWorkingDay(r.y, r.m);
      const name = quarterName(q.year, q.quarter);
      const title: Texts = { 'zh-hant': `保險業統計 — ${name['zh-hant']}`, en: `Insurance Statistics — ${name.en}`, pt: `Estatísticas de Seguros — ${name.pt}` };
      const total = q.lifePremiums + q.nonLifePremiums;
      const summary: Texts = {
        'zh-hant': `本季毛保費合共${figure(total)}百萬澳門元，其中人壽保險佔${figure((q.lifePremiums / total) * 100)}%。`,
        en: `Gross premiums for the quarter totalled MOP ${figure(total)} million, ${figure((q.lifePremiums / total) * 100)}% of it life insurance.`,
        pt: `Os prémios brutos do trimestre totalizaram ${figure(total)} milhões de patacas, ${figure((q.lifePremiums / total) * 100)}% dos quais do ramo vida.`,
      };
      const classes: [Texts, number][] = [
        [tx('汽車', 'Motor', 'Automóvel'), q.nonLifeByClass.motor],
        [tx('財產', 'Property', 'Patrimoniais'), q.nonLifeByClass.property],
        [tx('醫療', 'Medical', 'Saúde'), q.nonLifeByClass.medical],
        [tx('勞工', "Employees' compensation", 'Acidentes de trabalho'), q.nonLifeByClass.employees],
        [tx('其他', 'Other', 'Outros'), q.nonLifeByClass.other],
      ];
      const blocks: DocBlock[] = [
        { kind: 'title', text: tx('保險業統計', 'Insurance Statistics', 'Estatísticas de Seguros') },
        { kind: 'subtitle', text: { 'zh-hant': `${name['zh-hant']} · ${dayName(released)['zh-hant']}發佈`, en: `${name.en} · released ${dayName(released).en}`, pt: `${name.pt} · divulgado em ${dayName(released).pt}` } },
        { kind: 'paragraph', text: summary },
        {
          kind: 'table',
          header: [tx('項目', 'Item', 'Rubrica'), tx('人壽', 'Life', 'Vida'), tx('非人壽', 'Non-life', 'Não vida')],
          rows: [
            [tx('毛保費', 'Gross premiums', 'Prémios brutos'), figure(q.lifePremiums), figure(q.nonLifePremiums)],
            [tx('已付賠款', 'Claims paid', 'Indemnizações pagas'), figure(q.lifeClaims), figure(q.nonLifeClaims)],
          ],
          widths: [3, 2, 2],
          align: ['left', 'right', 'right'],
        },
        { kind: 'heading', text: tx('非人壽保險毛保費（按類別）', 'Non-life gross premiums by class', 'Prémios brutos não vida por ramo') },
        { kind: 'table', header: [tx('類別', 'Class', 'Ramo'), tx('百萬澳門元', 'MOP million', 'Milhões de patacas')], rows: classes.map(([n, v]) => [n, figure(v)]), widths: [3, 2], align: ['left', 'right'] },
        { kind: 'note', text: tx('資料來源：澳門金融管理局，根據保險公司提交的季度申報表編製。', 'Source: Monetary Authority of Macao, from the quarterly returns of insurers.', 'Fonte: Autoridade Monetária de Macau, com base nos mapas trimestrais das seguradoras.') },
      ];
      const parts = { title, summary };
      const files = pdfFiles({ name: { 'zh-hant': `保險業統計-${q.year}年第${q.quarter}季`, en: `insurance-statistics-${q.year}-q${q.quarter}` }, title, created: macao(released, '16:30'), blocks }, languagesOf(parts));
      files.push(
        workbookFile(`insurance-statistics-${q.year}-q${q.quarter}`, title, macao(released, '16:30'), [
          {
            name: 'Premiums and claims',
            title: [bilingual(title), '單位：百萬澳門元 Unit: MOP million'],
            header: [['項目 Item', '人壽 Life', '非人壽 Non-life']],
            rows: [
              ['毛保費 Gross premiums', q.lifePremiums, q.nonLifePremiums],
              ['已付賠款 Claims paid', q.lifeClaims, q.nonLifeClaims],
            ],
            formats: [null, 'dec1', 'dec1'],
            widths: [30, 14, 14],
          },
          { name: 'Non-life by class', header: [['類別 Class', '毛保費 Gross premiums']], rows: classes.map(([n, v]) => [bilingual(n), v]), formats: [null, 'dec1'], widths: [34, 20] },
        ]),
      );
      return {
        slug: `insurance-statistics-${q.year}-q${q.quarter}`,
        catSlug: 'insurance-statistics',
        publishedAt: macao(released, '16:30'),
        data: { year: q.year, period: `${q.year}-Q${q.quarter}` },
        texts: entryTexts(parts),
        files,
      };
    });
}

// ------------------------------------------------------------------ advance release calendar

interface StatisticSpec {
  key: string;
  name: Texts;
  frequency: 'monthly' | 'quarterly' | 'yearly';
  /** Releases of a calendar year. */
  releases(year: number): Release[];
}

const monthly = (rule: (y: number, m: number) => string) => (year: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const ref = next(year, i + 1, -1);
    return { period: `${ref.y}-${pad(ref.m)}`, date: rule(year, i + 1), time: '16:30' };
  });

export const CALENDAR_STATISTICS: StatisticSpec[] = [
  {
    key: 'monetary-statistics',
    name: tx('貨幣及金融統計', 'Monetary and financial statistics', 'Estatísticas monetárias e financeiras'),
    frequency: 'monthly',
    releases: monthly((y, m) => lastWorkingDay(y, m)),
  },
  {
    key: 'fx-reserves',
    name: tx('外匯儲備（初步數字）', 'Foreign exchange reserves (preliminary)', 'Reservas cambiais (preliminares)'),
    frequency: 'monthly',
    releases: monthly((y, m) => workingDayFrom(y, m, 15)),
  },
  {
    key: 'interest-rates',
    name: tx('利率統計', 'Interest rate statistics', 'Estatísticas de taxas de juro'),
    frequency: 'monthly',
    releases: monthly((y, m) => workingDayFrom(y, m, 20)),
  },
  {
    key: 'effective-exchange-rate',
    name: tx('澳門元有效匯率指數', 'Effective exchange rate index of the pataca', 'Índice da taxa de câmbio efectiva da pataca'),
    frequency: 'monthly',
    releases: monthly((y, m) => workingDayFrom(y, m, 25)),
  },
  {
    key: 'insurance-statistics',
    name: tx('保險業統計', 'Insurance statistics', 'Estatísticas de seguros'),
    frequency: 'quarterly',
    releases: (year) =>
      [1, 2, 3, 4].map((q) => {
        const ref = q === 1 ? { y: year - 1, q: 4 } : { y: year, q: q - 1 };
        const month = [2, 5, 8, 11][q - 1] as number;
        return { period: `${ref.y}-Q${ref.q}`, date: lastWorkingDay(year, month), time: '16:30' };
      }),
  },
  {
    key: 'financial-soundness',
    name: tx('金融穩健指標', 'Financial soundness indicators', 'Indicadores de solidez financeira'),
    frequency: 'quarterly',
    releases: (year) =>
      [1, 2, 3, 4].map((q) => {
        const ref = q === 1 ? { y: year - 1, q: 4 } : { y: year, q: q - 1 };
        const month = [3, 6, 9, 12][q - 1] as number;
        return { period: `${ref.y}-Q${ref.q}`, date: workingDayFrom(year, month, 20), time: '16:30' };
      }),
  },
  {
    key: 'annual-report',
    name: tx('年報', 'Annual report', 'Relatório anual'),
    frequency: 'yearly',
    releases: (year) => [{ period: String(year - 1), date: lastWorkingDay(year, 6), time: '11:00' }],
  },
];

const FREQUENCY: Record<StatisticSpec['frequency'], Texts> = {
  monthly: tx('每月', 'Monthly', 'Mensal'),
  quarterly: tx('每季', 'Quarterly', 'Trimestral'),
  yearly: tx('每年', 'Yearly', 'Anual'),
};

/** The seed's base date (Macao): releases dated before it are done. */
const RELEASED_BEFORE = '2026-11-02';

export function calendarEntries(years: { year: number; published: string }[] = [
  { year: 2026, published: '2025-12-15' },
  { year: 2027, published: '2026-10-28' },
]): EntrySeed[] {
  return years.map(({ year, published }) => {
    // Releases before the seed's base date were published on time (the desk marks them done, `releasedAt`).
    const statistics = CALENDAR_STATISTICS.map((s) => ({
      key: s.key,
      frequency: s.frequency,
      releases: s.releases(year).map((r) => (r.date < RELEASED_BEFORE ? { ...r, releasedAt: macao(r.date, r.time).toISOString() } : r)),
    }));
    const names = Object.fromEntries(CALENDAR_STATISTICS.map((s) => [s.key, s.name]));
    const title: Texts = { 'zh-hant': `${year}年統計數據預定發佈日程表`, en: `Advance Release Calendar ${year}`, pt: `Calendário de Divulgação de Estatísticas ${year}` };
    const summary: Texts = {
      'zh-hant': `本局於${year}年發佈各項統計數據的預定日期及時間（澳門時間）。如有更改，將於發佈前最少一星期公佈。`,
      en: `The dates and times (Macao time) on which the Authority will release its statistics in ${year}. Any change is announced at least one week before the release.`,
      pt: `Datas e horas (hora de Macau) de divulgação das estatísticas da Autoridade em ${year}. Qualquer alteração é anunciada com pelo menos uma semana de antecedência.`,
    };
    const rows = statistics.flatMap((s) => s.releases.map((r) => ({ name: names[s.key] as Texts, frequency: FREQUENCY[s.frequency], ...r })));
    rows.sort((a, b) => a.date.localeCompare(b.date));
    const blocks: DocBlock[] = [
      { kind: 'title', text: title },
      { kind: 'paragraph', text: summary },
      {
        kind: 'table',
        header: [tx('發佈日期', 'Release date', 'Data'), tx('時間', 'Time', 'Hora'), tx('統計數據', 'Statistic', 'Estatística'), tx('資料期', 'Reference period', 'Período')],
        rows: rows.map((r) => [r.date, r.time, r.name, r.period]),
        widths: [1.6, 0.9, 4.5, 1.6],
      },
      { kind: 'note', text: tx('日程表按照國際貨幣基金組織數據公佈通用系統（e-GDDS）的做法編製。', "The calendar follows the practice of the IMF's enhanced General Data Dissemination System (e-GDDS).", 'O calendário segue a prática do Sistema Geral de Divulgação de Dados Reforçado (e-GDDS) do FMI.') },
    ];
    const parts = {
      title,
      summary,
      data: {
        'zh-hant': { statisticNames: Object.fromEntries(CALENDAR_STATISTICS.map((s) => [s.key, s.name['zh-hant']])) },
        en: { statisticNames: Object.fromEntries(CALENDAR_STATISTICS.map((s) => [s.key, s.name.en])) },
        pt: { statisticNames: Object.fromEntries(CALENDAR_STATISTICS.map((s) => [s.key, s.name.pt ?? s.name.en])) },
      },
    };
    const files = [
      workbookFile(`advance-release-calendar-${year}`, title, macao(published, '09:00'), [
        {
          name: String(year),
          title: [bilingual(title), '時間為澳門時間 Times are Macao time'],
          header: [['發佈日期 Release date', '時間 Time', '統計數據 Statistic', '頻率 Frequency', '資料期 Reference period']],
          rows: rows.map((r) => [r.date, r.time, bilingual(r.name), bilingual(r.frequency), r.period]),
          widths: [20, 10, 60, 18, 20],
        },
      ]),
      ...pdfFiles({ name: { 'zh-hant': `${year}年統計數據預定發佈日程表`, en: `advance-release-calendar-${year}` }, title, created: macao(published, '09:00'), blocks }, languagesOf(parts)),
    ];
    return {
      slug: `advance-release-calendar-${year}`,
      catSlug: 'advance-release-calendar',
      publishedAt: macao(published, '09:00'),
      startsOn: statistics.flatMap((s) => s.releases.map((r) => r.date)).sort()[0] ?? null,
      endsOn: statistics.flatMap((s) => s.releases.map((r) => r.date)).sort().at(-1) ?? null,
      data: { year, statistics },
      texts: entryTexts(parts),
      files,
    };
  });
}

