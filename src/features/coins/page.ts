/**
 * Loader of the `coins` page module (SPEC §2; the seed's menu page
 * `services/commemorative-coins`): one menu page, several screens —
 * the list (filters `year`, `type`), a coin (`?coin=<slug>`, 404 when unknown), the cart
 * with the order form and check your answers (`?action=cart`, an island), and the
 * thank-you page (`?action=thanks&ref=<reference>`).
 * The list and a coin show stock: they name the tag `coins`, which every write of the
 * coins (an order, a cancellation, a staff edit, a sale opening: migration 0026) moves,
 * so the render cache drops them at once. The cart and thank-you pages are `no-store`.
 */
import { formsText } from '#src/features/forms/messages.ts';
import { composeCatalogues } from '#src/i18n/catalogue.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import { coinsText } from './messages.ts';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { notFound, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { ADD_TO_CART_KEYS, COIN_TYPES, COINS_ISLAND_KEYS, type AddToCartMessages, type Coin, type CoinType, type CoinsIslandMessages, type DeliveryOption } from './contract.ts';
import { coinPictures, getCoin, listCoins, type CoinPictures } from './service.ts';
import { orderDelivery } from './queries.ts';

export type CoinsModel =
  | { screen: 'list'; coins: (Coin & CoinPictures)[]; years: number[]; types: CoinType[]; filter: { year: number | undefined; type: CoinType | undefined }; pagePath: string; messages: AddToCartMessages }
  | { screen: 'coin'; coin: Coin & CoinPictures; pagePath: string; messages: AddToCartMessages }
  | { screen: 'cart'; pagePath: string; messages: CoinsIslandMessages }
  | { screen: 'thanks'; reference: string | null; delivery: DeliveryOption | null; pagePath: string };

const NO_STORE = { cache: { noStore: true } } as const;
/** The text the cart's island shows: this feature's, the forms' and the common errors. */
const cartText = composeCatalogues(coinsText, formsText, commonText);
const STOCK_TAGS = { cache: { tags: ['coins'] } } as const;
const REFERENCE = /^CN-\d{4}-\d{6,9}-[ACDEFHJKLMNPRTUVWXY]$/;

export async function loadCoins({ db, lang, query, url }: LoadContext): Promise<Loaded<CoinsModel>> {
  const pagePath = url.pathname;
  const messages = (): AddToCartMessages => coinsText.pick(lang, ADD_TO_CART_KEYS);
  if (query.action === 'cart') return view({ screen: 'cart', pagePath, messages: cartText.pick(lang, [...FORM_UI_KEYS, ...COINS_ISLAND_KEYS]) }, NO_STORE);
  if (query.action === 'thanks') {
    const reference = REFERENCE.test(query.ref ?? '') ? (query.ref ?? null) : null;
    // Only the delivery option is read back (to say what happens next); nothing personal is shown.
    const order = reference ? await orderDelivery(db, reference) : undefined;
    return view({ screen: 'thanks', reference: order ? reference : null, delivery: order?.delivery ?? null, pagePath }, NO_STORE);
  }
  if (query.coin !== undefined) {
    const coin = /^[a-z0-9][a-z0-9-]{0,79}$/.test(query.coin) ? await getCoin(db, query.coin, lang) : undefined;
    if (!coin) return notFound();
    return view({ screen: 'coin', coin, pagePath, messages: messages() }, { ...STOCK_TAGS, title: coin.name });
  }
  const year = /^\d{4}$/.test(query.year ?? '') ? Number(query.year) : undefined;
  const type = (COIN_TYPES as readonly string[]).includes(query.type ?? '') ? (query.type as CoinType) : undefined;
  const result = await listCoins(db, lang, { year, type });
  const pictures = await coinPictures(db, result.coins.map((c) => c.slug));
  return view(
    {
      screen: 'list',
      coins: result.coins.map((c) => ({ ...c, ...(pictures.get(c.slug) ?? { picture: '', photos: [] }) })),
      years: result.years,
      types: COIN_TYPES.filter((t) => result.types.includes(t)),
      filter: { year, type },
      pagePath,
      messages: messages(),
    },
    STOCK_TAGS,
  );
}
