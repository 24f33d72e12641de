/**
 * The register search (SPEC §2 register screens, §5): a disclaimer accepted once
 * per browser session, a search form gated by a verification code (asked again
 * only when the validate key has expired), a results table with previous/next
 * paging, printing and xlsx/PDF exports. Results are announced through a live
 * region and focus moves to the results heading after each search.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CaptchaField, type CaptchaFieldMessages, type CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import { formatMessage as fill, type Template } from '#src/i18n/format.ts';
import { ApiError } from '#src/lib/api/client.ts';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import { clearValidateKey, getValidateKey } from '#src/features/captcha/client.ts';
import { formatDate, PLACEHOLDER } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { downloadExport, searchRegister, type RegisterQuery } from './client.ts';
import { licenceSlug, type Clerk, type Insurer, type Intermediary, type RegisterPage, type RegisterView } from './contract.ts';

export const DISCLAIMER_STORAGE = 'amcm.registers.disclaimerAccepted';
const TOAST_MS = 3000;
const PAGE_SIZE = 20;

export type RegisterLabelKey =
  | 'disclaimerTitle' | 'disclaimer' | 'accept' | 'searchTitle' | 'name' | 'nameHint' | 'licenceNo' | 'category' | 'allCategories'
  | 'validOn' | 'validOnHint' | 'search' | 'clear' | 'results' | 'total' | 'pageStatus' | 'previous' | 'next' | 'pages'
  | 'noResults' | 'lastUpdate' | 'print' | 'exportExcel' | 'exportPdf' | 'errorTitle' | 'downloadError' | 'loading'
  | 'codeError' | 'tableRegion' | 'colNumber' | 'colStatus' | 'colLifeValid' | 'colGeneralValid' | 'colLifeInsurers'
  | 'colGeneralInsurers' | 'colWebsite' | 'colCancelled' | 'colCancelledInPeriod' | 'colSuspension' | 'colRenewal'
  | 'colIntermediary' | 'colRegisteredOn' | 'colValidUntil' | 'period' | 'yes' | 'noscript' | 'life' | 'general'
  | 'status.valid' | 'status.cancelled' | 'status.suspended' | 'status.renewal';
/** The labels as the view gives them: texts, and the result count as a plural template. */
export type RegisterLabels = Record<Exclude<RegisterLabelKey, 'total'>, string> & { total: Template };

export interface RegisterSearchProps {
  lang: Language;
  view: RegisterView;
  title: string;
  endpoint: string;
  exports: { xlsx: string | null; pdf: string | null };
  /** Categories offered in the form (a choice only when more than one). */
  categories: { code: string; title: string }[];
  statuses: string[] | null;
  updatedOn: string | null;
  /** The permanent page of a licence is this followed by the licence number (null: no link). */
  detailBase: string | null;
  labels: RegisterLabels;
  /** The verification code field's messages: `pickMessages(lang, CAPTCHA_FIELD_KEYS)`. */
  captchaMessages: CaptchaFieldMessages;
}

type Row = Intermediary | Clerk;
const isClerk = (row: Row): row is Clerk => 'registrationNo' in row;

function readAccepted(): boolean {
  try {
    return sessionStorage.getItem(DISCLAIMER_STORAGE) === '1';
  } catch {
    return false;
  }
}

export default function RegisterSearch(props: RegisterSearchProps) {
  const { lang, view, labels } = props;
  const zh = lang === 'zh-hant' || lang === 'zh-hans';
  const [accepted, setAccepted] = useState(false);
  const [needCode, setNeedCode] = useState(true);
  const [form, setForm] = useState({ name: '', licenceNo: '', category: '', validOn: '' });
  const [query, setQuery] = useState<RegisterQuery | null>(null);
  const [result, setResult] = useState<RegisterPage<Row> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const keyInMemory = useRef<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  useEffect(() => {
    setAccepted(readAccepted());
    setNeedCode(!getValidateKey());
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    if (focusResults.current) resultsHeading.current?.focus();
    focusResults.current = false;
  }, [result]);

  function accept() {
    try {
      sessionStorage.setItem(DISCLAIMER_STORAGE, '1');
    } catch {
      // Blocked storage: accepted for this page only.
    }
    setAccepted(true);
    requestAnimationFrame(() => firstField.current?.focus());
  }

  const liveKey = () => getValidateKey() ?? keyInMemory.current;

  function forgetKey() {
    clearValidateKey();
    keyInMemory.current = null;
    setNeedCode(true);
  }

  async function ensureKey(): Promise<string | null> {
    const key = liveKey();
    if (key) return key;
    // A wrong or missing code: the field shows the error itself and takes the focus.
    const got = (await captcha.current?.validate()) ?? null;
    if (!got) return null;
    keyInMemory.current = got;
    setNeedCode(false);
    return got;
  }

  async function run(q: RegisterQuery) {
    setError(null);
    const key = await ensureKey();
    if (!key) return;
    setLoading(true);
    try {
      const page = await searchRegister(props.endpoint, q, key, lang);
      focusResults.current = true;
      setQuery(q);
      setResult(page);
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.verificationFailed) {
        forgetKey();
        setError(labels.codeError);
      } else {
        setToast(true);
      }
    } finally {
      setLoading(false);
    }
  }

  function submit() {
    const categories = form.category ? [form.category] : props.categories.map((c) => c.code);
    void run({ name: form.name, licenceNo: form.licenceNo, categories: view === 'clerk' ? [] : categories, statuses: props.statuses, validOn: form.validOn, page: 1, pageSize: PAGE_SIZE });
  }

  function clear() {
    setForm({ name: '', licenceNo: '', category: '', validOn: '' });
    setResult(null);
    setQuery(null);
    setError(null);
    firstField.current?.focus();
  }

  async function download(url: string, ext: string) {
    if (!query) return;
    const key = liveKey();
    if (!key) {
      forgetKey();
      setError(labels.codeError);
      return;
    }
    try {
      await downloadExport(url, query, key, lang, `${props.title}.${ext}`);
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.verificationFailed) {
        forgetKey();
        setError(labels.codeError);
      } else setToast(true);
    }
  }

  // Dates as on every other page of the language (SPEC §9); an empty one shows the placeholder.
  const date = (iso: string | null | undefined) => (iso ? <time dateTime={iso}>{formatDate(iso, lang)}</time> : PLACEHOLDER);
  const period = (p: { from: string; to: string } | null) => (p ? fill(labels.period, { from: formatDate(p.from, lang), to: formatDate(p.to, lang) }) : '');
  const insurerNames = (list: Insurer[]) =>
    list.map((i) => (
      <span key={i.code} className="register__insurer">
        {zh ? i.nameZh : i.name}
      </span>
    ));
  const nameCell = (row: Row) => (
    <>
      {row.nameZh && (
        <span className="register__name-zh" lang="zh-Hant">
          {row.nameZh}
        </span>
      )}
      <span className="register__name">{row.name}</span>
    </>
  );
  const licenceCell = (licence: string) =>
    props.detailBase ? <a href={`${props.detailBase}${licenceSlug(licence)}`}>{licence}</a> : licence;

  type Column = { key: string; header: string; cell: (row: Row) => ReactNode };
  const ir = (fn: (r: Intermediary) => ReactNode) => (row: Row) => (isClerk(row) ? '' : fn(row));
  const columns: Column[] =
    view === 'clerk'
      ? [
          { key: 'number', header: labels.colNumber, cell: (r) => r.number },
          { key: 'no', header: labels.licenceNo, cell: (r) => (isClerk(r) ? r.registrationNo : '') },
          { key: 'name', header: labels.name, cell: nameCell },
          {
            key: 'intermediary',
            header: labels.colIntermediary,
            cell: (r) =>
              isClerk(r) ? (
                <>
                  {licenceCell(r.intermediaryLicenceNo)}
                  <span className="register__name">{(zh ? r.intermediaryNameZh : r.intermediaryName) ?? r.intermediaryName}</span>
                </>
              ) : '',
          },
          { key: 'registered', header: labels.colRegisteredOn, cell: (r) => (isClerk(r) ? date(r.registeredOn) : '') },
          { key: 'valid', header: labels.colValidUntil, cell: (r) => (isClerk(r) ? date(r.validUntil) : '') },
        ]
      : [
          { key: 'number', header: labels.colNumber, cell: (r) => r.number },
          { key: 'licence', header: labels.licenceNo, cell: ir((r) => licenceCell(r.licenceNo)) },
          { key: 'name', header: labels.name, cell: nameCell },
          ...(props.categories.length > 1 || ['cancelled', 'suspended', 'renewal'].includes(view)
            ? [{ key: 'category', header: labels.category, cell: ir((r) => <abbr title={r.categoryTitle}>{r.category}</abbr>) }]
            : []),
          { key: 'status', header: labels.colStatus, cell: ir((r) => <span className={`register__status register__status--${r.status}`}>{labels[`status.${r.status}`]}</span>) },
          ...(view === 'cancelled'
            ? [
                {
                  key: 'cancelled',
                  header: labels.colCancelled,
                  cell: ir((r) => (
                    <>
                      {r.life.cancelledOn && <span>{labels.life}: {date(r.life.cancelledOn)} — {r.life.cancelReasonText}</span>}
                      {r.general.cancelledOn && <span>{labels.general}: {date(r.general.cancelledOn)} — {r.general.cancelReasonText}</span>}
                    </>
                  )),
                },
                { key: 'inPeriod', header: labels.colCancelledInPeriod, cell: ir((r) => (r.cancelledInPeriod ? labels.yes : '')) },
              ]
            : [
                { key: 'life', header: labels.colLifeValid, cell: ir((r) => date(r.life.validUntil)) },
                { key: 'general', header: labels.colGeneralValid, cell: ir((r) => date(r.general.validUntil)) },
              ]),
          ...(view === 'suspended' ? [{ key: 'suspension', header: labels.colSuspension, cell: ir((r) => period(r.suspension)) }] : []),
          ...(view === 'renewal' ? [{ key: 'renewal', header: labels.colRenewal, cell: ir((r) => period(r.renewalPeriod)) }] : []),
          ...(['individual', 'corporate', 'salesman'].includes(view)
            ? [
                { key: 'lifeInsurers', header: labels.colLifeInsurers, cell: ir((r) => insurerNames(r.lifeInsurers)) },
                { key: 'generalInsurers', header: labels.colGeneralInsurers, cell: ir((r) => insurerNames(r.generalInsurers)) },
              ]
            : []),
          ...(view === 'corporate' || view === 'broker'
            ? [{ key: 'website', header: labels.colWebsite, cell: ir((r) => (r.website ? <a href={r.website} rel="noopener external">{r.website.replace(/^https?:\/\//, '')}</a> : '')) }]
            : []),
        ];

  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const updatedOn = result?.updatedOn ?? props.updatedOn;
  const id = (name: string) => `register-${view}-${name}`;
  const { xlsx: xlsxUrl, pdf: pdfUrl } = props.exports;

  return (
    <div className="register" data-register-view={view}>
      {updatedOn && <p className="register__updated">{fill(labels.lastUpdate, { date: formatDate(updatedOn, lang) })}</p>}

      {!accepted ? (
        <section className="register__disclaimer" aria-labelledby={id('disclaimer')}>
          <h2 id={id('disclaimer')}>{labels.disclaimerTitle}</h2>
          <p>{labels.disclaimer}</p>
          <button type="button" className="register__button" onClick={accept}>
            {labels.accept}
          </button>
        </section>
      ) : (
        <form className="register__form" role="search" aria-label={labels.searchTitle} onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <fieldset>
            <legend>{labels.searchTitle}</legend>
            <div className="register__fields">
              <div className="register__field">
                <label htmlFor={id('name')}>{labels.name}</label>
                <input
                  ref={firstField}
                  id={id('name')}
                  type="search"
                  value={form.name}
                  maxLength={100}
                  autoComplete="off"
                  aria-describedby={id('name-hint')}
                  onChange={(e) => setForm({ ...form, name: e.target.value })}
                />
                <span id={id('name-hint')} className="register__hint">{labels.nameHint}</span>
              </div>
              <div className="register__field">
                <label htmlFor={id('licence')}>{labels.licenceNo}</label>
                <input id={id('licence')} type="search" value={form.licenceNo} maxLength={30} autoComplete="off" onChange={(e) => setForm({ ...form, licenceNo: e.target.value })} />
              </div>
              {props.categories.length > 1 && (
                <div className="register__field">
                  <label htmlFor={id('category')}>{labels.category}</label>
                  <select id={id('category')} value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })}>
                    <option value="">{labels.allCategories}</option>
                    {props.categories.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.code} — {c.title}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div className="register__field">
                <label htmlFor={id('valid-on')}>{labels.validOn}</label>
                <input id={id('valid-on')} type="date" value={form.validOn} aria-describedby={id('valid-on-hint')} onChange={(e) => setForm({ ...form, validOn: e.target.value })} />
                <span id={id('valid-on-hint')} className="register__hint">{labels.validOnHint}</span>
              </div>
            </div>
            {needCode && (
              <div className="register__captcha">
                <CaptchaField lang={lang} messages={props.captchaMessages} ref={captcha} />
              </div>
            )}
            {error && (
              <p className="register__error" role="alert">
                {error}
              </p>
            )}
            <div className="register__actions">
              <button type="submit" className="register__button" aria-disabled={loading || undefined}>
                {loading ? labels.loading : labels.search}
              </button>
              <button type="button" className="register__button register__button--plain" onClick={clear}>
                {labels.clear}
              </button>
            </div>
          </fieldset>
        </form>
      )}

      <section className="register__results" aria-labelledby={id('results')} hidden={!result}>
        <h2 id={id('results')} ref={resultsHeading} tabIndex={-1}>
          {labels.results}
        </h2>
        <p className="register__total" aria-live="polite" data-register-total={result?.total ?? ''}>
          {result ? (result.total ? fill(labels.total, { count: result.total }) : labels.noResults) : ''}
        </p>
        {result && result.total > 0 && (
          <>
            <div className="register__tools">
              <button type="button" className="register__button register__button--plain" onClick={() => window.print()}>
                {labels.print}
              </button>
              {xlsxUrl && (
                <button type="button" className="register__button register__button--plain" onClick={() => void download(xlsxUrl, 'xlsx')}>
                  {labels.exportExcel}
                </button>
              )}
              {pdfUrl && (
                <button type="button" className="register__button register__button--plain" onClick={() => void download(pdfUrl, 'pdf')}>
                  {labels.exportPdf}
                </button>
              )}
            </div>
            <div className="register__table-wrap" role="region" aria-labelledby={id('caption')} tabIndex={0}>
              <table className="register__table">
                <caption id={id('caption')}>
                  {props.title} — {fill(labels.pageStatus, { page: query?.page ?? 1, pages })}
                  <span className="visually-hidden"> ({labels.tableRegion})</span>
                </caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.key} scope="col">
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((row) => (
                    <tr key={row.number}>
                      {columns.map((c) =>
                        c.key === 'name' ? (
                          <th key={c.key} scope="row" className="register__cell--name">
                            {c.cell(row)}
                          </th>
                        ) : (
                          <td key={c.key} className={`register__cell--${c.key}`}>
                            {c.cell(row)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && query && (
              <nav className="register__pager" aria-label={labels.pages}>
                <button type="button" className="register__button register__button--plain" disabled={query.page <= 1 || loading} onClick={() => void run({ ...query, page: query.page - 1 })}>
                  {labels.previous}
                </button>
                <span>{fill(labels.pageStatus, { page: query.page, pages })}</span>
                <button type="button" className="register__button register__button--plain" disabled={query.page >= pages || loading} onClick={() => void run({ ...query, page: query.page + 1 })}>
                  {labels.next}
                </button>
              </nav>
            )}
          </>
        )}
      </section>

      {toast && (
        <div className="register__toast" role="alert">
          <p className="register__toast-title">{labels.errorTitle}</p>
          <p>{labels.downloadError}</p>
        </div>
      )}
    </div>
  );
}
