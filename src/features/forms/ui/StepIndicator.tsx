/** "Step 2 of 3: Contact details" above a step form, with the steps listed for context. */
import { format } from './messages.ts';

export interface StepIndicatorProps {
  steps: readonly string[];
  /** 0-based index of the current step. */
  current: number;
  /** `form.stepOf` text: "Step {step} of {total}". */
  stepOf: string;
}

export function StepIndicator({ steps, current, stepOf }: StepIndicatorProps) {
  return (
    <nav className="step-indicator" aria-label={format(stepOf, { step: current + 1, total: steps.length })}>
      <p className="step-indicator__caption">{format(stepOf, { step: current + 1, total: steps.length })}</p>
      <ol className="step-indicator__list">
        {steps.map((step, index) => (
          <li key={step} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined} aria-current={index === current ? 'step' : undefined}>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
