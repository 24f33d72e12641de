/**
 * The application to reproduce or imitate banknotes and coins (island): four steps
 * with the form kit (StepIndicator, ErrorSummary that takes focus, CheckAnswers with
 * change links, Confirmation with the reference), react-hook-form with the zod
 * resolver over `applicationForm` — the schema the API parses — and a draft kept in
 * sessionStorage until the application is sent (files cannot be kept: they are chosen
 * again after a reload). Banknote and coin lines use the kit's RepeatableLines.
 *
 * The steps and the hooks (focus, the checks of a step, sending) are in `ui/`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Confirmation } from '#src/features/forms/ui/Confirmation.tsx';
import { ErrorSummary } from '#src/features/forms/ui/ErrorSummary.tsx';
import { errorText, format } from '#src/features/forms/ui/messages.ts';
import { StepIndicator } from '#src/features/forms/ui/StepIndicator.tsx';
import { useDraft } from '#src/features/forms/ui/use-draft.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { ApplicantStep } from '#src/features/reproduction/ui/ApplicantStep.tsx';
import { CheckStep, type Declaration } from '#src/features/reproduction/ui/CheckStep.tsx';
import { DEFAULT_VALUES, firstStepWithError, messageAt, type FormValues } from '#src/features/reproduction/ui/form-values.ts';
import { ItemsStep } from '#src/features/reproduction/ui/ItemsStep.tsx';
import { ProductStep } from '#src/features/reproduction/ui/ProductStep.tsx';
import type { StepProps } from '#src/features/reproduction/ui/step-props.ts';
import { answerRows, stepSummary, totalPieces } from '#src/features/reproduction/ui/texts.ts';
import { useStepChecks } from '#src/features/reproduction/ui/use-step-checks.ts';
import { useStepFocus } from '#src/features/reproduction/ui/use-step-focus.ts';
import { useSubmitApplication } from '#src/features/reproduction/ui/use-submit-application.ts';
import { applicationForm, type ApplicationForm as Application, type ApplicationMessages } from './contract.ts';

export type { Declaration } from '#src/features/reproduction/ui/CheckStep.tsx';

export interface ApplicationFormProps {
  lang: Language;
  messages: ApplicationMessages;
  declarations: { declaration: Declaration | null; undertaking: Declaration | null };
  notesCalculatorHref: string;
}

export function ApplicationForm({ lang, messages: m, declarations, notesCalculatorHref }: ApplicationFormProps) {
  const form = useForm<FormValues, unknown, Application>({
    // The schema reads the typed strings (its input type is wider than the controls').
    resolver: zodResolver(applicationForm) as unknown as Resolver<FormValues, unknown, Application>,
    defaultValues: DEFAULT_VALUES,
    shouldFocusError: false,
  });
  const { register, watch, formState, clearErrors, handleSubmit } = form;
  // The draft keeps what the controls hold; the declarations are agreed again each time.
  const draft = useDraft('reproduction-application', form as unknown as UseFormReturn<FormValues>, ['declaration', 'undertaking']);
  const notes = useFieldArray({ control: form.control, name: 'banknotes' });
  const coins = useFieldArray({ control: form.control, name: 'coins' });
  const [step, setStep] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const focus = useStepFocus(step);
  const lineCounts = () => ({ banknotes: notes.fields.length, coins: coins.fields.length });
  const { stepValid } = useStepChecks({ form, lineCounts, files, setFileError, mustUpload: m['form.mustUpload'] });
  const toStep = (first: number) => {
    if (first !== step) focus.leaveToSummary();
    setStep(first);
    setAttempt((n) => n + 1);
  };
  const sending = useSubmitApplication({ lang, form, draft, files, setFileError, failedText: m['reproduction.failed'], toStep });
  const steps = [m['reproduction.step.applicant'], m['reproduction.step.items'], m['reproduction.step.product'], m['reproduction.step.check']];
  const values = watch();
  const errors = formState.errors;
  const errorAt = (path: string): string | undefined => errorText(m, messageAt(errors, path));
  const summary = stepSummary(step, m, errorAt, lineCounts(), fileError);

  async function next() {
    // `attempt` only grows: the error summary takes focus once per failed attempt.
    if (await stepValid(step)) setStep((s) => s + 1);
    else setAttempt((n) => n + 1);
  }
  function back() {
    clearErrors();
    setStep((s) => Math.max(0, s - 1));
  }
  function goTo(target: number, fieldId?: string) {
    focus.focusField(fieldId ?? null);
    setStep(target);
  }

  if (sending.reference) {
    return (
      <Confirmation title={m['reproduction.confirmTitle']} referenceLabel={m['form.referenceNumber']} reference={sending.reference}>
        <p>{format(m['reproduction.confirmBody'], { email: String(values.email ?? '') })}</p>
      </Confirmation>
    );
  }

  const stepProps: StepProps = { m, register, errorAt };
  const changeFiles = (next: File[]) => {
    setFiles(next);
    setFileError(undefined);
  };
  return (
    <form className="form-kit repro-form" noValidate onSubmit={step === 3 ? handleSubmit(sending.submit, (invalid) => toStep(firstStepWithError(invalid))) : (e) => (e.preventDefault(), void next())}>
      <StepIndicator steps={steps} current={step} stepOf={m['form.stepOf']} />
      <h2 tabIndex={-1} ref={focus.heading}>
        {steps[step]}
      </h2>
      <ErrorSummary title={m['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      {sending.failure && (
        <p className="form-field__error" role="alert">
          {sending.failure}
        </p>
      )}
      {step === 0 && <ApplicantStep {...stepProps} purpose={values.purpose} />}
      {step === 1 && <ItemsStep {...stepProps} notes={notes} coins={coins} total={totalPieces(values)} />}
      {step === 2 && <ProductStep {...stepProps} finished={values.finished} notesCalculatorHref={notesCalculatorHref} files={files} fileError={fileError} onFiles={changeFiles} />}
      {step === 3 && <CheckStep {...stepProps} answers={answerRows(values, files, m)} declarations={declarations} onChange={goTo} />}

      <p className="repro-form__nav">
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={back}>
            {m['form.back']}
          </button>
        )}{' '}
        <button type="submit" className="button" disabled={sending.busy}>
          {step === 3 ? m['form.submit'] : m['form.continue']}
        </button>
      </p>
    </form>
  );
}

