/** Step 2 of the coin order: the buyer's details on the form kit, with the error summary. */
import type { RefObject } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { errorText } from '#src/features/forms/ui/messages.ts';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { CONTACT_SLOTS, DELIVERY_OPTIONS, SMS_CONSENT, type CoinOrderForm, type CoinOrderFormInput, type CoinsIslandMessages } from '../contract.ts';
import { choiceText, FIELDS, fieldId, type FieldName } from './order-fields.ts';

interface DetailsStepProps {
  messages: CoinsIslandMessages;
  form: UseFormReturn<CoinOrderFormInput, unknown, CoinOrderForm>;
  heading: RefObject<HTMLHeadingElement | null>;
  errors: FieldErrors<CoinOrderFormInput>;
  attempt: number;
  onValid: () => void;
  onInvalid: () => void;
  onBack: () => void;
}

export function DetailsStep({ messages, form, heading, errors, attempt, onValid, onInvalid, onBack }: DetailsStepProps) {
  const { register, handleSubmit } = form;
  const labelOf = (name: FieldName): string => messages[`coins.${name}`];
  const text = (name: FieldName) => errorText(messages, errors[name]?.message);
  const summary: SummaryError[] = FIELDS.flatMap((name) => (errors[name]?.message ? [{ fieldId: fieldId(name), text: `${labelOf(name)}: ${text(name) ?? ''}` }] : []));
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-labelledby="coin-step-title">
      <h2 id="coin-step-title" tabIndex={-1} ref={heading}>
        {messages['coins.orderTitle']}
      </h2>
      <ErrorSummary title={messages['form.errorSummaryTitle']} errors={summary} attempt={attempt} />
      <Field id="coins-name" label={labelOf('name')} error={text('name')} required>
        {(p) => <input {...p} {...register('name')} type="text" autoComplete="name" maxLength={100} />}
      </Field>
      <Field id="coins-address" label={labelOf('address')} error={text('address')} required>
        {(p) => <textarea {...p} {...register('address')} autoComplete="street-address" rows={3} maxLength={300} />}
      </Field>
      <Field id="coins-phone" label={labelOf('phone')} error={text('phone')} required>
        {(p) => <input {...p} {...register('phone')} type="tel" autoComplete="tel-national" inputMode="numeric" maxLength={8} />}
      </Field>
      <Field id="coins-fax" label={labelOf('fax')} error={text('fax')} optionalText={messages['form.optional']}>
        {(p) => <input {...p} {...register('fax')} type="tel" autoComplete="off" maxLength={20} />}
      </Field>
      <Field id="coins-email" label={labelOf('email')} hint={messages['coins.emailHint']} error={text('email')} required>
        {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" spellCheck={false} maxLength={254} />}
      </Field>
      {(['contactSlot', 'smsConsent', 'delivery'] as const).map((name) => {
        const values: readonly string[] = name === 'contactSlot' ? CONTACT_SLOTS : name === 'smsConsent' ? SMS_CONSENT : DELIVERY_OPTIONS;
        return (
          <Field key={name} id={`coins-${name}`} label={labelOf(name)} error={text(name)} group required>
            {(p) =>
              values.map((value) => (
                <div className="form-choice" key={value}>
                  <input {...register(name)} type="radio" id={`coins-${name}-${value}`} value={value} aria-describedby={p['aria-describedby']} />
                  <label htmlFor={`coins-${name}-${value}`}>{choiceText(messages, name, value)}</label>
                </div>
              ))
            }
          </Field>
        );
      })}
      <p className="coin-cart__actions">
        <button type="submit" className="button">
          {messages['form.continue']}
        </button>{' '}
        <button type="button" className="link-button" onClick={onBack}>
          {messages['form.back']}
        </button>
      </p>
    </form>
  );
}
