/** The calls of the coin shop (SPEC §7 Coins and reproduction); route files re-export these. */
import { z } from 'zod';
import { resetFormRateLimits, submissionRequest } from '#src/features/forms/service.ts';
import { slugParam } from '#src/lib/api/params.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { barListBody, barListResponse, COIN_STATUSES, coinListQuery, coinListResponse, coinOrderBody, orderAnswer } from './contract.ts';
import { barList, listCoins, placeOrder, setCoinStock } from './service.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { coinsText } from './messages.ts';

/** The catalogues of the keys the order's rules name: this feature's and the forms'. */
const orderMessages = messageSources(coinsText, formsText);

export const coinListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/coins/list',
  summary: 'Commemorative coins, newest issue first, with their price, stock and status',
  description: 'Optionally filtered by `year` and `type`. `years` and `types` list what the catalogue has, for the filters. Texts are in the caller\'s language (Portuguese falls back to English; `fallback` says so).',
  tags: ['coins'],
  query: coinListQuery,
  response: coinListResponse,
  handler: ({ query, lang }) => listCoins(getDb(), lang, query),
});

export const coinBarListEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/coins/bar_list',
  summary: 'The current price, stock and status of the coins in a cart',
  description: 'For checking a cart before ordering: a coin that is offline, sold out, has fewer coins left than the cart holds, or whose price changed will be refused by POST /coins/order. Unknown slugs are left out.',
  tags: ['coins'],
  body: barListBody,
  messages: orderMessages,
  response: barListResponse,
  handler: ({ body, lang }) => barList(getDb(), body.slugs, lang),
});

export const coinOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/coins/order',
  summary: 'Order commemorative coins',
  description:
    'Takes the stock of every line in one transaction, or nothing: a line that is offline (coins.offline), sold out or short (coins.outOfStock), over the per-order limit (coins.limitExceeded) or the per-buyer limit over all orders by the same e-mail or phone (coins.buyerLimit), whose sale has not opened yet (coins.notYetOnSale, saying from when), or whose price differs from `price` (coins.priceChanged) refuses the whole order with 409 and one `data.errors` entry per line (`lines.<slug>`). An accepted order gets a reference; an acknowledgement e-mail goes to the buyer in the caller\'s language, and staff are told. Staff then tell the buyer the amount; payment comes first, collection within one week of payment. An `Idempotency-Key` header makes a retry return the first answer.',
  tags: ['coins'],
  body: coinOrderBody,
  messages: orderMessages,
  response: orderAnswer,
  handler: async ({ body, lang, astro }) => {
    const { idempotencyKey, client } = submissionRequest(astro);
    const result = await placeOrder(getDb(), body, { lang, client, idempotencyKey, notifyEmail: getConfig().ORDERS_NOTIFY_EMAIL });
    if (!result.replayed) processMailWorker()?.wake();
    return result.response;
  },
});

/**
 * Test hook (TEST_HOOKS only, not in OpenAPI): sets a coin's stock and status, and clears
 * the form rate limits, so browser tests start from a known shop and can change the
 * stock between adding a coin to the cart and ordering it.
 */
export const coinsTestStockEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test/coins-stock',
  summary: 'Test mode only: set the stock and status of a coin',
  tags: ['test'],
  body: z.object({ slug: slugParam, stock: z.number().int().min(0).max(1_000_000), status: z.enum(COIN_STATUSES).optional() }),
  response: z.object({ updated: z.boolean() }),
  handler: async ({ body }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    const db = getDb();
    await resetFormRateLimits(db);
    return { updated: await setCoinStock(db, body.slug, body.stock, body.status ?? (body.stock === 0 ? 'sold-out' : 'on-sale')) };
  },
});
