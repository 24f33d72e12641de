/** Step 1 of the application: the applicant, contact, telephone and purpose. */
import { Field } from '#src/features/forms/ui/Field.tsx';
import type { StepProps } from './step-props.ts';

export function ApplicantStep({ m, register, errorAt, purpose }: StepProps & { purpose: string }) {
  return (
    <>
      <Field id="repro-applicantName" label={m['reproduction.applicantName']} error={errorAt('applicantName')} required>
        {(p) => <input {...p} {...register('applicantName')} type="text" autoComplete="organization" maxLength={200} />}
      </Field>
      <Field id="repro-contactPerson" label={m['reproduction.contactPerson']} error={errorAt('contactPerson')} required>
        {(p) => <input {...p} {...register('contactPerson')} type="text" autoComplete="name" maxLength={200} />}
      </Field>
      <Field id="repro-email" label={m['reproduction.email']} error={errorAt('email')} required>
        {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" spellCheck={false} maxLength={254} />}
      </Field>
      <div className="repro-calc__pair">
        <Field id="repro-areaCode" label={m['reproduction.areaCode']} error={errorAt('areaCode')} required>
          {(p) => <input {...p} {...register('areaCode')} type="text" inputMode="numeric" autoComplete="tel-country-code" maxLength={4} />}
        </Field>
        <Field id="repro-phone" label={m['reproduction.phone']} error={errorAt('phone')} required>
          {(p) => <input {...p} {...register('phone')} type="tel" autoComplete="tel-national" maxLength={15} />}
        </Field>
      </div>
      <Field id="repro-purpose" label={m['reproduction.purpose']} group required>
        {() => (
          <>
            {(['teaching', 'other'] as const).map((p) => (
              <div className="form-choice" key={p}>
                <input type="radio" id={`repro-purpose-${p}`} value={p} {...register('purpose')} />
                <label htmlFor={`repro-purpose-${p}`}>{m[`reproduction.purpose.${p}`]}</label>
              </div>
            ))}
          </>
        )}
      </Field>
      {purpose === 'other' && (
        <Field id="repro-purposeOther" label={m['reproduction.purposeOther']} error={errorAt('purposeOther')} required>
          {(p) => <input {...p} {...register('purposeOther')} type="text" maxLength={500} />}
        </Field>
      )}
    </>
  );
}
