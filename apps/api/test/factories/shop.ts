import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings, users } from '@dwa/db/schema';
import type { CheckoutAnswer, OrderDetail } from '@dwa/shared/commerce';
import type { Config } from '../../src/config';
import { createTestApp, type TestContext } from '../helpers';
import { insertListing, type ListingSeed } from './listings';
import { createUser, type TestUser } from './users';

// The shop's test data and requests: buy-now listings, carts, checkouts, order actions.

type Who = TestUser | null;

/** A listing for sale in the shop with `quantity` in stock (one photo row, so carts show an image). */
export async function insertProduct(ctx: TestContext, seller: TestUser, seed: ListingSeed & { quantity?: number } = {}): Promise<number> {
  const id = await insertListing(ctx, seller, { images: 1, ...seed });
  await ctx.deps.db
    .update(listings)
    .set({ buyNow: true, quantity: seed.quantity ?? 10 })
    .where(eq(listings.id, id));
  return id;
}

/** A seller with a business address (where couriers collect and buyers pick up). */
export async function giveBusinessAddress(ctx: TestContext, seller: TestUser, address = 'Shop 4, Oxford Street, Osu'): Promise<void> {
  await ctx.deps.db
    .update(users)
    .set({ businessAddress: address, businessName: `${seller.name}'s shop` })
    .where(eq(users.id, seller.id));
}

export async function stockOf(ctx: TestContext, listingId: number): Promise<number> {
  const [row] = await ctx.deps.db.select({ quantity: listings.quantity }).from(listings).where(eq(listings.id, listingId));
  return row?.quantity ?? -1;
}

export const cashCheckout = {
  delivery_method: 'courier',
  delivery_address: 'House 12, Adum, Kumasi',
  region: 'Ashanti',
  recipient_name: 'Kofi Boateng',
  recipient_phone: '024 555 1234',
  payment_method: 'cash',
};

export const momoCheckout = { ...cashCheckout, payment_method: 'momo', momo_network: 'MTN', momo_number: '0241112233' };

/**
 * The config of a shop test's app: checkouts are not rate-limited in practice, and the payment
 * sandbox approves at once (its test numbers still decline or never answer).
 */
export const shopConfig = {
  checkoutLimit: { limit: 1000, windowMs: 60_000 },
  payments: { provider: 'sandbox', paystackBaseUrl: 'http://127.0.0.1:9', sandboxApprovalMs: 0 },
} satisfies Partial<Config>;

/** A shop test's app (`shopConfig`, its clock `now`), its shop requests, and Kwame's shop: a seller with a business address. */
export async function createShopApp(now?: () => Date) {
  const ctx = await createTestApp({ ...(now ? { now } : {}), config: shopConfig });
  const seller = await createUser(ctx, { userType: 'SELLER', name: 'Kwame Shop' });
  await giveBusinessAddress(ctx, seller);
  return { ctx, shop: shopRequests(ctx), seller };
}

export function shopRequests(ctx: TestContext) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: Who,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(who ? who.auth : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    call,
    cart: (who: Who) => call('GET', '/cart', who),
    add: (who: Who, listingId: unknown, quantity: unknown = 1) => call('POST', '/cart/items', who, { listing_id: listingId, quantity }),
    setQuantity: (who: Who, listingId: unknown, quantity: unknown) => call('PATCH', `/cart/items/${listingId}`, who, { quantity }),
    remove: (who: Who, listingId: unknown) => call('DELETE', `/cart/items/${listingId}`, who),
    checkout: (who: Who, body: Record<string, unknown> = cashCheckout, key: string | null = randomUUID()) =>
      call('POST', '/orders/checkout', who, body, key === null ? {} : { 'idempotency-key': key }),
    order: (who: Who, id: number) => call('GET', `/orders/${id}`, who),
    orders: (who: Who, query = '') => call('GET', `/orders${query}`, who),
    act: (who: Who, id: number, action: string, reason?: string) =>
      call('POST', `/orders/${id}/${action}`, who, reason === undefined ? {} : { reason }),
    payment: (who: Who, id: number) => call('GET', `/payments/${id}`, who),
    retry: (who: Who, id: number, body: Record<string, unknown> = {}) => call('POST', `/payments/${id}/retry`, who, body),
    promos: (who: Who, query = '') => call('GET', `/promos${query}`, who),
    createPromo: (who: Who, body: Record<string, unknown>) => call('POST', '/promos', who, body),
  };
}

export type ShopRequests = ReturnType<typeof shopRequests>;

/** Adds the listings to the buyer's cart and checks out; answers the checkout. */
export async function buy(
  shop: ShopRequests,
  buyer: TestUser,
  lines: [number, number][],
  body: Record<string, unknown> = cashCheckout,
): Promise<CheckoutAnswer> {
  for (const [listingId, quantity] of lines) {
    const added = await shop.add(buyer, listingId, quantity);
    expect(added.statusCode, added.body).toBe(200);
  }
  const res = await shop.checkout(buyer, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutAnswer;
}

export async function actOk(shop: ShopRequests, who: TestUser, id: number, action: string, reason?: string): Promise<OrderDetail> {
  const res = await shop.act(who, id, action, reason);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderDetail;
}
