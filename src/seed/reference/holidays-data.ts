/**
 * Holidays of the seed's current and next year (2026 and 2027; the base date is
 * 2 November 2026): the public holidays of the Macao SAR and the Authority's
 * office arrangements. Lunar dates were computed from the new moons in China
 * Standard Time (e.g. Lunar New Year 2027 falls on 6 February: the new moon is at
 * 23:56 CST that day), Ching Ming and the Winter Solstice from the solar terms,
 * Easter by the Gregorian computus; `holiday-dates.test.ts` checks them.
 *
 * `type` is stored as a JSON string, as the CMS sends it (SPEC §3 Holiday):
 * `public` (a public holiday), `mandatory` (an obligatory holiday of the labour
 * law), `bank` (banks and the Authority are closed), `halfDay` (closed in the afternoon).
 */
import { tx, type Texts } from '#src/seed/types.ts';

export interface HolidayKind {
  key: string;
  title: Texts;
  /** Holiday types as JSON text. */
  type: string;
  cat: 'public-holidays' | 'office-closures';
}

const PUBLIC = '{"public":true,"mandatory":false,"bank":true}';
const MANDATORY = '{"public":true,"mandatory":true,"bank":true}';
const HALF_DAY = '{"public":false,"mandatory":false,"bank":false,"halfDay":true}';

export const HOLIDAY_KINDS: Readonly<Record<string, HolidayKind>> = {
  'new-year': { key: 'new-year', cat: 'public-holidays', type: MANDATORY, title: tx('元旦', "New Year's Day", 'Fraternidade Universal') },
  'lunar-new-year-eve': {
    key: 'lunar-new-year-eve',
    cat: 'office-closures',
    type: HALF_DAY,
    title: tx('農曆除夕（下午停止對外服務）', "Lunar New Year's Eve (counters closed in the afternoon)", 'Véspera do Novo Ano Lunar (atendimento encerrado à tarde)'),
  },
  'lunar-new-year-1': { key: 'lunar-new-year-1', cat: 'public-holidays', type: MANDATORY, title: tx('農曆正月初一', "Lunar New Year's Day", 'Novo Ano Lunar') },
  'lunar-new-year-2': { key: 'lunar-new-year-2', cat: 'public-holidays', type: MANDATORY, title: tx('農曆正月初二', 'The Second Day of the Lunar New Year', 'Segundo dia do Novo Ano Lunar') },
  'lunar-new-year-3': { key: 'lunar-new-year-3', cat: 'public-holidays', type: MANDATORY, title: tx('農曆正月初三', 'The Third Day of the Lunar New Year', 'Terceiro dia do Novo Ano Lunar') },
  'good-friday': { key: 'good-friday', cat: 'public-holidays', type: PUBLIC, title: tx('耶穌受難日', 'Good Friday', 'Sexta-Feira Santa') },
  'easter-eve': { key: 'easter-eve', cat: 'public-holidays', type: PUBLIC, title: tx('復活節前日', 'The Day before Easter', 'Véspera da Páscoa') },
  'ching-ming': { key: 'ching-ming', cat: 'public-holidays', type: MANDATORY, title: tx('清明節', 'Ching Ming Festival', 'Cheng Ming (Dia de Finados)') },
  'labour-day': { key: 'labour-day', cat: 'public-holidays', type: MANDATORY, title: tx('勞動節', 'Labour Day', 'Dia do Trabalhador') },
  'buddha-birthday': { key: 'buddha-birthday', cat: 'public-holidays', type: PUBLIC, title: tx('佛誕節', "The Buddha's Birthday", 'Dia do Buda') },
  'tuen-ng': { key: 'tuen-ng', cat: 'public-holidays', type: PUBLIC, title: tx('端午節', 'Tuen Ng Festival (Dragon Boat Festival)', 'Festividade do Barco-Dragão (Tung Ng)') },
  'mid-autumn-next-day': {
    key: 'mid-autumn-next-day',
    cat: 'public-holidays',
    type: MANDATORY,
    title: tx('中秋節翌日', 'The Day following the Mid-Autumn Festival', 'Dia seguinte ao Chong Chao (Bolo Lunar)'),
  },
  'national-day': { key: 'national-day', cat: 'public-holidays', type: MANDATORY, title: tx('中華人民共和國國慶日', 'National Day of the People’s Republic of China', 'Dia Nacional da República Popular da China') },
  'national-day-next-day': { key: 'national-day-next-day', cat: 'public-holidays', type: PUBLIC, title: tx('國慶日翌日', 'The Day following National Day', 'Dia seguinte ao Dia Nacional') },
  'chung-yeung': { key: 'chung-yeung', cat: 'public-holidays', type: MANDATORY, title: tx('重陽節', 'Chung Yeung Festival', 'Chong Yeong (Culto dos Antepassados)') },
  'all-souls': { key: 'all-souls', cat: 'public-holidays', type: PUBLIC, title: tx('追思節', "All Souls' Day", 'Dia de Finados') },
  'immaculate-conception': { key: 'immaculate-conception', cat: 'public-holidays', type: PUBLIC, title: tx('聖母無原罪瞻禮', 'Feast of the Immaculate Conception', 'Dia da Imaculada Conceição') },
  'msar-day': {
    key: 'msar-day',
    cat: 'public-holidays',
    type: MANDATORY,
    title: tx('澳門特別行政區成立紀念日', 'Macao SAR Establishment Day', 'Dia Comemorativo do Estabelecimento da RAEM'),
  },
  'winter-solstice': { key: 'winter-solstice', cat: 'public-holidays', type: PUBLIC, title: tx('冬至', 'Winter Solstice', 'Solstício de Inverno') },
  'christmas-eve': { key: 'christmas-eve', cat: 'public-holidays', type: PUBLIC, title: tx('聖誕節前夕', 'Christmas Eve', 'Véspera de Natal') },
  christmas: { key: 'christmas', cat: 'public-holidays', type: PUBLIC, title: tx('聖誕節', 'Christmas Day', 'Natal') },
};

/** [kind, date] in date order per year. */
export const HOLIDAY_DATES: readonly (readonly [keyof typeof HOLIDAY_KINDS & string, string])[] = [
  ['new-year', '2026-01-01'],
  ['lunar-new-year-eve', '2026-02-16'],
  ['lunar-new-year-1', '2026-02-17'],
  ['lunar-new-year-2', '2026-02-18'],
  ['lunar-new-year-3', '2026-02-19'],
  ['good-friday', '2026-04-03'],
  ['easter-eve', '2026-04-04'],
  ['ching-ming', '2026-04-05'],
  ['labour-day', '2026-05-01'],
  ['buddha-birthday', '2026-05-24'],
  ['tuen-ng', '2026-06-19'],
  ['mid-autumn-next-day', '2026-09-26'],
  ['national-day', '2026-10-01'],
  ['national-day-next-day', '2026-10-02'],
  ['chung-yeung', '2026-10-18'],
  ['all-souls', '2026-11-02'],
  ['immaculate-conception', '2026-12-08'],
  ['msar-day', '2026-12-20'],
  ['winter-solstice', '2026-12-22'],
  ['christmas-eve', '2026-12-24'],
  ['christmas', '2026-12-25'],
  ['new-year', '2027-01-01'],
  ['lunar-new-year-eve', '2027-02-05'],
  ['lunar-new-year-1', '2027-02-06'],
  ['lunar-new-year-2', '2027-02-07'],
  ['lunar-new-year-3', '2027-02-08'],
  ['good-friday', '2027-03-26'],
  ['easter-eve', '2027-03-27'],
  ['ching-ming', '2027-04-05'],
  ['labour-day', '2027-05-01'],
  ['buddha-birthday', '2027-05-13'],
  ['tuen-ng', '2027-06-09'],
  ['mid-autumn-next-day', '2027-09-16'],
  ['national-day', '2027-10-01'],
  ['national-day-next-day', '2027-10-02'],
  ['chung-yeung', '2027-10-08'],
  ['all-souls', '2027-11-02'],
  ['immaculate-conception', '2027-12-08'],
  ['msar-day', '2027-12-20'],
  ['winter-solstice', '2027-12-22'],
  ['christmas-eve', '2027-12-24'],
  ['christmas', '2027-12-25'],
];
