import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDE_MESSAGES as M } from '@dwa/shared/rides';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { rideBody, rideFactory } from '../../../test/factories/rides';

// The drivers' side of the dispatch for rides: the accept race (one winner), who may drive what,
// and the board (the vehicle's rides, nearest pickup first).

let ctx: TestContext;
let rider: TestUser;
const { call, request, makeDriver } = rideFactory(() => ctx);
const accept = (id: number, who: TestUser) => call('POST', `/rides/${id}/accept`, who);

beforeAll(async () => {
  ctx = await createTestApp();
  rider = await createUser(ctx, { name: 'Akosua Rider' });
});
afterAll(() => ctx.close());

describe('the accept race', () => {
  it('10 drivers accept one ride at once: exactly one 200 and nine 409, one accepted event', async () => {
    const created = await request(rider);
    const drivers = await Promise.all(Array.from({ length: 10 }, () => makeDriver()));
    const results = await Promise.all(drivers.map((who) => accept(created.id, who)));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json()).toMatchObject({ detail: M.rideTaken });
    const winner = drivers[codes.indexOf(200)]!;
    expect((await accept(created.id, winner)).json()).toMatchObject({ status: 'accepted', driver: { id: winner.id } });
    const seen = (await call('GET', `/rides/${created.id}`, rider)).json();
    expect(seen.events.filter((event: { status: string }) => event.status === 'accepted')).toHaveLength(1);
    expect(seen.driver.id).toBe(winner.id);
    for (const who of drivers)
      expect((await call('GET', '/rides/jobs', who)).json().items.map((job: { id: number }) => job.id)).not.toContain(created.id);
  });

  it('the same driver pressing twice at once gets 200 twice', async () => {
    const driver = await makeDriver();
    const created = await request(rider);
    const both = await Promise.all([accept(created.id, driver), accept(created.id, driver)]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
  });
});

describe('who may drive', () => {
  it('refuses a customer, an admin and a courier whose vehicle carries no people with 403', async () => {
    const created = await request(rider);
    const admin = await createUser(ctx, { userType: 'ADMIN' });
    const cyclist = await makeDriver({ vehicle: 'bicycle' });
    for (const who of [rider, admin, cyclist, await createUser(ctx)]) {
      const res = await accept(created.id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: M.notDriver });
    }
    expect((await call('GET', '/rides/jobs', rider)).statusCode).toBe(403);
    expect((await call('GET', '/rides/jobs', cyclist)).json()).toMatchObject({ vehicle: null, items: [] });
  });

  it('a driver takes only their vehicle’s rides, online, never their own; 404 for an unknown ride', async () => {
    const carDriver = await makeDriver({ vehicle: 'car' });
    const okada = await request(rider);
    expect((await accept(okada.id, carDriver)).json()).toMatchObject({ detail: M.wrongVehicle('okada') });
    const offline = await makeDriver({ online: false });
    expect((await accept(okada.id, offline)).json()).toMatchObject({ detail: M.goOnline });
    expect((await call('GET', '/rides/jobs', offline)).json()).toMatchObject({ online: false, items: [] });
    const own = await request(carDriver, { vehicle: 'car' });
    expect((await accept(own.id, carDriver)).json()).toMatchObject({ detail: M.ownRide });
    expect((await accept(99999999, carDriver)).statusCode).toBe(404);
    const tricycle = await makeDriver({ vehicle: 'tricycle' });
    const forTricycle = await request(rider, { vehicle: 'tricycle' });
    expect((await accept(forTricycle.id, tricycle)).json()).toMatchObject({
      status: 'accepted',
      vehicle: 'tricycle',
      driver: { vehicle: 'tricycle' },
    });
  });
});

describe('the board', () => {
  it("shows the vehicle's requested rides, nearest pickup first when positions are known, then oldest; nothing private", async () => {
    const car = { vehicle: 'car' };
    const far = await request(rider, { ...car, pickup: 'Tema', pickup_lat: 5.67, pickup_lng: 0.0 });
    const unknown = await request(rider, {
      ...car,
      pickup: 'Somewhere',
      pickup_lat: null,
      pickup_lng: null,
      dropoff_lat: null,
      dropoff_lng: null,
    });
    const near = await request(rider, { ...car, pickup: 'Osu', pickup_lat: 5.557, pickup_lng: -0.181 });
    const driver = await makeDriver({ vehicle: 'car', position: { lat: 5.556, lng: -0.182 } });
    const board = (await call('GET', '/rides/jobs', driver)).json();
    expect(board).toMatchObject({ online: true, vehicle: 'car' });
    const ids = board.items.map((job: { id: number }) => job.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    expect(ids.indexOf(far.id)).toBeLessThan(ids.indexOf(unknown.id));
    expect(board.items.find((job: { id: number }) => job.id === near.id).pickup_km).toBeLessThan(1);
    expect(board.items.find((job: { id: number }) => job.id === unknown.id).pickup_km).toBeNull();
    expect(JSON.stringify(board)).not.toContain('+233');
    expect(ids).not.toContain((await request(rider)).id); // an okada ride
  });

  it('sets the plate (couriers only), checked', async () => {
    const driver = await makeDriver();
    expect((await call('PUT', '/rides/driver', driver, { plate: 'x' })).statusCode).toBe(422);
    expect((await call('PUT', '/rides/driver', rider, { plate: 'GT 55-21' })).statusCode).toBe(403);
    expect((await call('PUT', '/rides/driver', driver, { plate: ' gt 55-21 ' })).json()).toEqual({ vehicle: 'okada', plate: 'GT 55-21' });
    expect(rideBody.vehicle).toBe('okada');
  });
});
