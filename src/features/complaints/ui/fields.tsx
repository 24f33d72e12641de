/** The complaint's controls on the form kit: a text input, a text area and a radio group, each in its `Field`. */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { errorText } from '#src/features/forms/ui/messages.ts';
import type { ComplaintField, ComplaintsIslandMessages, ComplaintValues } from '../contract.ts';
import { fieldId } from './places.ts';

/** What every control of the complaint needs: the form's `register`, its errors and the texts. */
export interface FieldKit {
  register: UseFormRegister<ComplaintValues>;
  errors: FieldErrors<ComplaintValues>;
  messages: ComplaintsIslandMessages;
}

export const labelOf = (messages: ComplaintsIslandMessages, name: ComplaintField | 'attachments'): string =>
  name === 'agreed' ? messages['complaints.agree'] : name === 'attachments' ? messages['complaints.attachments'] : messages[`complaints.${name}`];
export const errorOf = (kit: FieldKit, name: ComplaintField) => errorText(kit.messages, kit.errors[name]?.message);

interface InputOptions {
  type?: string;
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

export function TextInput({ kit, name, ...opts }: { kit: FieldKit; name: ComplaintField } & InputOptions) {
  return (
    <Field id={fieldId(name)} label={labelOf(kit.messages, name)} hint={opts.hint} error={errorOf(kit, name)} required={opts.required ?? true} optionalText={kit.messages['form.optional']}>
      {(p) => <input {...p} {...kit.register(name)} type={opts.type ?? 'text'} autoComplete={opts.autoComplete ?? 'off'} maxLength={opts.maxLength ?? 200} inputMode={opts.inputMode} spellCheck={false} />}
    </Field>
  );
}

export function TextArea({ kit, name, maxLength, required = true }: { kit: FieldKit; name: ComplaintField; maxLength: number; required?: boolean }) {
  return (
    <Field id={fieldId(name)} label={labelOf(kit.messages, name)} error={errorOf(kit, name)} required={required} optionalText={kit.messages['form.optional']}>
      {(p) => <textarea {...p} {...kit.register(name)} rows={6} maxLength={maxLength} />}
    </Field>
  );
}

export function Radios({ kit, name, choices, labelOf: choiceLabel }: { kit: FieldKit; name: 'role' | 'contactedInstitution'; choices: readonly string[]; labelOf: (c: string) => string }) {
  return (
    <Field id={`complaints-${name}`} label={labelOf(kit.messages, name)} error={errorOf(kit, name)} group required>
      {(p) =>
        choices.map((choice) => (
          <div className="form-choice" key={choice}>
            <input {...kit.register(name)} type="radio" id={`complaints-${name}-${choice}`} value={choice} aria-describedby={p['aria-describedby']} aria-invalid={p['aria-invalid']} />
            <label htmlFor={`complaints-${name}-${choice}`}>{choiceLabel(choice)}</label>
          </div>
        ))
      }
    </Field>
  );
}

/** A select of `options` with the 'choose' option first. */
export function Choice({ kit, name, options }: { kit: FieldKit; name: 'subject' | 'institution'; options: { value: string; text: string }[] }) {
  return (
    <Field id={`complaints-${name}`} label={labelOf(kit.messages, name)} error={errorOf(kit, name)} required>
      {(p) => (
        <select {...p} {...kit.register(name)}>
          <option value="">{kit.messages['complaints.choose']}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
