import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '@dwa/db/schema';
import type { OrderDetail } from '@dwa/shared/commerce';
import { testClock, type TestContext } from '../../../test/helpers';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { availableOf, transfersOf } from '../../../test/factories/ledger';
import { actOk, buy, createShopApp, insertProduct, momoCheckout, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';
import { RELEASE_DUE } from './order-money';

// Escrow (issue 31, ADR 057): a Mobile Money order's money is held until the buyer confirms, or
// ESCROW_RELEASE_DAYS (3) after delivery with nothing open; then the seller gets the items less the
// commission (5 %, or the category's rate), the courier the fare less 5 %, the platform the rest. A
// return asked in time holds it; a refund comes from escrow, or from the platform once released.

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let admin: TestUser;
const couriers = deliveryFactory(() => ctx);

beforeAll(async () => {
  ({ ctx, shop, seller } = await createShopApp(clock.now));
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

/** A paid courier order (GHC 200 of items + GHC 10 fare), shipped and handed over by a new courier. */
async function deliveredOrder(category?: string) {
  const buyer = await createUser(ctx);
  const item = await insertProduct(ctx, seller, { price: 200, quantity: 5, ...(category ? { category } : {}) });
  const answer = await buy(shop, buyer, [[item, 1]], momoCheckout);
  expect((await shop.payment(buyer, answer.payment!.id)).json()).toMatchObject({ status: 'succeeded' });
  const id = answer.orders[0]!.id;
  await actOk(shop, seller, id, 'accept');
  await actOk(shop, seller, id, 'ship');
  const [job] = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.orderId, id));
  const courier = await couriers.makeCourier();
  expect((await couriers.call('POST', `/delivery/jobs/${job!.id}/accept`, courier)).statusCode).toBe(200);
  const code = ((await shop.order(buyer, id)).json() as OrderDetail).delivery!.handover_code!;
  for (const status of ['picked_up', 'in_transit', 'nearby']) await couriers.advance(courier, job!.id, status);
  expect((await couriers.advance(courier, job!.id, 'delivered', { handover_code: code })).statusCode).toBe(200);
  return { buyer, courier, id };
}

const sweep = async () => {
  await ctx.app.services.jobs.enqueue(ctx.deps.db, RELEASE_DUE, {});
  await ctx.app.services.jobs.drain();
};

describe('escrow', () => {
  it('holds a paid order until 3 days after delivery, then pays the seller and the courier less commission', async () => {
    const { courier, id } = await deliveredOrder();
    const sellerBefore = await availableOf(ctx, 'seller_payable', seller.id);
    await ctx.app.services.jobs.drain();
    await sweep();
    expect(await availableOf(ctx, 'seller_payable', seller.id)).toBe(sellerBefore);
    clock.advance(3 * DAY + 60_000);
    await sweep();
    clock.advance(-(3 * DAY + 60_000));
    expect((await transfersOf(ctx, { orderId: id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['charge', { provider_clearing: 21000, escrow: -21000 }],
      [
        'release',
        { escrow: 21000, [`seller_payable:${seller.id}`]: -19000, [`courier_payable:${courier.id}`]: -950, platform_revenue: -1050 },
      ],
    ]);
    expect(await availableOf(ctx, 'seller_payable', seller.id)).toBe(sellerBefore + 19000);
    expect(await availableOf(ctx, 'courier_payable', courier.id)).toBe(950);
    // Once: the sweep again changes nothing.
    clock.advance(4 * DAY);
    await sweep();
    clock.advance(-4 * DAY);
    expect(await transfersOf(ctx, { orderId: id })).toHaveLength(2);
  });

  it("releases at once when the buyer confirms, at the category's own rate", async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/commission-rates/Electronics',
          headers: admin.auth,
          payload: { percent: 8 },
        })
      ).statusCode,
    ).toBe(200);
    const { buyer, id } = await deliveredOrder('Electronics');
    await actOk(shop, buyer, id, 'confirm');
    const [, release] = await transfersOf(ctx, { orderId: id });
    expect(release).toMatchObject({ kind: 'release', postings: { [`seller_payable:${seller.id}`]: -18400, platform_revenue: -1650 } });
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/commission-rates/Electronics',
          headers: admin.auth,
          payload: { percent: null },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('holds the money while a return is asked, and refunds it from escrow', async () => {
    const { buyer, id } = await deliveredOrder();
    await actOk(shop, buyer, id, 'request_return', 'It does not switch on');
    clock.advance(4 * DAY);
    await sweep();
    clock.advance(-4 * DAY);
    expect((await transfersOf(ctx, { orderId: id })).map(({ kind }) => kind)).toEqual(['charge']);
    await actOk(shop, seller, id, 'receive_return');
    await actOk(shop, seller, id, 'refund');
    expect((await transfersOf(ctx, { orderId: id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['charge', { provider_clearing: 21000, escrow: -21000 }],
      ['refund', { provider_clearing: -21000, escrow: 21000 }],
    ]);
  });

  it('refunds a return after the release from the platform, leaving the seller paid', async () => {
    const { buyer, id } = await deliveredOrder();
    await actOk(shop, buyer, id, 'confirm');
    await actOk(shop, buyer, id, 'request_return', 'Wrong colour');
    await actOk(shop, seller, id, 'receive_return');
    await actOk(shop, seller, id, 'refund');
    expect((await transfersOf(ctx, { orderId: id })).map(({ kind, postings }) => [kind, postings]).at(-1)).toEqual([
      'refund_after_release',
      { provider_clearing: -21000, refunds: 21000 },
    ]);
    expect(await ctx.app.services.ledger.verify()).toEqual({ accounts: [], transfers: [] });
  });
});
