import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispute } from '@dwa/shared/disputes';
import { testClock, type TestContext } from '../../../test/helpers';
import { jpeg } from '../../../test/factories/images';
import { availableOf, transfersOf } from '../../../test/factories/ledger';
import { actOk, buy, cashCheckout, createShopApp, insertProduct, momoCheckout, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';
import { RELEASE_DUE } from '../orders/order-money';

// Buyer protection (issue 31): a buyer disputes a paid order before its money is released; the
// release waits; both sides write, with photos only they (and admins) can see; an admin refunds half
// through the provider and releases the rest, or refunds all, or releases all. Nobody else sees it.

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ ctx, shop, seller } = await createShopApp(clock.now));
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

/** A GHC 100 order paid by Mobile Money, picked up (delivered), not yet confirmed. */
async function pickedUp(body: Record<string, unknown> = momoCheckout) {
  const buyer = await createUser(ctx);
  const item = await insertProduct(ctx, seller, { price: 100, quantity: 5 });
  const answer = await buy(shop, buyer, [[item, 1]], { ...body, delivery_method: 'pickup', delivery_address: undefined });
  if (answer.payment) expect((await shop.payment(buyer, answer.payment.id)).json()).toMatchObject({ status: 'succeeded' });
  const id = answer.orders[0]!.id;
  await actOk(shop, seller, id, 'accept');
  await actOk(shop, seller, id, 'ship');
  await actOk(shop, buyer, id, 'confirm');
  return { buyer, id };
}

const call = (method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function openWithPhoto(buyer: TestUser, orderId: number) {
  const form = await multipart({ reason: 'damaged', body: 'The glass arrived cracked.' }, [
    { field: 'photos', filename: 'crack.jpg', contentType: 'image/jpeg', data: await jpeg(800, 600) },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/disputes`,
    headers: { ...buyer.auth, ...form.headers },
    payload: form.payload,
  });
}

describe('disputes', () => {
  it('holds the release, lets both sides write with private photos, and an admin refunds half and releases the rest', async () => {
    const { buyer, id } = await pickedUp();
    const opened = await openWithPhoto(buyer, id);
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = opened.json() as Dispute;
    expect(dispute).toMatchObject({
      order_id: id,
      reason: 'damaged',
      status: 'open',
      my_role: 'buyer',
      messages: [{ role: 'buyer', body: 'The glass arrived cracked.' }],
    });
    const photo = dispute.messages[0]!.photos[0]!;
    expect(photo).toMatch(/^\/api\/v1\/disputes\/\d+\/messages\/\d+\/photos\/0$/);

    // Only the parties and admins read it and its photo; the photo is nowhere public.
    const stranger = await createUser(ctx);
    for (const who of [buyer, seller, admin])
      expect((await ctx.app.inject({ method: 'GET', url: photo, headers: who.auth })).headers['content-type']).toBe('image/webp');
    expect((await ctx.app.inject({ method: 'GET', url: photo, headers: stranger.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: photo })).statusCode).toBe(401);
    expect((await call('GET', `/disputes/${dispute.id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/disputes/${dispute.id}/messages`, stranger, { body: 'hello' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/static/private/disputes/x.webp' })).statusCode).toBe(404);

    // Seller replies; the sweep after the release window finds it held.
    expect((await call('POST', `/disputes/${dispute.id}/messages`, seller, { body: 'It left my shop whole.' })).statusCode).toBe(201);
    clock.advance(4 * DAY);
    await ctx.app.services.jobs.enqueue(ctx.deps.db, RELEASE_DUE, {});
    await ctx.app.services.jobs.drain();
    clock.advance(-4 * DAY);
    expect((await transfersOf(ctx, { orderId: id })).map(({ kind }) => kind)).toEqual(['charge']);
    const sellerBefore = await availableOf(ctx, 'seller_payable', seller.id);

    // Not for the parties to decide.
    expect((await call('POST', `/admin/disputes/${dispute.id}/resolve`, seller, { resolution: 'release', note: 'x' })).statusCode).toBe(
      403,
    );
    for (const body of [
      { resolution: 'partial_refund', note: 'Half' },
      { resolution: 'partial_refund', amount: 100, note: 'All?' },
      { resolution: 'maybe', note: 'x' },
      { resolution: 'refund' },
    ]) {
      expect((await call('POST', `/admin/disputes/${dispute.id}/resolve`, admin, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const resolved = await call('POST', `/admin/disputes/${dispute.id}/resolve`, admin, {
      resolution: 'partial_refund',
      amount: 50,
      note: 'The photos show damage in transit; half back.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'partly_refunded',
      refund: 50,
      resolution_note: 'The photos show damage in transit; half back.',
    });
    expect((await transfersOf(ctx, { orderId: id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['charge', { provider_clearing: 10000, escrow: -10000 }],
      ['refund', { escrow: 5000, provider_clearing: -5000 }],
      ['release', { escrow: 5000, [`seller_payable:${seller.id}`]: -4750, platform_revenue: -250 }],
    ]);
    expect(await availableOf(ctx, 'seller_payable', seller.id)).toBe(sellerBefore + 4750);
    await ctx.app.services.jobs.drain();
    expect((await call('POST', `/admin/disputes/${dispute.id}/resolve`, admin, { resolution: 'release', note: 'again' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/disputes/${dispute.id}/messages`, buyer, { body: 'Thanks' })).json()).toMatchObject({
      detail: 'This dispute is closed.',
    });
    const audit = await call('GET', `/admin/audit?action=dispute.resolve&target_id=${dispute.id}`, admin);
    expect(audit.json().results).toHaveLength(1);
    expect(await ctx.app.services.ledger.verify()).toEqual({ accounts: [], transfers: [] });
  });

  it('refunds all, after which nothing can release it; or releases all to the seller', async () => {
    const first = await pickedUp();
    const refunded = (await openWithPhoto(first.buyer, first.id)).json() as Dispute;
    await call('POST', `/admin/disputes/${refunded.id}/resolve`, admin, { resolution: 'refund', note: 'Never arrived whole.' });
    await actOk(shop, first.buyer, first.id, 'confirm');
    expect((await transfersOf(ctx, { orderId: first.id })).map(({ kind }) => kind)).toEqual(['charge', 'refund']);

    const second = await pickedUp();
    const released = (
      await call('POST', `/orders/${second.id}/disputes`, second.buyer, { reason: 'not_as_described', body: 'Smaller than the photo.' })
    ).json() as Dispute;
    expect(
      (
        await call('POST', `/admin/disputes/${released.id}/resolve`, admin, { resolution: 'release', note: 'It matches the listing.' })
      ).json(),
    ).toMatchObject({ status: 'released', refund: null });
    expect((await transfersOf(ctx, { orderId: second.id })).map(({ kind }) => kind)).toEqual(['charge', 'release']);
  });

  it('refuses a dispute that cannot be: cash, released, twice, another buyer; and bad input', async () => {
    const cash = await pickedUp(cashCheckout);
    expect((await call('POST', `/orders/${cash.id}/disputes`, cash.buyer, { reason: 'damaged', body: 'x' })).json()).toMatchObject({
      detail: 'This order cannot be disputed: only a paid order whose money has not been released yet can be.',
    });
    const done = await pickedUp();
    await actOk(shop, done.buyer, done.id, 'confirm');
    expect((await call('POST', `/orders/${done.id}/disputes`, done.buyer, { reason: 'damaged', body: 'x' })).statusCode).toBe(409);

    const open = await pickedUp();
    expect((await call('POST', `/orders/${open.id}/disputes`, seller, { reason: 'damaged', body: 'x' })).statusCode).toBe(404);
    expect((await call('POST', `/orders/${open.id}/disputes`, null, { reason: 'damaged', body: 'x' })).statusCode).toBe(401);
    for (const body of [
      { reason: 'late', body: 'x' },
      { reason: 'damaged', body: '' },
      { reason: 'damaged', body: 'x'.repeat(2001) },
      {},
    ]) {
      expect((await call('POST', `/orders/${open.id}/disputes`, open.buyer, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const notAPicture = await multipart({ reason: 'damaged', body: 'see' }, [
      { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('not a picture') },
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${open.id}/disputes`,
          headers: { ...open.buyer.auth, ...notAPicture.headers },
          payload: notAPicture.payload,
        })
      ).statusCode,
    ).toBe(422);
    const five = await multipart(
      { reason: 'damaged', body: 'see' },
      await Promise.all(
        [1, 2, 3, 4, 5].map(async (n) => ({
          field: 'photos',
          filename: `${n}.jpg`,
          contentType: 'image/jpeg',
          data: await jpeg(40 + n, 30),
        })),
      ),
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${open.id}/disputes`,
          headers: { ...open.buyer.auth, ...five.headers },
          payload: five.payload,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/orders/${open.id}/disputes`, open.buyer, { reason: 'not_received', body: 'Where is it?' })).statusCode,
    ).toBe(201);
    expect((await call('POST', `/orders/${open.id}/disputes`, open.buyer, { reason: 'not_received', body: 'Again' })).json()).toMatchObject(
      { detail: 'This order already has an open dispute.' },
    );
    const mine = (await call('GET', '/disputes', open.buyer)).json();
    expect(mine.results).toHaveLength(1);
    expect((await call('GET', '/admin/disputes?status=open', admin)).json().results.length).toBeGreaterThan(0);
    expect((await call('GET', '/admin/disputes', open.buyer)).statusCode).toBe(403);
  });
});
