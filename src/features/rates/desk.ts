/**
 * The rates desk (issue 35): the rules of entering, importing and correcting a
 * day's exchange rates and MAIBOR/MONIA fixings. A day's figures are checked whole
 * (every currency or term once, positive numbers of the published precision, buying
 * below mid, the unit of the previous working day), large moves from the previous
 * working day are warnings a person confirms, and the day is saved all or nothing
 * in one transaction with its audit row and the file it came from.
 *
 * Publication (SPEC §9): the figures of a date are public from 11:00 Macao time of
 * that date; saved earlier, the day is `pending` until the release job makes it
 * public at that minute (`releaseDueRates`). Earlier only with a written reason,
 * which goes into the audit log. A day already public is corrected in place: its
 * old figures are kept in `rates_corrections` and the page and the feed show the
 * time of the correction.
 */
import type { MessageSource } from '#src/i18n/catalogue.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { ValidationError, type FieldIssue } from '#src/server/http/errors.ts';
import { readTableFile } from '#src/server/text/table-file.ts';
import { FX_DECIMALS, isRateDay, MAIBOR_TERMS, RATE_CURRENCIES, RATE_DECIMALS, currencyUnit } from './constants.ts';
import { ratesDeskText } from './desk-messages.ts';
import { exportColumns } from './export.ts';
import { ratesText } from './messages.ts';
import type { DeskDayDetail, DeskDayInput, DeskDayRow, DeskFigure, DeskLine, DeskPreview } from './desk-contract.ts';
import { deskDayInput } from './desk-contract.ts';
import {
  dayRow,
  deskDayCount,
  deskDayRows,
  fxOfDay,
  importsOfDay,
  insertCorrection,
  insertImport,
  interestOfDay,
  previousFxDay,
  previousInterestDay,
  releaseDueDays,
  replaceFx,
  replaceInterest,
  upsertDay,
  type DeskDataset,
} from './queries.ts';
import { sha256Hex } from '#src/server/crypto.ts';

/** A warning asks for confirmation above this move of a mid rate from the previous working day (percent). */
export const DEFAULT_MOVE_WARNING_PCT = 5;

/** The figures are public from 11:00 Macao time (03:00 UTC) of their date. */
export const fixingInstant = (day: string): Date => new Date(`${day}T03:00:00.000Z`);
/** The Macao date of an instant (UTC+8, no daylight saving). */
export const macaoDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A line as typed in the grid or read from a file: text, checked here. `line` names it in messages. */
export interface RawFxLine {
  line: number;
  date: string;
  currency: string;
  unit: string;
  mid: string;
  ttBuying: string;
  chequeBuying: string;
}
export interface RawInterestLine {
  line: number;
  date: string;
  /** MAIBOR: the term code (`overnight`…`1y`) or its heading in any language; MONIA: empty. */
  term: string;
  rate: string;
}

export interface FxFigures {
  currency: string;
  unit: number;
  mid: number;
  ttBuying: number;
  chequeBuying: number;
}
export interface InterestFigures {
  term: string;
  rate: number;
}

/** A problem found, named by line and column (line 0: the day as a whole). */
export interface DeskProblem {
  line: number;
  column: string;
  message: string;
}
export interface DeskWarning {
  /** The currency or term that moved. */
  key: string;
  line: number;
  previous: number;
  value: number;
  changePct: number;
  message: string;
}

export interface DeskCheck<F> {
  day: string;
  previousDay: string | null;
  figures: F[];
  errors: DeskProblem[];
  warnings: DeskWarning[];
}

type FxColumn = 'date' | 'currency' | 'unit' | 'mid' | 'ttBuying' | 'chequeBuying';
type InterestColumn = 'date' | 'term' | 'rate';

/** Headings of the public download (so a message names the column as the file heads it). */
const fxHeadings = (lang: Language): Record<FxColumn, string> => {
  const [date = '', currency = '', unit = '', mid = '', ttBuying = '', chequeBuying = ''] = exportColumns({ type: 'exchange-rate' }, lang).map((c) => c.header);
  return { date, currency, unit, mid, ttBuying, chequeBuying };
};
const interestHeadings = (dataset: 'maibor' | 'monia', lang: Language): Record<InterestColumn, string> => {
  const h = exportColumns({ type: dataset }, lang).map((c) => c.header);
  const [date = '', second = '', third = ''] = h;
  return dataset === 'maibor' ? { date, term: second, rate: third } : { date, term: ratesText.t(lang, 'rates.term'), rate: second };
};

const NUMBER = /^\d+(?:\.(\d+))?$/;

/** A positive decimal of at most `decimals` places, or the key of what is wrong. */
function readNumber(text: string, decimals: number): { value: number } | { problem: string; params?: Record<string, string | number> } {
  const t = text.trim();
  const m = NUMBER.exec(t);
  if (!m) return { problem: 'desk.number.malformed' };
  if ((m[1]?.length ?? 0) > decimals) return { problem: 'desk.number.precision', params: { decimals } };
  const value = Number(t);
  if (!(value > 0)) return { problem: 'desk.number.positive' };
  return { value };
}

function problem(lang: Language, line: number, column: string, key: string, params?: Record<string, string | number>): DeskProblem {
  const text = ratesDeskText.t(lang, key as never, params);
  return { line, column, message: line > 0 ? ratesDeskText.t(lang, 'desk.at', { line, column, problem: text }) : text };
}

const pct = (value: number, previous: number) => ((value - previous) / previous) * 100;

/**
 * Checks a day's exchange rates against each other and the previous working day.
 * Errors forbid saving; warnings (large moves) must be confirmed.
 */
export async function checkFxDay(db: Queryable, day: string, lines: readonly RawFxLine[], lang: Language, movePct = DEFAULT_MOVE_WARNING_PCT): Promise<DeskCheck<FxFigures>> {
  const head = fxHeadings(lang);
  const errors: DeskProblem[] = [];
  const err = (line: number, col: FxColumn, key: string, params?: Record<string, string | number>) => errors.push(problem(lang, line, head[col], key, params));
  const previousDay = await previousFxDay(db, day);
  const previous = new Map((previousDay ? await fxOfDay(db, previousDay) : []).map((r) => [r.currency, r]));
  const seen = new Map<string, number>();
  const figures: FxFigures[] = [];
  const lineOf = new Map<string, number>();
  for (const l of lines) {
    const date = l.date.trim();
    if (!isRateDay(date)) err(l.line, 'date', 'desk.date.malformed');
    else if (date !== day) err(l.line, 'date', 'desk.date.other', { day });
    const currency = l.currency.trim().toUpperCase();
    let currencyOk = false;
    if (!(RATE_CURRENCIES as readonly string[]).includes(currency)) err(l.line, 'currency', 'desk.currency.unknown');
    else if (seen.has(currency)) err(l.line, 'currency', 'desk.currency.twice');
    else currencyOk = true;
    if (currencyOk) seen.set(currency, l.line);
    const unit = readNumber(l.unit, 0);
    if ('problem' in unit) err(l.line, 'unit', unit.problem, unit.params);
    else if (currencyOk) {
      const expected = previous.get(currency)?.unit ?? currencyUnit(currency);
      if (unit.value !== expected) err(l.line, 'unit', 'desk.unit.changed', { unit: expected });
    }
    const values: Partial<Record<'mid' | 'ttBuying' | 'chequeBuying', number>> = {};
    for (const col of ['mid', 'ttBuying', 'chequeBuying'] as const) {
      const n = readNumber(l[col], FX_DECIMALS);
      if ('problem' in n) err(l.line, col, n.problem, n.params);
      else values[col] = n.value;
    }
    const { mid, ttBuying, chequeBuying } = values;
    if (mid !== undefined && ttBuying !== undefined && ttBuying >= mid) err(l.line, 'ttBuying', 'desk.buying.aboveMid');
    if (mid !== undefined && chequeBuying !== undefined && chequeBuying >= mid) err(l.line, 'chequeBuying', 'desk.buying.aboveMid');
    else if (ttBuying !== undefined && chequeBuying !== undefined && chequeBuying > ttBuying) err(l.line, 'chequeBuying', 'desk.cheque.aboveTt');
    if (currencyOk && !('problem' in unit) && mid !== undefined && ttBuying !== undefined && chequeBuying !== undefined) {
      figures.push({ currency, unit: unit.value, mid, ttBuying, chequeBuying });
      lineOf.set(currency, l.line);
    }
  }
  for (const c of RATE_CURRENCIES) if (!seen.has(c)) errors.push(problem(lang, 0, head.currency, 'desk.currency.missing', { currency: c }));
  const order = new Map<string, number>(RATE_CURRENCIES.map((c, i) => [c, i]));
  figures.sort((a, b) => (order.get(a.currency) ?? 0) - (order.get(b.currency) ?? 0));
  const warnings: DeskWarning[] = [];
  for (const f of figures) {
    const before = previous.get(f.currency);
    if (!before || !previousDay) continue;
    const change = pct(f.mid, before.mid);
    if (Math.abs(change) > movePct) {
      warnings.push({
        key: f.currency,
        line: lineOf.get(f.currency) ?? 0,
        previous: before.mid,
        value: f.mid,
        changePct: Math.round(change * 100) / 100,
        message: ratesDeskText.t(lang, 'desk.move.large', { currency: f.currency, change: (Math.round(change * 100) / 100).toFixed(2), previous: before.mid.toFixed(FX_DECIMALS), day: previousDay }),
      });
    }
  }
  return { day, previousDay, figures, errors, warnings };
}

/** A term as the export writes it (its heading in any language) or its code. */
function readTerm(text: string): string | null {
  const t = text.trim();
  if ((MAIBOR_TERMS as readonly string[]).includes(t)) return t;
  for (const lang of LANGUAGES) for (const term of MAIBOR_TERMS) if (ratesText.t(lang, `rates.term.${term}`) === t) return term;
  return null;
}

/** Checks a day's MAIBOR (every term once) or MONIA (one rate) fixings. */
export async function checkInterestDay(
  db: Queryable,
  dataset: 'maibor' | 'monia',
  day: string,
  lines: readonly RawInterestLine[],
  lang: Language,
  movePct = DEFAULT_MOVE_WARNING_PCT * 4,
): Promise<DeskCheck<InterestFigures>> {
  const head = interestHeadings(dataset, lang);
  const errors: DeskProblem[] = [];
  const err = (line: number, col: InterestColumn, key: string, params?: Record<string, string | number>) => errors.push(problem(lang, line, head[col], key, params));
  const previousDay = await previousInterestDay(db, dataset, day);
  const previous = new Map((previousDay ? await interestOfDay(db, dataset, previousDay) : []).map((r) => [r.term, r.rate]));
  const seen = new Set<string>();
  const figures: InterestFigures[] = [];
  const lineOf = new Map<string, number>();
  for (const l of lines) {
    const date = l.date.trim();
    if (!isRateDay(date)) err(l.line, 'date', 'desk.date.malformed');
    else if (date !== day) err(l.line, 'date', 'desk.date.other', { day });
    const term = dataset === 'monia' ? 'overnight' : readTerm(l.term);
    let termOk = false;
    if (!term) err(l.line, 'term', 'desk.term.unknown');
    else if (seen.has(term)) err(l.line, 'term', 'desk.term.twice');
    else termOk = true;
    if (term && termOk) seen.add(term);
    const rate = readNumber(l.rate, RATE_DECIMALS);
    if ('problem' in rate) err(l.line, 'rate', rate.problem, rate.params);
    else if (term && termOk) {
      figures.push({ term, rate: rate.value });
      lineOf.set(term, l.line);
    }
  }
  const terms = dataset === 'maibor' ? MAIBOR_TERMS : (['overnight'] as const);
  for (const t of terms) if (!seen.has(t)) errors.push(problem(lang, 0, head.term, 'desk.term.missing', { term: ratesText.t(lang, `rates.term.${t}`) }));
  figures.sort((a, b) => MAIBOR_TERMS.indexOf(a.term as never) - MAIBOR_TERMS.indexOf(b.term as never));
  const warnings: DeskWarning[] = [];
  for (const f of figures) {
    const before = previous.get(f.term);
    if (before === undefined || !previousDay) continue;
    const change = pct(f.rate, before);
    if (Math.abs(change) > movePct) {
      const name = dataset === 'maibor' ? `MAIBOR ${ratesText.t(lang, `rates.term.${f.term as (typeof MAIBOR_TERMS)[number]}`)}` : 'MONIA';
      warnings.push({
        key: f.term,
        line: lineOf.get(f.term) ?? 0,
        previous: before,
        value: f.rate,
        changePct: Math.round(change * 100) / 100,
        message: ratesDeskText.t(lang, 'desk.move.large', { currency: name, change: (Math.round(change * 100) / 100).toFixed(2), previous: before.toFixed(RATE_DECIMALS), day: previousDay }),
      });
    }
  }
  return { day, previousDay, figures, errors, warnings };
}

// ---- Files: the layout of the public download -------------------------------------------

export interface DeskFile {
  name: string;
  mediaType: string;
  bytes: Buffer;
}

/** The cells of a file of the public download's layout: the heading row checked, then the lines numbered as in the file. */
async function readDownloadLayout(file: DeskFile, headingsIn: (lang: Language) => string[], lang: Language): Promise<{ line: number; cells: string[] }[]> {
  let rows: string[][];
  try {
    rows = await readTableFile(file.bytes);
  } catch {
    throw new ValidationError([{ field: 'file', messageKey: 'desk.file.unreadable' }], ratesDeskText);
  }
  const heading = (rows[0] ?? []).map((c) => c.trim());
  const matches = LANGUAGES.some((l) => {
    const h = headingsIn(l);
    return h.length === heading.filter((c, i) => c !== '' || i < h.length).length && h.every((x, i) => x === heading[i]);
  });
  if (!matches) throw new ValidationError([{ field: 'file', messageKey: 'desk.file.headings', params: { expected: headingsIn(lang).join(', ') } }], ratesDeskText);
  const lines = rows
    .slice(1)
    .map((cells, i) => ({ line: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!lines.length) throw new ValidationError([{ field: 'file', messageKey: 'desk.file.empty' }], ratesDeskText);
  return lines;
}

/** The lines of an exchange-rate file (CSV or XLSX as the public download writes it). */
export async function readFxFile(file: DeskFile, lang: Language): Promise<RawFxLine[]> {
  const lines = await readDownloadLayout(file, (l) => exportColumns({ type: 'exchange-rate' }, l).map((c) => c.header), lang);
  return lines.map(({ line, cells }) => ({ line, date: cells[0] ?? '', currency: cells[1] ?? '', unit: cells[2] ?? '', mid: cells[3] ?? '', ttBuying: cells[4] ?? '', chequeBuying: cells[5] ?? '' }));
}

/** The lines of a MAIBOR or MONIA file (as the public download writes it). */
export async function readInterestFile(dataset: 'maibor' | 'monia', file: DeskFile, lang: Language): Promise<RawInterestLine[]> {
  const lines = await readDownloadLayout(file, (l) => exportColumns({ type: dataset }, l).map((c) => c.header), lang);
  return lines.map(({ line, cells }) =>
    dataset === 'maibor' ? { line, date: cells[0] ?? '', term: cells[1] ?? '', rate: cells[2] ?? '' } : { line, date: cells[0] ?? '', term: '', rate: cells[1] ?? '' },
  );
}

// ---- Saving ------------------------------------------------------------------------------

export interface DeskActor {
  id: string;
  /** Writes the audit row in the transaction given. */
  audit: (entry: { entity: string; entityId: string; action: string; changes?: Record<string, { before?: unknown; after?: unknown }> }, tx: Queryable) => Promise<void>;
}

export interface SaveOptions {
  /** The warnings (currencies or terms) the person confirmed. */
  confirmed: readonly string[];
  /** A written reason to publish before 11:00 of the day; without it, the day waits for 11:00. */
  earlyReason?: string | undefined;
  file?: DeskFile | undefined;
  now: Date;
}

export interface SaveResult {
  day: string;
  status: 'pending' | 'published' | 'corrected';
  publishedAt: string;
  importId: number | null;
}

function refuse(check: DeskCheck<unknown>, confirmed: readonly string[], lang: Language): void {
  const issues: FieldIssue[] = check.errors.map((e) => ({ field: e.line > 0 ? `line.${String(e.line)}` : 'day', messageKey: 'desk.text', params: { text: e.message } }));
  const unconfirmed = check.warnings.filter((w) => !confirmed.includes(w.key));
  if (!issues.length && unconfirmed.length) issues.push({ field: 'confirmed', messageKey: 'desk.move.confirm' }, ...unconfirmed.map((w) => ({ field: `warning.${w.key}`, messageKey: 'desk.text', params: { text: w.message } })));
  void lang;
  if (issues.length) throw new ValidationError(issues, DESK_ISSUES);
}

/** Issues carry their text already in the person's language (line and column named). */
const DESK_ISSUES: MessageSource = {
  has: (key) => key === 'desk.text' || ratesDeskText.has(key),
  t: (lang, key, params) => (key === 'desk.text' ? String(params?.text ?? '') : ratesDeskText.t(lang, key as never, params)),
};

/** When the figures of a day become public, and whether they are already. */
function publication(day: string, now: Date, earlyReason: string | undefined, lang: Language): { publishedAt: Date; pending: boolean } {
  const fixing = fixingInstant(day);
  if (day > addDays(macaoDay(now), 4)) throw new ValidationError([{ field: 'day', messageKey: 'desk.day.future' }], ratesDeskText);
  if (now >= fixing) return { publishedAt: fixing, pending: false };
  if (earlyReason !== undefined) {
    if (earlyReason.trim().length < 10) throw new ValidationError([{ field: 'earlyReason', messageKey: 'desk.early.reason' }], ratesDeskText);
    return { publishedAt: now, pending: false };
  }
  void lang;
  return { publishedAt: fixing, pending: true };
}

async function saveDay<F>(
  db: Database,
  dataset: DeskDataset,
  check: DeskCheck<F>,
  lang: Language,
  actor: DeskActor,
  options: SaveOptions,
  current: (tx: Queryable) => Promise<Record<string, unknown>[]>,
  write: (tx: Queryable) => Promise<void>,
): Promise<SaveResult> {
  refuse(check, options.confirmed, lang);
  const { day } = check;
  return db.transaction(async (tx) => {
    const existing = await dayRow(tx, day);
    const before = await current(tx);
    const isCorrection = !!existing && !existing.pending && before.length > 0;
    let publishedAt: Date;
    let pending: boolean;
    if (existing && !existing.pending) ({ publishedAt, pending } = { publishedAt: existing.publishedAt, pending: false });
    else ({ publishedAt, pending } = publication(day, options.now, options.earlyReason, lang));
    await upsertDay(tx, day, publishedAt, pending);
    if (isCorrection) await insertCorrection(tx, { day, dataset, correctedAt: options.now, previous: before, correctedBy: actor.id });
    await write(tx);
    let importId: number | null = null;
    if (options.file) {
      importId = await insertImport(tx, {
        dataset,
        day,
        fileName: options.file.name.slice(0, 200),
        mediaType: options.file.mediaType.slice(0, 100),
        sha256: sha256Hex(options.file.bytes),
        content: options.file.bytes,
        importedBy: actor.id,
        importedAt: options.now,
      });
    }
    const action = options.file ? 'import' : isCorrection ? 'correct' : 'enter';
    await actor.audit(
      {
        entity: `rates:${dataset}`,
        entityId: day,
        action,
        changes: {
          figures: { ...(before.length ? { before } : {}), after: check.figures },
          ...(isCorrection ? { corrected: { after: options.now.toISOString() } } : {}),
          ...(options.file ? { file: { after: { importId, name: options.file.name, sha256: sha256Hex(options.file.bytes) } } } : {}),
          ...(check.warnings.length ? { confirmedWarnings: { after: check.warnings.map((w) => w.message) } } : {}),
          ...(!pending && !existing?.publishedAt && options.earlyReason !== undefined && publishedAt < fixingInstant(day) ? { earlyReason: { after: options.earlyReason } } : {}),
          ...(options.earlyReason !== undefined && publishedAt < fixingInstant(day) ? { publishedEarly: { after: { at: publishedAt.toISOString(), reason: options.earlyReason } } } : {}),
        },
      },
      tx,
    );
    return { day, status: isCorrection ? 'corrected' : pending ? 'pending' : 'published', publishedAt: publishedAt.toISOString(), importId };
  });
}

/** Saves a day's exchange rates (entered or imported): all or nothing, with the audit row and the file. */
export async function saveFxDay(db: Database, day: string, lines: readonly RawFxLine[], lang: Language, actor: DeskActor, options: SaveOptions): Promise<SaveResult> {
  const check = await checkFxDay(db, day, lines, lang);
  return saveDay(
    db,
    'exchange-rate',
    check,
    lang,
    actor,
    options,
    async (tx) => (await fxOfDay(tx, day)).map((r) => ({ currency: r.currency, unit: r.unit, mid: r.mid, ttBuying: r.ttBuying, chequeBuying: r.chequeBuying })),
    (tx) => replaceFx(tx, day, check.figures.map((f) => ({ day, ...f }))),
  );
}

/** Saves a day's MAIBOR or MONIA fixings. */
export async function saveInterestDay(db: Database, dataset: 'maibor' | 'monia', day: string, lines: readonly RawInterestLine[], lang: Language, actor: DeskActor, options: SaveOptions): Promise<SaveResult> {
  const check = await checkInterestDay(db, dataset, day, lines, lang);
  return saveDay(
    db,
    dataset,
    check,
    lang,
    actor,
    options,
    async (tx) => (await interestOfDay(tx, dataset, day)).map((r) => ({ term: r.term, rate: r.rate })),
    (tx) => replaceInterest(tx, dataset, day, check.figures.map((f) => ({ day, series: dataset, term: f.term, rate: f.rate }))),
  );
}

/** Makes public the days whose 11:00 has come (the release job; exactly once across instances). */
export async function releaseDueRates(db: Queryable, now = new Date()): Promise<string[]> {
  return (await releaseDueDays(db, now)).map((r) => r.day);
}

// ---- The calls' side: a day as lines or a file, previewed or saved -------------------------

const fxFigure = (f: FxFigures): DeskFigure => ({ key: f.currency, unit: f.unit, mid: f.mid, ttBuying: f.ttBuying, chequeBuying: f.chequeBuying, rate: null });
const interestFigure = (f: InterestFigures): DeskFigure => ({ key: f.term, unit: null, mid: null, ttBuying: null, chequeBuying: null, rate: f.rate });
const blankLine = { date: '', currency: '', unit: '', mid: '', ttBuying: '', chequeBuying: '', term: '', rate: '' };

type Input = ReturnType<typeof deskDayInput.parse>;

function fileOf(input: Input): DeskFile | undefined {
  return input.file ? { name: input.file.name, mediaType: input.file.mediaType, bytes: Buffer.from(input.file.content, 'base64') } : undefined;
}

/** The lines of the input: read from its file when it has one, else as typed. */
async function linesOf(input: Input, lang: Language): Promise<DeskLine[]> {
  const file = fileOf(input);
  if (!file) return input.lines;
  if (input.dataset === 'exchange-rate') return (await readFxFile(file, lang)).map((l) => ({ ...blankLine, ...l }));
  return (await readInterestFile(input.dataset, file, lang)).map((l) => ({ ...blankLine, ...l }));
}

/** What saving would do: the figures read, the errors and the warnings, beside the previous working day's. */
export async function previewDay(db: Queryable, raw: DeskDayInput, lang: Language): Promise<DeskPreview> {
  const input = deskDayInput.parse(raw);
  const lines = await linesOf(input, lang);
  if (input.dataset === 'exchange-rate') {
    const check = await checkFxDay(db, input.day, lines, lang);
    const previous = check.previousDay ? (await fxOfDay(db, check.previousDay)).map((r) => fxFigure(r)) : [];
    return { dataset: input.dataset, day: input.day, previousDay: check.previousDay, lines, figures: check.figures.map(fxFigure), previous, errors: check.errors, warnings: check.warnings };
  }
  const check = await checkInterestDay(db, input.dataset, input.day, lines, lang);
  const previous = check.previousDay ? (await interestOfDay(db, input.dataset, check.previousDay)).map((r) => interestFigure(r)) : [];
  return { dataset: input.dataset, day: input.day, previousDay: check.previousDay, lines, figures: check.figures.map(interestFigure), previous, errors: check.errors, warnings: check.warnings };
}

/** Saves a day entered or imported (the `new` call). */
export async function saveDayInput(db: Database, raw: DeskDayInput, lang: Language, actor: DeskActor, now: Date): Promise<SaveResult> {
  const input = deskDayInput.parse(raw);
  const lines = await linesOf(input, lang);
  const file = fileOf(input);
  const options: SaveOptions = { confirmed: input.confirmed, earlyReason: input.earlyReason || undefined, file, now };
  return input.dataset === 'exchange-rate' ? saveFxDay(db, input.day, lines, lang, actor, options) : saveInterestDay(db, input.dataset, input.day, lines, lang, actor, options);
}

/** The desk's list of days, newest first. */
export async function deskDays(db: Queryable, page: number, perPage: number): Promise<{ data: DeskDayRow[]; total: number }> {
  const [rows, total] = await Promise.all([deskDayRows(db, (page - 1) * perPage, perPage), deskDayCount(db)]);
  return { data: rows.map((r) => ({ ...r, id: r.day, publishedAt: r.publishedAt.toISOString() })), total };
}

/** One day as the desk sees it (pending or public), or null. */
export async function deskDay(db: Queryable, day: string): Promise<DeskDayDetail | null> {
  const row = await dayRow(db, day);
  if (!row) return null;
  const [list] = await deskDayRows(db, 0, 1, day);
  const [fx, maibor, monia, imports] = await Promise.all([fxOfDay(db, day), interestOfDay(db, 'maibor', day), interestOfDay(db, 'monia', day), importsOfDay(db, day)]);
  const order = new Map<string, number>(RATE_CURRENCIES.map((c, i) => [c, i]));
  return {
    id: day,
    day,
    publishedAt: row.publishedAt.toISOString(),
    pending: row.pending,
    fx: fx.length,
    maibor: maibor.length,
    monia: monia.length,
    corrections: list?.corrections ?? 0,
    exchangeRates: fx.sort((a, b) => (order.get(a.currency) ?? 0) - (order.get(b.currency) ?? 0)).map((r) => fxFigure(r)),
    maiborRates: maibor.sort((a, b) => MAIBOR_TERMS.indexOf(a.term as never) - MAIBOR_TERMS.indexOf(b.term as never)).map((r) => interestFigure(r)),
    moniaRates: monia.map((r) => interestFigure(r)),
    imports: imports.map((i) => ({ id: i.id, dataset: i.dataset, fileName: i.fileName, sha256: i.sha256, importedAt: i.importedAt.toISOString() })),
  };
}

/** Whether today's exchange rates are still missing after 10:00 Macao on a working day (the home screen). */
export async function todaysRatesMissing(db: Queryable, now: Date): Promise<string | null> {
  const today = macaoDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  if (now.getTime() < fixingInstant(today).getTime() - 3_600_000) return null;
  return (await fxOfDay(db, today)).length ? null : today;
}
