import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '@dwa/db/schema';
import type { OrderDetail } from '@dwa/shared/commerce';
import type { DeliveryEarnings } from '@dwa/shared/delivery';
import type { TestContext } from '../../../test/helpers';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { availableOf, transfersOf } from '../../../test/factories/ledger';
import { rideFactory } from '../../../test/factories/rides';
import { actOk, buy, cashCheckout, createShopApp, insertProduct, momoCheckout, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

// The delivery dashboard's earnings come from the ledger (issue 31, ADR 057): GET /delivery/earnings
// answers, after Dwa's 5 % commission, what the courier's payable was credited (a paid delivery once
// its money is released, a paid ride at once) and the cash jobs' fares less the commission the ledger
// notes as owed (a cash delivery, a cash ride), with "today" the UTC day (Ghana time, UTC+0): a job
// credited at 23:55 is yesterday's at 00:05. Every figure is checked against the ledger's transfers.

// A clock set by the test: 23:50 UTC, then past midnight.
let current = new Date('2026-11-21T23:50:00.000Z');
const at = (iso: string) => {
  current = new Date(iso);
};
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let driver: TestUser;
let rider: TestUser;
let customer: TestUser;
const couriers = deliveryFactory(() => ctx);
const rideCalls = rideFactory(() => ctx);

beforeAll(async () => {
  ({ ctx, shop, seller } = await createShopApp(() => new Date(current)));
  [rider, customer] = await Promise.all([createUser(ctx, { name: 'Abena Rider' }), createUser(ctx, { name: 'Ama Customer' })]);
  // A courier who also drives (ADR 038): one payable holds both.
  driver = await rideCalls.makeDriver({ name: 'Kwesi Driver' });
});
afterAll(() => ctx.close());

const earnings = async (who: TestUser | null) => couriers.call('GET', '/delivery/earnings', who);
const mine = async () => {
  const res = await earnings(driver);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DeliveryEarnings;
};
const cedis = (pesewas: number) => pesewas / 100;
const commissionOf = (pesewas: number) => Math.floor((pesewas * 500 + 5000) / 10_000);

/** A GHC 200 item with a GHC 10 courier fee, paid as `checkout` says, shipped and handed over by the driver. */
async function deliveredOrder(checkout: Record<string, unknown>) {
  const buyer = await createUser(ctx);
  const item = await insertProduct(ctx, seller, { price: 200, quantity: 5 });
  const answer = await buy(shop, buyer, [[item, 1]], checkout);
  if (answer.payment) expect((await shop.payment(buyer, answer.payment.id)).json()).toMatchObject({ status: 'succeeded' });
  const id = answer.orders[0]!.id;
  await actOk(shop, seller, id, 'accept');
  await actOk(shop, seller, id, 'ship');
  const [job] = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.orderId, id));
  expect((await couriers.call('POST', `/delivery/jobs/${job!.id}/accept`, driver)).statusCode).toBe(200);
  const code = ((await shop.order(buyer, id)).json() as OrderDetail).delivery!.handover_code!;
  for (const status of ['picked_up', 'in_transit', 'nearby']) await couriers.advance(driver, job!.id, status);
  expect((await couriers.advance(driver, job!.id, 'delivered', { handover_code: code })).statusCode).toBe(200);
  return { buyer, id, fare: job!.farePesewas };
}

/** The driver's credit in a transfer (pesewas, positive = earned), and the commission it notes as owed. */
const creditOf = (postings: Record<string, number>) => -(postings[`courier_payable:${driver.id}`] ?? 0);

describe('GET /api/v1/delivery/earnings', () => {
  it('answers 401 to nobody, and zeros to a person who never carried anything', async () => {
    expect((await earnings(null)).statusCode).toBe(401);
    const res = await earnings(customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'GHS',
      earned: 0,
      deliveries: 0,
      rides: 0,
      today: 0,
      today_jobs: 0,
      held: 0,
      cash_commission: 0,
      direct: 0,
    });
  });

  it('are what the ledger credited, after commission, for paid and cash deliveries and rides, with today from midnight UTC', async () => {
    // Yesterday, 23:50: a paid delivery (held until the buyer confirms), then at 23:55 a cash one.
    at('2026-11-21T23:50:00.000Z');
    const paid = await deliveredOrder(momoCheckout);
    at('2026-11-21T23:55:00.000Z');
    const cash = await deliveredOrder(cashCheckout);
    expect(paid.fare).toBe(1000);
    expect(cash.fare).toBe(1000);

    // The cash delivery: the cash is in the driver's hand, 5 % of the fare owed. The paid one: held.
    const [, cashCommission] = await transfersOf(ctx, { orderId: cash.id });
    expect(cashCommission).toMatchObject({ kind: 'cash_commission', postings: { [`courier_payable:${driver.id}`]: commissionOf(1000) } });
    expect((await transfersOf(ctx, { orderId: paid.id })).map(({ kind }) => kind)).toEqual(['charge']);
    const cashEarned = cash.fare - commissionOf(cash.fare);
    expect(await mine()).toEqual({
      currency: 'GHS',
      earned: cedis(cashEarned),
      deliveries: cedis(cashEarned),
      rides: 0,
      today: cedis(cashEarned),
      today_jobs: 1,
      held: cedis(paid.fare),
      cash_commission: cedis(commissionOf(1000)),
      direct: 0,
    });

    // Past midnight UTC (Ghana's): yesterday's cash delivery is no longer today's.
    at('2026-11-22T00:05:00.000Z');
    expect(await mine()).toMatchObject({ earned: cedis(cashEarned), today: 0, today_jobs: 0, held: cedis(paid.fare) });

    // The buyer confirms: the paid delivery's money is released to the driver today, less commission.
    await actOk(shop, paid.buyer, paid.id, 'confirm');
    const [, release] = await transfersOf(ctx, { orderId: paid.id });
    expect(release!.kind).toBe('release');
    const paidEarned = creditOf(release!.postings);
    expect(paidEarned).toBe(paid.fare - commissionOf(paid.fare));

    // A paid ride (released at once) and a cash ride (issue 36: cash rides count), both today.
    const momoRide = await rideCalls.progressed('completed', rider, driver, { payment_method: 'momo', momo_network: 'MTN' });
    expect((await rideCalls.call('GET', `/rides/${momoRide.id}`, rider)).json()).toMatchObject({ payment_status: 'paid' });
    const cashRide = await rideCalls.progressed('completed', rider, driver);
    const momoRideTransfers = await transfersOf(ctx, { rideId: momoRide.id });
    const momoRideEarned = creditOf(momoRideTransfers.find((transfer) => transfer.kind === 'release')!.postings);
    const cashRideTransfers = await transfersOf(ctx, { rideId: cashRide.id });
    const cashRideFare = cashRideTransfers.find((transfer) => transfer.kind === 'cash_collected')!.postings.cash_in_hand!;
    const cashRideOwed = -creditOf(cashRideTransfers.find((transfer) => transfer.kind === 'cash_commission')!.postings);
    expect(cashRideFare).toBe(Math.round(cashRide.fare * 100));
    expect(cashRideOwed).toBe(commissionOf(cashRideFare));
    expect(momoRideEarned).toBe(Math.round(momoRide.fare * 100) - commissionOf(Math.round(momoRide.fare * 100)));

    // And a delivery a customer booked directly: paid to the driver, outside Dwa's money (its fare).
    const direct = await couriers.progressed('delivered', customer, driver);
    const directFare = Math.round(direct.fare * 100);
    expect(await ctx.deps.db.select().from(deliveries).where(eq(deliveries.id, direct.id))).toMatchObject([
      { orderId: null, farePesewas: directFare },
    ]);

    const rides = momoRideEarned + cashRideFare - cashRideOwed;
    const answer = await mine();
    expect(answer).toEqual({
      currency: 'GHS',
      earned: cedis(paidEarned + cashEarned + directFare + rides),
      deliveries: cedis(paidEarned + cashEarned + directFare),
      rides: cedis(rides),
      today: cedis(paidEarned + directFare + rides),
      today_jobs: 4,
      held: 0,
      cash_commission: cedis(commissionOf(1000) + cashRideOwed),
      direct: cedis(directFare),
    });
    // The ledger's balance agrees: what was released, less the commission owed on cash jobs.
    expect(await availableOf(ctx, 'courier_payable', driver.id)).toBe(paidEarned + momoRideEarned - commissionOf(1000) - cashRideOwed);
    expect(Math.round(answer.earned * 100)).toBe(
      (await availableOf(ctx, 'courier_payable', driver.id)) + cash.fare + cashRideFare + directFare,
    );

    // The statistics keep their own figures: the fares, before commission (their contract unchanged).
    const stats = (await couriers.call('GET', '/delivery/stats', driver)).json();
    expect(stats.courier).toMatchObject({ deliveries: 3, rides: 2, today_deliveries: 1, today_rides: 2 });
    expect(stats.courier.rides_earned).toBeCloseTo(momoRide.fare + cashRide.fare, 2);

    // Nobody else's jobs: another courier's earnings are their own (zeros).
    const other = await couriers.makeCourier(true, 'Esi Courier');
    expect((await earnings(other)).json()).toMatchObject({ earned: 0, held: 0, cash_commission: 0 });
    expect(await ctx.app.services.ledger.verify()).toEqual({ accounts: [], transfers: [] });
  });
});
