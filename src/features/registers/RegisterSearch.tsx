/**
 * The register search (SPEC §2 register screens, §5): a disclaimer accepted once
 * per browser session, a search form gated by a verification code (asked again
 * only when the validate key has expired), a results table with previous/next
 * paging, printing and xlsx/PDF exports. Results are announced through a live
 * region and focus moves to the results heading after each search.
 *
 * The pieces live in `ui/`: a hook per concern (disclaimer, validate key,
 * searches) and the form, the results and their columns.
 */
import { useRef, useState } from 'react';
import type { CaptchaFieldMessages } from '#src/features/captcha/CaptchaField.tsx';
import { formatMessage as fill } from '#src/i18n/format.ts';
import { formatDate } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { RegisterView } from './contract.ts';
import type { RegisterLabels } from '#src/features/registers/ui/labels.ts';
import { resultColumns } from '#src/features/registers/ui/result-columns.tsx';
import { EMPTY_SEARCH, SearchForm } from '#src/features/registers/ui/SearchForm.tsx';
import { SearchResults } from '#src/features/registers/ui/SearchResults.tsx';
import { useDisclaimer } from '#src/features/registers/ui/use-disclaimer.ts';
import { useRegisterSearch } from '#src/features/registers/ui/use-register-search.ts';
import { useValidateKey } from '#src/features/registers/ui/use-validate-key.ts';

export { DISCLAIMER_STORAGE } from '#src/features/registers/ui/use-disclaimer.ts';
export type { RegisterLabelKey, RegisterLabels } from '#src/features/registers/ui/labels.ts';
const PAGE_SIZE = 20;

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

export default function RegisterSearch(props: RegisterSearchProps) {
  const { lang, view, labels } = props;
  const [form, setForm] = useState(EMPTY_SEARCH);
  const firstField = useRef<HTMLInputElement>(null);
  const { accepted, accept } = useDisclaimer(() => firstField.current?.focus());
  const keys = useValidateKey();
  const search = useRegisterSearch({ lang, endpoint: props.endpoint, title: props.title, codeError: labels.codeError, keys });
  const { result, query } = search;

  function submit() {
    const categories = form.category ? [form.category] : props.categories.map((c) => c.code);
    void search.run({ name: form.name, licenceNo: form.licenceNo, categories: view === 'clerk' ? [] : categories, statuses: props.statuses, validOn: form.validOn, page: 1, pageSize: PAGE_SIZE });
  }

  function clear() {
    setForm(EMPTY_SEARCH);
    search.reset();
    firstField.current?.focus();
  }

  const columns = resultColumns({ lang, view, labels, categoryCount: props.categories.length, detailBase: props.detailBase });
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const updatedOn = result?.updatedOn ?? props.updatedOn;
  const id = (name: string) => `register-${view}-${name}`;

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
        <SearchForm
          lang={lang}
          labels={labels}
          id={id}
          values={form}
          onValues={setForm}
          categories={props.categories}
          firstField={firstField}
          captcha={keys.needCode ? keys.captcha : null}
          captchaMessages={props.captchaMessages}
          error={search.error}
          loading={search.loading}
          onSubmit={submit}
          onClear={clear}
        />
      )}

      <SearchResults
        labels={labels}
        id={id}
        title={props.title}
        columns={columns}
        result={result}
        query={query}
        pages={pages}
        loading={search.loading}
        heading={search.resultsHeading}
        exports={props.exports}
        onDownload={(url, ext) => void search.download(url, ext)}
        onPage={(q) => void search.run(q)}
      />

      {search.toast && (
        <div className="register__toast" role="alert">
          <p className="register__toast-title">{labels.errorTitle}</p>
          <p>{labels.downloadError}</p>
        </div>
      )}
    </div>
  );
}
