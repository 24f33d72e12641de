/** Step 3 of the application: the finished product (same or different, its size) and the attachments. */
import { ATTACHMENT_MAX_FILES } from '#src/features/forms/ui/attachment-rules.ts';
import { AttachmentsField } from '#src/features/forms/ui/AttachmentsField.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import type { StepProps } from './step-props.ts';

interface ProductStepProps extends StepProps {
  finished: string;
  notesCalculatorHref: string;
  files: File[];
  fileError: string | undefined;
  onFiles: (files: File[]) => void;
}

export function ProductStep({ m, register, errorAt, finished, notesCalculatorHref, files, fileError, onFiles }: ProductStepProps) {
  return (
    <>
      <Field id="repro-finished" label={m['reproduction.finished']} group required>
        {() => (
          <>
            {(['same', 'different'] as const).map((f) => (
              <div className="form-choice" key={f}>
                <input type="radio" id={`repro-finished-${f}`} value={f} {...register('finished')} />
                <label htmlFor={`repro-finished-${f}`}>{m[`reproduction.finished.${f}`]}</label>
              </div>
            ))}
          </>
        )}
      </Field>
      {finished === 'different' && (
        <>
          <Field id="repro-finishedText" label={m['reproduction.finishedText']} error={errorAt('finishedText')} required>
            {(p) => <textarea {...p} {...register('finishedText')} rows={3} maxLength={1000} />}
          </Field>
          <fieldset className="form-field form-field--group">
            <legend className="form-field__label">{m['reproduction.finishedSize']}</legend>
            <p className="form-field__hint">
              {m['reproduction.finishedSizeHint']} <a href={notesCalculatorHref}>{m['reproduction.calc.check']}</a>
            </p>
            <div className="repro-calc__pair">
              <Field id="repro-finishedWidthMm" label={m['reproduction.calc.width']} error={errorAt('finishedWidthMm')}>
                {(p) => <input {...p} {...register('finishedWidthMm')} type="text" inputMode="decimal" maxLength={8} />}
              </Field>
              <Field id="repro-finishedHeightMm" label={m['reproduction.calc.height']} error={errorAt('finishedHeightMm')}>
                {(p) => <input {...p} {...register('finishedHeightMm')} type="text" inputMode="decimal" maxLength={8} />}
              </Field>
            </div>
          </fieldset>
        </>
      )}
      <AttachmentsField
        id="repro-attachments"
        label={m['reproduction.attachments']}
        hint={m['reproduction.attachmentsHint']}
        files={files}
        onChange={onFiles}
        maxFiles={ATTACHMENT_MAX_FILES}
        messages={m}
        error={fileError}
        required
      />
    </>
  );
}
