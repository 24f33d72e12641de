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
 *
 * The steps and the hooks (the cart check, the order) are in `ui/`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { StepIndicator } from '#src/features/forms/ui/StepIndicator.tsx';
import { useDraft } from '#src/features/forms/ui/use-draft.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { $cart, setQuantity, type CartLine } from '#src/lib/stores/cart.ts';
import { CartStep } from '#src/features/coins/ui/CartStep.tsx';
import { DetailsStep } from '#src/features/coins/ui/DetailsStep.tsx';
import { cents, lineProblem } from '#src/features/coins/ui/order-fields.ts';
import { ReviewStep } from '#src/features/coins/ui/ReviewStep.tsx';
import { useCartCheck } from '#src/features/coins/ui/use-cart-check.ts';
import { usePlaceOrder } from '#src/features/coins/ui/use-place-order.ts';
import { MAX_LINE_QUANTITY, SPECIAL_MAIL_CHARGE, coinOrderForm, type CoinOrderForm, type CoinOrderFormInput, type CoinsIslandMessages } from './contract.ts';

export interface CoinCartProps {
  lang: Language;
  messages: CoinsIslandMessages;
  /** The shop page's path: coin links are `?coin=`, the thank-you page `?action=thanks`. */
  pagePath: string;
}

export function CoinCart({ lang, messages, pagePath }: CoinCartProps) {
  const cart = useStore($cart);
  const lines = Object.values(cart);
  const [step, setStep] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form = useForm<CoinOrderFormInput, unknown, CoinOrderForm>({
    resolver: zodResolver(coinOrderForm),
    defaultValues: { name: '', address: '', phone: '', fax: '', email: '', contactSlot: undefined, smsConsent: undefined, delivery: undefined },
    shouldFocusError: false,
  });
  const draft = useDraft('coins-order', form);
  const errors: FieldErrors<CoinOrderFormInput> = form.formState.errors;
  const delivery = form.watch('delivery');
  const check = useCartCheck(lang, messages);
  const { current, checked, serverLineErrors, setServerLineErrors } = check;
  const failedAttempt = () => setAttempt((n) => n + 1);
  const order = usePlaceOrder({ lang, messages, pagePath, form, draft, lines, current, check, setStep, failedAttempt });

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

  const goToDetails = () => {
    if (!lines.length) return;
    if (problems.length) {
      failedAttempt();
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

  const steps = [messages['coins.cartTitle'], messages['coins.orderTitle'], messages['form.checkAnswersTitle']];
  return (
    <div className="coin-cart form-kit">
      <StepIndicator steps={steps} current={step} stepOf={messages['form.stepOf']} />
      {step === 0 && (
        <CartStep messages={messages} pagePath={pagePath} heading={heading} lines={lines} current={current} problems={problems} items={items} attempt={attempt} onQuantity={onQuantity} onCheckout={goToDetails} />
      )}
      {step === 1 && <DetailsStep messages={messages} form={form} heading={heading} errors={errors} attempt={attempt} onValid={() => setStep(2)} onInvalid={failedAttempt} onBack={() => setStep(0)} />}
      {step === 2 && (
        <ReviewStep
          messages={messages}
          heading={heading}
          lines={lines}
          valueOf={(name) => form.getValues(name)}
          items={items}
          deliveryCharge={deliveryCharge}
          failure={order.failure}
          busy={order.busy}
          onStep={setStep}
          onOrder={() => void order.placeOrder()}
        />
      )}
    </div>
  );
}
