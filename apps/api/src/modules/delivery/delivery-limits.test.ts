import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES as M } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory } from '../../../test/factories/deliveries';

// Per-person rate limits on the delivery chat and on Report Issue (support tickets), lowered here
// to 2 a window (config.deliveryChatSendLimit, config.deliveryIssueLimit).

let ctx: TestContext;
let customer: TestUser;
let courier: TestUser;
const { call, makeCourier, progressed } = deliveryFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({
    config: { deliveryChatSendLimit: { limit: 2, windowMs: 60_000 }, deliveryIssueLimit: { limit: 2, windowMs: 3_600_000 } },
  });
  customer = await createUser(ctx, { name: 'Ama Customer' });
  courier = await makeCourier();
});
afterAll(() => ctx.close());

describe('delivery chat', () => {
  it('answers 429 with Retry-After past the limit, per person, whatever the delivery', async () => {
    const first = await progressed('accepted', customer, courier);
    const second = await progressed('accepted', customer, courier);
    const send = (id: number, who: TestUser) => call('POST', `/delivery/requests/${id}/messages`, who, { type: 'text', body: 'Hello' });
    expect((await send(first.id, customer)).statusCode).toBe(201);
    expect(
      (await call('POST', `/delivery/requests/${first.id}/messages`, customer, { type: 'location', lat: 5.6, lng: -0.18 })).statusCode,
    ).toBe(201);
    const limited = await send(second.id, customer);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ detail: M.chatRate(1) });
    // Nothing was stored by the refused send; the courier has a limit of their own.
    expect((await call('GET', `/delivery/requests/${second.id}/messages`, courier)).json().items).toEqual([]);
    expect((await send(second.id, courier)).statusCode).toBe(201);
  });
});

describe('Report Issue', () => {
  it('answers 429 with Retry-After past the limit and files no ticket', async () => {
    const reporter = await createUser(ctx, { name: 'Kojo Reporter' });
    const first = await progressed('picked_up', reporter, courier);
    const second = await progressed('accepted', reporter, courier);
    const report = (id: number, who: TestUser) =>
      call('POST', `/delivery/requests/${id}/issues`, who, { category: 'late', message: 'Still waiting' });
    expect((await report(first.id, reporter)).statusCode).toBe(201);
    expect((await report(second.id, reporter)).statusCode).toBe(201);
    const limited = await report(first.id, reporter);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ detail: M.issueRate(60) });

    const admin = await createUser(ctx, { userType: 'ADMIN' });
    const tickets = (await call('GET', '/admin/delivery/tickets', admin)).json().items as { user_id: number }[];
    expect(tickets.filter((ticket) => ticket.user_id === reporter.id)).toHaveLength(2);
    expect((await report(first.id, courier)).statusCode).toBe(201);
  });
});
