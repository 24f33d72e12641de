/** Step 3 of the coin order: check your answers (lines and details, each with 'Change'), the totals, and the order button. */
import type { RefObject } from 'react';
import { CheckAnswers, type AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import { formatCurrency } from '#src/lib/format.ts';
import type { CartLine } from '#src/lib/stores/cart.ts';
import type { CoinsIslandMessages } from '../contract.ts';
import { cents, choiceText, FIELDS, fieldId, type FieldName } from './order-fields.ts';

interface ReviewStepProps {
  messages: CoinsIslandMessages;
  heading: RefObject<HTMLHeadingElement | null>;
  lines: CartLine[];
  /** The value typed in a field. */
  valueOf: (name: FieldName) => unknown;
  items: number;
  deliveryCharge: number;
  failure: string | null;
  busy: boolean;
  onStep: (step: number) => void;
  onOrder: () => void;
}

export function ReviewStep({ messages, heading, lines, valueOf, items, deliveryCharge, failure, busy, onStep, onOrder }: ReviewStepProps) {
  const rows: AnswerRow[] = [
    ...lines.map(
      (l): AnswerRow => ({
        key: `line-${l.slug}`,
        label: l.title,
        value: `${String(l.total)} × ${formatCurrency(l.price ?? 0)} = ${formatCurrency((cents(l.price ?? 0) * l.total) / 100)}`,
        step: 0,
      }),
    ),
    ...FIELDS.map((name): AnswerRow => {
      const raw = valueOf(name);
      const value = typeof raw === 'string' ? raw : '';
      const shown = name === 'contactSlot' || name === 'smsConsent' || name === 'delivery' ? choiceText(messages, name, value) : value;
      return { key: name, label: messages[`coins.${name}`], value: shown || '—', step: 1, fieldId: fieldId(name) };
    }),
  ];
  return (
    <section aria-labelledby="coin-step-title">
      <h2 id="coin-step-title" tabIndex={-1} ref={heading} className="visually-hidden">
        {messages['form.checkAnswersTitle']}
      </h2>
      {failure && (
        <p className="form-field__error" role="alert">
          {failure}
        </p>
      )}
      <CheckAnswers title={messages['form.checkAnswersTitle']} changeText={messages['form.change']} onChange={(to) => onStep(to)} rows={rows} />
      <dl className="coin-cart__totals">
        <div>
          <dt>{messages['coins.items']}</dt>
          <dd>{formatCurrency(items)}</dd>
        </div>
        {deliveryCharge > 0 && (
          <div>
            <dt>{messages['coins.deliveryCharge']}</dt>
            <dd>{formatCurrency(deliveryCharge)}</dd>
          </div>
        )}
        <div>
          <dt>{messages['coins.total']}</dt>
          <dd data-testid="order-total">{formatCurrency(items + deliveryCharge)}</dd>
        </div>
      </dl>
      <p className="coin-cart__actions">
        <button type="button" className="button" onClick={onOrder} disabled={busy}>
          {messages['coins.placeOrder']}
        </button>{' '}
        <button type="button" className="link-button" onClick={() => onStep(1)}>
          {messages['form.back']}
        </button>
      </p>
    </section>
  );
}
