import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES as M } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory } from '../../../test/factories/deliveries';

// POST /delivery/jobs/{id}/accept beyond the ten-courier race (delivery.test.ts): the winner's own
// concurrent presses, cancelled jobs, and who the state machine lets take a job.

let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
const { call, request, makeCourier, progressed } = deliveryFactory(() => ctx);
const accept = (id: number, who: TestUser) => call('POST', `/delivery/jobs/${id}/accept`, who);

beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createUser(ctx, { name: 'Ama Customer' });
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

describe('the same courier presses Accept twice at once (two tabs)', () => {
  it('answers 200 to both presses and records one acceptance', async () => {
    const courier = await makeCourier();
    // Several jobs, so that on PostgreSQL the two transactions really do meet at the row lock.
    for (let round = 0; round < 5; round += 1) {
      const created = await request(customer);
      const [first, second] = await Promise.all([accept(created.id, courier), accept(created.id, courier)]);
      expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
      for (const res of [first, second])
        expect(res.json()).toMatchObject({ id: created.id, status: 'accepted', my_role: 'courier', courier: { id: courier.id } });
      const detail = (await call('GET', `/delivery/requests/${created.id}`, customer)).json();
      expect(detail.events.filter((event: { status: string }) => event.status === 'accepted')).toHaveLength(1);
    }
  });
});

describe('a cancelled job', () => {
  it("answers 409 'This job was cancelled.' to a courier who presses Accept", async () => {
    const courier = await makeCourier();
    const created = await request(customer);
    expect((await call('POST', `/delivery/requests/${created.id}/cancel`, customer)).statusCode).toBe(200);
    const res = await accept(created.id, courier);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: M.jobCancelled });
  });

  it('answers the same to the courier who had it, once the customer cancelled', async () => {
    const courier = await makeCourier();
    const created = await progressed('accepted', customer, courier);
    expect((await call('POST', `/delivery/requests/${created.id}/cancel`, customer)).statusCode).toBe(200);
    const res = await accept(created.id, courier);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: M.jobCancelled });
  });

  it('a job another courier took is still "Job already taken", also once delivered', async () => {
    const [winner, late] = [await makeCourier(), await makeCourier()];
    const created = await progressed('delivered', customer, winner);
    expect((await accept(created.id, late)).json()).toMatchObject({ detail: M.jobTaken });
  });
});

describe('who may accept (the state machine: couriers only)', () => {
  it('refuses a customer and an admin with 403, and an unknown job with 404', async () => {
    const created = await request(customer);
    const other = await createUser(ctx);
    for (const who of [other, admin]) {
      const res = await accept(created.id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: M.notCourier });
    }
    expect((await accept(99999999, await makeCourier())).statusCode).toBe(404);
  });
});
