/**
 * A list of repeatable lines in a form (e.g. the banknotes of a reproduction
 * application): each line a fieldset whose legend names it ("Banknote 2"), a Remove
 * button whose text names the line, and an Add button. Keyboard and screen-reader
 * friendly: after Add, focus moves to the new line's first control; after Remove, to
 * the Add button (the removed line's controls are gone). The lines' controls are the
 * caller's (react-hook-form `useFieldArray` or plain state).
 */
import { useEffect, useRef, type ReactNode } from 'react';

export interface RepeatableLinesProps {
  /** id prefix: line i is `${id}-${i}`, its first control should have id `${id}-${i}-first`. */
  id: string;
  legend: string;
  /** Stable keys of the lines, in order. */
  keys: readonly string[];
  /** The legend of line i (0-based). */
  lineLegend: (index: number) => string;
  renderLine: (index: number) => ReactNode;
  addText: string;
  /** The Remove button's text for line i (names the line). */
  removeText: (index: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Most lines allowed (the Add button goes away there). */
  max?: number;
  /** An error about the list as a whole (e.g. at least one line). */
  error?: string | undefined;
}

export function RepeatableLines({ id, legend, keys, lineLegend, renderLine, addText, removeText, onAdd, onRemove, max, error }: RepeatableLinesProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<'added' | 'removed' | null>(null);
  const count = keys.length;
  useEffect(() => {
    if (pending.current === 'added') document.getElementById(`${id}-${count - 1}-first`)?.focus();
    if (pending.current === 'removed') addButton.current?.focus();
    pending.current = null;
  }, [count, id]);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={`form-field form-field--group repeatable-lines${error ? ' form-field--error' : ''}`} id={`${id}-group`} aria-describedby={errorId}>
      <legend className="form-field__label">{legend}</legend>
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
      {keys.map((key, index) => (
        <fieldset className="repeatable-lines__line" key={key} id={`${id}-${index}`}>
          <legend>{lineLegend(index)}</legend>
          {renderLine(index)}
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                pending.current = 'removed';
                onRemove(index);
              }}
            >
              {removeText(index)}
            </button>
          </p>
        </fieldset>
      ))}
      {(max === undefined || count < max) && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            id={`${id}-add`}
            ref={addButton}
            onClick={() => {
              pending.current = 'added';
              onAdd();
            }}
          >
            {addText}
          </button>
        </p>
      )}
    </fieldset>
  );
}
