/**
 * The cart and the order (island, `?action=cart`): three steps in one form kit flow —
 * 1. the cart: lines by slug from the session cart (quantity, remove, amounts in MOP),
 *    checked against the shop with `POST /coins/bar_list` (offline, out of stock, over the
 *    limit, changed price are shown on their line);
 * 2. the buyer's details: react-hook-form with the zod resolver over `coinOrderForm`, the
 *    schema the API parses; an error summary that takes focus; a session draft;
 * 3. check your answers, then `POST /coins/order` with an Idempotency-Key. Success clears
 *    the cart and goes to the thank-you page; a refused line sends the buyer back to the
 *    cart with the line's message.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { CheckAnswers, type AnswerRow } from '#src/features/forms/ui/CheckAnswers.tsx';
import { ErrorSummary, type SummaryError } from '#src/features/forms/ui/ErrorSummary.tsx';
import { Field } from '#src/features/forms/ui/Field.tsx';
import { StepIndicator } from '#src/features/forms/ui/StepIndicator.tsx';
import { errorText, format } from '#src/features/forms/ui/messages.ts';
import { useDraft } from '#src/features/forms/ui/use-draft.ts';
import { apiPost, ApiError } from '#src/lib/api/client.ts';
import { formatCurrency } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { $cart, clearCart, removeFromCart, setQuantity, type CartLine } from '#src/lib/stores/cart.ts';
import {
  CONTACT_SLOTS,
  DELIVERY_OPTIONS,
  MAX_LINE_QUANTITY,
  SMS_CONSENT,
  SPECIAL_MAIL_CHARGE,
  coinOrderForm,
  type BarListItem,
  type CoinOrderForm,
  type CoinOrderFormInput,
  type CoinsIslandMessages,
  type OrderAnswer,
} from './contract.ts';

export interface CoinCartProps {
  lang: Language;
  messages: CoinsIslandMessages;
  /** The shop page's path: coin links are `?coin=`, the thank-you page `?action=thanks`. */
  pagePath: string;
}

const FIELDS = ['name', 'address', 'phone', 'fax', 'email', 'contactSlot', 'smsConsent', 'delivery'] as const;
type FieldName = (typeof FIELDS)[number];
const GROUPS: Partial<Record<FieldName, string>> = { contactSlot: CONTACT_SLOTS[0], smsConsent: SMS_CONSENT[0], delivery: DELIVERY_OPTIONS[0] };
const fieldId = (name: FieldName) => (GROUPS[name] ? `coins-${name}-${GROUPS[name] ?? ''}` : `coins-${name}`);
const cents = (mop: number) => Math.round(mop * 100);

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What is wrong with a cart line now, as a message key, or undefined. */
function lineProblem(line: CartLine, current: BarListItem | undefined, checked: boolean): keyof CoinsIslandMessages | undefined {
  if (!checked) return undefined;
  if (!current || current.status === 'offline') return 'coins.offline';
  if (current.status === 'sold-out' || current.stock === 0) return 'coins.outOfStock';
  if (line.total > current.orderLimit) return 'coins.limitExceeded';
  if (line.total > current.stock) return 'coins.outOfStock';
  return undefined;
}

export function CoinCart({ lang, messages, pagePath }: CoinCartProps) {
  const cart = useStore($cart);
  const lines = Object.values(cart);
  const [step, setStep] = useState(0);
  const [current, setCurrent] = useState<Map<string, BarListItem>>(new Map());
  const [checked, setChecked] = useState(false);
  /** Messages the server gave per line (a refused order), by slug. */
  const [serverLineErrors, setServerLineErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form = useForm<CoinOrderFormInput, unknown, CoinOrderForm>({
    resolver: zodResolver(coinOrderForm),
    defaultValues: { name: '', address: '', phone: '', fax: '', email: '', contactSlot: undefined, smsConsent: undefined, delivery: undefined },
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, setError, getValues, watch } = form;
  const draft = useDraft('coins-order', form);
  const errors: FieldErrors<CoinOrderFormInput> = formState.errors;
  const delivery = watch('delivery');

  const refresh = useCallback(async () => {
    const slugs = Object.keys($cart.get());
    if (!slugs.length) {
      setChecked(true);
      return;
    }
    try {
      const items = await apiPost<BarListItem[]>('/api/v1.0/coins/bar_list', { slugs }, { lang, quiet: true });
      const map = new Map(items.map((i) => [i.slug, i]));
      setCurrent(map);
      // A changed price is taken over, and said on the line, before the buyer orders.
      const changed: Record<string, string> = {};
      for (const line of Object.values($cart.get())) {
        const now = map.get(line.slug);
        if (now && line.price !== null && cents(line.price) !== cents(now.price)) {
          changed[line.slug] = messages['coins.priceChanged'];
          $cart.setKey(line.slug, { ...line, price: now.price });
        }
      }
      if (Object.keys(changed).length) setServerLineErrors((e) => ({ ...e, ...changed }));
      setChecked(true);
    } catch {
      // Not checked: the order call checks again anyway.
    }
  }, [lang, messages]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Each step starts at its heading, so keyboard and screen-reader users know where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const problems = lines.flatMap((line) => {
    const key = lineProblem(line, current.get(line.slug), checked);
    const text = serverLineErrors[line.slug] ?? (key ? messages[key] : undefined);
    return text ? [{ line, text }] : [];
  });
  const items = lines.reduce((sum, l) => sum + cents(l.price ?? current.get(l.slug)?.price ?? 0) * l.total, 0) / 100;
  const deliveryCharge = delivery === 'mail' ? SPECIAL_MAIL_CHARGE : 0;

  const labelOf = (name: FieldName): string => messages[`coins.${name}`];
  const text = (name: FieldName) => errorText(messages, errors[name]?.message);
  const detailSummary: SummaryError[] = FIELDS.flatMap((name) => (errors[name]?.message ? [{ fieldId: fieldId(name), text: `${labelOf(name)}: ${text(name) ?? ''}` }] : []));
  const cartSummary: SummaryError[] = problems.map(({ line, text: t }) => ({ fieldId: `coins-line-${line.slug}`, text: `${line.title}: ${t}` }));

  const goToDetails = () => {
    if (!lines.length) return;
    if (problems.length) {
      setAttempt((n) => n + 1);
      return;
    }
    setStep(1);
  };

  const onQuantity = (line: CartLine, value: string) => {
    const n = Math.floor(Number(value));
    if (!Number.isFinite(n) || n < 1) return;
    setQuantity(line.slug, Math.min(n, MAX_LINE_QUANTITY));
    setServerLineErrors(({ [line.slug]: _dropped, ...rest }) => rest);
  };

  const placeOrder = async () => {
    const values = coinOrderForm.safeParse(getValues());
    if (!values.success) {
      setStep(1);
      return;
    }
    setBusy(true);
    setFailure(null);
    idempotencyKey.current ??= randomKey();
    const body = { ...values.data, lines: lines.map((l) => ({ slug: l.slug, quantity: l.total, price: l.price ?? current.get(l.slug)?.price ?? 0 })) };
    try {
      const answer = await apiPost<OrderAnswer>('/api/v1.0/coins/order', body, { lang, headers: { 'Idempotency-Key': idempotencyKey.current } });
      draft.clear();
      clearCart();
      window.location.assign(`${pagePath}?action=thanks&ref=${encodeURIComponent(answer.reference)}`);
    } catch (err) {
      idempotencyKey.current = null;
      const data = err instanceof ApiError ? (err.data as { errors?: { field: string; message: string }[] } | null) : null;
      const found = data?.errors ?? [];
      const lineErrors = Object.fromEntries(found.filter((e) => e.field.startsWith('lines.')).map((e) => [e.field.slice('lines.'.length), e.message]));
      const fieldErrors = found.filter((e): e is { field: FieldName; message: string } => (FIELDS as readonly string[]).includes(e.field));
      if (Object.keys(lineErrors).length || found.some((e) => e.field === 'lines')) {
        setServerLineErrors(lineErrors);
        await refresh();
        setStep(0);
        setAttempt((n) => n + 1);
      } else if (fieldErrors.length) {
        for (const e of fieldErrors) setError(e.field, { message: e.message });
        setStep(1);
        setAttempt((n) => n + 1);
      } else {
        setFailure(err instanceof ApiError && err.message ? err.message : messages['coins.failed']);
      }
    } finally {
      setBusy(false);
    }
  };

  const steps = [messages['coins.cartTitle'], messages['coins.orderTitle'], messages['form.checkAnswersTitle']];
  const choiceText = (name: 'contactSlot' | 'smsConsent' | 'delivery', value: string | undefined) =>
    !value ? '' : name === 'contactSlot' ? messages[`coins.slot.${value as (typeof CONTACT_SLOTS)[number]}`] : name === 'smsConsent' ? messages[value === 'yes' ? 'coins.yes' : 'coins.no'] : messages[`coins.delivery.${value as (typeof DELIVERY_OPTIONS)[number]}`];

  if (!lines.length && step === 0) {
    return (
      <div className="coin-cart">
        <h2>{messages['coins.cartTitle']}</h2>
        <p className="coin-cart__empty" role="status">
          {messages['coins.emptyCart']}
        </p>
        <p>
          <a href={pagePath}>{messages['coins.continueShopping']}</a>
        </p>
      </div>
    );
  }

  return (
    <div className="coin-cart form-kit">
      <StepIndicator steps={steps} current={step} stepOf={messages['form.stepOf']} />
      {step === 0 && (
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
            <button type="button" className="button" onClick={goToDetails}>
              {messages['coins.checkout']}
            </button>{' '}
            <a href={pagePath}>{messages['coins.continueShopping']}</a>
          </p>
        </section>
      )}
      {step === 1 && (
        <form noValidate onSubmit={handleSubmit(() => setStep(2), () => setAttempt((n) => n + 1))} aria-labelledby="coin-step-title">
          <h2 id="coin-step-title" tabIndex={-1} ref={heading}>
            {messages['coins.orderTitle']}
          </h2>
          <ErrorSummary title={messages['form.errorSummaryTitle']} errors={detailSummary} attempt={attempt} />
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
                      <label htmlFor={`coins-${name}-${value}`}>{choiceText(name, value)}</label>
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
            <button type="button" className="link-button" onClick={() => setStep(0)}>
              {messages['form.back']}
            </button>
          </p>
        </form>
      )}
      {step === 2 && (
        <section aria-labelledby="coin-step-title">
          <h2 id="coin-step-title" tabIndex={-1} ref={heading} className="visually-hidden">
            {messages['form.checkAnswersTitle']}
          </h2>
          {failure && (
            <p className="form-field__error" role="alert">
              {failure}
            </p>
          )}
          <CheckAnswers
            title={messages['form.checkAnswersTitle']}
            changeText={messages['form.change']}
            onChange={(to) => setStep(to)}
            rows={[
              ...lines.map(
                (l): AnswerRow => ({
                  key: `line-${l.slug}`,
                  label: l.title,
                  value: `${String(l.total)} × ${formatCurrency(l.price ?? 0)} = ${formatCurrency((cents(l.price ?? 0) * l.total) / 100)}`,
                  step: 0,
                }),
              ),
              ...FIELDS.map((name): AnswerRow => {
                const raw: unknown = getValues(name);
                const value = typeof raw === 'string' ? raw : '';
                const shown = name === 'contactSlot' || name === 'smsConsent' || name === 'delivery' ? choiceText(name, value) : value;
                return { key: name, label: labelOf(name), value: shown || '—', step: 1, fieldId: fieldId(name) };
              }),
            ]}
          />
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
            <button type="button" className="button" onClick={() => void placeOrder()} disabled={busy}>
              {messages['coins.placeOrder']}
            </button>{' '}
            <button type="button" className="link-button" onClick={() => setStep(1)}>
              {messages['form.back']}
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
