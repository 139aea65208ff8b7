import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliveries, deliveryRatings, rides } from '@dwa/db/schema';
import { ACTIVE_STATUSES, type DeliveryStats } from '@dwa/shared/delivery';
import type { TestContext } from '../helpers';
import { createUser, type TestUser } from './users';

// Deliveries through the API: a request, an online courier, a delivery moved along its steps (or
// locked at the handover), and the statistics worked out from the rows for comparison.

export const requestBody = {
  item_description: 'Samsung phone in a box',
  item_size: 'medium',
  pickup_address: 'Osu, Oxford Street, Accra',
  delivery_address: 'Madina Market, Accra',
  recipient_name: 'Kofi Boateng',
  recipient_phone: '024 555 1234',
  urgency: 'express',
};

export type Who = TestUser | null;
export type Created = { id: number; handover_code: string; fare: number; status: string };
export type Step = 'accepted' | 'picked_up' | 'in_transit' | 'nearby' | 'delivered';

/** `ctx` is read on each call, so the helpers can be made before beforeAll creates the app. */
export function deliveryFactory(context: () => TestContext) {
  function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: Who, payload?: unknown) {
    return context().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function request(who: TestUser, extra: Record<string, unknown> = {}): Promise<Created> {
    const res = await call('POST', '/delivery/requests', who, { ...requestBody, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Created;
  }

  async function makeCourier(online = true, name = 'Yaw Courier'): Promise<TestUser> {
    const user = await createUser(context(), { userType: 'COURIER', name });
    if (online) expect((await call('PUT', '/delivery/courier/status', user, { online: true })).statusCode).toBe(200);
    return user;
  }

  const advance = (who: TestUser, id: number, status: string, extra: Record<string, unknown> = {}) =>
    call('POST', `/delivery/requests/${id}/status`, who, { status, ...extra });

  /** A request by `customer`, taken by `courier` and moved up to `until`. */
  async function progressed(until: Step, customer: TestUser, courier: TestUser, extra: Record<string, unknown> = {}): Promise<Created> {
    const created = await request(customer, extra);
    expect((await call('POST', `/delivery/jobs/${created.id}/accept`, courier)).statusCode).toBe(200);
    if (until === 'accepted') return created;
    for (const status of ['picked_up', 'in_transit', 'nearby', 'delivered'] as const) {
      const res = await advance(courier, created.id, status, status === 'delivered' ? { handover_code: created.handover_code } : {});
      expect(res.statusCode, res.body).toBe(200);
      if (status === until) break;
    }
    return created;
  }

  /** A delivery at Nearby whose handover is locked: HANDOVER_MAX_TRIES wrong codes. */
  async function locked(customer: TestUser, courier: TestUser, tries: number): Promise<Created> {
    const created = await progressed('nearby', customer, courier);
    const wrong = created.handover_code === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < tries; attempt += 1) {
      expect((await advance(courier, created.id, 'delivered', { handover_code: wrong })).statusCode).toBe(422);
    }
    return created;
  }

  return { call, request, makeCourier, advance, progressed, locked };
}

const cedis = (rows: { farePesewas: number }[]) => rows.reduce((sum, row) => sum + row.farePesewas, 0) / 100;
const average = (stars: number[]) => (stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10 : null);
const utcDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What GET /delivery/stats should answer for `user`, worked out in JavaScript from every row in the
 * database (not from the API's SQL): a delivery is a delivered row, money the sum of delivered
 * fares (and, for a courier, of the rides they completed), today the UTC calendar day of `at`.
 */
export async function statsFromRows(ctx: TestContext, user: TestUser, at: Date): Promise<DeliveryStats> {
  const { db } = ctx.deps;
  const mine = await db.select().from(deliveries).where(eq(deliveries.customerId, user.id));
  const given = await db.select().from(deliveryRatings).where(eq(deliveryRatings.customerId, user.id));
  const done = mine.filter((row) => row.status === 'delivered');
  let courier: DeliveryStats['courier'] = null;
  if (user.userType === 'COURIER') {
    const jobs = await db.select().from(deliveries).where(eq(deliveries.courierId, user.id));
    const received = await db.select().from(deliveryRatings).where(eq(deliveryRatings.courierId, user.id));
    const driven = (await db.select().from(rides).where(eq(rides.driverId, user.id))).filter((row) => row.status === 'completed');
    const delivered = jobs.filter((row) => row.status === 'delivered');
    const today = delivered.filter((row) => row.deliveredAt !== null && utcDate(row.deliveredAt) === utcDate(at));
    const drivenToday = driven.filter((row) => row.completedAt !== null && utcDate(row.completedAt) === utcDate(at));
    courier = {
      deliveries: delivered.length,
      active: jobs.filter((row) => ACTIVE_STATUSES.includes(row.status)).length,
      cancelled: jobs.filter((row) => row.status === 'cancelled').length,
      earned: cedis([...delivered, ...driven]),
      rides: driven.length,
      rides_earned: cedis(driven),
      today_deliveries: today.length,
      today_rides: drivenToday.length,
      today_earned: cedis([...today, ...drivenToday]),
      average_rating: average(received.map((row) => row.stars)),
      ratings_count: received.length,
    };
  }
  return {
    currency: 'GHS',
    customer: {
      deliveries: done.length,
      active: mine.filter((row) => ACTIVE_STATUSES.includes(row.status)).length,
      cancelled: mine.filter((row) => row.status === 'cancelled').length,
      spent: cedis(done),
      fast_deliveries: done.filter((row) => row.urgency !== 'standard').length,
      ratings_given: given.length,
      average_rating_given: average(given.map((row) => row.stars)),
    },
    courier,
  };
}
