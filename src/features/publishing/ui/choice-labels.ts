/**
 * Labels of the choice fields in the module data forms (SchemaForm), in the three staff
 * languages, beside the value lists of each module's schema: the editor shows
 * "Monetary statistics" and still sends `monetary-statistics`. Keys are
 * `content.value.<field>.<value>`; each map is typed by its module's value list, so a new
 * value without a label fails the type check (and choice-labels.test.ts checks every enum
 * of every module's schema, inside lists and records too).
 */
import type { ScreenText } from '#src/features/staff/ui/screens.ts';
import type { NEWS_TOPICS } from '#src/features/news/contract.ts';
import type { LAW_KINDS, LAW_STATUSES, TENDER_PROCEDURES } from '#src/features/reference/contract.ts';

/** zh-hant, en, pt. */
type Labels<T extends readonly string[]> = Record<T[number], readonly [string, string, string]>;

const TOPIC: Labels<typeof NEWS_TOPICS> = {
  'monetary-statistics': ['貨幣統計', 'Monetary statistics', 'Estatísticas monetárias'],
  'fx-reserves': ['外匯儲備', 'Foreign exchange reserves', 'Reservas cambiais'],
  'insurance-statistics': ['保險統計', 'Insurance statistics', 'Estatísticas de seguros'],
  'banking-results': ['銀行業業績', 'Banking sector results', 'Resultados do sector bancário'],
  'base-rate': ['基本利率', 'Base rate', 'Taxa de juro de referência'],
  licence: ['牌照', 'Licences', 'Licenças'],
  cooperation: ['合作', 'Cooperation', 'Cooperação'],
  'financial-education': ['金融教育', 'Financial education', 'Educação financeira'],
  'market-development': ['市場發展', 'Market development', 'Desenvolvimento do mercado'],
  currency: ['貨幣', 'Currency', 'Moeda'],
  'anti-money-laundering': ['反洗錢', 'Anti-money laundering', 'Combate ao branqueamento de capitais'],
  'service-arrangements': ['服務安排', 'Service arrangements', 'Funcionamento dos serviços'],
  examination: ['考試', 'Examinations', 'Exames'],
  consultation: ['諮詢', 'Consultations', 'Consultas'],
  procurement: ['採購', 'Procurement', 'Aquisições'],
  clarification: ['澄清', 'Clarifications', 'Esclarecimentos'],
  'fraud-alert': ['詐騙警示', 'Fraud alerts', 'Alertas de fraude'],
  speech: ['演講', 'Speeches', 'Discursos'],
  'medical-liability': ['醫療責任保險', 'Medical liability insurance', 'Seguro de responsabilidade médica'],
};

const KIND: Labels<typeof LAW_KINDS> = {
  law: ['法律', 'Law', 'Lei'],
  'decree-law': ['法令', 'Decree-law', 'Decreto-Lei'],
  'administrative-regulation': ['行政法規', 'Administrative regulation', 'Regulamento administrativo'],
  notice: ['通告', 'Notice', 'Aviso'],
};

const STATUS: Labels<typeof LAW_STATUSES> = {
  'in-force': ['生效', 'In force', 'Em vigor'],
  repealed: ['已廢止', 'Repealed', 'Revogado'],
};

const PROCEDURE: Labels<typeof TENDER_PROCEDURES> = {
  'public-tender': ['公開招標', 'Public tender', 'Concurso público'],
  'written-consultation': ['書面諮詢', 'Written consultation', 'Consulta escrita'],
};

const REPORT_TYPE: Labels<readonly ['annual-report', 'financial-statements']> = {
  'annual-report': ['年報', 'Annual report', 'Relatório anual'],
  'financial-statements': ['財務報表', 'Financial statements', 'Demonstrações financeiras'],
};

/** How often a statistic of the advance release calendar comes out (as the statistics desk says it). */
const FREQUENCY: Labels<readonly ['monthly', 'quarterly', 'yearly']> = {
  monthly: ['每月', 'Monthly', 'Mensal'],
  quarterly: ['每季', 'Quarterly', 'Trimestral'],
  yearly: ['每年', 'Yearly', 'Anual'],
};

/** Field name → its values' labels. */
export const CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, readonly [string, string, string]>>>> = {
  topic: TOPIC,
  kind: KIND,
  status: STATUS,
  procedure: PROCEDURE,
  reportType: REPORT_TYPE,
  frequency: FREQUENCY,
};

function textIn(index: 0 | 1 | 2): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, values] of Object.entries(CHOICE_LABELS)) for (const [value, labels] of Object.entries(values)) out[`content.value.${field}.${value}`] = labels[index];
  return out;
}

export const CHOICE_TEXT: ScreenText = { 'zh-hant': textIn(0), en: textIn(1), pt: textIn(2) };
