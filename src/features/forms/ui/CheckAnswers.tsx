/**
 * Check your answers (GOV.UK summary list): each answer with a 'Change' link back to the
 * step that asked it; the link's hidden text names the answer, so a screen-reader user
 * hears "Change e-mail address" rather than a row of identical "Change" links.
 */
export interface AnswerRow {
  key: string;
  label: string;
  value: string;
  /** The step to go back to. */
  step: number;
  /** The field to focus on that step. */
  fieldId?: string;
}

export interface CheckAnswersProps {
  title: string;
  rows: readonly AnswerRow[];
  changeText: string;
  onChange: (step: number, fieldId?: string) => void;
}

export function CheckAnswers({ title, rows, changeText, onChange }: CheckAnswersProps) {
  return (
    <section className="check-answers" aria-labelledby="check-answers-title">
      <h2 id="check-answers-title">{title}</h2>
      <dl className="summary-list">
        {rows.map((row) => (
          <div className="summary-list__row" key={row.key}>
            <dt className="summary-list__key">{row.label}</dt>
            <dd className="summary-list__value">{row.value}</dd>
            <dd className="summary-list__actions">
              <button type="button" className="link-button" onClick={() => onChange(row.step, row.fieldId)}>
                {changeText}
                <span className="visually-hidden"> {row.label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
