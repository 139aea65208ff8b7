import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '@dwa/db/schema';
import { HANDOVER_MAX_TRIES } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { adminRequests, auditCount } from '../../../test/factories/admin';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { createUser, type TestUser } from '../../../test/factories/users';

// The admins' delivery support: the list of deliveries locked by wrong handover codes, and one
// audit row for each decision (courier application approve/reject, ticket update, unlock).

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let courier: TestUser;
const { call, makeCourier, progressed, locked } = deliveryFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { userType: 'ADMIN' });
  customer = await createUser(ctx, { name: 'Ama Customer', phone: '+233241110000' });
  courier = await makeCourier(true, 'Yaw Courier');
});
afterAll(() => ctx.close());

const auditFor = (targetType: string, targetId: number) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));

/** Runs `decide`, expects 200 and exactly one more audit row, and answers that row. */
async function oneAuditRow(decide: () => ReturnType<typeof call>, targetType: string, targetId: number) {
  const before = await auditCount(ctx);
  const res = await decide();
  expect(res.statusCode, res.body).toBe(200);
  expect(await auditCount(ctx)).toBe(before + 1);
  return (await auditFor(targetType, targetId)).at(-1);
}

describe('GET /api/v1/admin/delivery/requests?state=locked', () => {
  it('lists the deliveries locked by wrong handover codes, newest first, paged, and not the others', async () => {
    const api = adminRequests(ctx);
    const nearby = await progressed('nearby', customer, courier);
    await locked(customer, courier, HANDOVER_MAX_TRIES - 1); // one try left: not locked
    const first = await locked(customer, courier, HANDOVER_MAX_TRIES);
    const second = await locked(customer, courier, HANDOVER_MAX_TRIES);

    const res = await api.locked('?state=locked', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(body.results[0]).toEqual({
      id: second.id,
      status: 'nearby',
      customer: { id: customer.id, name: 'Ama Customer', phone: '+233241110000' },
      courier: { id: courier.id, name: 'Yaw Courier', phone: '+233241234567' },
      pickup_address: 'Osu, Oxford Street, Accra',
      delivery_address: 'Madina Market, Accra',
      recipient_name: 'Kofi Boateng',
      locked_at: expect.any(String),
      attempts: HANDOVER_MAX_TRIES,
    });
    expect(body.next_cursor).toBeNull();
    expect(body.results.map((row: { id: number }) => row.id)).not.toContain(nearby.id);

    const page1 = (await api.locked('?limit=1', admin)).json();
    expect(page1.results.map((row: { id: number }) => row.id)).toEqual([second.id]);
    const page2 = (await api.locked(`?limit=1&cursor=${page1.next_cursor}`, admin)).json();
    expect(page2.results.map((row: { id: number }) => row.id)).toEqual([first.id]);

    // Unlocked with retry: off the list.
    expect((await call('POST', `/admin/delivery/requests/${second.id}/unlock`, admin, { action: 'retry' })).statusCode).toBe(200);
    expect((await api.locked('', admin)).json().results.map((row: { id: number }) => row.id)).toEqual([first.id]);

    for (const query of ['?state=open', '?limit=0', '?limit=101', '?cursor=%21%21'])
      expect((await api.locked(query, admin)).statusCode, query).toBe(422);
    expect((await api.locked('', null)).statusCode).toBe(401);
    expect((await api.locked('', customer)).statusCode).toBe(403);
    expect((await api.locked('', courier)).statusCode).toBe(403);
  });
});

describe('audit rows of the delivery admin decisions', () => {
  it('writes one for a delivery unlock (retry and cancel), with the reason', async () => {
    const retried = await locked(customer, courier, HANDOVER_MAX_TRIES);
    const retry = await oneAuditRow(
      () => call('POST', `/admin/delivery/requests/${retried.id}/unlock`, admin, { action: 'retry', reason: 'Checked by phone' }),
      'delivery',
      retried.id,
    );
    expect(retry).toMatchObject({
      action: 'delivery.unlocked',
      actorId: admin.id,
      reason: 'Checked by phone',
      before: { handover_tries: HANDOVER_MAX_TRIES },
      after: { handover_tries: 0, action: 'retry' },
    });
    const cancelled = await locked(customer, courier, HANDOVER_MAX_TRIES);
    const cancel = await oneAuditRow(
      () => call('POST', `/admin/delivery/requests/${cancelled.id}/unlock`, admin, { action: 'cancel' }),
      'delivery',
      cancelled.id,
    );
    expect(cancel).toMatchObject({ action: 'delivery.unlocked', after: { status: 'cancelled', action: 'cancel' } });
    // A refused unlock (not locked any more) writes nothing.
    const before = await auditCount(ctx);
    expect((await call('POST', `/admin/delivery/requests/${cancelled.id}/unlock`, admin, { action: 'retry' })).statusCode).toBe(409);
    expect(await auditCount(ctx)).toBe(before);
  });

  it('writes one for a ticket resolved or reopened', async () => {
    const job = await progressed('accepted', customer, courier);
    const ticket = (
      await call('POST', `/delivery/requests/${job.id}/issues`, customer, { category: 'late', message: 'Still waiting.' })
    ).json();
    const resolved = await oneAuditRow(
      () => call('PATCH', `/admin/delivery/tickets/${ticket.id}`, admin, { status: 'resolved' }),
      'support_ticket',
      ticket.id,
    );
    expect(resolved).toMatchObject({
      action: 'support_ticket.updated',
      actorId: admin.id,
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
    const reopened = await oneAuditRow(
      () => call('PATCH', `/admin/delivery/tickets/${ticket.id}`, admin, { status: 'open' }),
      'support_ticket',
      ticket.id,
    );
    expect(reopened).toMatchObject({ before: { status: 'resolved' }, after: { status: 'open' } });
    const before = await auditCount(ctx);
    expect((await call('PATCH', '/admin/delivery/tickets/999999', admin, { status: 'resolved' })).statusCode).toBe(404);
    expect((await call('PATCH', `/admin/delivery/tickets/${ticket.id}`, customer, { status: 'resolved' })).statusCode).toBe(403);
    expect(await auditCount(ctx)).toBe(before);
  });

  it('writes one for a courier application approved or rejected', async () => {
    for (const [action, decision] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      const applicant = await createUser(ctx);
      const applied = await call('POST', '/delivery/courier/applications', applicant, {
        name: 'Kwesi',
        phone: '0241234567',
        vehicle_type: 'motorbike',
        region: 'Ashanti',
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const id = applied.json().id as number;
      const row = await oneAuditRow(() => call('POST', `/admin/courier-applications/${id}/${action}`, admin), 'courier_application', id);
      expect(row).toMatchObject({
        action: `courier_application.${action}`,
        actorId: admin.id,
        before: { status: 'pending' },
        after: { status: decision, user_id: applicant.id },
      });
      const before = await auditCount(ctx);
      expect((await call('POST', `/admin/courier-applications/${id}/${action}`, admin)).statusCode).toBe(409);
      expect(await auditCount(ctx)).toBe(before);
    }
  });
});
