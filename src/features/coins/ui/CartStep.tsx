/** Step 1 of the coin order: the cart's lines (quantity, remove, amounts in MOP), each with its problem, and the total. */
import type { RefObject } from 'react';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { format } from '#src/features/forms/ui/messages.ts';
import { formatCurrency } from '#src/lib/format.ts';
import { removeFromCart, type CartLine } from '#src/lib/stores/cart.ts';
import { MAX_LINE_QUANTITY, type BarListItem, type CoinsIslandMessages } from '../contract.ts';
import { cents } from './order-fields.ts';

interface CartStepProps {
  messages: CoinsIslandMessages;
  pagePath: string;
  heading: RefObject<HTMLHeadingElement | null>;
  lines: CartLine[];
  current: Map<string, BarListItem>;
  problems: { line: CartLine; text: string }[];
  items: number;
  attempt: number;
  onQuantity: (line: CartLine, value: string) => void;
  onCheckout: () => void;
}

export function CartStep({ messages, pagePath, heading, lines, current, problems, items, attempt, onQuantity, onCheckout }: CartStepProps) {
  const cartSummary: SummaryError[] = problems.map(({ line, text: t }) => ({ fieldId: `coins-line-${line.slug}`, text: `${line.title}: ${t}` }));
  return (
    <section aria-labelledby="coin-step-title">
      <h2 id="coin-step-title" tabIndex={-1} ref={heading}>
        {messages['coins.cartTitle']}
      </h2>
      <ErrorSummary title={messages['coins.cartChanged']} errors={cartSummary} attempt={attempt} />
      <div className="coin-cart__table-wrap">
        <table className="coin-cart__table">
          <thead>
            <tr>
              <th scope="col">{messages['coins.items']}</th>
              <th scope="col">{messages['coins.unitPrice']}</th>
              <th scope="col">{messages['coins.quantity']}</th>
              <th scope="col">{messages['coins.amount']}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const problem = problems.find((p) => p.line.slug === line.slug)?.text;
              const price = line.price ?? current.get(line.slug)?.price ?? 0;
              const id = `coins-line-${line.slug}`;
              return (
                <tr key={line.slug} className={problem ? 'coin-cart__line--error' : undefined}>
                  <th scope="row">
                    <a href={`${pagePath}?coin=${encodeURIComponent(line.slug)}`}>{current.get(line.slug)?.name ?? line.title}</a>
                    {problem && (
                      <p className="form-field__error" id={`${id}-error`}>
                        {problem}
                      </p>
                    )}
                  </th>
                  <td>{formatCurrency(price)}</td>
                  <td>
                    <label className="visually-hidden" htmlFor={id}>
                      {format(messages['coins.quantityOf'], { name: line.title })}
                    </label>
                    <input
                      id={id}
                      className="coin-cart__quantity"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={current.get(line.slug)?.orderLimit ?? MAX_LINE_QUANTITY}
                      value={line.total}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-error` : undefined}
                      onChange={(e) => onQuantity(line, e.target.value)}
                    />
                  </td>
                  <td>{formatCurrency((cents(price) * line.total) / 100)}</td>
                  <td>
                    <button type="button" className="link-button" onClick={() => removeFromCart(line.slug)}>
                      {messages['coins.remove']}
                      <span className="visually-hidden"> {line.title}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {messages['coins.total']}
              </th>
              <td data-testid="cart-total">{formatCurrency(items)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="coin-cart__actions">
        <button type="button" className="button" onClick={onCheckout}>
          {messages['coins.checkout']}
        </button>{' '}
        <a href={pagePath}>{messages['coins.continueShopping']}</a>
      </p>
    </section>
  );
}
