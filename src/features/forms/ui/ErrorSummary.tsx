/**
 * The error summary (GOV.UK Design System): at the top of the form, a titled list of
 * every problem linking to its field. It takes focus after each failed submit
 * (`attempt` changes), so keyboard and screen-reader users land on it; following a link
 * focuses the field itself rather than only scrolling to it.
 */
import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the control to focus. */
  fieldId: string;
  text: string;
}

export interface ErrorSummaryProps {
  title: string;
  errors: readonly SummaryError[];
  /** Increases on every failed submit: the summary then takes focus. */
  attempt: number;
}

export function ErrorSummary({ title, errors, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const focusedAttempt = useRef(0);
  useEffect(() => {
    // Focus once per failed submit, as soon as its errors are shown (they may arrive a render
    // after the attempt), not whenever the list changes while the visitor types.
    if (attempt > focusedAttempt.current && errors.length > 0) {
      focusedAttempt.current = attempt;
      box.current?.focus();
    }
  });
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(error.fieldId);
                if (!target) return;
                event.preventDefault();
                // Not every engine scrolls (jsdom has no scrollIntoView); focus scrolls anyway.
                if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
                target.focus();
              }}
            >
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
