/** The register's search form: name, licence number, category (when there is a choice), date, and the code when one is needed. */
import type { RefObject } from 'react';
import { CaptchaField, type CaptchaFieldMessages, type CaptchaHandle } from '#src/features/captcha/CaptchaField.tsx';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { RegisterLabels } from './labels.ts';

export interface SearchValues {
  name: string;
  licenceNo: string;
  category: string;
  validOn: string;
}
export const EMPTY_SEARCH: SearchValues = { name: '', licenceNo: '', category: '', validOn: '' };

interface SearchFormProps {
  lang: Language;
  labels: RegisterLabels;
  id: (name: string) => string;
  values: SearchValues;
  onValues: (values: SearchValues) => void;
  categories: { code: string; title: string }[];
  firstField: RefObject<HTMLInputElement | null>;
  captcha: RefObject<CaptchaHandle | null> | null;
  captchaMessages: CaptchaFieldMessages;
  error: string | null;
  loading: boolean;
  onSubmit: () => void;
  onClear: () => void;
}

export function SearchForm({ lang, labels, id, values: form, onValues: setForm, categories, firstField, captcha, captchaMessages, error, loading, onSubmit, onClear }: SearchFormProps) {
  return (
    <form className="register__form" role="search" aria-label={labels.searchTitle} onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
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
          {categories.length > 1 && (
            <div className="register__field">
              <label htmlFor={id('category')}>{labels.category}</label>
              <select id={id('category')} value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })}>
                <option value="">{labels.allCategories}</option>
                {categories.map((c) => (
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
        {captcha && (
          <div className="register__captcha">
            <CaptchaField lang={lang} messages={captchaMessages} ref={captcha} />
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
          <button type="button" className="register__button register__button--plain" onClick={onClear}>
            {labels.clear}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
