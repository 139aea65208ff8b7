import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const patch = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${id}`, payload, headers });

describe('PATCH /api/v1/admin/users/{id}', () => {
  it("lets an admin change a user's type", async () => {
    const admin = await createUser(ctx, { userType: 'ADMIN' });
    const user = await createUser(ctx);
    const res = await patch(user.id, { user_type: 'SELLER' }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: user.id, user_type: 'SELLER', role: 'SELLER' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth });
    expect(me.json().user_type).toBe('SELLER');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.json().user_type).toBe('SELLER');
  });

  it('answers 401 without a token and 403 for anyone but an admin', async () => {
    const user = await createUser(ctx);
    expect((await patch(user.id, { user_type: 'ADMIN' })).statusCode).toBe(401);
    for (const userType of ['CUSTOMER', 'SELLER', 'COURIER'] as const) {
      const caller = await createUser(ctx, { userType });
      const res = await patch(caller.id, { user_type: 'ADMIN' }, caller.auth);
      expect(res.statusCode).toBe(403);
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth });
    expect(me.json().user_type).toBe('CUSTOMER');
  });

  it('making someone a COURIER approves their pending courier application and creates the profile from it', async () => {
    const admin = await createUser(ctx, { userType: 'ADMIN' });
    const user = await createUser(ctx);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/delivery/courier/applications',
      headers: user.auth,
      payload: { name: 'Yaw Boateng', phone: '0241234567', vehicle_type: 'motorbike', region: 'Ashanti' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await patch(user.id, { user_type: 'COURIER' }, admin.auth)).statusCode).toBe(200);

    const pending = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/courier-applications?status=pending', headers: admin.auth });
    expect((pending.json() as { items: { user_id: number }[] }).items.map((item) => item.user_id)).not.toContain(user.id);
    const { courierApplications, courierProfiles } = await import('@dwa/db/schema');
    const { eq } = await import('drizzle-orm');
    const [application] = await ctx.deps.db.select().from(courierApplications).where(eq(courierApplications.userId, user.id));
    expect(application).toMatchObject({ status: 'approved', reviewedBy: admin.id });
    const [profile] = await ctx.deps.db.select().from(courierProfiles).where(eq(courierProfiles.userId, user.id));
    expect(profile).toMatchObject({ region: 'Ashanti', vehicleType: 'motorbike' });
  });

  it('answers 422 for an unknown type and 404 for an unknown user', async () => {
    const admin = await createUser(ctx, { userType: 'ADMIN' });
    const user = await createUser(ctx);
    const bad = await patch(user.id, { user_type: 'KING' }, admin.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'user_type']);
    expect((await patch(999_999, { user_type: 'SELLER' }, admin.auth)).statusCode).toBe(404);
  });
});
