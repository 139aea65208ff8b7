import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierApplications, users } from '@dwa/db/schema';
import { DELIVERY_MESSAGES as M } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { deliveryFactory } from '../../../test/factories/deliveries';

// Become a Courier beyond the happy path (delivery.test.ts): who may apply, and what the applicant
// is told when an admin decides.

let ctx: TestContext;
let admin: TestUser;
const { call } = deliveryFactory(() => ctx);
const application = { name: 'Kwame Applicant', phone: '0201234567', vehicle_type: 'motorbike', region: 'Ashanti' };
const apply = (who: TestUser) => call('POST', '/delivery/courier/applications', who, application);

async function notificationsOf(who: TestUser) {
  const res = await call('GET', '/notifications', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { kind: string; type: string; title: string; link: string | null }[];
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { userType: 'ADMIN', name: 'Admin' });
});
afterAll(() => ctx.close());

describe('who may apply', () => {
  it('refuses an account that is already a courier or an admin with 409 and stores nothing', async () => {
    const courier = await createUser(ctx, { userType: 'COURIER' });
    const otherAdmin = await createUser(ctx, { userType: 'ADMIN' });
    const asCourier = await apply(courier);
    expect(asCourier.statusCode).toBe(409);
    expect(asCourier.json()).toMatchObject({ detail: M.alreadyCourier });
    const asAdmin = await apply(otherAdmin);
    expect(asAdmin.statusCode).toBe(409);
    expect(asAdmin.json()).toMatchObject({ detail: M.adminCannotApply });
    for (const who of [courier, otherAdmin]) {
      expect(await ctx.deps.db.select().from(courierApplications).where(eq(courierApplications.userId, who.id))).toEqual([]);
    }
  });

  it('takes an application from a customer and a seller', async () => {
    for (const userType of ['CUSTOMER', 'SELLER'] as const) expect((await apply(await createUser(ctx, { userType }))).statusCode).toBe(201);
  });
});

describe('what the applicant is told', () => {
  it('both outcomes are courier-application notices, each saying what happened', async () => {
    const [rejected, approved] = [await createUser(ctx), await createUser(ctx)];
    const first = (await apply(rejected)).json();
    const second = (await apply(approved)).json();
    expect((await call('POST', `/admin/courier-applications/${first.id}/reject`, admin)).json()).toMatchObject({ status: 'rejected' });
    expect((await call('POST', `/admin/courier-applications/${second.id}/approve`, admin)).json()).toMatchObject({ status: 'approved' });

    const [refusal] = await notificationsOf(rejected);
    expect(refusal).toMatchObject({
      type: 'support',
      kind: 'courier_application',
      title: 'Your courier application was not approved',
      link: '/delivery#delivery-courier',
    });
    const [welcome] = await notificationsOf(approved);
    expect(welcome).toMatchObject({
      type: 'support',
      kind: 'courier_application',
      title: 'You are now a Dwa courier',
      link: '/delivery-request',
    });

    const [row] = await ctx.deps.db.select({ userType: users.userType }).from(users).where(eq(users.id, rejected.id));
    expect(row!.userType).toBe('CUSTOMER');
    // A refused applicant may apply again.
    expect((await apply(rejected)).statusCode).toBe(201);
  });
});
