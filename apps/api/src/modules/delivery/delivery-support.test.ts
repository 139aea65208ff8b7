import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES as M, HANDOVER_MAX_TRIES } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory } from '../../../test/factories/deliveries';

// POST /api/v1/admin/delivery/requests/{id}/unlock: support's way out of a delivery locked by
// HANDOVER_MAX_TRIES wrong handover codes (retry, or cancel), for admins only.

let ctx: TestContext;
let customer: TestUser;
let courier: TestUser;
let admin: TestUser;
let stranger: TestUser;
const { call, makeCourier, advance, progressed, locked } = deliveryFactory(() => ctx);
const unlock = (id: number, who: TestUser | null, payload: unknown) => call('POST', `/admin/delivery/requests/${id}/unlock`, who, payload);

beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createUser(ctx, { name: 'Ama Customer' });
  stranger = await createUser(ctx, { name: 'Esi Stranger' });
  admin = await createUser(ctx, { userType: 'ADMIN', name: 'Support Admin' });
  courier = await makeCourier();
});
afterAll(() => ctx.close());

describe('retry', () => {
  it('resets the wrong-code count so the courier can deliver with the right code; a tracking event says so', async () => {
    const created = await locked(customer, courier, HANDOVER_MAX_TRIES);
    expect((await advance(courier, created.id, 'delivered', { handover_code: created.handover_code })).statusCode).toBe(429);
    expect((await call('GET', `/delivery/requests/${created.id}`, admin)).json()).toMatchObject({
      handover_locked: true,
      status: 'nearby',
    });

    const res = await unlock(created.id, admin, { action: 'retry', reason: 'Recipient confirmed by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, status: 'nearby', handover_locked: false, my_role: 'admin', handover_code: null });
    expect(res.json().events.at(-1)).toMatchObject({
      status: 'nearby',
      description: 'Support reset the handover code tries; the courier can enter the code again: Recipient confirmed by phone',
    });
    // Not locked any more: a second unlock is refused.
    expect((await unlock(created.id, admin, { action: 'retry' })).json()).toMatchObject({ detail: M.notLocked });

    // The courier has every try back.
    const wrong = created.handover_code === '0000' ? '1111' : '0000';
    expect((await advance(courier, created.id, 'delivered', { handover_code: wrong })).json()).toMatchObject({
      detail: `${M.codeWrong} ${HANDOVER_MAX_TRIES - 1} tries left.`,
    });
    const done = await advance(courier, created.id, 'delivered', { handover_code: created.handover_code });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('delivered');
  });

  it('publishes the change to the customer and the courier, without the handover code', async () => {
    const created = await locked(customer, courier, HANDOVER_MAX_TRIES);
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      expect((await unlock(created.id, admin, { action: 'retry' })).statusCode).toBe(200);
      await vi.waitFor(() => expect(publish.mock.calls.filter(([, event]) => event.type === 'delivery')).toHaveLength(2));
      const frames = publish.mock.calls.map(([ids, event]) => ({
        ids: [...ids],
        event: event as { type: string; delivery: { id: number; handover_locked: boolean; handover_code: string | null } },
      }));
      expect(frames.map((frame) => frame.ids[0]).sort()).toEqual([customer.id, courier.id].sort());
      for (const { event } of frames) expect(event.delivery).toMatchObject({ id: created.id, handover_locked: false, handover_code: null });
      expect(JSON.stringify(frames)).not.toContain(`"${created.handover_code}"`);
    } finally {
      publish.mockRestore();
    }
  });
});

describe('cancel', () => {
  it("calls a locked delivery off: cancelled, with a tracking event, out of the courier's jobs in progress", async () => {
    const created = await locked(customer, courier, HANDOVER_MAX_TRIES);
    const res = await unlock(created.id, admin, { action: 'cancel', reason: 'Recipient unreachable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', handover_locked: false });
    expect(res.json().cancelled_at).not.toBeNull();
    const seen = (await call('GET', `/delivery/requests/${created.id}`, customer)).json();
    expect(seen.status).toBe('cancelled');
    expect(seen.events.at(-1)).toMatchObject({ status: 'cancelled', description: 'Cancelled by support: Recipient unreachable' });
    const active = (await call('GET', '/delivery/requests?role=courier&scope=active', courier)).json();
    expect(active.items.map((item: { id: number }) => item.id)).not.toContain(created.id);
    expect((await unlock(created.id, admin, { action: 'cancel' })).json()).toMatchObject({ detail: M.notLocked });
  });
});

describe('refusals', () => {
  it('is for admins only: 401 signed out, 403 for the customer, the courier and anyone else', async () => {
    const created = await locked(customer, courier, HANDOVER_MAX_TRIES);
    expect((await unlock(created.id, null, { action: 'retry' })).statusCode).toBe(401);
    for (const who of [customer, courier, stranger]) expect((await unlock(created.id, who, { action: 'retry' })).statusCode).toBe(403);
    expect((await call('GET', `/delivery/requests/${created.id}`, admin)).json().handover_locked).toBe(true);
  });

  it('answers 404 for an unknown delivery, 409 for one that is not locked, 422 for a bad body', async () => {
    const missing = await unlock(99999999, admin, { action: 'retry' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: M.notFound });

    const almost = await locked(customer, courier, HANDOVER_MAX_TRIES - 1);
    expect((await unlock(almost.id, admin, { action: 'retry' })).json()).toMatchObject({ detail: M.notLocked });
    const moving = await progressed('in_transit', customer, courier);
    const notLocked = await unlock(moving.id, admin, { action: 'cancel' });
    expect(notLocked.statusCode).toBe(409);
    expect((await call('GET', `/delivery/requests/${moving.id}`, customer)).json().status).toBe('in_transit');

    expect((await unlock(almost.id, admin, { action: 'deliver' })).statusCode).toBe(422);
    expect((await unlock(almost.id, admin, {})).statusCode).toBe(422);
    expect((await unlock(almost.id, admin, { action: 'retry', reason: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await call('POST', '/admin/delivery/requests/abc/unlock', admin, { action: 'retry' })).statusCode).toBe(422);
  });

  it('is documented in the OpenAPI description', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      { post?: { requestBody?: unknown } }
    >;
    expect(paths['/api/v1/admin/delivery/requests/{id}/unlock']?.post?.requestBody).toBeDefined();
  });
});
