import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory, statsFromRows } from '../../../test/factories/deliveries';
import { rideFactory } from '../../../test/factories/rides';

// A courier who also drives (issue 36): GET /delivery/stats counts the fares of the rides they
// completed, cash and Mobile Money alike, in today's earnings and the total, beside their deliveries.
// Rides they did not finish (cancelled, still on) and rides of another driver earn them nothing.

let ctx: TestContext;
let rider: TestUser;
let customer: TestUser;
let driver: TestUser;
let otherDriver: TestUser;
const rideCalls = rideFactory(() => ctx);
const deliveryCalls = deliveryFactory(() => ctx);
const fareOf = async (id: number) => (await ctx.deps.db.select({ fare: rides.farePesewas }).from(rides).where(eq(rides.id, id)))[0]!.fare;

beforeAll(async () => {
  ctx = await createTestApp({ config: { payments: { provider: 'sandbox', paystackBaseUrl: 'http://127.0.0.1:9', sandboxApprovalMs: 0 } } });
  [rider, customer] = await Promise.all([createUser(ctx, { name: 'Abena Rider' }), createUser(ctx, { name: 'Ama Customer' })]);
  driver = await rideCalls.makeDriver({ name: 'Kwesi Driver' });
  otherDriver = await rideCalls.makeDriver({ name: 'Yaw Driver' });
});
afterAll(() => ctx.close());

describe("a driver's earnings", () => {
  it("count every completed ride, cash and Mobile Money, in today's figure and the total", async () => {
    const delivered = await deliveryCalls.progressed('delivered', customer, driver);
    const cash = await rideCalls.progressed('completed', rider, driver);
    const momo = await rideCalls.progressed('completed', rider, driver, { payment_method: 'momo', momo_network: 'MTN' });
    // Not earned: a ride on its way, a cancelled one, and another driver's.
    await rideCalls.progressed('started', rider, driver);
    const cancelled = await rideCalls.request(rider);
    expect((await rideCalls.call('POST', `/rides/${cancelled.id}/cancel`, rider)).statusCode).toBe(200);
    await rideCalls.progressed('completed', rider, otherDriver);

    const cashFare = await fareOf(cash.id);
    const momoFare = await fareOf(momo.id);
    expect(cashFare).toBeGreaterThan(0);
    expect(momoFare).toBeGreaterThan(0);
    const res = await rideCalls.call('GET', '/delivery/stats', driver);
    expect(res.statusCode, res.body).toBe(200);
    const { courier } = res.json();
    const deliveryFare = delivered.fare;
    expect(courier).toMatchObject({
      deliveries: 1,
      today_deliveries: 1,
      rides: 2,
      today_rides: 2,
      rides_earned: (cashFare + momoFare) / 100,
    });
    expect(courier.earned).toBeCloseTo(deliveryFare + (cashFare + momoFare) / 100, 2);
    expect(courier.today_earned).toBeCloseTo(deliveryFare + (cashFare + momoFare) / 100, 2);
    expect(res.json()).toEqual(await statsFromRows(ctx, driver, new Date()));
  });

  it('a ride completed before midnight UTC is in the total, not in today', async () => {
    const yesterday = await rideCalls.progressed('completed', rider, otherDriver);
    const before = (await rideCalls.call('GET', '/delivery/stats', otherDriver)).json().courier;
    await ctx.deps.db
      .update(rides)
      .set({ completedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(rides.id, yesterday.id));
    const after = (await rideCalls.call('GET', '/delivery/stats', otherDriver)).json().courier;
    const fare = (await fareOf(yesterday.id)) / 100;
    expect(after.rides).toBe(before.rides);
    expect(after.earned).toBeCloseTo(before.earned, 2);
    expect(after.today_rides).toBe(before.today_rides - 1);
    expect(after.today_earned).toBeCloseTo(before.today_earned - fare, 2);
  });

  it('a customer who never drove has no courier figures', async () => {
    expect((await rideCalls.call('GET', '/delivery/stats', rider)).json().courier).toBeNull();
  });
});
