import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rides, supportTickets } from '@dwa/db/schema';
import { RIDE_CODE_MAX_TRIES, RIDE_MESSAGES as M } from '@dwa/shared/rides';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { rideBody, rideFactory } from '../../../test/factories/rides';

// The rides API (issue 19): estimate, request, visibility, the lifecycle, cancel rules, chat,
// ratings, SOS, the share link and the live frames. The accept race and the board are
// rides-accept.test.ts.

let ctx: TestContext;
let rider: TestUser;
let stranger: TestUser;
let admin: TestUser;
let driver: TestUser;
const { call, request, makeDriver, progressed } = rideFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  [rider, stranger, admin] = await Promise.all([
    createUser(ctx, { name: 'Akosua Rider' }),
    createUser(ctx, { name: 'Esi Stranger' }),
    createUser(ctx, { userType: 'ADMIN', name: 'Admin' }),
  ]);
  driver = await makeDriver({ name: 'Kojo Mensah', position: { lat: 5.56, lng: -0.19 } });
  expect((await call('PUT', '/rides/driver', driver, { plate: 'gr 1234-24' })).json()).toEqual({ vehicle: 'okada', plate: 'GR 1234-24' });
});
afterAll(() => ctx.close());

describe('POST /api/v1/rides/estimate', () => {
  it('prices each vehicle from the coordinates (great circle x 1.3) for a visitor, with ETA windows', async () => {
    const fares: Record<string, number> = {};
    for (const vehicle of ['okada', 'tricycle', 'car']) {
      const res = await call('POST', '/rides/estimate', null, { ...rideBody, vehicle });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ vehicle, currency: 'GHS', distance_measured: true });
      expect(body.distance_km).toBeCloseTo(16.3, 0);
      expect(body.pickup_minutes.min).toBeLessThan(body.pickup_minutes.max);
      expect(body.trip_minutes.min).toBeLessThan(body.trip_minutes.max);
      fares[vehicle] = body.fare;
    }
    // okada 5 + 2.50/km, tricycle 6 + 3/km, car 10 + 4.50/km over ~16.3 km, to 50 pesewas
    expect(fares.okada).toBeGreaterThan(40);
    expect(fares.okada!).toBeLessThan(fares.tricycle!);
    expect(fares.tricycle!).toBeLessThan(fares.car!);
  });

  it("uses the delivery module's fixed 5.2 km without coordinates", async () => {
    const res = await call('POST', '/rides/estimate', null, { pickup: 'Osu', dropoff: 'Labone', vehicle: 'car' });
    expect(res.json()).toMatchObject({ distance_km: 5.2, distance_measured: false, fare: 33.5 });
  });

  it('refuses a bad vehicle, an empty place and half a coordinate with 422 naming each field', async () => {
    const res = await call('POST', '/rides/estimate', null, { pickup: ' ', dropoff: 'Labone', vehicle: 'bus', pickup_lat: 5.5 });
    expect(res.statusCode).toBe(422);
    const fields = res.json().detail.map((issue: { loc: string[] }) => issue.loc.at(-1));
    expect(fields).toEqual(expect.arrayContaining(['pickup', 'vehicle']));
    const half = await call('POST', '/rides/estimate', null, { ...rideBody, dropoff_lng: null });
    expect(half.statusCode).toBe(422);
    expect(half.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'dropoff_lng'], msg: M.pair })]);
    expect((await call('POST', '/rides/estimate', null, { ...rideBody, pickup_lat: 91 })).statusCode).toBe(422);
  });
});

describe('POST /api/v1/rides', () => {
  it("creates a ride with the server's fare, a trip code and share link for the rider, and a first event", async () => {
    const res = await call('POST', '/rides', rider, { ...rideBody, fare: 0.01 });
    expect(res.statusCode, res.body).toBe(201);
    const ride = res.json();
    const estimate = (await call('POST', '/rides/estimate', null, rideBody)).json();
    expect(ride).toMatchObject({
      status: 'requested',
      vehicle: 'okada',
      fare: estimate.fare,
      my_role: 'rider',
      driver: null,
      rider: { id: rider.id, name: 'Akosua Rider', phone: '+233245551234' },
      payment_method: 'cash',
      can_cancel: true,
      next_action: null,
    });
    expect(ride.trip_code).toMatch(/^\d{4}$/);
    expect(ride.share_path).toMatch(/^\/ride\?share=\d+-[A-Za-z0-9_-]{22}$/);
    expect(ride.events).toEqual([expect.objectContaining({ status: 'requested', description: 'Okada ride requested' })]);
    const [row] = await ctx.deps.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(JSON.stringify(row)).not.toContain(`"${ride.trip_code}"`);
  });

  it('needs a signed-in rider and a Ghana phone', async () => {
    expect((await call('POST', '/rides', null, rideBody)).statusCode).toBe(401);
    const res = await call('POST', '/rides', rider, { ...rideBody, rider_phone: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'rider_phone'] });
    expect((await call('POST', '/rides', rider, { ...rideBody, payment_method: 'card' })).statusCode).toBe(422);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rides',
      headers: { ...rider.auth, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('visibility and the auth/ownership matrix', () => {
  it('the rider, the driver and admins see a ride; a third user and another driver get 404; signed out 401', async () => {
    const created = await progressed('accepted', rider, driver);
    const other = await makeDriver();
    for (const who of [rider, driver, admin]) expect((await call('GET', `/rides/${created.id}`, who)).statusCode).toBe(200);
    for (const who of [stranger, other]) {
      for (const [method, url, body] of [
        ['GET', `/rides/${created.id}`, undefined],
        ['GET', `/rides/${created.id}/messages`, undefined],
        ['POST', `/rides/${created.id}/messages`, { type: 'text', body: 'hello' }],
        ['POST', `/rides/${created.id}/cancel`, { reason: 'no' }],
        ['POST', `/rides/${created.id}/arrive`, undefined],
        ['POST', `/rides/${created.id}/start`, { code: created.trip_code }],
        ['POST', `/rides/${created.id}/complete`, undefined],
        ['PUT', `/rides/${created.id}/rating`, { stars: 5 }],
        ['POST', `/rides/${created.id}/sos`, {}],
      ] as const) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('+233');
      }
      expect((await call('GET', '/rides', who)).json().items.map((r: { id: number }) => r.id)).not.toContain(created.id);
    }
    for (const [method, url] of [
      ['GET', `/rides/${created.id}`],
      ['GET', '/rides'],
      ['POST', '/rides'],
      ['POST', `/rides/${created.id}/accept`],
      ['GET', '/rides/jobs'],
    ] as const) {
      expect((await call(method, url, null, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
    // The rider cannot drive it, nor can an admin: only the assigned driver moves it.
    for (const who of [rider, admin]) {
      expect((await call('POST', `/rides/${created.id}/arrive`, who)).json()).toMatchObject({ detail: M.notAssigned });
    }
    // The driver sees the rider's phone; the rider sees the driver's, the plate and the position.
    expect((await call('GET', `/rides/${created.id}`, driver)).json()).toMatchObject({
      my_role: 'driver',
      rider: { phone: '+233245551234' },
      trip_code: null,
      share_path: null,
      next_action: 'arrive',
    });
    expect((await call('GET', `/rides/${created.id}`, rider)).json()).toMatchObject({
      my_role: 'rider',
      driver: { id: driver.id, name: 'Kojo Mensah', phone: '+233201112233', vehicle: 'okada', plate: 'GR 1234-24', lat: 5.56, lng: -0.19 },
    });
    expect((await call('GET', `/rides/${created.id}`, admin)).json()).toMatchObject({ my_role: 'admin', trip_code: null });
  });

  it('lists my rides as rider and as driver, newest first, by scope', async () => {
    const someone = await createUser(ctx);
    const a = await request(someone);
    const b = await progressed('completed', someone, driver);
    const mine = (await call('GET', '/rides?scope=all', someone)).json();
    expect(mine.items.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect((await call('GET', '/rides?scope=history', someone)).json().items.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await call('GET', '/rides?scope=active', someone)).json().items.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await call('GET', '/rides?role=driver&scope=history', driver)).json().items.map((r: { id: number }) => r.id)).toContain(b.id);
    const paged = (await call('GET', '/rides?limit=1', someone)).json();
    expect(paged.items).toHaveLength(1);
    expect((await call('GET', `/rides?limit=1&cursor=${paged.next_cursor}`, someone)).json().items[0].id).toBe(a.id);
    expect((await call('GET', '/rides?role=boss', someone)).statusCode).toBe(422);
  });
});

describe('the lifecycle and the trip code', () => {
  it('moves requested -> accepted -> arrived -> started -> completed, one event per step, only in order', async () => {
    const created = await progressed('accepted', rider, driver);
    expect((await call('POST', `/rides/${created.id}/complete`, driver)).statusCode).toBe(409);
    expect((await call('POST', `/rides/${created.id}/start`, driver, { code: created.trip_code })).statusCode).toBe(409);
    expect((await call('POST', `/rides/${created.id}/arrive`, driver)).json()).toMatchObject({ status: 'arrived', next_action: 'start' });
    expect((await call('POST', `/rides/${created.id}/start`, driver, { code: created.trip_code })).json()).toMatchObject({
      status: 'started',
      next_action: 'complete',
      can_cancel: false,
    });
    const done = (await call('POST', `/rides/${created.id}/complete`, driver)).json();
    expect(done).toMatchObject({ status: 'completed', next_action: null, can_rate: true });
    const seen = (await call('GET', `/rides/${created.id}`, rider)).json();
    expect(seen.events.map((e: { status: string }) => e.status)).toEqual(['requested', 'accepted', 'arrived', 'started', 'completed']);
    expect(seen).toMatchObject({ trip_code: null, share_path: null, driver: { lat: null, lng: null } });
  });

  it('refuses a wrong trip code with 422 and counts it; after 5 wrong codes even the right one is 429', async () => {
    const created = await progressed('arrived', rider, driver);
    const wrong = created.trip_code === '0000' ? '1111' : '0000';
    const first = await call('POST', `/rides/${created.id}/start`, driver, { code: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ detail: `${M.codeWrong} ${RIDE_CODE_MAX_TRIES - 1} tries left.` });
    for (let attempt = 1; attempt < RIDE_CODE_MAX_TRIES; attempt += 1)
      expect((await call('POST', `/rides/${created.id}/start`, driver, { code: wrong })).statusCode).toBe(422);
    const locked = await call('POST', `/rides/${created.id}/start`, driver, { code: created.trip_code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: M.codeLocked });
    expect((await call('GET', `/rides/${created.id}`, rider)).json()).toMatchObject({ status: 'arrived', code_locked: true });
    for (const code of ['12', 'abcd', '', '12345']) {
      const res = await call('POST', `/rides/${created.id}/start`, driver, { code });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'code'], msg: M.codeRequired });
    }
  });
});

describe('cancel rules', () => {
  it('the rider cancels before the trip starts; not once it has started', async () => {
    const open = await request(rider);
    expect((await call('POST', `/rides/${open.id}/cancel`, rider)).json()).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect((await call('POST', `/rides/${open.id}/cancel`, rider)).json()).toMatchObject({ detail: M.notCancellable });
    expect((await call('POST', `/rides/${open.id}/accept`, driver)).json()).toMatchObject({ detail: M.rideCancelled });

    const arrived = await progressed('arrived', rider, driver);
    expect((await call('POST', `/rides/${arrived.id}/cancel`, rider, { reason: 'Changed my mind' })).json()).toMatchObject({
      status: 'cancelled',
    });

    const started = await progressed('started', rider, driver);
    expect((await call('POST', `/rides/${started.id}/cancel`, rider)).json()).toMatchObject({ detail: M.cancelStarted });
    expect((await call('POST', `/rides/${started.id}/cancel`, driver, { reason: 'Flat tyre' })).json()).toMatchObject({
      detail: M.cancelStarted,
    });
  });

  it('the driver gives a ride up only with a reason: it goes back on the board for another driver', async () => {
    const created = await progressed('arrived', rider, driver);
    const noReason = await call('POST', `/rides/${created.id}/cancel`, driver, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0]).toMatchObject({ loc: ['body', 'reason'], msg: M.reasonRequired });
    const released = await call('POST', `/rides/${created.id}/cancel`, driver, { reason: 'Flat tyre' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'requested', driver: null });
    expect((await call('GET', `/rides/${created.id}`, driver)).statusCode).toBe(404);
    const seen = (await call('GET', `/rides/${created.id}`, rider)).json();
    expect(seen).toMatchObject({ status: 'requested', driver: null });
    expect(seen.events.at(-1).description).toContain('Flat tyre');
    const next = await makeDriver();
    expect((await call('GET', '/rides/jobs', next)).json().items.map((job: { id: number }) => job.id)).toContain(created.id);
    expect((await call('POST', `/rides/${created.id}/accept`, next)).json()).toMatchObject({ status: 'accepted', driver: { id: next.id } });
  });

  it('an admin may cancel for support', async () => {
    const created = await progressed('accepted', rider, driver);
    const res = await call('POST', `/rides/${created.id}/cancel`, admin, { reason: 'Reported' });
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(res.json().events.at(-1).description).toBe('Cancelled by support: Reported');
  });
});

describe('ratings both ways', () => {
  it('the rider rates the driver and the driver the rider, once per side, completed rides only', async () => {
    const early = await progressed('started', rider, driver);
    expect((await call('PUT', `/rides/${early.id}/rating`, rider, { stars: 5 })).json()).toMatchObject({ detail: M.rateCompletedOnly });

    const created = await progressed('completed', rider, driver);
    const byRider = await call('PUT', `/rides/${created.id}/rating`, rider, { stars: 4, review: 'Safe driver' });
    expect(byRider.statusCode, byRider.body).toBe(200);
    expect(byRider.json()).toMatchObject({ my_rating: { stars: 4, review: 'Safe driver' }, can_rate: false });
    expect((await call('PUT', `/rides/${created.id}/rating`, rider, { stars: 1 })).json()).toMatchObject({ detail: M.alreadyRated });
    expect((await call('GET', `/rides/${created.id}`, driver)).json()).toMatchObject({ can_rate: true, my_rating: null });
    expect((await call('PUT', `/rides/${created.id}/rating`, driver, { stars: 5 })).json()).toMatchObject({ my_rating: { stars: 5 } });
    expect((await call('PUT', `/rides/${created.id}/rating`, driver, { stars: 5 })).statusCode).toBe(409);
    expect((await call('PUT', `/rides/${created.id}/rating`, admin, { stars: 5 })).statusCode).toBe(403);
    expect((await call('PUT', `/rides/${created.id}/rating`, rider, { stars: 6 })).statusCode).toBe(422);
    // One fleet, one rating: the driver's courier profile counts it; the rider has the driver's stars.
    const after = (await call('GET', `/rides/${created.id}`, rider)).json();
    expect(after.driver.ratings_count).toBeGreaterThanOrEqual(1);
    expect(after.rider.rating).toBe(5);
    expect((await call('GET', '/delivery/courier/me', driver)).json().ratings_count).toBe(after.driver.ratings_count);
  });
});

describe('chat and SOS', () => {
  it('chat is open between rider and driver while the driver is on the ride', async () => {
    const open = await request(rider);
    expect((await call('POST', `/rides/${open.id}/messages`, rider, { type: 'text', body: 'Hi' })).json()).toMatchObject({
      detail: M.chatNoDriver,
    });
    const created = await progressed('accepted', rider, driver);
    expect((await call('POST', `/rides/${created.id}/messages`, rider, { type: 'text', body: 'I am at the gate' })).statusCode).toBe(201);
    expect((await call('POST', `/rides/${created.id}/messages`, driver, { type: 'location', lat: 5.6, lng: -0.2 })).statusCode).toBe(201);
    const list = (await call('GET', `/rides/${created.id}/messages`, driver)).json().items;
    expect(list).toEqual([
      expect.objectContaining({ sender_role: 'rider', body: 'I am at the gate', is_mine: false }),
      expect.objectContaining({ sender_role: 'driver', type: 'location', lat: 5.6, is_mine: true }),
    ]);
    expect((await call('POST', `/rides/${created.id}/messages`, rider, { type: 'text', body: '  ' })).statusCode).toBe(422);
    expect((await call('GET', `/rides/${created.id}/messages`, admin)).statusCode).toBe(403);
  });

  it("SOS opens a support ticket with the driver's last known position, in the admins' queue", async () => {
    const created = await progressed('started', rider, driver);
    await call('PUT', '/delivery/courier/status', driver, { online: true, lat: 5.6, lng: -0.17 });
    const res = await call('POST', `/rides/${created.id}/sos`, rider, { message: 'Driver is speeding' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ride_id: created.id, delivery_id: null, category: 'sos', lat: 5.6, lng: -0.17, status: 'open' });
    expect(res.json().message).toContain('Driver is speeding');
    const sent = await call('POST', `/rides/${created.id}/sos`, driver, { lat: 5.61, lng: -0.16 });
    expect(sent.json()).toMatchObject({ lat: 5.61, lng: -0.16 });
    const queue = (await call('GET', '/admin/delivery/tickets?status=open', admin)).json();
    expect(queue.items.find((ticket: { id: number }) => ticket.id === res.json().id)).toMatchObject({
      ride_status: 'started',
      delivery_status: null,
      category: 'sos',
    });
    const [row] = await ctx.deps.db.select().from(supportTickets).where(eq(supportTickets.id, res.json().id));
    expect(row).toMatchObject({ rideId: created.id, lat: 5.6 });
    expect((await call('POST', `/rides/${created.id}/sos`, admin, {})).statusCode).toBe(403);
    expect((await call('POST', `/rides/${created.id}/sos`, rider, { lat: 5.6 })).statusCode).toBe(422);
  });
});

describe('the share link', () => {
  it('shows progress and nothing private, to anyone with the link, and dies with the trip', async () => {
    const created = await progressed('accepted', rider, driver);
    const token = created.share_path.split('=').at(-1)!;
    const shared = await call('GET', `/rides/share/${token}`, null);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({
      status: 'accepted',
      status_label: 'Driver on the way',
      vehicle: 'okada',
      driver_first_name: 'Kojo',
      plate: 'GR 1234-24',
    });
    expect(shared.json().steps.map((step: { status: string }) => step.status)).toEqual(['requested', 'accepted']);
    const text = shared.body;
    for (const secret of [
      '+233',
      '0245551234',
      '245551234',
      '0201112233',
      '201112233',
      rideBody.pickup,
      rideBody.dropoff,
      'Akosua',
      'Mensah',
      created.trip_code,
      rider.email,
    ])
      expect(text).not.toContain(secret);

    // A forged or altered link is 404; the rider's link for another ride does not open this one.
    const other = await request(rider);
    const forged = `${created.id}-${other.share_path.slice(-22)}`;
    expect((await call('GET', `/rides/share/${forged}`, null)).json()).toMatchObject({ detail: M.shareNotFound });
    expect((await call('GET', '/rides/share/not-a-token', null)).statusCode).toBe(422);
    expect((await call('GET', `/rides/share/99999999-${'a'.repeat(22)}`, null)).statusCode).toBe(404);

    await call('POST', `/rides/${created.id}/arrive`, driver);
    await call('POST', `/rides/${created.id}/start`, driver, { code: created.trip_code });
    expect((await call('GET', `/rides/share/${token}`, null)).json()).toMatchObject({ status: 'started', steps: [{}, {}, {}, {}] });
    await call('POST', `/rides/${created.id}/complete`, driver);
    const ended = await call('GET', `/rides/share/${token}`, null);
    expect(ended.statusCode).toBe(410);
    expect(ended.json()).toMatchObject({ detail: M.shareEnded });
    await call('POST', `/rides/${other.id}/cancel`, rider);
    expect((await call('GET', `/rides/share/${other.share_path.split('=').at(-1)}`, null)).statusCode).toBe(410);
  });
});

describe('live updates', () => {
  it('sends ride, location and chat frames to the parties only, never the trip code', async () => {
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      const created = await request(rider);
      // The job board's announcement is a job of the request's transaction (ADR 056).
      await ctx.app.services.jobs.drain();
      expect(publish.mock.calls.some(([ids, event]) => event.type === 'jobs' && ids.includes(driver.id))).toBe(true);
      publish.mockClear();
      await call('POST', `/rides/${created.id}/accept`, driver);
      await call('PUT', '/delivery/courier/status', driver, { online: true, lat: 5.57, lng: -0.18 });
      await call('POST', `/rides/${created.id}/arrive`, driver);
      await call('POST', `/rides/${created.id}/messages`, driver, { type: 'text', body: 'Outside' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const frames = publish.mock.calls.map(([ids, event]) => ({ ids: [...ids], event: event as Record<string, unknown> }));
      const toRider = frames.filter((frame) => frame.ids.includes(rider.id)).map((frame) => frame.event);
      expect(toRider.filter((e) => e.type === 'ride').map((e) => e.status)).toEqual(['accepted', 'arrived']);
      expect(toRider.find((e) => e.type === 'ride_location')).toMatchObject({ ride_id: created.id, lat: 5.57, lng: -0.18 });
      expect(toRider.find((e) => e.type === 'ride_message')).toMatchObject({
        ride_id: created.id,
        message: { body: 'Outside', is_mine: false },
      });
      expect(JSON.stringify(frames)).not.toContain(`"${created.trip_code}"`);
      expect(frames.some((frame) => frame.ids.includes(stranger.id))).toBe(false);
    } finally {
      publish.mockRestore();
    }
  });
});

describe('the bell when the other party calls the ride off', () => {
  const bell = async (who: TestUser) =>
    (await call('GET', '/notifications', who)).json() as {
      results: { kind: string; title: string; body: string; link: string; read: boolean }[];
      unread_count: number;
    };

  it("tells the driver when the rider cancels the ride they took, with a live 'notification' frame; nobody for a ride no driver took", async () => {
    const someone = await createUser(ctx, { name: 'Kwame Canceller' });
    const taker = await makeDriver({ name: 'Yaw Taker' });
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      const open = await request(someone);
      await call('POST', `/rides/${open.id}/cancel`, someone);
      const taken = await progressed('arrived', someone, taker);
      const before = (await bell(taker)).unread_count;
      expect((await call('POST', `/rides/${taken.id}/cancel`, someone, { reason: 'Found a lift' })).statusCode).toBe(200);
      const seen = await bell(taker);
      expect(seen.unread_count).toBe(before + 1);
      expect(seen.results[0]).toMatchObject({
        kind: 'ride',
        title: `Ride cancelled: Okada ride to Madina Market (#${taken.id})`,
        link: '/delivery-request',
        read: false,
      });
      expect(seen.results[0]!.body).toContain('The rider cancelled this ride');
      expect(seen.results[0]!.body).toContain('Found a lift');
      expect((await bell(someone)).results.filter((item) => item.kind === 'ride')).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const pinged = publish.mock.calls.filter(([, event]) => event.type === 'notification').map(([ids]) => [...ids]);
      expect(pinged).toEqual([[taker.id]]);
    } finally {
      publish.mockRestore();
    }
  });

  it('tells the rider when the driver gives the ride up, and both when support cancels', async () => {
    const someone = await createUser(ctx, { name: 'Efua Waiting' });
    const quitter = await makeDriver({ name: 'Kofi Quitter' });
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      const ride = await progressed('accepted', someone, quitter);
      await call('POST', `/rides/${ride.id}/cancel`, quitter, { reason: 'Flat tyre' });
      const told = (await bell(someone)).results[0];
      expect(told).toMatchObject({ kind: 'ride', title: 'Your driver gave up your Okada ride to Madina Market', link: '/ride' });
      expect(told!.body).toBe('We are looking for another driver. Reason: Flat tyre');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(publish.mock.calls.filter(([, event]) => event.type === 'notification').map(([ids]) => [...ids])).toEqual([[someone.id]]);

      const next = await makeDriver({ name: 'Ama Next' });
      await call('POST', `/rides/${ride.id}/accept`, next);
      await call('POST', `/rides/${ride.id}/cancel`, admin, { reason: 'Reported' });
      expect((await bell(someone)).results[0]).toMatchObject({
        title: 'Your Okada ride to Madina Market was cancelled by Dwa support',
        body: 'You will not be charged. Reason: Reported',
      });
      expect((await bell(next)).results[0]!.body).toContain('Dwa support cancelled this ride');
      // The driver who gave it up earlier hears nothing more of it.
      expect((await bell(quitter)).results.filter((item) => item.kind === 'ride')).toEqual([]);
    } finally {
      publish.mockRestore();
    }
  });
});
