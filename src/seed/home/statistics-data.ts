/**
 * The statistical series of the statistics pages, as the Authority publishes
 * them: monetary statistics, interest and exchange rates monthly; banking ratios
 * and insurance business quarterly; the sector's assets and earnings, the
 * insurance market and the key financial indicators yearly. Values come from the
 * generator (series-generator.ts) along the anchors below (the key indicators
 * are given year by year); the latest periods are those released before the
 * seed's base date (2026-11-02): September 2026 for monthly data, the second
 * quarter of 2026 and the year 2025.
 */
import type { StatModule } from '#src/features/stats/stat-modules.ts';
import { tx, type Texts } from '#src/seed/types.ts';
import type { GeneratedFrequency, SeriesModel } from './series-generator.ts';

export const LATEST_PERIOD: Readonly<Record<GeneratedFrequency, string>> = {
  monthly: '2026-09',
  quarterly: '2026-04',
  yearly: '2025',
};

export const FIRST_PERIOD: Readonly<Record<GeneratedFrequency, string>> = {
  monthly: '2020-01',
  quarterly: '2018-01',
  yearly: '2015',
};

export interface StatCatSpec {
  module: StatModule;
  slug: string;
  title: Texts;
}

/** Groups of series on their page; `statistics-page` pages pick theirs by their `type`. */
export const STAT_CATEGORIES: readonly StatCatSpec[] = [
  { module: 'official-statistics', slug: 'money-supply', title: tx('貨幣供應', 'Money supply', 'Massa monetária') },
  { module: 'official-statistics', slug: 'deposits-and-loans', title: tx('存款及貸款', 'Deposits and loans', 'Depósitos e empréstimos') },
  { module: 'official-statistics', slug: 'interest-and-exchange-rates', title: tx('利率及匯率', 'Interest and exchange rates', 'Taxas de juro e de câmbio') },
  { module: 'official-statistics', slug: 'foreign-exchange-reserves', title: tx('外匯儲備', 'Foreign exchange reserves', 'Reservas cambiais') },
  { module: 'statistics-page', slug: 'banking', title: tx('銀行業統計', 'Banking statistics', 'Estatísticas bancárias') },
  { module: 'insurance-statistics', slug: 'premiums-and-claims', title: tx('保費及賠款', 'Premiums and claims', 'Prémios e indemnizações') },
  { module: 'insurance-statistics', slug: 'market', title: tx('市場概況', 'The insurance market', 'O mercado segurador') },
];

export interface StatSeriesSpec {
  module: StatModule;
  cat?: string;
  slug: string;
  frequency: GeneratedFrequency;
  decimals: number;
  title: Texts;
  unit: Texts;
  note?: Texts;
  model: SeriesModel;
}

/** A yearly series given year by year from the first year (published figures, no noise). */
function yearly(values: readonly number[]): SeriesModel {
  const first = Number(FIRST_PERIOD.yearly);
  return { kind: 'ratio', noise: 0, anchors: values.map((v, i) => [String(first + i), v] as const) };
}

const MOP_MILLION = tx('百萬澳門元', 'MOP million', 'milhões de patacas');
const PERCENT = tx('%', '%', '%');

export const STAT_SERIES: readonly StatSeriesSpec[] = [
  // Monetary and financial statistics (monthly).
  {
    module: 'official-statistics',
    cat: 'money-supply',
    slug: 'money-supply-m1',
    frequency: 'monthly',
    decimals: 1,
    title: tx('貨幣供應M1', 'Money supply M1', 'Massa monetária M1'),
    unit: MOP_MILLION,
    note: tx('流通貨幣加活期存款，期末數字。', 'Currency in circulation plus demand deposits, end of period.', 'Moeda em circulação e depósitos à ordem, fim do período.'),
    model: { kind: 'level', noise: 0.012, anchors: [['2020-01', 47_200], ['2021-12', 58_600], ['2023-06', 54_100], ['2024-12', 57_300], ['2026-09', 60_800]] },
  },
  {
    module: 'official-statistics',
    cat: 'money-supply',
    slug: 'money-supply-m2',
    frequency: 'monthly',
    decimals: 1,
    title: tx('貨幣供應M2', 'Money supply M2', 'Massa monetária M2'),
    unit: MOP_MILLION,
    note: tx('M1加準貨幣（儲蓄及定期存款），期末數字。', 'M1 plus quasi-money (savings and time deposits), end of period.', 'M1 mais quase-moeda (depósitos de poupança e a prazo), fim do período.'),
    model: { kind: 'level', noise: 0.004, anchors: [['2020-01', 655_400], ['2021-12', 700_900], ['2022-12', 689_500], ['2024-06', 716_200], ['2026-09', 742_600]] },
  },
  {
    module: 'official-statistics',
    cat: 'deposits-and-loans',
    slug: 'total-deposits',
    frequency: 'monthly',
    decimals: 1,
    title: tx('銀行體系存款總額', 'Total deposits with the banking sector', 'Total dos depósitos no sector bancário'),
    unit: MOP_MILLION,
    note: tx('居民及非居民存款，所有貨幣。', 'Deposits of residents and non-residents, all currencies.', 'Depósitos de residentes e não residentes, todas as moedas.'),
    model: { kind: 'level', noise: 0.005, anchors: [['2020-01', 1_101_000], ['2021-12', 1_182_000], ['2023-06', 1_259_000], ['2024-12', 1_301_000], ['2026-09', 1_334_000]] },
  },
  {
    module: 'official-statistics',
    cat: 'deposits-and-loans',
    slug: 'loans-to-private-sector',
    frequency: 'monthly',
    decimals: 1,
    title: tx('對私人部門的貸款', 'Loans to the private sector', 'Empréstimos ao sector privado'),
    unit: MOP_MILLION,
    note: tx('本地及對外私人部門貸款，所有貨幣。', 'Loans to the domestic and external private sector, all currencies.', 'Empréstimos ao sector privado interno e externo, todas as moedas.'),
    model: { kind: 'level', noise: 0.004, anchors: [['2020-01', 1_079_000], ['2021-12', 1_151_000], ['2023-06', 1_062_000], ['2024-12', 991_000], ['2026-09', 956_000]] },
  },
  {
    module: 'official-statistics',
    cat: 'interest-and-exchange-rates',
    slug: 'deposit-rate-3-months',
    frequency: 'monthly',
    decimals: 2,
    title: tx('三個月澳門元定期存款平均利率', 'Average rate on 3-month pataca time deposits', 'Taxa média dos depósitos a prazo a 3 meses em patacas'),
    unit: PERCENT,
    note: tx('各銀行於月底的牌價平均數，年率。', 'Average of the rates quoted by banks at the end of the month, per year.', 'Média das taxas praticadas pelos bancos no fim do mês, ao ano.'),
    model: {
      kind: 'ratio',
      noise: 0.03,
      anchors: [['2020-01', 1.85], ['2020-06', 0.55], ['2021-12', 0.12], ['2022-06', 0.65], ['2022-12', 3.2], ['2023-10', 4.4], ['2024-08', 4.2], ['2024-12', 3.45], ['2025-06', 2.65], ['2026-09', 2.1]],
    },
  },
  {
    module: 'official-statistics',
    cat: 'interest-and-exchange-rates',
    slug: 'pataca-us-dollar-rate',
    frequency: 'monthly',
    decimals: 4,
    title: tx('澳門元兌美元匯率', 'Exchange rate of the pataca against the US dollar', 'Taxa de câmbio da pataca face ao dólar dos EUA'),
    unit: tx('澳門元／美元', 'MOP per USD', 'patacas por USD'),
    note: tx('月底中間價。澳門元與港元掛鈎，港元與美元掛鈎。', 'Middle rate at the end of the month. The pataca is pegged to the Hong Kong dollar, itself linked to the US dollar.', 'Taxa média no fim do mês. A pataca está indexada ao dólar de Hong Kong, por sua vez ligado ao dólar dos EUA.'),
    model: { kind: 'ratio', noise: 0.004, anchors: [['2020-01', 8.072], ['2021-06', 8.0755], ['2022-06', 8.0815], ['2023-06', 8.0975], ['2024-06', 8.0555], ['2025-05', 8.0765], ['2026-09', 8.0425]] },
  },
  {
    module: 'official-statistics',
    cat: 'foreign-exchange-reserves',
    slug: 'foreign-exchange-reserves',
    frequency: 'monthly',
    decimals: 1,
    title: tx('外匯儲備資產', 'Foreign exchange reserves', 'Reservas cambiais'),
    unit: MOP_MILLION,
    note: tx('本局持有的外匯儲備資產，期末數字。', 'Foreign exchange reserve assets held by the AMCM, end of period.', 'Activos de reserva cambial detidos pela AMCM, fim do período.'),
    model: { kind: 'level', noise: 0.005, anchors: [['2020-01', 170_300], ['2021-12', 224_800], ['2022-10', 211_900], ['2024-06', 225_400], ['2026-09', 236_700]] },
  },

  // Banking statistics (quarterly ratios).
  {
    module: 'statistics-page',
    cat: 'banking',
    slug: 'non-performing-loan-ratio',
    frequency: 'quarterly',
    decimals: 2,
    title: tx('不良貸款比率', 'Non-performing loan ratio', 'Rácio de crédito malparado'),
    unit: PERCENT,
    note: tx('不良貸款佔貸款總額的百分比，期末數字。', 'Non-performing loans as a share of total loans, end of period.', 'Crédito malparado em percentagem do total dos empréstimos, fim do período.'),
    model: { kind: 'ratio', noise: 0.05, anchors: [['2018-01', 0.25], ['2019-10', 0.33], ['2021-10', 0.98], ['2022-10', 2.31], ['2023-10', 3.52], ['2024-10', 5.12], ['2026-04', 5.71]] },
  },
  {
    module: 'statistics-page',
    cat: 'banking',
    slug: 'capital-adequacy-ratio',
    frequency: 'quarterly',
    decimals: 1,
    title: tx('資本充足率', 'Capital adequacy ratio', 'Rácio de solvabilidade'),
    unit: PERCENT,
    note: tx('本地註冊銀行的綜合資本充足率。', 'Consolidated capital adequacy ratio of locally incorporated banks.', 'Rácio de solvabilidade consolidado dos bancos constituídos localmente.'),
    model: { kind: 'ratio', noise: 0.15, anchors: [['2018-01', 14.6], ['2020-10', 15.1], ['2023-01', 14.6], ['2026-04', 15.3]] },
  },
  {
    module: 'statistics-page',
    cat: 'banking',
    slug: 'liquidity-ratio',
    frequency: 'quarterly',
    decimals: 1,
    title: tx('一個月流動資產比率', 'One-month liquidity ratio', 'Rácio de liquidez a um mês'),
    unit: PERCENT,
    note: tx('季內平均數。', 'Average for the quarter.', 'Média do trimestre.'),
    model: { kind: 'ratio', noise: 0.9, anchors: [['2018-01', 55.2], ['2021-01', 60.8], ['2024-01', 63.1], ['2026-04', 64.2]] },
  },
  {
    module: 'statistics-page',
    cat: 'banking',
    slug: 'loan-to-deposit-ratio',
    frequency: 'quarterly',
    decimals: 1,
    title: tx('存貸比率', 'Loan-to-deposit ratio', 'Rácio de transformação'),
    unit: PERCENT,
    model: { kind: 'ratio', noise: 0.7, anchors: [['2018-01', 92.4], ['2021-10', 97.3], ['2023-10', 82.6], ['2026-04', 71.5]] },
  },

  // Insurance statistics.
  {
    module: 'insurance-statistics',
    cat: 'premiums-and-claims',
    slug: 'gross-premiums-life',
    frequency: 'quarterly',
    decimals: 1,
    title: tx('人壽保險毛保費', 'Gross premiums of life insurance', 'Prémios brutos do ramo vida'),
    unit: MOP_MILLION,
    model: {
      kind: 'level',
      noise: 0.04,
      seasonal: [0.04, -0.02, -0.03, 0.01],
      anchors: [['2018-01', 4_600], ['2019-10', 5_300], ['2020-04', 3_900], ['2021-10', 5_700], ['2023-01', 6_400], ['2024-10', 7_300], ['2026-04', 7_900]],
    },
  },
  {
    module: 'insurance-statistics',
    cat: 'premiums-and-claims',
    slug: 'gross-premiums-non-life',
    frequency: 'quarterly',
    decimals: 1,
    title: tx('非人壽保險毛保費', 'Gross premiums of non-life insurance', 'Prémios brutos dos ramos não-vida'),
    unit: MOP_MILLION,
    model: { kind: 'level', noise: 0.03, seasonal: [0.12, -0.03, -0.05, -0.04], anchors: [['2018-01', 820], ['2020-04', 760], ['2022-10', 905], ['2026-04', 1_085]] },
  },
  {
    module: 'insurance-statistics',
    cat: 'premiums-and-claims',
    slug: 'claims-paid',
    frequency: 'quarterly',
    decimals: 1,
    title: tx('已付賠款及保險利益', 'Claims and benefits paid', 'Indemnizações e benefícios pagos'),
    unit: MOP_MILLION,
    note: tx('人壽及非人壽保險合計。', 'Life and non-life insurance combined.', 'Ramos vida e não-vida.'),
    model: { kind: 'level', noise: 0.05, anchors: [['2018-01', 1_350], ['2020-10', 1_700], ['2023-01', 2_300], ['2026-04', 2_950]] },
  },
  {
    module: 'insurance-statistics',
    cat: 'market',
    slug: 'life-policies-in-force',
    frequency: 'yearly',
    decimals: 0,
    title: tx('有效人壽保險保單數目', 'Life insurance policies in force', 'Apólices do ramo vida em vigor'),
    unit: tx('張', 'policies', 'apólices'),
    note: tx('年底數字。', 'At year end.', 'No fim do ano.'),
    model: { kind: 'level', noise: 0.008, anchors: [['2015', 641_000], ['2019', 905_000], ['2021', 931_000], ['2023', 966_000], ['2025', 1_012_000]] },
  },
  {
    module: 'insurance-statistics',
    cat: 'market',
    slug: 'licensed-intermediaries',
    frequency: 'yearly',
    decimals: 0,
    title: tx('持牌保險中介人數目', 'Licensed insurance intermediaries', 'Mediadores de seguros autorizados'),
    unit: tx('名', 'intermediaries', 'mediadores'),
    note: tx('個人及法人保險代理人、保險經紀人及保險推銷員，年底數字。', 'Individual and corporate agents, brokers and salesmen, at year end.', 'Agentes individuais e pessoas colectivas, corretores e angariadores, no fim do ano.'),
    model: { kind: 'level', noise: 0.01, anchors: [['2015', 5_930], ['2018', 7_020], ['2020', 7_310], ['2022', 6_880], ['2025', 6_640]] },
  },
  {
    module: 'insurance-statistics',
    cat: 'market',
    slug: 'insurance-penetration',
    frequency: 'yearly',
    decimals: 1,
    title: tx('保險滲透率', 'Insurance penetration', 'Taxa de penetração do seguro'),
    unit: tx('佔本地生產總值 %', '% of GDP', '% do PIB'),
    note: tx('毛保費佔本地生產總值的百分比；2020至2022年本地生產總值大幅下跌，比率因而上升。', 'Gross premiums as a share of GDP; the ratio rose in 2020–2022 as GDP fell sharply.', 'Prémios brutos em percentagem do PIB; o rácio subiu em 2020–2022 com a forte queda do PIB.'),
    model: { kind: 'ratio', noise: 0.12, anchors: [['2015', 4.0], ['2019', 5.6], ['2020', 12.9], ['2022', 17.6], ['2023', 8.9], ['2024', 8.7], ['2025', 8.6]] },
  },
  {
    module: 'insurance-statistics',
    cat: 'market',
    slug: 'insurance-density',
    frequency: 'yearly',
    decimals: 0,
    title: tx('保險密度', 'Insurance density', 'Densidade do seguro'),
    unit: tx('澳門元／每名居民', 'MOP per resident', 'patacas por residente'),
    note: tx('毛保費除以年中人口。', 'Gross premiums divided by the mid-year population.', 'Prémios brutos divididos pela população a meio do ano.'),
    model: { kind: 'level', noise: 0.015, anchors: [['2015', 23_000], ['2019', 35_500], ['2020', 31_500], ['2022', 34_800], ['2024', 42_100], ['2025', 44_600]] },
  },

  // Banking statistics: the sector's assets and earnings (yearly).
  {
    module: 'statistics-page',
    cat: 'banking',
    slug: 'banking-total-assets',
    frequency: 'yearly',
    decimals: 1,
    title: tx('銀行業資產總額', 'Total assets of the banking sector', 'Activo total do sector bancário'),
    unit: tx('十億澳門元', 'MOP billion', 'mil milhões de patacas'),
    note: tx('年底數字。', 'At year end.', 'No fim do ano.'),
    model: { kind: 'level', noise: 0.008, anchors: [['2015', 1_331], ['2017', 1_572], ['2019', 1_884], ['2021', 2_243], ['2023', 2_431], ['2025', 2_522]] },
  },
  {
    module: 'statistics-page',
    cat: 'banking',
    slug: 'banking-return-on-assets',
    frequency: 'yearly',
    decimals: 2,
    title: tx('銀行業資產回報率', 'Return on assets of banks', 'Rendibilidade do activo dos bancos'),
    unit: PERCENT,
    note: tx('除稅前盈利佔平均資產的百分比。', 'Profit before tax as a share of average assets.', 'Resultados antes de impostos em percentagem do activo médio.'),
    model: { kind: 'ratio', noise: 0.03, anchors: [['2015', 1.05], ['2018', 1.02], ['2020', 0.62], ['2022', 0.38], ['2024', 0.31], ['2025', 0.35]] },
  },

  // Key financial indicators (yearly): growth of money and credit, reserves and the base rate.
  {
    module: 'financial-indicators',
    slug: 'money-supply-m2-growth',
    frequency: 'yearly',
    decimals: 1,
    title: tx('貨幣供應M2按年變動', 'Money supply M2, change over the year', 'Massa monetária M2, variação anual'),
    unit: PERCENT,
    model: yearly([4.0, 8.5, 4.0, 3.3, 0.9, 5.9, 1.2, -1.5, 2.0, 2.7, 2.3]),
  },
  {
    module: 'financial-indicators',
    slug: 'deposits-growth',
    frequency: 'yearly',
    decimals: 1,
    title: tx('存款總額按年變動', 'Total deposits, change over the year', 'Total dos depósitos, variação anual'),
    unit: PERCENT,
    model: yearly([5.0, 8.1, 7.2, 4.1, -1.0, 6.5, 3.3, 1.1, 6.4, 2.4, 2.1]),
  },
  {
    module: 'financial-indicators',
    slug: 'loans-growth',
    frequency: 'yearly',
    decimals: 1,
    title: tx('對私人部門貸款按年變動', 'Loans to the private sector, change over the year', 'Empréstimos ao sector privado, variação anual'),
    unit: PERCENT,
    model: yearly([9.4, -2.0, 10.5, 3.9, 5.4, 5.6, 3.1, -4.4, -6.0, -5.8, -3.1]),
  },
  {
    module: 'financial-indicators',
    slug: 'foreign-exchange-reserves-year-end',
    frequency: 'yearly',
    decimals: 1,
    title: tx('外匯儲備資產（年底）', 'Foreign exchange reserves at year end', 'Reservas cambiais no fim do ano'),
    unit: tx('十億澳門元', 'MOP billion', 'mil milhões de patacas'),
    model: yearly([150.4, 154.0, 162.5, 167.6, 171.1, 195.0, 224.5, 215.3, 222.9, 229.1, 233.8]),
  },
  {
    module: 'financial-indicators',
    slug: 'base-rate-year-end',
    frequency: 'yearly',
    decimals: 2,
    title: tx('基本利率（年底）', 'Base rate at year end', 'Taxa de juro de referência no fim do ano'),
    unit: PERCENT,
    note: tx('本局基本利率跟隨美國聯邦基金目標利率調整。', 'The AMCM base rate follows the target range of the US federal funds rate.', 'A taxa de referência da AMCM acompanha o intervalo-alvo da taxa dos fundos federais dos EUA.'),
    model: yearly([0.75, 1.0, 1.75, 2.75, 2.0, 0.5, 0.5, 4.75, 5.75, 4.75, 4.0]),
  },
];

/**
 * The statistic of the advance release calendar (src/seed/media/statistics-data.ts,
 * CALENDAR_STATISTICS) each series is released under; series not listed are not
 * announced in the calendar (the yearly series come with the annual report).
 */
export const RELEASE_KEYS: Readonly<Record<string, string>> = {
  'money-supply-m1': 'monetary-statistics',
  'money-supply-m2': 'monetary-statistics',
  'total-deposits': 'monetary-statistics',
  'loans-to-private-sector': 'monetary-statistics',
  'pataca-us-dollar-rate': 'monetary-statistics',
  'deposit-rate-3-months': 'interest-rates',
  'foreign-exchange-reserves': 'fx-reserves',
  'non-performing-loan-ratio': 'financial-soundness',
  'capital-adequacy-ratio': 'financial-soundness',
  'liquidity-ratio': 'financial-soundness',
  'loan-to-deposit-ratio': 'financial-soundness',
  'gross-premiums-life': 'insurance-statistics',
  'gross-premiums-non-life': 'insurance-statistics',
  'claims-paid': 'insurance-statistics',
};
