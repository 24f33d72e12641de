/**
 * Sends the order (`POST /coins/order` with an Idempotency-Key). Success clears the
 * draft and the cart and goes to the thank-you page; refused lines send the buyer
 * back to the cart, refused fields back to the details, each with its message.
 */
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { randomKey } from '#src/features/forms/ui/idempotency.ts';
import { apiPost, ApiError } from '#src/lib/api/client.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { clearCart, type CartLine } from '#src/lib/stores/cart.ts';
import { coinOrderForm, type BarListItem, type CoinOrderForm, type CoinOrderFormInput, type CoinsIslandMessages, type OrderAnswer } from '../contract.ts';
import { FIELDS, type FieldName } from './order-fields.ts';

interface Options {
  lang: Language;
  messages: CoinsIslandMessages;
  pagePath: string;
  form: UseFormReturn<CoinOrderFormInput, unknown, CoinOrderForm>;
  draft: { clear: () => void };
  lines: CartLine[];
  current: Map<string, BarListItem>;
  check: { refresh: () => Promise<void>; setServerLineErrors: (errors: Record<string, string>) => void };
  setStep: (step: number) => void;
  failedAttempt: () => void;
}

export function usePlaceOrder({ lang, messages, pagePath, form, draft, lines, current, check, setStep, failedAttempt }: Options) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string | null>(null);

  const placeOrder = async () => {
    const values = coinOrderForm.safeParse(form.getValues());
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
        check.setServerLineErrors(lineErrors);
        await check.refresh();
        setStep(0);
        failedAttempt();
      } else if (fieldErrors.length) {
        for (const e of fieldErrors) form.setError(e.field, { message: e.message });
        setStep(1);
        failedAttempt();
      } else {
        setFailure(err instanceof ApiError && err.message ? err.message : messages['coins.failed']);
      }
    } finally {
      setBusy(false);
    }
  };

  return { failure, busy, placeOrder };
}
