import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders as ordersTable, promos } from '@dwa/db/schema';
import type { Cart, CheckoutAnswer, OrderDetail, OrderList } from '@dwa/shared/commerce';
import type { Delivery, Job } from '@dwa/shared/delivery';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { testClock, type TestContext } from '../../../test/helpers';
import {
  buy,
  cashCheckout,
  createShopApp,
  giveBusinessAddress,
  insertProduct,
  momoCheckout,
  stockOf,
  type ShopRequests,
} from '../../../test/factories/shop';
import { insertListing } from '../../../test/factories/listings';
import { transfersOf } from '../../../test/factories/ledger';
import { createUser, type TestUser } from '../../../test/factories/users';

// Place order (POST /api/v1/orders/checkout): one order per seller, stock taken atomically,
// idempotent by key, promos counted, Mobile Money through the sandbox provider.

const clock = testClock();
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let otherSeller: TestUser;
const couriers = deliveryFactory(() => ctx);

beforeAll(async () => {
  ({ ctx, shop, seller } = await createShopApp(clock.now));
  otherSeller = await createUser(ctx, { userType: 'SELLER', name: 'Efua Wares' });
});
afterAll(() => ctx.close());

const buyer = () => createUser(ctx, { name: 'Ama Buyer' });

describe('checkout', () => {
  it('makes one order per seller with the fare per seller, takes the stock and empties the cart (cash on delivery)', async () => {
    const me = await buyer();
    const radio = await insertProduct(ctx, seller, { title: 'FM radio', price: 120, quantity: 5 });
    const cloth = await insertProduct(ctx, otherSeller, { title: 'Kente cloth', price: 450, quantity: 1 });
    const answer = await buy(shop, me, [
      [radio, 2],
      [cloth, 1],
    ]);
    expect(answer.payment).toBeNull();
    expect(answer.orders).toHaveLength(2);
    const [first, second] = answer.orders;
    expect(first).toMatchObject({
      status: 'placed',
      seller: { id: seller.id },
      subtotal: 240,
      delivery_fee: 15,
      total: 255,
      payment_status: 'cash_on_delivery',
      item_count: 2,
    });
    expect(first!.actions).toEqual(['cancel']);
    expect(second).toMatchObject({ status: 'placed', seller: { id: otherSeller.id }, subtotal: 450, delivery_fee: 10, total: 460 });
    expect(answer.total).toBe(715);
    expect(first!.number).toMatch(/^DWA-\d{6}$/);
    expect(first!.recipient_phone).toBe('+233245551234');
    expect(await stockOf(ctx, radio)).toBe(3);
    expect(await stockOf(ctx, cloth)).toBe(0);
    expect(((await shop.cart(me)).json() as Cart).item_count).toBe(0);

    // Each seller sees their sale; the sold-out listing says so.
    const sales = (await shop.orders(seller, '?role=seller&tab=to_start')).json() as OrderList;
    expect(sales.results.map((order) => order.id)).toContain(first!.id);
    expect(sales.counts.to_start).toBeGreaterThanOrEqual(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${cloth}` })).json()).toMatchObject({
      quantity: 0,
      in_stock: false,
      buy_now: true,
    });
  });

  it('Buy Now buys that listing alone, at the quantity asked, and leaves the cart as it was', async () => {
    const me = await buyer();
    const radio = await insertProduct(ctx, seller, { title: 'Bolga basket', price: 130, quantity: 5 });
    const lamp = await insertProduct(ctx, otherSeller, { title: 'Brass lamp', price: 160, quantity: 3 });
    await shop.add(me, lamp, 1);
    await shop.add(me, radio, 1);
    const before = (await shop.cart(me)).json() as Cart;

    // What the checkout page shows: that one line, shaped as a cart.
    const preview = await shop.call('GET', `/cart/buy-now?listing_id=${radio}&quantity=2`, me);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json() as Cart;
    expect(shown).toMatchObject({ item_count: 2, subtotal: 260, unavailable_count: 0 });
    expect(shown.sellers).toHaveLength(1);
    expect(shown.sellers[0]!.items).toMatchObject([{ listing_id: radio, quantity: 2, line_total: 260, available: true }]);

    const res = await shop.checkout(me, { ...cashCheckout, buy_now: { listing_id: radio, quantity: 2 } });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as CheckoutAnswer;
    expect(answer.orders).toHaveLength(1);
    expect(answer.orders[0]).toMatchObject({ seller: { id: seller.id }, subtotal: 260, item_count: 2 });
    expect(answer.orders[0]!.items.map((item) => item.listing_id)).toEqual([radio]);
    expect(await stockOf(ctx, radio)).toBe(3);
    expect(await stockOf(ctx, lamp)).toBe(3);
    const lines = (cart: Cart) =>
      cart.sellers.flatMap((group) => group.items.map((item) => [item.listing_id, item.quantity, item.added_at]));
    expect(lines((await shop.cart(me)).json() as Cart)).toEqual(lines(before));
    expect(lines(before)).toHaveLength(2);
  });

  it("refuses Buy Now of one's own, an unknown, a hidden, an unsold or a short listing, and changes nothing", async () => {
    const me = await buyer();
    const mat = await insertProduct(ctx, seller, { price: 45, quantity: 2 });
    const classified = await insertListing(ctx, seller, {});
    const paused = await insertProduct(ctx, seller, { quantity: 4, status: 'inactive' });
    const buyNow = (listing_id: unknown, quantity: unknown = 1) => ({ ...cashCheckout, buy_now: { listing_id, quantity } });
    const cases: [ReturnType<typeof buyNow>, TestUser | null, number, string][] = [
      [buyNow(mat), seller, 403, 'You cannot buy your own listing.'],
      [buyNow(2_000_000_000), me, 404, 'Listing not found'],
      [buyNow(classified), me, 409, 'This listing is not for sale in the shop.'],
      [buyNow(paused), me, 409, 'This listing is no longer available.'],
      [buyNow(mat, 3), me, 409, 'Only 2 left in stock.'],
      [buyNow(mat, 0), me, 422, 'Quantity must be a whole number from 1 to 99.'],
      [buyNow('two'), me, 422, 'listing_id must be a positive whole number.'],
      [{ ...cashCheckout, buy_now: 'mat' } as never, me, 422, 'buy_now must be an object with listing_id and quantity.'],
      [buyNow(mat), null, 401, ''],
    ];
    for (const [body, who, status, message] of cases) {
      const res = await shop.checkout(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await stockOf(ctx, mat)).toBe(2);
    const previews: [string, TestUser | null, number][] = [
      [`listing_id=${mat}`, seller, 403],
      [`listing_id=${paused}`, me, 404],
      [`listing_id=${mat}&quantity=100`, me, 422],
      ['listing_id=abc', me, 422],
      [`listing_id=${mat}`, null, 401],
    ];
    for (const [query, who, status] of previews)
      expect((await shop.call('GET', `/cart/buy-now?${query}`, who)).statusCode, query).toBe(status);
    // Too many asked for is flagged on the preview, as a cart line would be.
    expect(((await shop.call('GET', `/cart/buy-now?listing_id=${mat}&quantity=3`, me)).json() as Cart).sellers[0]!.items[0]).toMatchObject({
      problem: 'not_enough_stock',
      available: false,
    });
  });

  it('needs an Idempotency-Key, and the same key twice gives the same orders, never a second set', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { quantity: 4 });
    await shop.add(me, item, 1);
    const missing = await shop.checkout(me, cashCheckout, null);
    expect(missing.statusCode).toBe(422);
    expect(JSON.stringify(missing.json())).toContain('Idempotency-Key');
    expect((await shop.checkout(me, cashCheckout, 'short')).statusCode).toBe(422);

    const key = randomUUID();
    const [a, b] = await Promise.all([shop.checkout(me, cashCheckout, key), shop.checkout(me, cashCheckout, key)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    const ids = (res: typeof a) => (res.json() as CheckoutAnswer).orders.map((order) => order.id);
    expect(ids(a)).toEqual(ids(b));
    const again = await shop.checkout(me, cashCheckout, key);
    expect(again.statusCode).toBe(200);
    expect(ids(again)).toEqual(ids(a));
    // The first answer, made from what its transaction wrote (a cash checkout reads nothing back), is
    // the answer a repeat reads from the database.
    expect((a.statusCode === 201 ? a : b).json()).toEqual(again.json());
    expect(await stockOf(ctx, item)).toBe(3);
    const mine = await ctx.deps.db.select().from(ordersTable).where(eq(ordersTable.buyerId, me.id));
    expect(mine).toHaveLength(1);

    const other = await shop.checkout(me, { ...cashCheckout, recipient_name: 'Someone Else' }, key);
    expect(other.statusCode).toBe(422);
    expect(JSON.stringify(other.json())).toContain('already used for a different checkout');
  });

  it('20 buyers racing for the last 3 units: exactly 3 orders and 17 clear Out of stock answers', async () => {
    const item = await insertProduct(ctx, seller, { title: 'Last three', quantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    for (const person of buyers) expect((await shop.add(person, item, 1)).statusCode).toBe(200);
    const answers = await Promise.all(buyers.map((person) => shop.checkout(person)));
    const won = answers.filter((res) => res.statusCode === 201);
    const lost = answers.filter((res) => res.statusCode === 409);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(17);
    for (const res of lost) expect(res.json()).toMatchObject({ detail: 'Out of stock' });
    expect(await stockOf(ctx, item)).toBe(0);
  });

  it('validates the form with the shared messages and changes nothing', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { quantity: 2 });
    await shop.add(me, item, 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...cashCheckout, delivery_address: '' }, 'Enter the delivery address.'],
      [{ ...cashCheckout, region: 'Atlantis' }, 'Choose a region.'],
      [{ ...cashCheckout, recipient_phone: '12345' }, 'Enter a valid Ghana phone number'],
      [{ ...cashCheckout, payment_method: 'bitcoin' }, 'Choose Mobile Money or cash on delivery.'],
      [{ ...momoCheckout, momo_network: undefined }, 'Choose your Mobile Money network.'],
      [{ ...momoCheckout, momo_number: '0' }, 'Enter your Mobile Money number'],
      [{ ...cashCheckout, delivery_method: 'drone' }, 'Choose courier delivery or pickup.'],
      [{ ...cashCheckout, promo_codes: 'SAVE10' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await shop.checkout(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await stockOf(ctx, item)).toBe(2);
    expect(((await shop.cart(me)).json() as Cart).item_count).toBe(1);
    expect((await shop.checkout(null)).statusCode).toBe(401);
    const empty = await shop.checkout(await buyer());
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ detail: 'Your cart is empty.' });
  });

  it('reads back the parsed form it answers to (null for the fields a cash or pickup order leaves out)', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 12 });
    await shop.add(me, item, 1);
    const res = await shop.checkout(me, {
      ...cashCheckout,
      delivery_method: 'pickup',
      delivery_address: null,
      momo_network: null,
      momo_number: null,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('offers pickup only from a seller with an address, and charges no fee for it', async () => {
    const me = await buyer();
    const near = await insertProduct(ctx, seller, { price: 30 });
    const answer = await buy(shop, me, [[near, 1]], { ...cashCheckout, delivery_method: 'pickup', delivery_address: undefined });
    expect(answer.orders[0]).toMatchObject({
      delivery_method: 'pickup',
      delivery_fee: 0,
      total: 30,
      pickup_address: 'Shop 4, Oxford Street, Osu',
      delivery_address: null,
    });

    const far = await insertProduct(ctx, otherSeller);
    await shop.add(me, far, 1);
    const refused = await shop.checkout(me, { ...cashCheckout, delivery_method: 'pickup' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'Efua Wares has no pickup address yet. Choose courier delivery for their items.' });
    expect(await stockOf(ctx, far)).toBe(10);
    // The checkout took the cart's lines in its transaction; refused, it rolled back, and they are still there.
    expect(((await shop.cart(me)).json() as Cart).sellers.flatMap((group) => group.items.map((line) => line.listing_id))).toEqual([far]);
  });

  it("applies a seller's order and delivery promos to that seller's order and counts their uses", async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 200 });
    const elsewhere = await insertProduct(ctx, otherSeller, { price: 100 });
    expect((await shop.createPromo(seller, { code: 'osu10', kind: 'order', percent_off: 10 })).statusCode).toBe(201);
    expect((await shop.createPromo(seller, { code: 'FREESHIP', kind: 'delivery', percent_off: 100 })).statusCode).toBe(201);
    const answer = await buy(
      shop,
      me,
      [
        [item, 1],
        [elsewhere, 1],
      ],
      { ...cashCheckout, promo_codes: ['OSU10', ' freeship '] },
    );
    const mine = answer.orders.find((order) => order.seller.id === seller.id)!;
    expect(mine).toMatchObject({
      subtotal: 200,
      discount: 20,
      delivery_fee: 10,
      delivery_discount: 10,
      total: 180,
      promo_codes: ['OSU10', 'FREESHIP'],
    });
    expect(answer.orders.find((order) => order.seller.id === otherSeller.id)).toMatchObject({ discount: 0, total: 110, promo_codes: [] });
    const [osu] = await ctx.deps.db.select().from(promos).where(eq(promos.code, 'OSU10'));
    expect(osu?.usesCount).toBe(1);

    const unknown = await insertProduct(ctx, seller);
    await shop.add(me, unknown, 1);
    const bad = await shop.checkout(me, { ...cashCheckout, promo_codes: ['NOPE'] });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Promo code NOPE is not valid.');
  });

  it('never lets a promo limited to 10 uses be used 11 times, whatever the concurrency', async () => {
    const item = await insertProduct(ctx, seller, { price: 50, quantity: 100 });
    expect((await shop.createPromo(seller, { code: 'TEN', kind: 'order', amount_off: 5, max_uses: 10 })).statusCode).toBe(201);
    const buyers = await Promise.all(Array.from({ length: 14 }, () => buyer()));
    for (const person of buyers) await shop.add(person, item, 1);
    const answers = await Promise.all(buyers.map((person) => shop.checkout(person, { ...cashCheckout, promo_codes: ['TEN'] })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(4);
    for (const res of refused) expect(JSON.stringify(res.json())).toContain('Promo code TEN has been used up.');
    const [ten] = await ctx.deps.db.select().from(promos).where(eq(promos.code, 'TEN'));
    expect(ten?.usesCount).toBe(10);
  });
});

describe('Mobile Money (sandbox)', () => {
  it('waits To Pay, then the approved prompt places the orders and enters the ledger', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 99.99, quantity: 2 });
    const answer = await buy(shop, me, [[item, 1]], momoCheckout);
    expect(answer.orders[0]).toMatchObject({ status: 'pending_payment', payment_status: 'pending', actions: ['cancel'] });
    expect(answer.payment).toMatchObject({ status: 'pending', network: 'MTN', phone: '+233 24 *** 2233', amount: 109.99, currency: 'GHS' });
    expect(answer.payment!.display_text).toContain('Approve the prompt');
    // The seller does not see an order waiting for payment.
    expect((await shop.order(seller, answer.orders[0]!.id)).statusCode).toBe(404);

    const paid = await shop.payment(me, answer.payment!.id);
    expect(paid.json()).toMatchObject({ status: 'succeeded', order_ids: [answer.orders[0]!.id] });
    const order = (await shop.order(me, answer.orders[0]!.id)).json();
    expect(order).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect(order.events.map((event: { transition: string }) => event.transition)).toEqual(['create', 'pay']);
    // In Dwa's provider balance, held for the order until it is delivered (ADR 057).
    expect(await transfersOf(ctx, { orderId: answer.orders[0]!.id })).toMatchObject([
      { kind: 'charge', paymentId: answer.payment!.id, postings: { provider_clearing: 10999, escrow: -10999 } },
    ]);
    // What the provider kept (the sandbox's 1.95%) is Dwa's expense, once per payment; the held money is whole.
    expect(await transfersOf(ctx, { paymentId: answer.payment!.id })).toMatchObject([
      { kind: 'charge', postings: { provider_clearing: 10999, escrow: -10999 } },
      { kind: 'provider_fee', key: `fee:payment:${answer.payment!.id}`, postings: { provider_fees: 214, provider_clearing: -214 } },
    ]);
    await ctx.app.services.payments.settle(
      answer.payment!.id,
      { status: 'succeeded', feePesewas: 214 },
      'webhook',
      'charge.success:replayed',
    );
    expect(await transfersOf(ctx, { paymentId: answer.payment!.id })).toHaveLength(2);
    expect((await shop.order(seller, answer.orders[0]!.id)).statusCode).toBe(200);
    // Nobody else reads the payment.
    expect((await shop.payment(await buyer(), answer.payment!.id)).statusCode).toBe(404);
  });

  it('a paid order handed to a courier tells the courier there is nothing to collect', async () => {
    await giveBusinessAddress(ctx, seller);
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 250, quantity: 3 });
    const answer = await buy(shop, me, [[item, 1]], momoCheckout);
    expect((await shop.payment(me, answer.payment!.id)).json()).toMatchObject({ status: 'succeeded' });
    const id = answer.orders[0]!.id;
    for (const action of ['accept', 'ship']) expect((await shop.act(seller, id, action)).statusCode, action).toBe(200);
    const order = (await shop.order(me, id)).json() as OrderDetail;
    const courier = await couriers.makeCourier();
    const board = (await couriers.call('GET', '/delivery/jobs', courier)).json() as { items: Job[] };
    const job = board.items.find((row) => row.id === order.delivery!.id);
    expect(job).toMatchObject({ fare: 10, collect: null });
    const taken = await couriers.call('POST', `/delivery/jobs/${job!.id}/accept`, courier);
    expect((taken.json() as Delivery).collect).toBeNull();
    // A parcel sent through Dwa Delivery still has its fare collected at the door.
    const parcel = await couriers.request(me, { payment_method: 'momo' });
    expect((await couriers.call('GET', `/delivery/requests/${parcel.id}`, me)).json()).toMatchObject({
      collect: { method: 'momo', amount: parcel.fare, goods: 0, delivery: parcel.fare },
    });
  });

  it('a paid order cancelled by the buyer is refunded: the ledger says so and so does the order', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 20, quantity: 3 });
    const answer = await buy(shop, me, [[item, 1]], momoCheckout);
    expect((await shop.payment(me, answer.payment!.id)).json()).toMatchObject({ status: 'succeeded' });
    const cancelled = await shop.act(me, answer.orders[0]!.id, 'cancel', 'Found it cheaper');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect((await transfersOf(ctx, { orderId: answer.orders[0]!.id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['charge', { provider_clearing: 3000, escrow: -3000 }],
      ['refund', { provider_clearing: -3000, escrow: 3000 }],
    ]);
    expect(await stockOf(ctx, item)).toBe(3);
  });

  it('a declined prompt can be tried again with another number; retrying twice gives one new attempt', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 40 });
    const answer = await buy(shop, me, [[item, 1]], { ...momoCheckout, momo_number: '+233240000001' });
    const declined = (await shop.payment(me, answer.payment!.id)).json();
    expect(declined).toMatchObject({ status: 'failed' });
    expect(declined.failure_reason).toContain('Declined');
    expect((await shop.order(me, answer.orders[0]!.id)).json()).toMatchObject({ status: 'pending_payment' });

    const [a, b] = await Promise.all([
      shop.retry(me, answer.payment!.id, { momo_network: 'TELECEL', momo_number: '020 123 4567' }),
      shop.retry(me, answer.payment!.id, { momo_network: 'TELECEL', momo_number: '020 123 4567' }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const retried = a.json() as CheckoutAnswer;
    expect((b.json() as CheckoutAnswer).payment!.id).toBe(retried.payment!.id);
    expect(retried.payment).toMatchObject({ network: 'TELECEL', phone: '+233 20 *** 4567' });
    expect((await shop.payment(me, retried.payment!.id)).json()).toMatchObject({ status: 'succeeded' });
    expect((await shop.order(me, answer.orders[0]!.id)).json()).toMatchObject({ status: 'placed' });
    expect((await shop.retry(me, retried.payment!.id)).statusCode).toBe(409);
    expect((await shop.retry(await buyer(), answer.payment!.id)).statusCode).toBe(404);
  });

  it('an unpaid order lapses after 30 minutes: its stock and promo use come back, and a late success is not applied', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 10, quantity: 1 });
    expect((await shop.createPromo(seller, { code: 'LATE', kind: 'order', amount_off: 1, max_uses: 1 })).statusCode).toBe(201);
    const answer = await buy(shop, me, [[item, 1]], { ...momoCheckout, momo_number: '+233240000002', promo_codes: ['LATE'] });
    expect(await stockOf(ctx, item)).toBe(0);
    expect((await shop.payment(me, answer.payment!.id)).json()).toMatchObject({ status: 'pending' });

    clock.advance(31 * 60_000);
    expect(await ctx.app.services.orders.expireDue()).toBeGreaterThanOrEqual(1);
    const order = (await shop.order(me, answer.orders[0]!.id)).json();
    expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'Not paid within 30 minutes.' });
    expect(order.events.at(-1)).toMatchObject({ transition: 'expire', actor: 'system' });
    expect(await stockOf(ctx, item)).toBe(1);
    const [late] = await ctx.deps.db.select().from(promos).where(eq(promos.code, 'LATE'));
    expect(late?.usesCount).toBe(0);
    expect((await shop.payment(me, answer.payment!.id)).json()).toMatchObject({ status: 'cancelled' });

    // The provider says "paid" after all: the cancelled order stays cancelled.
    await ctx.app.services.payments.settle(answer.payment!.id, { status: 'succeeded' }, 'webhook', 'late-success');
    expect((await shop.order(me, answer.orders[0]!.id)).json()).toMatchObject({ status: 'cancelled' });
    clock.advance(-31 * 60_000);
  });
});
