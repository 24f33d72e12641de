/**
 * The notes and coins size calculators (island). It is ALSO the no-JavaScript form: a
 * GET form to the page itself whose fields the loader reads back, so the server renders
 * the same result (this component, with the pure check of rules.ts)
 * when the browser runs no script. With script, submitting computes in place, keeps
 * the query in the URL and announces the result as text (aria-live).
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import {
  checkCopy,
  coinSize,
  COIN_DENOMINATIONS,
  limitsFor,
  NOTE_BANKS,
  NOTE_DENOMINATIONS,
  noteSize,
  parseMeasure,
  type CoinDenomination,
  type KnownSize,
  type NoteBank,
  type NoteDenomination,
  type RealSize,
  type SizeCheck,
} from './rules.ts';
import { INTL_LOCALE } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { format } from '#src/features/forms/ui/messages.ts';
import type { CalcMode, CalculatorMessages } from './contract.ts';

export interface CalculatorQuery {
  bank: NoteBank;
  denomination: string;
  mode: CalcMode;
  width: string;
  height: string;
  scale: string;
}

export interface CalculatorProps {
  kind: 'notes' | 'coins';
  lang: Language;
  messages: CalculatorMessages;
  /** The page's path: the no-JS form is a GET to it. */
  pagePath: string;
  /** What the URL asked for (no-JS answer and shared links). */
  initial: CalculatorQuery;
}

type Outcome = { state: 'empty' } | { state: 'unknown'; real: RealSize & { known: false } } | { state: 'invalid' } | { state: 'result'; real: KnownSize; check: SizeCheck };

/** The calculation for a query (the same on the server and in the browser). */
export function outcomeOf(kind: 'notes' | 'coins', q: CalculatorQuery): Outcome {
  const real = realOf(kind, q);
  if (!real) return { state: 'empty' };
  if (!real.known) return { state: 'unknown', real };
  if (q.mode === 'scale') {
    if (!q.scale.trim()) return { state: 'empty' };
    const percent = parseMeasure(q.scale);
    if (percent === null || percent > 2000) return { state: 'invalid' };
    return { state: 'result', real, check: checkCopy(real, { kind: 'scale', percent }) };
  }
  if (!q.width.trim() && !q.height.trim()) return { state: 'empty' };
  const widthMm = parseMeasure(q.width);
  const heightMm = parseMeasure(kind === 'coins' && !q.height.trim() ? q.width : q.height);
  if (widthMm === null || heightMm === null || widthMm > 5000 || heightMm > 5000) return { state: 'invalid' };
  return { state: 'result', real, check: checkCopy(real, { kind: 'size', widthMm, heightMm }) };
}

function realOf(kind: 'notes' | 'coins', q: CalculatorQuery): RealSize | null {
  if (kind === 'notes') {
    if (!(NOTE_BANKS as readonly string[]).includes(q.bank) || !(NOTE_DENOMINATIONS as readonly string[]).includes(q.denomination)) return null;
    return noteSize(q.bank, q.denomination as NoteDenomination);
  }
  if (!(COIN_DENOMINATIONS as readonly string[]).includes(q.denomination)) return null;
  return coinSize(q.denomination as CoinDenomination);
}

export function Calculator({ kind, lang, messages: m, pagePath, initial }: CalculatorProps) {
  const id = useId();
  const [query, setQuery] = useState<CalculatorQuery>(initial);
  const [shown, setShown] = useState<CalculatorQuery>(initial);
  const number = (value: number) => new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 2 }).format(value);
  const size = (w: number, h: number) => (kind === 'coins' && w === h ? `⌀ ${number(w)} mm` : `${number(w)} × ${number(h)} mm`);
  const outcome = outcomeOf(kind, shown);
  const denominations = kind === 'notes' ? NOTE_DENOMINATIONS : COIN_DENOMINATIONS;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(query);
    const params = new URLSearchParams({ ...(kind === 'notes' ? { bank: query.bank } : {}), denomination: query.denomination, mode: query.mode, width: query.width, height: query.height, scale: query.scale });
    window.history.replaceState(null, '', `${pagePath}?${params.toString()}`);
  };
  const set = (patch: Partial<CalculatorQuery>) => setQuery((q) => ({ ...q, ...patch }));
  // Without script both ways of giving the size are there (the choice is read on the server); with it, only the one chosen.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  return (
    <div className="repro-calc">
      <form className="form-kit repro-calc__form" method="get" action={pagePath} onSubmit={onSubmit} noValidate>
        {kind === 'notes' && (
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-bank`}>
              {m['reproduction.calc.bank']}
            </label>
            <select id={`${id}-bank`} name="bank" value={query.bank} onChange={(e) => set({ bank: e.target.value as NoteBank })}>
              {NOTE_BANKS.map((b) => (
                <option key={b} value={b}>
                  {m[`reproduction.bank.${b}`]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-denomination`}>
            {m['reproduction.calc.denomination']}
          </label>
          <select id={`${id}-denomination`} name="denomination" value={query.denomination} onChange={(e) => set({ denomination: e.target.value })}>
            {denominations.map((d) => (
              <option key={d} value={d}>
                {format(m['reproduction.mop'], { value: d })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="form-field form-field--group">
          <legend className="form-field__label">{m['reproduction.calc.mode']}</legend>
          {(['size', 'scale'] as const).map((mode) => (
            <div className="form-choice" key={mode}>
              <input type="radio" id={`${id}-mode-${mode}`} name="mode" value={mode} checked={query.mode === mode} onChange={() => set({ mode })} />
              <label htmlFor={`${id}-mode-${mode}`}>{m[mode === 'size' ? 'reproduction.calc.modeSize' : 'reproduction.calc.modeScale']}</label>
            </div>
          ))}
        </fieldset>
        <div className="repro-calc__pair" hidden={scripted && query.mode !== 'size'}>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-width`}>
              {m[kind === 'notes' ? 'reproduction.calc.width' : 'reproduction.calc.diameterWidth']}
            </label>
            <input id={`${id}-width`} name="width" inputMode="decimal" autoComplete="off" value={query.width} onChange={(e) => set({ width: e.target.value, mode: 'size' })} />
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-height`}>
              {m[kind === 'notes' ? 'reproduction.calc.height' : 'reproduction.calc.diameterHeight']}
            </label>
            <input id={`${id}-height`} name="height" inputMode="decimal" autoComplete="off" value={query.height} onChange={(e) => set({ height: e.target.value, mode: 'size' })} />
          </div>
        </div>
        <div className="form-field" hidden={scripted && query.mode !== 'scale'}>
          <label className="form-field__label" htmlFor={`${id}-scale`}>
            {m['reproduction.calc.scale']}
          </label>
          <input id={`${id}-scale`} name="scale" inputMode="decimal" autoComplete="off" value={query.scale} onChange={(e) => set({ scale: e.target.value, mode: 'scale' })} />
        </div>
        <p>
          <button type="submit" className="button">
            {m['reproduction.calc.check']}
          </button>
        </p>
      </form>

      <div className="repro-calc__result" aria-live="polite" aria-atomic="true" data-testid="calc-result">
        {outcome.state === 'empty' && <p>{m['reproduction.calc.enterSize']}</p>}
        {outcome.state === 'invalid' && <p className="form-field__error">{m['validation.number']}</p>}
        {outcome.state === 'unknown' && <p className="repro-calc__verdict repro-calc__verdict--unknown">{m['reproduction.calc.unknownSize']}</p>}
        {outcome.state === 'result' && (
          <>
            <p className={`repro-calc__verdict repro-calc__verdict--${outcome.check.allowed ? 'allowed' : 'refused'}`} data-testid="calc-verdict">
              <strong>
                {m[outcome.check.band === 'smaller' ? 'reproduction.calc.allowedSmaller' : outcome.check.band === 'larger' ? 'reproduction.calc.allowedLarger' : 'reproduction.calc.refused']}
              </strong>
            </p>
            <ul className="repro-calc__facts">
              <li>{format(m['reproduction.calc.realSize'], { size: size(outcome.real.widthMm, outcome.real.heightMm) })}</li>
              <li>{format(m['reproduction.calc.copySize'], { size: size(outcome.check.copyWidthMm, outcome.check.copyHeightMm) })}</li>
              <li>{format(m['reproduction.calc.areaRatio'], { percent: number(outcome.check.areaPercent) })}</li>
              {kind === 'notes' && <li>{format(m['reproduction.calc.specimen'], { length: number(outcome.check.specimen.lengthMm), height: number(outcome.check.specimen.heightMm) })}</li>}
            </ul>
          </>
        )}
      </div>
      {outcome.state === 'result' && <Limits real={outcome.real} m={m} number={number} areas={kind === 'notes'} />}
      {outcome.state === 'result' && <Drawing kind={kind} real={outcome.real} check={outcome.check} m={m} size={size} />}
      {outcome.state === 'result' && (
        <p className="repro-calc__source">
          {format(m['reproduction.calc.source'], { source: '' })}
          <a href={outcome.real.sourceUrl} rel="noopener noreferrer">
            {outcome.real.source}
          </a>
        </p>
      )}
    </div>
  );
}

/** Where exactly the limits are. Areas for notes (length × width); for coins, whose area is not length × width, the scales and diameters only. */
function Limits({ real, m, number, areas }: { real: KnownSize; m: CalculatorMessages; number: (n: number) => string; areas: boolean }) {
  const limits = limitsFor(real);
  return (
    <div className="repro-calc__limits">
      {areas && <p>{format(m['reproduction.calc.limits'], { lower: number(limits.lowerAreaMm2), upper: number(limits.upperAreaMm2) })}</p>}
      <p>
        {format(m['reproduction.calc.limitsScale'], {
          below: number(limits.maxSmallerScalePercent),
          above: number(limits.minLargerScalePercent),
          belowMm: number(limits.maxSmallerWidthMm),
          aboveMm: number(limits.minLargerWidthMm),
        })}
      </p>
    </div>
  );
}

/** Real and copy side by side to one scale, with the minimum SPECIMEN box centred on a note copy. */
function Drawing({ kind, real, check, m, size }: { kind: 'notes' | 'coins'; real: KnownSize; check: SizeCheck; m: CalculatorMessages; size: (w: number, h: number) => string }) {
  const gap = Math.max(real.widthMm, check.copyWidthMm) * 0.12;
  const label = Math.max(real.heightMm, check.copyHeightMm) * 0.14 + 4;
  const width = real.widthMm + gap + check.copyWidthMm;
  const height = Math.max(real.heightMm, check.copyHeightMm) + label * 1.6;
  const top = label * 1.4;
  const copyX = real.widthMm + gap;
  const shape = (x: number, w: number, h: number, cls: string) => {
    const y = top;
    if (real.shape === 'rectangle') return <rect x={x} y={y} width={w} height={h} rx={Math.min(w, h) * 0.03} className={cls} />;
    if (real.shape === 'round') return <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} className={cls} />;
    const sides = real.shape === 'octagon' ? 8 : 12;
    const points = Array.from({ length: sides }, (_, i) => {
      const a = (Math.PI * 2 * i) / sides;
      return `${x + w / 2 + (w / 2) * Math.cos(a)},${y + h / 2 + (h / 2) * Math.sin(a)}`;
    }).join(' ');
    return <polygon points={points} className={cls} />;
  };
  const font = label * 0.6;
  return (
    <figure className="repro-calc__drawing">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={format(m['reproduction.calc.drawing'], { real: size(real.widthMm, real.heightMm), copy: size(check.copyWidthMm, check.copyHeightMm) })}>
        <text x={0} y={font} fontSize={font} className="repro-calc__caption">
          {m['reproduction.calc.drawingReal']}
        </text>
        <text x={copyX} y={font} fontSize={font} className="repro-calc__caption">
          {m['reproduction.calc.drawingCopy']}
        </text>
        {shape(0, real.widthMm, real.heightMm, 'repro-calc__real')}
        {shape(copyX, check.copyWidthMm, check.copyHeightMm, check.allowed ? 'repro-calc__copy repro-calc__copy--allowed' : 'repro-calc__copy repro-calc__copy--refused')}
        {kind === 'notes' && (
          <>
            <rect
              x={copyX + (check.copyWidthMm - check.specimen.lengthMm) / 2}
              y={top + (check.copyHeightMm - check.specimen.heightMm) / 2}
              width={check.specimen.lengthMm}
              height={check.specimen.heightMm}
              className="repro-calc__specimen"
            />
            <text
              x={copyX + check.copyWidthMm / 2}
              y={top + check.copyHeightMm / 2}
              fontSize={check.specimen.heightMm * 0.7}
              textLength={check.specimen.lengthMm * 0.9}
              lengthAdjust="spacingAndGlyphs"
              textAnchor="middle"
              dominantBaseline="central"
              className="repro-calc__specimen-text"
            >
              SPECIMEN
            </text>
          </>
        )}
      </svg>
    </figure>
  );
}
