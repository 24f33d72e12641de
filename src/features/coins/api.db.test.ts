/** The coin calls in-process: list with filters, bar_list, an order and its refusals in the caller's language, idempotency, OpenAPI. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { coinsSeedPart } from '#src/seed/coins/index.ts';
import { ALL as list } from '#src/api/v1.0/coins/list.ts';
import { ALL as barList } from '#src/api/v1.0/coins/bar_list.ts';
import { ALL as orderRoute } from '#src/api/v1.0/coins/order.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import type { Coin } from './contract.ts';

let database: TestDatabase;
beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  await database.db.transaction((tx) => coinsSeedPart.run(tx, {}));
});
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}
const post = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const buyer = { name: 'Wong Siu Ming', address: 'Rua do Campo 10, Macao', phone: '66123456', email: 'wong@example.mo', contactSlot: 'morning', smsConsent: 'yes', delivery: 'counter' };

async function coinsList(query = '', lang = 'en') {
  const res = await callRoute(list, `/api/v1.0/coins/list${query}`, { headers: { 'Api-Language': lang } });
  return res.body as Envelope<{ coins: Coin[]; years: number[]; types: string[] }>;
}

describe('coins calls', () => {
  it('list filters by year and type and gives the filter values', async () => {
    const all = await coinsList();
    expect(all.code).toBe(0);
    expect(all.data.years[0]).toBe(2026);
    const silver2024 = await coinsList('?year=2024&type=silver');
    expect(silver2024.data.coins.map((c) => c.slug)).toEqual(['2024-year-of-the-dragon-silver']);
    const bad = await callRoute(list, '/api/v1.0/coins/list?type=plastic', { headers: { 'Api-Language': 'en' } });
    expect(bad.status).toBe(400);
  });

  it('bar_list gives the current price, stock and status of a cart', async () => {
    const res = await callRoute(barList, '/api/v1.0/coins/bar_list', post({ slugs: ['2026-festivals-coin-set', '2025-year-of-the-snake-silver', 'unknown-coin'] }, { 'Api-Language': 'zh-hant' }));
    const data = (res.body as Envelope<{ slug: string; status: string; name: string }[]>).data;
    expect(data.map((d) => [d.slug, d.status])).toEqual(
      expect.arrayContaining([
        ['2026-festivals-coin-set', 'offline'],
        ['2025-year-of-the-snake-silver', 'sold-out'],
      ]),
    );
    expect(data).toHaveLength(2);
  });

  it('an order answers its reference and totals; a retry with the key answers the same; stock went down once', async () => {
    const coin = (await coinsList('?year=2026&type=silver')).data.coins[0] as Coin;
    const body = { ...buyer, lines: [{ slug: coin.slug, quantity: 2, price: coin.price }] };
    const first = await callRoute(orderRoute, '/api/v1.0/coins/order', post(body, { 'Api-Language': 'en', 'Idempotency-Key': 'api-order-0001' }));
    expect(first.status).toBe(200);
    const answer = (first.body as Envelope<{ reference: string; total: number }>).data;
    expect(answer.reference).toMatch(/^CN-/);
    expect(answer.total).toBe(coin.price * 2);
    const again = await callRoute(orderRoute, '/api/v1.0/coins/order', post(body, { 'Api-Language': 'en', 'Idempotency-Key': 'api-order-0001' }));
    expect(again.body).toEqual(first.body);
    const after = (await coinsList('?year=2026&type=silver')).data.coins[0] as Coin;
    expect(after.stock).toBe(coin.stock - 2);
  });

  it('refusals come back as 409 with the SPEC §8 message per line in the caller’s language', async () => {
    const offline = await callRoute(orderRoute, '/api/v1.0/coins/order', post({ ...buyer, lines: [{ slug: '2026-festivals-coin-set', quantity: 1, price: 1 }] }, { 'Api-Language': 'zh-hant' }));
    expect(offline.status).toBe(409);
    expect(offline.body).toMatchObject({ code: 40900, message: '紀念幣已下架', data: { errors: [{ field: 'lines.2026-festivals-coin-set', message: '紀念幣已下架' }] } });
    const soldOut = await callRoute(orderRoute, '/api/v1.0/coins/order', post({ ...buyer, lines: [{ slug: '2025-year-of-the-snake-silver', quantity: 1, price: 1 }] }, { 'Api-Language': 'en' }));
    expect((soldOut.body as Envelope).message).toBe('Coin out of stock');
    const gold = (await coinsList('?year=2026&type=gold')).data.coins[0] as Coin;
    const over = await callRoute(orderRoute, '/api/v1.0/coins/order', post({ ...buyer, lines: [{ slug: gold.slug, quantity: gold.orderLimit + 1, price: gold.price }] }, { 'Api-Language': 'en' }));
    expect((over.body as Envelope).message).toBe('Per-purchase limit exceeded');
    const empty = await callRoute(orderRoute, '/api/v1.0/coins/order', post({ ...buyer, lines: [] }, { 'Api-Language': 'en' }));
    expect(empty.status).toBe(400);
    expect((empty.body as Envelope<{ errors: { field: string; message: string }[] }>).data.errors).toEqual([{ field: 'lines', message: 'Your cart is empty' }]);
  });

  it('the three calls are in the OpenAPI document', async () => {
    const doc = (await callRoute(openapi, '/api/v1.0/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/v1.0/coins/list']).toHaveProperty('get');
    expect(doc.paths['/api/v1.0/coins/bar_list']).toHaveProperty('post');
    expect(doc.paths['/api/v1.0/coins/order']).toHaveProperty('post');
  });
});
