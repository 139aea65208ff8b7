import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveries, deliveryRatings, realtimeEvents, users } from '@dwa/db/schema';
import { DELIVERY_MESSAGES as M, HANDOVER_MAX_TRIES } from '@dwa/shared/delivery';
import { createTestApp, expectDocumented, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { deliveryFactory, requestBody, statsFromRows, type Step } from '../../../test/factories/deliveries';

let ctx: TestContext;
let customer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let courier: TestUser;
let courier2: TestUser;

const body = requestBody;
const fx = deliveryFactory(() => ctx);
const { call, makeCourier, advance } = fx;
const request = (who: TestUser = customer, extra: Record<string, unknown> = {}) => fx.request(who, extra);
/** A request by the customer, taken by `by` and moved up to `until`. */
const progressed = (until: Step, by: TestUser = courier) => fx.progressed(until, customer, by);

beforeAll(async () => {
  ctx = await createTestApp();
  [customer, stranger, admin] = await Promise.all([
    createUser(ctx, { name: 'Ama Customer' }),
    createUser(ctx, { name: 'Esi Stranger' }),
    createUser(ctx, { userType: 'ADMIN', name: 'Admin' }),
  ]);
  courier = await makeCourier();
  courier2 = await makeCourier();
});
afterAll(() => ctx.close());

describe('POST /api/v1/delivery/estimate', () => {
  it('prices a delivery for a visitor with the formula, window and distance', async () => {
    const res = await call('POST', '/delivery/estimate', null, { item_size: 'large', urgency: 'express' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      item_size: 'large',
      urgency: 'express',
      fare: 30,
      currency: 'GHS',
      distance_km: 5.2,
      window: '1-2 hours',
      window_minutes: { min: 60, max: 120 },
    });
    expect((await call('POST', '/delivery/estimate', null, { item_size: 'medium', urgency: 'express' })).json().fare).toBe(22.5);
  });

  it('refuses an unknown size or urgency with 422', async () => {
    const res = await call('POST', '/delivery/estimate', null, { item_size: 'huge', urgency: 'soon' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((issue: { loc: string[] }) => issue.loc[1])).toEqual(['item_size', 'urgency']);
  });
});

describe('POST /api/v1/delivery/requests', () => {
  it('creates a request with the server fare, a handover code for the customer and a first tracking event', async () => {
    const res = await call('POST', '/delivery/requests', customer, body);
    expect(res.statusCode).toBe(201);
    const delivery = res.json();
    expect(delivery).toMatchObject({
      status: 'requested',
      fare: 22.5,
      currency: 'GHS',
      distance_km: 5.2,
      window: '1-2 hours',
      recipient_phone: '+233245551234',
      payment_method: 'cash',
      listing_id: null,
      my_role: 'customer',
      courier: null,
      customer: { id: customer.id, name: 'Ama Customer' },
    });
    expect(delivery.handover_code).toMatch(/^\d{4}$/);
    expect(delivery.events).toEqual([
      expect.objectContaining({ status: 'requested', location: body.pickup_address, description: 'Delivery requested' }),
    ]);
    const [row] = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row!.farePesewas).toBe(2250);
    expect(JSON.stringify(row)).not.toContain(`"${delivery.handover_code}"`);
  });

  it('ignores a fare sent by the client and takes payment_method and a listing id', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const listingId = await createListing(ctx, seller);
    const res = await call('POST', '/delivery/requests', customer, {
      ...body,
      item_size: 'small',
      urgency: 'standard',
      fare: 0.01,
      payment_method: 'momo',
      listing_id: listingId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fare: 10, payment_method: 'momo', listing_id: listingId });
    expect((await call('POST', '/delivery/requests', customer, { ...body, listing_id: 99999999 })).statusCode).toBe(422);
  });

  it('validates every field, never with a 500', async () => {
    expect((await call('POST', '/delivery/requests', null, body)).statusCode).toBe(401);
    const empty = await call('POST', '/delivery/requests', customer, {});
    expect(empty.statusCode).toBe(422);
    expect(
      empty
        .json()
        .detail.map((issue: { loc: string[] }) => issue.loc[1])
        .sort(),
    ).toEqual(
      ['delivery_address', 'item_description', 'item_size', 'pickup_address', 'recipient_name', 'recipient_phone', 'urgency'].sort(),
    );
    const phone = await call('POST', '/delivery/requests', customer, { ...body, recipient_phone: '+1 555 0100' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().detail[0]).toMatchObject({ loc: ['body', 'recipient_phone'], msg: M.recipientPhone });
    expect((await call('POST', '/delivery/requests', customer, { ...body, pickup_address: '   ' })).statusCode).toBe(422);
    expect((await call('POST', '/delivery/requests', customer, { ...body, payment_method: 'card' })).statusCode).toBe(422);
    expect((await call('POST', '/delivery/requests', customer, { ...body, item_description: 42 })).statusCode).toBe(422);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/delivery/requests',
      headers: { ...customer.auth, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await call('GET', '/delivery/requests/abc', customer)).statusCode).toBe(422);
  });
});

describe('visibility', () => {
  /** Every read and write of one delivery, as `who`. */
  const everything = (id: number, who: TestUser) =>
    [
      ['read', () => call('GET', `/delivery/requests/${id}`, who)],
      ['cancel', () => call('POST', `/delivery/requests/${id}/cancel`, who)],
      ['advance', () => advance(who, id, 'picked_up')],
      ['read chat', () => call('GET', `/delivery/requests/${id}/messages`, who)],
      ['write chat', () => call('POST', `/delivery/requests/${id}/messages`, who, { type: 'text', body: 'hi' })],
      ['share location', () => call('POST', `/delivery/requests/${id}/messages`, who, { type: 'location', lat: 5.6, lng: -0.18 })],
      ['rate', () => call('PUT', `/delivery/requests/${id}/rating`, who, { stars: 1 })],
      ['report', () => call('POST', `/delivery/requests/${id}/issues`, who, { category: 'other', message: 'x' })],
    ] as const;

  it('a stranger and a courier not on the job cannot see, chat in, rate or cancel a delivery (404, at every stage)', async () => {
    const accepted = await progressed('accepted');
    const delivered = await progressed('delivered');
    for (const created of [accepted, delivered]) {
      for (const outsider of [stranger, courier2]) {
        for (const [what, send] of everything(created.id, outsider)) {
          const res = await send();
          expect(res.statusCode, `${what} #${created.id} as ${outsider.name}`).toBe(404);
          expect(res.json()).toMatchObject({ detail: M.notFound });
        }
      }
    }
    // Nothing changed: the chat is empty, the rating absent, the statuses as they were.
    const after = (await call('GET', `/delivery/requests/${delivered.id}`, customer)).json();
    expect(after).toMatchObject({ status: 'delivered', rating: null });
    expect((await call('GET', `/delivery/requests/${accepted.id}`, customer)).json().status).toBe('accepted');
    expect((await call('GET', `/delivery/requests/${accepted.id}/messages`, customer)).json().items).toEqual([]);
  });

  it('admins see a delivery without the code; its parties as their role allows', async () => {
    const created = await progressed('accepted');
    const asAdmin = (await call('GET', `/delivery/requests/${created.id}`, admin)).json();
    expect(asAdmin).toMatchObject({ my_role: 'admin', handover_code: null, next_status: null });
    const asCourier = (await call('GET', `/delivery/requests/${created.id}`, courier)).json();
    expect(asCourier).toMatchObject({ my_role: 'courier', handover_code: null, next_status: 'picked_up', status: 'accepted' });
    expect(asCourier.customer.phone).toBe('+233241234567');
    const asCustomer = (await call('GET', `/delivery/requests/${created.id}`, customer)).json();
    expect(asCustomer).toMatchObject({ handover_code: created.handover_code, courier: { id: courier.id, name: 'Yaw Courier' } });
    expect(asCustomer.estimated_arrival).not.toBeNull();

    const mine = (await call('GET', '/delivery/requests', stranger)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).not.toContain(created.id);
  });
});

describe('names and contacts', () => {
  it("a parcel is 'Delivery #id', not an order; its pickup contact is the customer who sent it, for the people on the job only", async () => {
    const created = await request();
    const board = (await call('GET', '/delivery/jobs', courier)).json();
    const job = board.items.find((item: { id: number }) => item.id === created.id);
    expect(job).toMatchObject({ order_number: null });
    // The board is for couriers who have not taken the job: no one's phone number on it.
    expect(JSON.stringify(job)).not.toContain('+233241234567');
    expect(job).not.toHaveProperty('pickup_contact');
    expect((await call('POST', `/delivery/jobs/${created.id}/accept`, courier)).statusCode).toBe(200);

    const contact = { name: 'Ama Customer', phone: '+233241234567' };
    for (const who of [courier, customer, admin]) {
      const seen = (await call('GET', `/delivery/requests/${created.id}`, who)).json();
      expect(seen, who.name).toMatchObject({ order_id: null, order_number: null, pickup_contact: contact });
    }
    // Anyone else learns nothing, not even that it exists.
    for (const outsider of [stranger, courier2, null]) {
      const res = await call('GET', `/delivery/requests/${created.id}`, outsider);
      expect(res.statusCode).toBe(outsider ? 404 : 401);
      expect(res.body).not.toContain('+233241234567');
    }
  });
});

describe('job board and the accept race', () => {
  it('is for online couriers only', async () => {
    expect((await call('GET', '/delivery/jobs', customer)).statusCode).toBe(403);
    const offline = await makeCourier(false);
    expect((await call('GET', '/delivery/jobs', offline)).json()).toEqual({ online: false, items: [] });
    const created = await request();
    expect((await call('POST', `/delivery/jobs/${created.id}/accept`, offline)).json()).toMatchObject({ detail: M.goOnline });
    expect((await call('POST', `/delivery/jobs/${created.id}/accept`, customer)).statusCode).toBe(403);
    const board = (await call('GET', '/delivery/jobs', courier)).json();
    expect(board.online).toBe(true);
    expect(board.items.find((job: { id: number }) => job.id === created.id)).toMatchObject({
      fare: 22.5,
      currency: 'GHS',
      window: '1-2 hours',
      distance_km: 5.2,
    });
    expect(board.items[0]).not.toHaveProperty('recipient_phone');
  });

  it('10 couriers accept the same job at once: exactly one 200 and nine 409', async () => {
    const created = await request();
    const couriers = await Promise.all(Array.from({ length: 10 }, () => makeCourier()));
    const results = await Promise.all(couriers.map((who) => call('POST', `/delivery/jobs/${created.id}/accept`, who)));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json()).toMatchObject({ detail: M.jobTaken });
    const winner = couriers[codes.indexOf(200)]!;

    const again = await call('POST', `/delivery/jobs/${created.id}/accept`, winner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'accepted', courier: { id: winner.id } });
    const detail = (await call('GET', `/delivery/requests/${created.id}`, customer)).json();
    expect(detail.events.map((event: { status: string }) => event.status)).toEqual(['requested', 'accepted']);
    for (const who of [winner, courier]) {
      expect((await call('GET', '/delivery/jobs', who)).json().items.map((job: { id: number }) => job.id)).not.toContain(created.id);
    }
  });

  it('a courier cannot take their own request', async () => {
    const own = await request(courier);
    expect((await call('POST', `/delivery/jobs/${own.id}/accept`, courier)).json()).toMatchObject({ detail: M.ownJob });
    expect((await call('GET', '/delivery/jobs', courier)).json().items.map((job: { id: number }) => job.id)).not.toContain(own.id);
  });
});

describe('lifecycle', () => {
  it('only the assigned courier advances, one step at a time, each step a tracking event', async () => {
    const created = await progressed('accepted');
    expect((await advance(customer, created.id, 'picked_up')).statusCode).toBe(403);
    expect((await advance(admin, created.id, 'picked_up')).statusCode).toBe(403);
    expect((await advance(courier2, created.id, 'picked_up')).statusCode).toBe(404);
    const skip = await advance(courier, created.id, 'nearby');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().detail).toBe(M.badTransition('accepted', 'nearby'));
    expect((await advance(courier, created.id, 'flying')).statusCode).toBe(422);

    expect((await advance(courier, created.id, 'picked_up')).json()).toMatchObject({ status: 'picked_up', next_status: 'in_transit' });
    expect((await advance(courier, created.id, 'picked_up')).statusCode).toBe(409);
    const moving = await advance(courier, created.id, 'in_transit', { location: 'Airport junction', lat: 5.6, lng: -0.17 });
    expect(moving.json()).toMatchObject({ status: 'in_transit', current_location: 'Airport junction' });
    await advance(courier, created.id, 'nearby');
    const done = await advance(courier, created.id, 'delivered', { handover_code: created.handover_code });
    expect(done.statusCode).toBe(200);
    const delivered = (await call('GET', `/delivery/requests/${created.id}`, customer)).json();
    expect(delivered.status).toBe('delivered');
    expect(delivered.delivered_at).not.toBeNull();
    expect(delivered.courier).toMatchObject({ lat: null, lng: null });
    expect(delivered.events.map((event: { status: string; location: string | null }) => [event.status, event.location])).toEqual([
      ['requested', body.pickup_address],
      ['accepted', null],
      ['picked_up', body.pickup_address],
      ['in_transit', 'Airport junction'],
      ['nearby', body.delivery_address],
      ['delivered', body.delivery_address],
    ]);
    expect((await advance(courier, created.id, 'delivered', { handover_code: created.handover_code })).statusCode).toBe(409);
  });

  it('refuses a wrong handover code, and stops after the tries run out', async () => {
    const created = await progressed('nearby');
    const missing = await advance(courier, created.id, 'delivered');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(M.codeRequired);
    expect((await advance(courier, created.id, 'delivered', { handover_code: '12a4' })).statusCode).toBe(422);
    const wrongCode = created.handover_code === '0000' ? '1111' : '0000';
    const first = await advance(courier, created.id, 'delivered', { handover_code: wrongCode });
    expect(first.statusCode).toBe(422);
    expect(first.json().detail).toBe(`${M.codeWrong} ${HANDOVER_MAX_TRIES - 1} tries left.`);
    for (let attempt = 1; attempt < HANDOVER_MAX_TRIES; attempt += 1) {
      expect((await advance(courier, created.id, 'delivered', { handover_code: wrongCode })).statusCode).toBe(422);
    }
    const locked = await advance(courier, created.id, 'delivered', { handover_code: created.handover_code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe(M.codeLocked);
    expect((await call('GET', `/delivery/requests/${created.id}`, customer)).json().status).toBe('nearby');
  });

  it('cancels before pickup only, and only by the customer', async () => {
    const open = await request();
    expect((await call('POST', `/delivery/requests/${open.id}/cancel`, customer)).json()).toMatchObject({ status: 'cancelled' });
    expect((await call('POST', `/delivery/jobs/${open.id}/accept`, courier)).statusCode).toBe(409);
    expect((await call('POST', `/delivery/requests/${open.id}/cancel`, customer)).json()).toMatchObject({ detail: M.notCancellable });

    const accepted = await progressed('accepted');
    expect((await call('POST', `/delivery/requests/${accepted.id}/cancel`, courier)).statusCode).toBe(403);
    const cancelled = (await call('POST', `/delivery/requests/${accepted.id}/cancel`, customer)).json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.at(-1)).toMatchObject({ status: 'cancelled', description: 'Cancelled by the customer' });
    // The courier holding it is told in their notifications (their dashboard may be closed); the customer, who cancelled, is not.
    const about = async (who: TestUser) => {
      const res = await call('GET', '/notifications', who);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as { kind: string; title: string; body: string | null; link: string | null; read: boolean }[]).filter(
        (item) => item.link?.endsWith(`id=${accepted.id}`),
      );
    };
    expect(await about(courier)).toEqual([
      expect.objectContaining({
        kind: 'delivery',
        title: `Job cancelled: ${body.item_description} (Delivery #${accepted.id})`,
        body: `${M.jobCancelled} Do not pick it up; it has left your Accepted Jobs.`,
        link: `/delivery-request?tab=track&id=${accepted.id}`,
        read: false,
      }),
    ]);
    expect(await about(customer)).toEqual([]);

    const picked = await progressed('picked_up');
    const late = await call('POST', `/delivery/requests/${picked.id}/cancel`, customer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: M.cancelAfterPickup });
  });
});

describe('delivery chat', () => {
  it('carries text and location messages between the customer and the assigned courier', async () => {
    const open = await request();
    expect((await call('POST', `/delivery/requests/${open.id}/messages`, customer, { type: 'text', body: 'Hello?' })).json()).toMatchObject(
      { detail: M.chatNoCourier },
    );
    const created = await progressed('accepted');
    const sent = await call('POST', `/delivery/requests/${created.id}/messages`, customer, {
      type: 'text',
      body: '  Call me at the gate  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ type: 'text', body: 'Call me at the gate', sender_role: 'customer', is_mine: true });
    const location = await call('POST', `/delivery/requests/${created.id}/messages`, courier, {
      type: 'location',
      lat: 5.6037,
      lng: -0.187,
    });
    expect(location.json()).toMatchObject({ type: 'location', lat: 5.6037, lng: -0.187, sender_role: 'courier' });
    expect((await call('POST', `/delivery/requests/${created.id}/messages`, courier, { type: 'text', body: '   ' })).statusCode).toBe(422);
    expect(
      (await call('POST', `/delivery/requests/${created.id}/messages`, courier, { type: 'location', lat: 91, lng: 0 })).statusCode,
    ).toBe(422);
    expect((await call('POST', `/delivery/requests/${created.id}/messages`, courier, { type: 'photo' })).statusCode).toBe(422);
    const thread = (await call('GET', `/delivery/requests/${created.id}/messages`, courier)).json();
    expect(thread.items.map((m: { type: string; is_mine: boolean }) => [m.type, m.is_mine])).toEqual([
      ['text', false],
      ['location', true],
    ]);
  });
});

describe('ratings, statistics and support', () => {
  it('rates only delivered jobs, only by their customer, editable; the courier rating is the average', async () => {
    const rater = await createUser(ctx, { name: 'Rater' });
    const rated = await makeCourier();
    const jobs = [];
    for (let i = 0; i < 2; i += 1) {
      const created = (await call('POST', '/delivery/requests', rater, body)).json();
      await call('POST', `/delivery/jobs/${created.id}/accept`, rated);
      jobs.push(created);
    }
    const [first, second] = jobs as [{ id: number; handover_code: string }, { id: number; handover_code: string }];
    expect((await call('PUT', `/delivery/requests/${first.id}/rating`, rater, { stars: 5 })).json()).toMatchObject({
      detail: M.rateDeliveredOnly,
    });
    for (const job of jobs) {
      for (const status of ['picked_up', 'in_transit', 'nearby']) await advance(rated, job.id, status);
      await advance(rated, job.id, 'delivered', { handover_code: job.handover_code });
    }
    expect((await call('PUT', `/delivery/requests/${first.id}/rating`, rated, { stars: 5 })).json()).toMatchObject({
      detail: M.rateCustomerOnly,
    });
    expect((await call('PUT', `/delivery/requests/${first.id}/rating`, stranger, { stars: 5 })).statusCode).toBe(404);
    expect((await call('PUT', `/delivery/requests/${first.id}/rating`, rater, { stars: 6 })).statusCode).toBe(422);
    expect((await call('PUT', `/delivery/requests/${first.id}/rating`, rater, { stars: 2.5 })).statusCode).toBe(422);

    const rating = await call('PUT', `/delivery/requests/${first.id}/rating`, rater, { stars: 3, review: 'Late' });
    expect(rating.statusCode).toBe(200);
    expect(rating.json().rating).toMatchObject({ stars: 3, review: 'Late' });
    const edited = (await call('PUT', `/delivery/requests/${first.id}/rating`, rater, { stars: 4, review: '' })).json();
    expect(edited.rating).toMatchObject({ stars: 4, review: null });
    await call('PUT', `/delivery/requests/${second.id}/rating`, rater, { stars: 5, review: 'Fast!' });
    // The sellers' smoothed score (ADR 074): (10 x 4 + 4 + 5) / 12 = 4.08, not the plain 4.5.
    expect((await call('GET', `/delivery/requests/${second.id}`, rater)).json().courier).toMatchObject({ rating: 4.1, ratings_count: 2 });
    expect((await call('GET', '/delivery/courier/me', rated)).json()).toMatchObject({ rating: 4.1, ratings_count: 2, online: true });
    expect((await call('GET', '/delivery/stats', rated)).json().courier).toMatchObject({ average_rating: 4.5, ratings_count: 2 });
    // A rating older than 12 months no longer counts, as a seller's review.
    await ctx.deps.db
      .update(deliveryRatings)
      .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(deliveryRatings.deliveryId, first.id));
    expect((await call('GET', '/delivery/courier/me', rated)).json()).toMatchObject({ rating: 4.1, ratings_count: 1 });
    await ctx.deps.db.update(deliveryRatings).set({ createdAt: new Date() }).where(eq(deliveryRatings.deliveryId, first.id));

    // statistics match the rows: recomputed from the database, and not trivially
    const cancelled = (await call('POST', '/delivery/requests', rater, { ...body, item_size: 'large', urgency: 'urgent' })).json();
    await call('POST', `/delivery/requests/${cancelled.id}/cancel`, rater);
    await call('POST', '/delivery/requests', rater, { ...body, item_size: 'small', urgency: 'standard' });
    const stats = (await call('GET', '/delivery/stats', rater)).json();
    expect(stats).toEqual(await statsFromRows(ctx, rater, new Date()));
    expect(stats.customer).toMatchObject({ deliveries: 2, active: 1, cancelled: 1 });
    const courierStats = (await call('GET', '/delivery/stats', rated)).json();
    expect(courierStats).toEqual(await statsFromRows(ctx, rated, new Date()));
    expect(courierStats.courier).toMatchObject({ deliveries: 2, today_deliveries: 2, ratings_count: 2 });
    const history = (await call('GET', '/delivery/requests?role=courier&scope=history', rated)).json();
    expect(history.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    const active = (await call('GET', '/delivery/requests?scope=active', rater)).json();
    expect(active.items).toHaveLength(1);
    expect((await call('GET', '/delivery/requests?scope=soon', rater)).statusCode).toBe(422);
  });

  it('files a support ticket that admins list and resolve', async () => {
    const created = await progressed('picked_up');
    const filed = await call('POST', `/delivery/requests/${created.id}/issues`, customer, { category: 'late', message: 'Still waiting' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ delivery_id: created.id, category: 'late', status: 'open' });
    expect((await call('POST', `/delivery/requests/${created.id}/issues`, customer, { category: 'late', message: ' ' })).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/admin/delivery/tickets', customer)).statusCode).toBe(403);
    const list = (await call('GET', '/admin/delivery/tickets?status=open', admin)).json();
    expect(list.items[0]).toMatchObject({ id: filed.json().id, reporter_name: 'Ama Customer', delivery_status: 'picked_up' });
    const resolved = await call('PATCH', `/admin/delivery/tickets/${filed.json().id}`, admin, { status: 'resolved' });
    expect(resolved.json()).toMatchObject({ status: 'resolved' });
    expect(resolved.json().resolved_at).not.toBeNull();
    expect((await call('PATCH', '/admin/delivery/tickets/99999999', admin, { status: 'resolved' })).statusCode).toBe(404);
  });
});

describe('couriers', () => {
  it('sets availability and position; only couriers', async () => {
    expect((await call('PUT', '/delivery/courier/status', customer, { online: true })).statusCode).toBe(403);
    expect((await call('PUT', '/delivery/courier/status', courier, { online: true, lat: 5.6 })).statusCode).toBe(422);
    expect((await call('PUT', '/delivery/courier/status', courier, { online: 'yes' })).statusCode).toBe(422);
    const res = await call('PUT', '/delivery/courier/status', courier, { online: true, lat: 5.6037, lng: -0.187 });
    expect(res.json()).toMatchObject({ online: true, lat: 5.6037, lng: -0.187 });
    const created = await progressed('accepted');
    expect((await call('GET', `/delivery/requests/${created.id}`, customer)).json().courier).toMatchObject({ lat: 5.6037, lng: -0.187 });
  });

  it('Become a Courier: apply, one pending at a time, an admin approves and the account becomes COURIER', async () => {
    const applicant = await createUser(ctx, { name: 'Kwame Applicant' });
    const application = { name: 'Kwame Applicant', phone: '0201234567', vehicle_type: 'motorbike', region: 'Ashanti' };
    expect((await call('POST', '/delivery/courier/applications', applicant, { ...application, region: 'Lagos' })).statusCode).toBe(422);
    expect((await call('POST', '/delivery/courier/applications', applicant, { ...application, vehicle_type: 'rocket' })).statusCode).toBe(
      422,
    );
    const res = await call('POST', '/delivery/courier/applications', applicant, application);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', phone: '+233201234567', vehicle_type: 'motorbike', region: 'Ashanti' });
    expect((await call('POST', '/delivery/courier/applications', applicant, application)).json()).toMatchObject({
      detail: M.applicationPending,
    });
    expect((await call('GET', '/delivery/courier/application', applicant)).json()).toMatchObject({
      is_courier: false,
      application: { status: 'pending' },
    });
    expect((await call('GET', '/delivery/jobs', applicant)).statusCode).toBe(403);

    expect((await call('GET', '/admin/courier-applications', applicant)).statusCode).toBe(403);
    const pending = (await call('GET', '/admin/courier-applications?status=pending', admin)).json();
    expect(pending.items.find((item: { id: number }) => item.id === res.json().id)).toMatchObject({ email: applicant.email });
    expect((await call('POST', `/admin/courier-applications/${res.json().id}/approve`, applicant)).statusCode).toBe(403);
    const approved = await call('POST', `/admin/courier-applications/${res.json().id}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await call('POST', `/admin/courier-applications/${res.json().id}/reject`, admin)).json()).toMatchObject({
      detail: M.applicationReviewed,
    });
    expect((await call('POST', '/admin/courier-applications/99999999/approve', admin)).statusCode).toBe(404);

    const [row] = await ctx.deps.db.select({ userType: users.userType }).from(users).where(eq(users.id, applicant.id));
    expect(row!.userType).toBe('COURIER');
    expect((await call('GET', '/delivery/courier/me', applicant)).json()).toMatchObject({
      vehicle_type: 'motorbike',
      region: 'Ashanti',
      phone: '+233201234567',
      online: false,
    });
    expect((await call('GET', '/delivery/courier/application', applicant)).json()).toMatchObject({ is_courier: true });
    expect((await call('POST', '/delivery/courier/applications', applicant, application)).json()).toMatchObject({
      detail: M.alreadyCourier,
    });
    expect((await call('PUT', '/delivery/courier/status', applicant, { online: true })).statusCode).toBe(200);
  });

  it('an admin can also make someone a courier with PATCH /admin/users/{id}', async () => {
    const user = await createUser(ctx);
    expect((await call('PATCH', `/admin/users/${user.id}`, admin, { user_type: 'COURIER' })).statusCode).toBe(200);
    const status = await call('PUT', '/delivery/courier/status', user, { online: true });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ online: true, vehicle_type: null });
    const created = await request();
    expect((await call('POST', `/delivery/jobs/${created.id}/accept`, user)).statusCode).toBe(200);
  });
});

describe('live updates', () => {
  it('publishes status, chat, location and job-board frames to the parties after the commit', async () => {
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      const created = await request();
      // The job board's announcement is a job of the request's transaction (ADR 056).
      await ctx.app.services.jobs.drain();
      expect(publish.mock.calls.some(([ids, event]) => event.type === 'jobs' && ids.includes(courier.id))).toBe(true);
      publish.mockClear();

      await call('POST', `/delivery/jobs/${created.id}/accept`, courier);
      await advance(courier, created.id, 'picked_up');
      await call('POST', `/delivery/requests/${created.id}/messages`, courier, { type: 'text', body: 'On my way' });
      await call('PUT', '/delivery/courier/status', courier, { online: true, lat: 5.61, lng: -0.18 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await ctx.app.services.jobs.drain();

      const frames = publish.mock.calls.map(([ids, event]) => ({ ids: [...ids], event: event as Record<string, unknown> }));
      const toCustomer = frames.filter((frame) => frame.ids.includes(customer.id)).map((frame) => frame.event);
      const toCourier = frames.filter((frame) => frame.ids.includes(courier.id)).map((frame) => frame.event);
      const statuses = toCustomer
        .filter((e) => e.type === 'delivery')
        .map((e) => e.delivery as { status: string; handover_code: string | null });
      expect(statuses.map((d) => d.status)).toEqual(['accepted', 'picked_up']);
      // The code never travels in a frame (a large frame is stored in realtime_events on its way).
      expect(toCustomer.find((e) => e.type === 'delivery')).toMatchObject({ delivery: { my_role: 'customer', handover_code: null } });
      expect(statuses.every((d) => d.handover_code === null)).toBe(true);
      expect(JSON.stringify(frames)).not.toContain(`"${created.handover_code}"`);
      const courierViews = toCourier.filter((e) => e.type === 'delivery').map((e) => e.delivery as { handover_code: string | null });
      expect(courierViews.length).toBe(2);
      expect(courierViews.every((d) => d.handover_code === null)).toBe(true);
      expect(toCustomer.find((e) => e.type === 'delivery_message')).toMatchObject({
        delivery_id: created.id,
        message: { body: 'On my way', is_mine: false },
      });
      expect(toCourier.find((e) => e.type === 'delivery_message')).toMatchObject({ message: { is_mine: true } });
      expect(toCustomer.find((e) => e.type === 'delivery_location' && e.delivery_id === created.id)).toMatchObject({
        lat: 5.61,
        lng: -0.18,
      });
      expect(frames.some((frame) => frame.event.type === 'jobs')).toBe(true);
      expect(frames.some((frame) => frame.ids.includes(stranger.id))).toBe(false);
    } finally {
      publish.mockRestore();
    }
  });

  it('never stores the handover code: a delivery frame too large for NOTIFY goes through realtime_events without it', async () => {
    // Long Twi text (Ɛ and Ɔ are 2 bytes each in UTF-8) makes every later frame larger than 6000 bytes.
    const twi = (n: number) => 'Ɛ'.repeat(n);
    const created = await request(customer, {
      item_description: twi(300),
      pickup_address: twi(300),
      delivery_address: twi(300),
      recipient_name: 'Ɔ'.repeat(100),
    });
    expect((await call('POST', `/delivery/jobs/${created.id}/accept`, courier)).statusCode).toBe(200);
    for (const status of ['picked_up', 'in_transit', 'nearby'])
      expect((await advance(courier, created.id, status, { location: `${status} ${twi(180)}` })).statusCode).toBe(200);
    const stored = async () =>
      (await ctx.deps.db.select({ body: realtimeEvents.body }).from(realtimeEvents))
        .map((row) => row.body)
        .filter((body) => body.includes(`"id":${created.id},`) && body.includes('"type":"delivery"'));
    // The customer's frames (and the courier's) were big enough to be stored: the check is not vacuous.
    await vi.waitFor(async () => expect((await stored()).some((body) => body.includes('"my_role":"customer"'))).toBe(true));
    for (const body of await stored()) {
      expect(body).toContain('"handover_code":null');
      expect(body).not.toContain(`"${created.handover_code}"`);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every delivery endpoint', async () => {
    await expectDocumented(ctx.app, [
      '/api/v1/delivery/estimate',
      '/api/v1/delivery/requests',
      '/api/v1/delivery/requests/{id}',
      '/api/v1/delivery/requests/{id}/cancel',
      '/api/v1/delivery/requests/{id}/status',
      '/api/v1/delivery/requests/{id}/messages',
      '/api/v1/delivery/requests/{id}/rating',
      '/api/v1/delivery/requests/{id}/issues',
      '/api/v1/delivery/jobs',
      '/api/v1/delivery/jobs/{id}/accept',
      '/api/v1/delivery/courier/status',
      '/api/v1/delivery/courier/me',
      '/api/v1/delivery/courier/applications',
      '/api/v1/delivery/courier/application',
      '/api/v1/delivery/stats',
      '/api/v1/admin/courier-applications',
      '/api/v1/admin/courier-applications/{id}/approve',
      '/api/v1/admin/courier-applications/{id}/reject',
      '/api/v1/admin/delivery/tickets',
      '/api/v1/admin/delivery/tickets/{id}',
      '/api/v1/admin/delivery/requests/{id}/unlock',
    ]);
  });
});
