/**
 * One form field (GOV.UK pattern): label, optional hint, error message above the control,
 * and the control wired with `aria-describedby` (hint and error) and `aria-invalid`.
 * The control is rendered by `children(controlProps)` so inputs, selects and textareas
 * all get the same wiring. Radio and checkbox groups use `legend` (a fieldset).
 */
import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The control's id; the error summary links to `#id`. */
  id: string;
  label: string;
  hint?: string;
  /** The error text, already in the page's language. */
  error?: string;
  required?: boolean;
  /** Shown after the label of a field that may be left empty. */
  optionalText?: string;
  /** A group of radios or checkboxes: rendered as a fieldset with this legend (label unused). */
  group?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, hint, error, required, optionalText, group, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = { id, 'aria-describedby': describedBy };
  if (error) control['aria-invalid'] = true;
  if (required && !group) control['aria-required'] = true;
  const labelText = (
    <>
      {label}
      {!required && optionalText ? <span className="form-field__optional"> {optionalText}</span> : null}
    </>
  );
  const inner = (
    <>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
      {children(control)}
    </>
  );
  if (group) {
    return (
      <fieldset className={`form-field form-field--group${error ? ' form-field--error' : ''}`} aria-describedby={describedBy} id={`${id}-group`}>
        <legend className="form-field__label">{labelText}</legend>
        {inner}
      </fieldset>
    );
  }
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {labelText}
      </label>
      {inner}
    </div>
  );
}
