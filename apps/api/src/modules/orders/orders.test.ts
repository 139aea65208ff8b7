import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, ledgerTransfers, users } from '@dwa/db/schema';
import type { OrderDetail, OrderList } from '@dwa/shared/commerce';
import type { Delivery, Job } from '@dwa/shared/delivery';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { transfersOf } from '../../../test/factories/ledger';
import {
  actOk,
  buy,
  cashCheckout,
  giveBusinessAddress,
  insertProduct,
  shopRequests,
  stockOf,
  type ShopRequests,
} from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

// An order's life after checkout: who may do what, the courier hand-off and the handover that marks
// it delivered, pickups, returns and refunds, the lists and tabs, and the sales records.

const clock = testClock();
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
const couriers = deliveryFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, config: { checkoutLimit: { limit: 1000, windowMs: 60_000 } } });
  shop = shopRequests(ctx);
  seller = await createUser(ctx, { userType: 'SELLER', name: 'Kwame Shop' });
  await giveBusinessAddress(ctx, seller);
});
afterAll(() => ctx.close());

async function placedOrder(body: Record<string, unknown> = cashCheckout, quantity = 1) {
  const buyer = await createUser(ctx, { name: 'Ama Buyer' });
  const item = await insertProduct(ctx, seller, { title: 'Shea butter, 500 g', price: 35, quantity: 10 });
  const answer = await buy(shop, buyer, [[item, quantity]], body);
  return { buyer, item, order: answer.orders[0]! };
}

describe('order transitions', () => {
  it('only the right person moves an order, and only from the right state', async () => {
    const { buyer, order } = await placedOrder();
    const stranger = await createUser(ctx);
    expect((await shop.order(stranger, order.id)).statusCode).toBe(404);
    expect((await shop.act(stranger, order.id, 'cancel')).statusCode).toBe(404);
    expect((await shop.order(null, order.id)).statusCode).toBe(401);

    // The buyer cannot accept or ship; the seller cannot confirm or ask for a return.
    for (const action of ['accept', 'ship', 'refund', 'receive_return'])
      expect((await shop.act(buyer, order.id, action)).statusCode, action).toBe(409);
    for (const action of ['confirm', 'request_return'])
      expect((await shop.act(seller, order.id, action, 'x')).statusCode, action).toBe(409);
    expect((await shop.act(seller, order.id, 'explode')).statusCode).toBe(422);

    const accepted = await actOk(shop, seller, order.id, 'accept');
    expect(accepted).toMatchObject({ status: 'accepted', actions: ['cancel', 'ship'] });
    // After acceptance the buyer may no longer cancel; the seller still may, before shipping.
    expect((await shop.act(buyer, order.id, 'cancel')).json()).toMatchObject({ detail: 'This order cannot do that now.' });
    expect((await shop.act(seller, order.id, 'accept')).statusCode).toBe(409);
    const buyerView = (await shop.order(buyer, order.id)).json() as OrderDetail;
    expect(buyerView.actions).toEqual([]);
    expect(buyerView.events.map((event) => event.transition)).toEqual(['create', 'accept']);
  });

  it("a courier order: the seller ships, a courier delivers with the buyer's code, the buyer confirms, both see Completed", async () => {
    const { buyer, order } = await placedOrder();
    await actOk(shop, seller, order.id, 'accept');
    const shipped = await actOk(shop, seller, order.id, 'ship');
    expect(shipped.status).toBe('shipped');
    expect(shipped.delivery).toMatchObject({
      status: 'requested',
      courier_name: null,
      handover_code: null,
      accepted_at: null,
      picked_up_at: null,
    });
    const buyerView = (await shop.order(buyer, order.id)).json() as OrderDetail;
    expect(buyerView.delivery!.handover_code).toMatch(/^\d{4}$/);
    const [job] = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect(job).toMatchObject({
      customerId: buyer.id,
      pickupAddress: 'Shop 4, Oxford Street, Osu',
      farePesewas: 1000,
      paymentMethod: 'cash',
      itemSize: 'small',
    });
    expect(job!.deliveryAddress).toContain('Adum, Kumasi');

    // The buyer cannot call off the courier of an order.
    expect((await couriers.call('POST', `/delivery/requests/${job!.id}/cancel`, buyer)).statusCode).toBe(409);

    const courier = await couriers.makeCourier();
    // Cash on delivery: the courier collects the whole order, goods and delivery, and is told so.
    const board = (await couriers.call('GET', '/delivery/jobs', courier)).json() as { items: Job[] };
    expect(board.items.find((item) => item.id === job!.id)?.collect).toEqual({ method: 'cash', amount: 45, goods: 35, delivery: 10 });
    const taken = await couriers.call('POST', `/delivery/jobs/${job!.id}/accept`, courier);
    expect(taken.statusCode).toBe(200);
    expect((taken.json() as Delivery).collect).toEqual({ method: 'cash', amount: 45, goods: 35, delivery: 10 });
    // Both sides follow the courier's real steps on the order: on the way to collect, then collected.
    for (const who of [buyer, seller]) {
      const view = (await shop.order(who, order.id)).json() as OrderDetail;
      expect(view).toMatchObject({ status: 'shipped', delivery: { status: 'accepted', courier_name: 'Yaw Courier', picked_up_at: null } });
      expect(view.delivery!.accepted_at).toEqual(expect.any(String));
    }
    expect((await couriers.advance(courier, job!.id, 'picked_up')).statusCode).toBe(200);
    const collected = (await shop.order(seller, order.id)).json() as OrderDetail;
    expect(collected).toMatchObject({ status: 'shipped', delivery: { status: 'picked_up' } });
    expect(Date.parse(collected.delivery!.picked_up_at!)).toBeGreaterThanOrEqual(Date.parse(collected.delivery!.accepted_at!));
    for (const status of ['in_transit', 'nearby']) expect((await couriers.advance(courier, job!.id, status)).statusCode).toBe(200);
    expect((await couriers.advance(courier, job!.id, 'delivered', { handover_code: buyerView.delivery!.handover_code })).statusCode).toBe(
      200,
    );

    const delivered = (await shop.order(buyer, order.id)).json() as OrderDetail;
    expect(delivered).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      delivery: { status: 'delivered', courier_name: 'Yaw Courier' },
    });
    expect(delivered.actions).toEqual(['confirm', 'request_return']);
    // The cash is in the courier's hand, not Dwa's; the commissions on it are owed (5 %: 1.75 on the items, 0.50 on the fare).
    expect((await transfersOf(ctx, { orderId: order.id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['cash_collected', { cash_in_hand: 4500, cash_sales: -4500 }],
      ['cash_commission', { [`seller_payable:${seller.id}`]: 175, [`courier_payable:${courier.id}`]: 50, platform_revenue: -225 }],
    ]);

    const completed = await actOk(shop, buyer, order.id, 'confirm');
    expect(completed.status).toBe('completed');
    expect(completed.events.map((event) => event.transition)).toEqual(['create', 'accept', 'ship', 'deliver', 'complete']);
    const bought = (await shop.orders(buyer, '?role=buyer&tab=completed')).json() as OrderList;
    const sold = (await shop.orders(seller, '?role=seller&tab=completed')).json() as OrderList;
    expect(bought.results.map((row) => row.id)).toContain(order.id);
    expect(sold.results.map((row) => row.id)).toContain(order.id);
  });

  it("a courier job for an order goes by the order's number and names the seller to collect from, to the people on it only", async () => {
    await ctx.deps.db.update(users).set({ businessPhone: '+233302123456' }).where(eq(users.id, seller.id));
    const { buyer, order } = await placedOrder();
    await actOk(shop, seller, order.id, 'accept');
    const shipped = await actOk(shop, seller, order.id, 'ship');
    const deliveryId = shipped.delivery!.id;
    expect(deliveryId).not.toBe(order.id);
    const courier = await couriers.makeCourier(true, 'Kojo Courier');
    const otherCourier = await couriers.makeCourier(true, 'Yaw Other');
    const stranger = await createUser(ctx, { name: 'Esi Stranger' });
    const admin = await createUser(ctx, { userType: 'ADMIN' });

    // On the board: the order's number, and nobody's phone.
    const board = (await couriers.call('GET', '/delivery/jobs', courier)).json() as { items: Job[] };
    const job = board.items.find((item) => item.id === deliveryId)!;
    expect(job.order_number).toBe(order.number);
    expect(JSON.stringify(job)).not.toContain('+233302123456');

    expect((await couriers.call('POST', `/delivery/jobs/${deliveryId}/accept`, courier)).statusCode).toBe(200);
    const sellerContact = { name: "Kwame Shop's shop", phone: '+233302123456' };
    for (const who of [courier, buyer, admin]) {
      const seen = (await couriers.call('GET', `/delivery/requests/${deliveryId}`, who)).json() as Delivery;
      expect(seen, who.name).toMatchObject({ order_id: order.id, order_number: order.number, pickup_contact: sellerContact });
    }
    expect(order.number).toMatch(/^DWA-\d{6}$/);
    for (const outsider of [otherCourier, stranger, null]) {
      const res = await couriers.call('GET', `/delivery/requests/${deliveryId}`, outsider);
      expect(res.statusCode, outsider?.name ?? 'anonymous').toBe(outsider ? 404 : 401);
      expect(res.body).not.toContain('+233302123456');
    }
    // The courier's list of jobs carries them too.
    const mine = (await couriers.call('GET', '/delivery/requests?role=courier&scope=active', courier)).json() as { items: Delivery[] };
    expect(mine.items.find((item) => item.id === deliveryId)).toMatchObject({ order_number: order.number, pickup_contact: sellerContact });
  });

  it('support calling off the courier lets the seller ship again', async () => {
    const { order } = await placedOrder();
    const admin = await createUser(ctx, { userType: 'ADMIN' });
    await actOk(shop, seller, order.id, 'accept');
    await actOk(shop, seller, order.id, 'ship');
    const [job] = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect((await couriers.call('POST', `/delivery/requests/${job!.id}/cancel`, admin)).statusCode).toBe(200);
    const back = (await shop.order(seller, order.id)).json() as OrderDetail;
    expect(back.status).toBe('accepted');
    expect(back.events.at(-1)).toMatchObject({ transition: 'reship', actor: 'system' });
    // Shipped again: a new courier job, and the order shows that one.
    const again = await actOk(shop, seller, order.id, 'ship');
    expect(again.delivery).toMatchObject({ status: 'requested' });
    expect(again.delivery!.id).not.toBe(job!.id);
    expect(await ctx.deps.db.select().from(deliveries).where(eq(deliveries.orderId, order.id))).toHaveLength(2);
  });

  it('a pickup order: ready for pickup, the buyer confirms receipt, then that all is well', async () => {
    const { buyer, order } = await placedOrder({ ...cashCheckout, delivery_method: 'pickup', delivery_address: undefined });
    await actOk(shop, seller, order.id, 'accept');
    const ready = await actOk(shop, seller, order.id, 'ship');
    expect(ready).toMatchObject({ status: 'shipped', delivery: null });
    expect(((await shop.order(buyer, order.id)).json() as OrderDetail).actions).toEqual(['confirm']);
    expect((await actOk(shop, buyer, order.id, 'confirm')).status).toBe('delivered');
    expect((await actOk(shop, buyer, order.id, 'confirm')).status).toBe('completed');
  });

  it('cancelling gives the stock back and tells both sides', async () => {
    const { buyer, item, order } = await placedOrder(cashCheckout, 3);
    expect(await stockOf(ctx, item)).toBe(7);
    const cancelled = await actOk(shop, buyer, order.id, 'cancel', 'Ordered the wrong size');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Ordered the wrong size' });
    expect(await stockOf(ctx, item)).toBe(10);
    expect((await shop.act(buyer, order.id, 'cancel')).statusCode).toBe(409);
    const sellerNotices = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: seller.auth });
    expect(JSON.stringify(sellerNotices.json())).toContain(`${order.number} cancelled`);
    const cancelledTab = (await shop.orders(buyer, '?role=buyer&tab=cancelled')).json() as OrderList;
    expect(cancelledTab.results.map((row) => row.id)).toEqual([order.id]);
    expect(cancelledTab.counts).toMatchObject({ cancelled: 1, to_pay: 0, in_progress: 0 });
  });

  it('returns: asked with a reason within 7 days, received, refunded; not after the window', async () => {
    const { buyer, order } = await placedOrder({ ...cashCheckout, delivery_method: 'pickup', delivery_address: undefined });
    await actOk(shop, seller, order.id, 'accept');
    await actOk(shop, seller, order.id, 'ship');
    await actOk(shop, buyer, order.id, 'confirm');
    const noReason = await shop.act(buyer, order.id, 'request_return');
    expect(noReason.statusCode).toBe(422);
    const asked = await actOk(shop, buyer, order.id, 'request_return', 'The lid is cracked');
    expect(asked).toMatchObject({ status: 'return_requested', return_reason: 'The lid is cracked' });
    expect((await shop.act(buyer, order.id, 'refund')).statusCode).toBe(409);
    expect((await actOk(shop, seller, order.id, 'receive_return')).status).toBe('returned');
    const refunded = await actOk(shop, seller, order.id, 'refund');
    expect(refunded).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    // The cash sale, then its undoing: the cash given back, the commission no longer owed.
    expect((await transfersOf(ctx, { orderId: order.id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['cash_collected', { cash_in_hand: 3500, cash_sales: -3500 }],
      ['cash_commission', { [`seller_payable:${seller.id}`]: 175, platform_revenue: -175 }],
      ['cash_collected', { cash_in_hand: -3500, cash_sales: 3500 }],
      ['cash_commission_returned', { [`seller_payable:${seller.id}`]: -175, platform_revenue: 175 }],
    ]);
    expect(((await shop.orders(buyer, '?role=buyer&tab=returns')).json() as OrderList).results.map((row) => row.id)).toContain(order.id);

    const late = await placedOrder({ ...cashCheckout, delivery_method: 'pickup', delivery_address: undefined });
    await actOk(shop, seller, late.order.id, 'accept');
    await actOk(shop, seller, late.order.id, 'ship');
    await actOk(shop, late.buyer, late.order.id, 'confirm');
    clock.advance(8 * 24 * 3600_000);
    const tooLate = await shop.act(late.buyer, late.order.id, 'request_return', 'Changed my mind');
    expect(tooLate.json()).toMatchObject({ detail: 'Returns can be requested within 7 days of delivery.' });
    clock.advance(-8 * 24 * 3600_000);
  });

  it('a declined return stands as completed', async () => {
    const { buyer, order } = await placedOrder({ ...cashCheckout, delivery_method: 'pickup', delivery_address: undefined });
    await actOk(shop, seller, order.id, 'accept');
    await actOk(shop, seller, order.id, 'ship');
    await actOk(shop, buyer, order.id, 'confirm');
    await actOk(shop, buyer, order.id, 'request_return', 'Not as pictured');
    expect((await actOk(shop, seller, order.id, 'decline_return', 'It matches the photos')).status).toBe('completed');
  });

  it('the ledger is append-only', async () => {
    await expect(ctx.deps.db.update(ledgerTransfers).set({ memo: 'changed' })).rejects.toThrow();
    await expect(ctx.deps.db.delete(ledgerTransfers)).rejects.toThrow();
  });
});

describe('lists and sales records', () => {
  it('filters by tab, status, method, dates and text, pages by cursor, and refuses bad values', async () => {
    const first = await placedOrder();
    await placedOrder();
    await placedOrder();
    const page = (await shop.orders(seller, '?role=seller&limit=2')).json() as OrderList;
    expect(page.results).toHaveLength(2);
    const next = (await shop.orders(seller, `?role=seller&limit=2&cursor=${page.next_cursor}`)).json() as OrderList;
    expect(next.results[0]!.id).toBeLessThan(page.results[1]!.id);
    expect(((await shop.orders(seller, `?role=seller&q=${first.order.number}`)).json() as OrderList).results.map((row) => row.id)).toEqual([
      first.order.id,
    ]);
    expect(((await shop.orders(seller, '?role=seller&q=shea')).json() as OrderList).results.length).toBeGreaterThanOrEqual(3);
    expect(
      ((await shop.orders(seller, '?role=seller&delivery_method=pickup&status=placed')).json() as OrderList).results.every(
        (row) => row.delivery_method === 'pickup',
      ),
    ).toBe(true);
    const today = clock.now().toISOString().slice(0, 10);
    expect(
      ((await shop.orders(seller, `?role=seller&from=${today}&to=${today}`)).json() as OrderList).results.length,
    ).toBeGreaterThanOrEqual(3);
    expect(((await shop.orders(first.buyer, '?role=seller')).json() as OrderList).results).toEqual([]);
    // A status narrows the tab: one of another tab finds nothing there.
    expect(((await shop.orders(seller, '?role=seller&tab=completed&status=placed')).json() as OrderList).results).toEqual([]);
    for (const query of ['?role=admin', '?tab=nope', '?from=2026-13-01', '?cursor=!!', '?limit=0', '?from=2026-02-02&to=2026-02-01']) {
      expect((await shop.orders(seller, query)).statusCode, query).toBe(422);
    }
  });

  it('names the tab of the newest order, whichever tab is asked for, so a list can open where the new order is', async () => {
    const buyer = await createUser(ctx, { name: 'Efua Buyer' });
    const none = (await shop.orders(buyer, '?role=buyer&tab=to_pay')).json() as OrderList;
    expect(none).toMatchObject({ results: [], newest_tab: null });

    // A cash order is placed at once: it is In Progress, and To Pay is empty.
    const item = await insertProduct(ctx, seller, { title: 'Kente stole', price: 80, quantity: 10 });
    const {
      orders: [order],
    } = await buy(shop, buyer, [[item, 1]]);
    const toPay = (await shop.orders(buyer, '?role=buyer&tab=to_pay')).json() as OrderList;
    expect(toPay).toMatchObject({ results: [], newest_tab: 'in_progress' });
    expect(toPay.counts).toMatchObject({ to_pay: 0, in_progress: 1 });
    expect(((await shop.orders(buyer, '?role=buyer')).json() as OrderList).newest_tab).toBe('in_progress');

    // The seller's newest sale waits in To start; once it is accepted it is In Progress.
    const sales = (await shop.orders(seller, '?role=seller&tab=completed')).json() as OrderList;
    expect(sales.newest_tab).toBe('to_start');
    await actOk(shop, seller, order!.id, 'accept');
    expect(((await shop.orders(seller, '?role=seller&tab=to_start')).json() as OrderList).newest_tab).toBe('in_progress');

    // Cancelled: the newest is under Cancelled; filters apply (a search that finds nothing names no tab).
    await actOk(shop, seller, order!.id, 'cancel', 'Out of kente');
    expect(((await shop.orders(buyer, '?role=buyer&tab=in_progress')).json() as OrderList).newest_tab).toBe('cancelled');
    expect(((await shop.orders(buyer, '?role=buyer&q=no-such-thing')).json() as OrderList).newest_tab).toBeNull();
  });

  it("exports a seller's sales as a proper CSV: BOM, quoting, one row per item, their own sales only", async () => {
    const buyer = await createUser(ctx, { name: 'Adwoa "Ama" Mensah, Jr.' });
    const tricky = await insertProduct(ctx, seller, { title: 'Cloth, "kente"\nwoven', price: 12.5 });
    const formula = await insertProduct(ctx, seller, { title: '=HYPERLINK("x")', price: 3 });
    const answer = await buy(shop, buyer, [
      [tricky, 2],
      [formula, 1],
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/export.csv?role=seller', headers: seller.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dwa-sales-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body).toContain(`${answer.orders[0]!.number},`);
    expect(body).toContain('"Cloth, ""kente""\nwoven",2,12.50,25.00');
    expect(body).toContain('"Adwoa ""Ama"" Mensah, Jr."');
    expect(body).toContain(`"'=HYPERLINK(""x"")"`); // a formula is neutralised, then quoted
    expect(body.split('\r\n')[0]).toContain('Order number,Order date (UTC),Status,Buyer');

    const period = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/orders/export.csv?role=seller&from=2026-01-01&to=2026-01-31',
      headers: seller.auth,
    });
    expect(period.headers['content-disposition']).toBe('attachment; filename="dwa-sales-2026-01-01-to-2026-01-31.csv"');
    const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/export.csv?role=seller', headers: buyer.auth });
    expect(other.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1); // the header only
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/export.csv?role=buyer', headers: seller.auth })).statusCode).toBe(
      422,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/export.csv' })).statusCode).toBe(401);
  });
});
