import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { courierProfiles } from '@dwa/db/schema';
import type { VehicleType } from '@dwa/shared/delivery-constants';
import type { TestContext } from '../helpers';
import { createUser, type TestUser } from './users';

// Rides through the API: a request, an online driver (a courier whose vehicle carries people), and
// a ride moved along its steps.

/** Osu to Madina, with coordinates (about 12 km by great circle). */
export const rideBody = {
  pickup: 'Oxford Street, Osu',
  dropoff: 'Madina Market',
  vehicle: 'okada',
  pickup_lat: 5.556,
  pickup_lng: -0.182,
  dropoff_lat: 5.668,
  dropoff_lng: -0.166,
  rider_phone: '024 555 1234',
};

export type RideCreated = { id: number; trip_code: string; fare: number; status: string; share_path: string };
export type RideStep = 'accepted' | 'arrived' | 'started' | 'completed';
type Who = TestUser | null;

export function rideFactory(context: () => TestContext) {
  function call(method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: unknown) {
    return context().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function request(rider: TestUser, extra: Record<string, unknown> = {}): Promise<RideCreated> {
    const res = await call('POST', '/rides', rider, { ...rideBody, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as RideCreated;
  }

  /** A courier with `vehicle`, online, at `position` when given. */
  async function makeDriver(
    options: { vehicle?: VehicleType; online?: boolean; name?: string; position?: { lat: number; lng: number } } = {},
  ): Promise<TestUser> {
    const user = await createUser(context(), { userType: 'COURIER', name: options.name ?? 'Kojo Driver' });
    const status = { online: options.online ?? true, ...(options.position ?? {}) };
    expect((await call('PUT', '/delivery/courier/status', user, status)).statusCode).toBe(200);
    await context()
      .deps.db.update(courierProfiles)
      .set({ vehicleType: options.vehicle ?? 'motorbike', phone: '+233201112233' })
      .where(eq(courierProfiles.userId, user.id));
    return user;
  }

  /** A ride by `rider`, taken by `driver` and moved up to `until`. */
  async function progressed(until: RideStep, rider: TestUser, driver: TestUser, extra: Record<string, unknown> = {}): Promise<RideCreated> {
    const created = await request(rider, extra);
    const steps: [RideStep, string, unknown][] = [
      ['accepted', 'accept', undefined],
      ['arrived', 'arrive', undefined],
      ['started', 'start', { code: created.trip_code }],
      ['completed', 'complete', undefined],
    ];
    for (const [step, action, body] of steps) {
      const res = await call('POST', `/rides/${created.id}/${action}`, driver, body);
      expect(res.statusCode, res.body).toBe(200);
      if (step === until) break;
    }
    return created;
  }

  return { call, request, makeDriver, progressed };
}
