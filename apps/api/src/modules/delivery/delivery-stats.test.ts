import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryRatings } from '@dwa/db/schema';
import { DELIVERY_URGENCIES } from '@dwa/shared/delivery';
import { farePesewas } from '@dwa/shared/delivery-rules';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory, statsFromRows } from '../../../test/factories/deliveries';
import { utcDay } from './delivery-stats';

// GET /delivery/stats over more deliveries than one page of GET /delivery/requests holds (100), with
// deliveries either side of midnight UTC, and the delivered list paged by cursor.

const NOW = new Date('2026-11-22T00:30:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const DELIVERED = 105;

let ctx: TestContext;
let customer: TestUser;
let courier: TestUser;
const { call } = deliveryFactory(() => ctx);

/** Rows straight in the database: 105 delivered (some before midnight), 3 cancelled, 2 in progress. */
async function seed() {
  const base = {
    customerId: customer.id,
    itemSize: 'small' as const,
    pickupAddress: 'Osu',
    deliveryAddress: 'Madina',
    recipientName: 'Kofi',
    recipientPhone: '+233245551234',
    distanceM: 5200,
    handoverNonce: 'n',
    collectPesewas: 0,
  };
  const rows: (typeof deliveries.$inferInsert)[] = [];
  for (let i = 0; i < DELIVERED; i += 1) {
    const urgency = DELIVERY_URGENCIES[i % 3]!;
    // Every 7th delivered 10 minutes ago (today); the rest from 20 minutes to days ago (yesterday and before).
    const deliveredAt = i % 7 === 0 ? minutesAgo(10) : minutesAgo(40 + i * 30);
    rows.push({
      ...base,
      itemDescription: `Parcel ${i}`,
      courierId: courier.id,
      status: 'delivered',
      urgency,
      farePesewas: farePesewas('small', urgency) + i,
      deliveredAt,
      createdAt: minutesAgo(60 + i * 30),
    });
  }
  for (let i = 0; i < 3; i += 1)
    rows.push({
      ...base,
      itemDescription: `Called off ${i}`,
      courierId: courier.id,
      status: 'cancelled',
      urgency: 'urgent',
      farePesewas: 4000,
      cancelledAt: minutesAgo(5),
    });
  rows.push({
    ...base,
    itemDescription: 'On its way',
    courierId: courier.id,
    status: 'in_transit',
    urgency: 'standard',
    farePesewas: 1000,
  });
  rows.push({ ...base, itemDescription: 'Waiting', status: 'requested', urgency: 'standard', farePesewas: 1000 });
  const inserted = await ctx.deps.db.insert(deliveries).values(rows).returning({ id: deliveries.id, status: deliveries.status });
  const rated = inserted.filter((row) => row.status === 'delivered').slice(0, 4);
  await ctx.deps.db
    .insert(deliveryRatings)
    .values(rated.map((row, i) => ({ deliveryId: row.id, customerId: customer.id, courierId: courier.id, stars: [5, 4, 4, 2][i]! })));
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(NOW) });
  customer = await createUser(ctx, { name: 'Ama Customer' });
  courier = await createUser(ctx, { userType: 'COURIER', name: 'Yaw Courier' });
  await seed();
});
afterAll(() => ctx.close());

describe('GET /api/v1/delivery/stats', () => {
  it('counts every delivered row, not one page of them, for the customer and the courier', async () => {
    for (const who of [customer, courier]) {
      const res = await call('GET', '/delivery/stats', who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(await statsFromRows(ctx, who, NOW));
    }
    const stats = (await call('GET', '/delivery/stats', courier)).json();
    expect(stats.courier.deliveries).toBe(DELIVERED);
    expect(stats.customer.deliveries).toBe(0);
    const mine = (await call('GET', '/delivery/stats', customer)).json();
    expect(mine.customer).toMatchObject({
      deliveries: DELIVERED,
      cancelled: 3,
      active: 2,
      fast_deliveries: 70,
      ratings_given: 4,
      average_rating_given: 3.8,
    });
  });

  it("today is the UTC day: what was delivered before 00:00 UTC is not today's", async () => {
    const { courier: figures } = (await call('GET', '/delivery/stats', courier)).json();
    const todays = Array.from({ length: DELIVERED }, (_, i) => i).filter((i) => i % 7 === 0);
    expect(figures.today_deliveries).toBe(todays.length);
    expect(figures.today_earned).toBe(todays.reduce((sum, i) => sum + farePesewas('small', DELIVERY_URGENCIES[i % 3]!) + i, 0) / 100);
    expect(utcDay(NOW)).toEqual({ start: new Date('2026-11-22T00:00:00.000Z'), end: new Date('2026-11-23T00:00:00.000Z') });
    expect(utcDay(new Date('2026-11-21T23:59:59.999Z')).start).toEqual(new Date('2026-11-21T00:00:00.000Z'));
  });
});

describe('GET /api/v1/delivery/requests?scope=delivered', () => {
  it('pages through every delivered job, newest first, with next_cursor', async () => {
    const seen: { id: number; status: string }[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await call(
        'GET',
        `/delivery/requests?role=courier&scope=delivered&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        courier,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: { id: number; status: string }[]; next_cursor: string | null };
      seen.push(...page.items);
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(DELIVERED);
    expect(seen.every((item) => item.status === 'delivered')).toBe(true);
    const ids = seen.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(DELIVERED);
  });

  it('keeps history to delivered and cancelled, and refuses a cursor it did not write', async () => {
    const history = (await call('GET', '/delivery/requests?scope=history&limit=100', customer)).json();
    expect(history.items.every((item: { status: string }) => ['delivered', 'cancelled'].includes(item.status))).toBe(true);
    expect(history.next_cursor).not.toBeNull();
    expect((await call('GET', '/delivery/requests?scope=delivered&cursor=nonsense', customer)).statusCode).toBe(422);
  });
});
