/**
 * Shapes of the application to reproduce or imitate banknotes and coins (SPEC §3
 * Reproduction application, §5 Reproduction form). `applicationForm` is THE schema:
 * the form island validates with it and `POST /api/v1.0/reproduction/apply` parses the
 * multipart fields with it. Banknote and coin lines travel as JSON text in the
 * `banknotes` and `coins` fields (a multipart body has no nesting); the schema reads
 * either the text or the array.
 */
import { z } from 'zod';
import { agreed, choice, email, multiLine, optional, PHONE_PATTERN, required } from '#src/features/forms/validation.ts';
import type { FormUiKey } from '#src/features/forms/ui/messages.ts';
import type { AttachmentMessages } from '#src/features/forms/ui/attachment-rules.ts';
import {
  checkCopy,
  COIN_DENOMINATIONS,
  coinSize,
  NOTE_BANKS,
  NOTE_DENOMINATIONS,
  noteSize,
  parseMeasure,
  type RealSize,
} from './rules.ts';

export const PURPOSES = ['teaching', 'other'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const SIDES = ['single', 'double'] as const;
export const FINISHED = ['same', 'different'] as const;
/** Most lines of each kind in one application. */
export const MAX_LINES = 12;
export const MAX_QUANTITY = 1_000_000;
/** Macao's dialling code: its numbers follow the SPEC §5 phone rule. */
export const MACAO_AREA_CODE = '853';

const quantity = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' ? undefined : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') }).int({ error: 'validation.number' }).min(1, { error: 'validation.number' }).max(MAX_QUANTITY, { error: 'validation.format' }),
  );

export const banknoteLine = z.object({
  bank: choice(NOTE_BANKS).meta({ description: 'Issuing bank: bnu (Banco Nacional Ultramarino) or boc (Bank of China, Macau Branch)' }),
  denomination: choice(NOTE_DENOMINATIONS).meta({ description: 'Denomination in MOP' }),
  quantity: quantity().meta({ description: 'Number of copies' }),
  sides: choice(SIDES).meta({ description: 'single or double sided' }),
  other: optional(required(200)).meta({ description: 'Anything else about this line' }),
});
export type BanknoteLine = z.output<typeof banknoteLine>;
export type BanknoteLineInput = z.input<typeof banknoteLine>;

export const coinLine = z.object({
  denomination: choice(COIN_DENOMINATIONS).meta({ description: 'Denomination in MOP' }),
  quantity: quantity().meta({ description: 'Number of copies' }),
});
export type CoinLine = z.output<typeof coinLine>;
export type CoinLineInput = z.input<typeof coinLine>;

/** JSON text (multipart) or an array (island); anything unreadable is a format error. */
const linesOf = <T extends z.ZodType>(line: T) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.array(line, { error: 'validation.format' }).max(MAX_LINES, { error: 'validation.format' }),
  );

/**
 * The banknote and coin lines alone: the form's third step checks the finished size
 * against them (refusedLines) before the whole form can parse, since a refused size
 * is itself an issue of the whole form.
 */
export const applicationLines = z.object({ banknotes: linesOf(banknoteLine), coins: linesOf(coinLine) });

/** A checkbox from a form (`on`, `true`) or JSON (`true`). */
const checkbox = () => z.preprocess((v) => v === true || v === 'true' || v === 'on', agreed());

const measure = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    optional(required(12).refine((text) => parseMeasure(text) !== null, { error: 'validation.number' })),
  );

export const applicationForm = z
  .object({
    applicantName: required(200).meta({ description: 'Applicant: a person or an organisation' }),
    contactPerson: required(200).meta({ description: 'Contact person' }),
    email: email().meta({ description: 'Where the acknowledgement and its PDF copy go' }),
    areaCode: required(4).regex(/^\d{1,4}$/, { error: 'validation.number' }).meta({ description: 'International dialling code, e.g. 853' }),
    phone: required(15).regex(/^\d{5,15}$/, { error: 'form.phone' }).meta({ description: 'Phone number; with 853, eight digits starting with 2, 6 or 8' }),
    purpose: choice(PURPOSES).meta({ description: 'teaching (teaching aid) or other' }),
    purposeOther: optional(required(500)).meta({ description: "The purpose in the applicant's words, when purpose is other" }),
    banknotes: applicationLines.shape.banknotes.meta({ description: 'Banknote lines (JSON array text in multipart)' }),
    coins: applicationLines.shape.coins.meta({ description: 'Coin lines (JSON array text in multipart)' }),
    finished: choice(FINISHED).meta({ description: 'Finished product: same as the submitted sample, or different' }),
    finishedText: optional(multiLine(1000)).meta({ description: 'How the finished product differs, when finished is different' }),
    finishedWidthMm: measure().meta({ description: 'Planned length of the finished copies, mm (checked against every line)' }),
    finishedHeightMm: measure().meta({ description: 'Planned width of the finished copies, mm' }),
    declaration: checkbox().meta({ description: 'The applicant declaration (template reproduction-declaration) is agreed' }),
    undertaking: checkbox().meta({ description: 'The applicant undertaking (template reproduction-undertaking) is agreed' }),
  })
  .superRefine((value, ctx) => {
    if (value.banknotes.length + value.coins.length === 0) ctx.addIssue({ code: 'custom', path: ['banknotes'], message: 'validation.mandatoryFields' });
    if (value.purpose === 'other' && !value.purposeOther) ctx.addIssue({ code: 'custom', path: ['purposeOther'], message: 'validation.required' });
    if (value.areaCode === MACAO_AREA_CODE && !PHONE_PATTERN.test(value.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'form.phone' });
    if (value.finished === 'different') {
      if (!value.finishedText) ctx.addIssue({ code: 'custom', path: ['finishedText'], message: 'validation.required' });
      if (!!value.finishedWidthMm !== !!value.finishedHeightMm) {
        ctx.addIssue({ code: 'custom', path: [value.finishedWidthMm ? 'finishedHeightMm' : 'finishedWidthMm'], message: 'validation.required' });
      }
      const refused = refusedLines(value);
      if (refused.length > 0) ctx.addIssue({ code: 'custom', path: ['finishedWidthMm'], message: 'reproduction.sizeRefused' });
    }
  })
  .meta({ id: 'ReproductionApplication' });

export type ApplicationFormInput = z.input<typeof applicationForm>;
export type ApplicationForm = z.output<typeof applicationForm>;

/** The size every line of an application is checked at, when a finished size is given. */
export function finishedSize(value: Pick<ApplicationForm, 'finished' | 'finishedWidthMm' | 'finishedHeightMm'>): { widthMm: number; heightMm: number } | null {
  if (value.finished !== 'different') return null;
  const widthMm = parseMeasure(value.finishedWidthMm);
  const heightMm = parseMeasure(value.finishedHeightMm);
  return widthMm && heightMm ? { widthMm, heightMm } : null;
}

/** The lines whose real size is known and whose copy at the finished size would be refused (the calculators' check). */
export function refusedLines(value: Pick<ApplicationForm, 'finished' | 'finishedWidthMm' | 'finishedHeightMm' | 'banknotes' | 'coins'>): string[] {
  const size = finishedSize(value);
  if (!size) return [];
  const items: [string, RealSize][] = [
    ...value.banknotes.map((l): [string, RealSize] => [`${l.bank}-${l.denomination}`, noteSize(l.bank, l.denomination)]),
    ...value.coins.map((l): [string, RealSize] => [`coin-${l.denomination}`, coinSize(l.denomination)]),
  ];
  return items.filter(([, real]) => real.known && !checkCopy(real, { kind: 'size', ...size }).allowed).map(([id]) => id);
}

/** Copies asked for, over every line (SPEC §3 total). */
export function totalQuantity(value: { banknotes: { quantity: number }[]; coins: { quantity: number }[] }): number {
  return [...value.banknotes, ...value.coins].reduce((sum, line) => sum + line.quantity, 0);
}

// --- Calculators (the no-JS form the server answers; same query the island keeps in the URL) ---

export const CALC_MODES = ['size', 'scale'] as const;
export type CalcMode = (typeof CALC_MODES)[number];

// --- Island strings (picked on the server with pickMessages) ---

export const CALCULATOR_KEYS = [
  'reproduction.calc.bank',
  'reproduction.calc.denomination',
  'reproduction.calc.mode',
  'reproduction.calc.modeSize',
  'reproduction.calc.modeScale',
  'reproduction.calc.width',
  'reproduction.calc.height',
  'reproduction.calc.diameterWidth',
  'reproduction.calc.diameterHeight',
  'reproduction.calc.scale',
  'reproduction.calc.check',
  'reproduction.calc.realSize',
  'reproduction.calc.copySize',
  'reproduction.calc.areaRatio',
  'reproduction.calc.allowedSmaller',
  'reproduction.calc.allowedLarger',
  'reproduction.calc.refused',
  'reproduction.calc.limits',
  'reproduction.calc.limitsScale',
  'reproduction.calc.specimen',
  'reproduction.calc.unknownSize',
  'reproduction.calc.source',
  'reproduction.calc.drawing',
  'reproduction.calc.drawingReal',
  'reproduction.calc.drawingCopy',
  'reproduction.calc.enterSize',
  'reproduction.bank.bnu',
  'reproduction.bank.boc',
  'reproduction.mop',
] as const;
export type CalculatorKey = (typeof CALCULATOR_KEYS)[number];
export type CalculatorMessages = Readonly<Record<CalculatorKey | FormUiKey, string>>;

export const APPLICATION_KEYS = [
  ...CALCULATOR_KEYS,
  'reproduction.step.applicant',
  'reproduction.step.items',
  'reproduction.step.product',
  'reproduction.step.check',
  'reproduction.applicantName',
  'reproduction.contactPerson',
  'reproduction.email',
  'reproduction.areaCode',
  'reproduction.phone',
  'reproduction.purpose',
  'reproduction.purpose.teaching',
  'reproduction.purpose.other',
  'reproduction.purposeOther',
  'reproduction.banknotes',
  'reproduction.coins',
  'reproduction.addBanknote',
  'reproduction.addCoin',
  'reproduction.removeLine',
  'reproduction.lineN',
  'reproduction.quantity',
  'reproduction.sides',
  'reproduction.sides.single',
  'reproduction.sides.double',
  'reproduction.other',
  'reproduction.total',
  'reproduction.finished',
  'reproduction.finished.same',
  'reproduction.finished.different',
  'reproduction.finishedText',
  'reproduction.finishedSize',
  'reproduction.finishedSizeHint',
  'reproduction.attachments',
  'reproduction.attachmentsHint',
  'reproduction.declaration',
  'reproduction.undertaking',
  'reproduction.sizeRefused',
  'reproduction.confirmTitle',
  'reproduction.confirmBody',
  'reproduction.failed',
  'reproduction.choose',
  'reproduction.kind.banknote',
  'reproduction.kind.coin',
] as const;
export type ApplicationKey = (typeof APPLICATION_KEYS)[number];
export type ApplicationMessages = Readonly<Record<ApplicationKey | FormUiKey, string>> & AttachmentMessages;

// ---- Staff side (issue 34): the calls' and screens' shared schemas ----

export { APPLICATION_STATUSES, type ApplicationStatus } from './statuses.ts';

const staffVersion = z.coerce.number({ error: 'validation.format' }).int({ error: 'validation.format' }).min(1, { error: 'validation.format' }).max(2_147_483_647, { error: 'validation.format' });
const staffNote = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.format' });

export const applicationListQuery = z.object({
  status: z.enum(['received', 'info-requested', 'approved', 'refused'], { error: 'validation.format' }).optional(),
  reference: z.string().trim().max(40, { error: 'validation.format' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.enum(['id', 'createdAt', 'reference', 'status']).default('createdAt'),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
});

export const applicationSummary = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(['received', 'info-requested', 'approved', 'refused']),
  applicantName: z.string(),
  total: z.number(),
  createdAt: z.string(),
  version: z.number(),
});

/** One line with the calculators' check at the finished size (rules.ts). */
export const lineCheck = z.object({
  item: z.string(),
  quantity: z.number(),
  /** `allowed`, `refused` (the area within 80–120 %), `unknown-size` (no published size), `same-as-sample` (no size planned). */
  verdict: z.enum(['allowed', 'refused', 'unknown-size', 'same-as-sample']),
  realWidthMm: z.number().nullable(),
  realHeightMm: z.number().nullable(),
  areaPercent: z.number().nullable(),
});

export const applicationDetail = applicationSummary.extend({
  lang: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  purpose: z.string(),
  finished: z.string(),
  finishedText: z.string().nullable(),
  finishedWidthMm: z.string().nullable(),
  finishedHeightMm: z.string().nullable(),
  lines: z.array(lineCheck),
  files: z.array(z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() })),
  events: z.array(z.object({ id: z.number(), at: z.string(), actorName: z.string().nullable(), kind: z.string(), fromStatus: z.string(), toStatus: z.string(), body: z.string(), letter: z.boolean() })),
});
export type ApplicationDetail = z.output<typeof applicationDetail>;

export const infoRequestForm = z.object({ version: staffVersion, text: staffNote(8000) }).meta({ id: 'ApplicationInfoRequest' });
export const decisionForm = z.object({ version: staffVersion, decision: z.enum(['approved', 'refused'], { error: 'validation.format' }), text: staffNote(8000) }).meta({ id: 'ApplicationDecision' });
