/** Step 4 of the application: check your answers, then the declaration and the undertaking, each agreed with a checkbox. */
import { CheckAnswers, type AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import type { StepProps } from './step-props.ts';

export interface Declaration {
  title: string;
  html: string;
}

interface CheckStepProps extends StepProps {
  answers: AnswerRow[];
  declarations: { declaration: Declaration | null; undertaking: Declaration | null };
  onChange: (step: number, fieldId?: string) => void;
}

export function CheckStep({ m, register, errorAt, answers, declarations, onChange }: CheckStepProps) {
  return (
    <>
      <CheckAnswers title={m['form.checkAnswersTitle']} rows={answers} changeText={m['form.change']} onChange={onChange} />
      {(['declaration', 'undertaking'] as const).map((name) => {
        const text = declarations[name];
        return (
          <div key={name}>
            {text && (
              <section className="repro-declaration" aria-labelledby={`repro-${name}-title`}>
                <h3 id={`repro-${name}-title`}>{text.title}</h3>
                <div dangerouslySetInnerHTML={{ __html: text.html }} />
              </section>
            )}
            <Field id={`repro-${name}`} label={m[`reproduction.${name}`]} group error={errorAt(name)} required>
              {() => (
                <div className="form-choice">
                  <input type="checkbox" id={`repro-${name}`} {...register(name)} aria-invalid={errorAt(name) ? true : undefined} />
                  <label htmlFor={`repro-${name}`}>{m[`reproduction.${name}`]}</label>
                </div>
              )}
            </Field>
          </div>
        );
      })}
    </>
  );
}
