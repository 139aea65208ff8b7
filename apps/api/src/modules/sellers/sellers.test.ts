import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@dwa/db/schema';
import type { AuditPage } from '@dwa/shared/audit';
import type { MySellerApplication, SellerApplication } from '@dwa/shared/sellers';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { postListing, validFields } from '../../../test/factories/listings';

// Becoming a seller: the system approves a verified applicant at once (SELLER_APPROVAL=auto), or an
// admin decides (manual); every decision is one audit row; nobody approves themselves.

const application = {
  business_name: 'Ama’s Kitchen Wares',
  business_type: 'individual',
  business_address: 'Stall 12, Kejetia Market, Kumasi',
  region: 'Ashanti',
  phone: '024 123 4567',
  about: 'Pots, pans and cooking gas accessories.',
};

async function appWith(approval: 'auto' | 'manual') {
  const ctx = await createTestApp({ config: { sellerApproval: approval } });
  const call = (method: 'GET' | 'POST', url: string, who: TestUser | null, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ctx, call };
}

const typeOf = async (ctx: TestContext, user: TestUser) =>
  (await ctx.deps.db.select({ type: users.userType }).from(users).where(eq(users.id, user.id)))[0]?.type;

describe('SELLER_APPROVAL=auto', () => {
  let ctx: TestContext;
  let call: Awaited<ReturnType<typeof appWith>>['call'];
  beforeAll(async () => ({ ctx, call } = await appWith('auto')));
  afterAll(() => ctx.close());

  it('approves a verified applicant at once: a SELLER with the business details, told, and the system in the audit log', async () => {
    const me = await createUser(ctx, { name: 'Ama Owusu' });
    const res = await call('POST', '/seller-applications', me, application);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as SellerApplication;
    expect(answer).toMatchObject({ status: 'approved', decided_by: 'system', phone: '+233241234567', business_registration_number: null });
    expect(await typeOf(ctx, me)).toBe('SELLER');
    // The same token now posts listings: the type is read on every request.
    expect((await postListing(ctx, me, validFields)).statusCode).toBe(201);
    const profile = (await call('GET', '/users/me', me)).json();
    expect(profile).toMatchObject({ user_type: 'SELLER', business_name: 'Ama’s Kitchen Wares' });
    const audit = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, answer.id));
    expect(audit).toMatchObject([
      { actorKind: 'system', actorId: null, action: 'seller_application.approve', targetType: 'seller_application' },
    ]);
    const notices = (await call('GET', '/notifications', me)).json() as { results: { title: string }[] };
    expect(notices.results.map((notice) => notice.title)).toContain('You can now sell on Dwa');
    expect((await call('GET', '/seller-applications/me', me)).json() as MySellerApplication).toMatchObject({
      is_seller: true,
      application: { status: 'approved' },
    });
    expect((await call('POST', '/seller-applications', me, application)).json()).toMatchObject({ detail: 'You can already sell on Dwa.' });
  });

  it('leaves an unverified applicant waiting, one open application at a time', async () => {
    const me = await createUser(ctx, { verified: false });
    expect(((await call('POST', '/seller-applications', me, application)).json() as SellerApplication).status).toBe('pending');
    expect(await typeOf(ctx, me)).toBe('CUSTOMER');
    const again = await call('POST', '/seller-applications', me, application);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'Your application is already waiting for review.' });
  });

  it('checks the form with its messages and refuses couriers; changes nothing', async () => {
    const me = await createUser(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...application, business_type: 'registered' }, 'Enter the business registration number'],
      [{ ...application, business_name: '  ' }, 'Enter your business or trading name.'],
      [{ ...application, business_type: 'company' }, 'Choose whether you sell as an individual or a registered business.'],
      [{ ...application, region: 'Mars' }, 'Choose a region.'],
      [{ ...application, phone: '12' }, 'Enter a valid Ghana phone number'],
      [{ ...application, about: 'x'.repeat(501) }, 'Tell buyers what you sell'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/seller-applications', me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await call('GET', '/seller-applications/me', me)).json() as MySellerApplication).toEqual({
      application: null,
      is_seller: false,
    });
    const courier = await createUser(ctx, { userType: 'COURIER' });
    expect((await call('POST', '/seller-applications', courier, application)).statusCode).toBe(409);
    expect((await call('POST', '/seller-applications', null, application)).statusCode).toBe(401);
    const registered = await call('POST', '/seller-applications', me, {
      ...application,
      business_type: 'registered',
      business_registration_number: ' BN998877 ',
    });
    expect(registered.json()).toMatchObject({ status: 'approved', business_registration_number: 'BN998877' });
  });
});

describe('SELLER_APPROVAL=manual', () => {
  let ctx: TestContext;
  let call: Awaited<ReturnType<typeof appWith>>['call'];
  let admin: TestUser;
  beforeAll(async () => {
    ({ ctx, call } = await appWith('manual'));
    admin = await createUser(ctx, { userType: 'ADMIN' });
  });
  afterAll(() => ctx.close());

  it('waits for an admin; nobody else reaches the queue or decides, and nothing changes', async () => {
    const me = await createUser(ctx);
    const filed = (await call('POST', '/seller-applications', me, application)).json() as SellerApplication;
    expect(filed.status).toBe('pending');
    for (const who of [me, await createUser(ctx, { userType: 'SELLER' }), await createUser(ctx, { userType: 'COURIER' })]) {
      expect((await call('GET', '/admin/seller-applications', who)).statusCode).toBe(403);
      expect((await call('POST', `/admin/seller-applications/${filed.id}/approve`, who)).statusCode).toBe(403);
      expect((await call('GET', '/admin/audit', who)).statusCode).toBe(403);
    }
    expect((await call('POST', `/admin/seller-applications/${filed.id}/approve`, null)).statusCode).toBe(401);
    expect(await typeOf(ctx, me)).toBe('CUSTOMER');
    expect(await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, filed.id))).toEqual([]);

    const queue = (await call('GET', '/admin/seller-applications?status=pending', admin)).json() as {
      results: (SellerApplication & { applicant: { email: string } })[];
    };
    expect(queue.results.map((row) => row.id)).toContain(filed.id);
    const approved = await call('POST', `/admin/seller-applications/${filed.id}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: 'admin' });
    expect(await typeOf(ctx, me)).toBe('SELLER');
    expect((await call('POST', `/admin/seller-applications/${filed.id}/approve`, admin)).json()).toMatchObject({
      detail: 'This application was already reviewed.',
    });
    const audit = (await call('GET', `/admin/audit?target_type=seller_application&target_id=${filed.id}`, admin)).json() as AuditPage;
    expect(audit.results).toMatchObject([
      { actor_id: admin.id, actor_kind: 'admin', action: 'seller_application.approve', after: { status: 'approved', user_type: 'SELLER' } },
    ]);
  });

  it('a refusal carries its reason to the applicant, who may apply again', async () => {
    const me = await createUser(ctx);
    const filed = (await call('POST', '/seller-applications', me, application)).json() as SellerApplication;
    expect((await call('POST', `/admin/seller-applications/${filed.id}/refuse`, admin, {})).statusCode).toBe(422);
    const refused = await call('POST', `/admin/seller-applications/${filed.id}/refuse`, admin, {
      reason: 'The address could not be found.',
    });
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'The address could not be found.' });
    expect(await typeOf(ctx, me)).toBe('CUSTOMER');
    const mine = (await call('GET', '/seller-applications/me', me)).json() as MySellerApplication;
    expect(mine.application).toMatchObject({ status: 'refused', reason: 'The address could not be found.' });
    const notices = (await call('GET', '/notifications', me)).json() as { results: { title: string; body: string }[] };
    expect(notices.results[0]).toMatchObject({
      title: 'Your seller application was not approved',
      body: 'The address could not be found.',
    });
    expect((await call('POST', '/seller-applications', me, application)).statusCode).toBe(201);
    expect((await call('POST', '/admin/seller-applications/999999/refuse', admin, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/admin/seller-applications/abc/approve', admin)).statusCode).toBe(422);
  });

  it('the audit log is append-only and filtered', async () => {
    await expect(ctx.deps.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(ctx.deps.db.delete(auditLog)).rejects.toThrow();
    const page = (await call('GET', '/admin/audit?action=seller_application.refuse&limit=1', admin)).json() as AuditPage;
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ action: 'seller_application.refuse', reason: 'The address could not be found.' });
    for (const query of ['?limit=0', '?action=DROP TABLE', '?from=yesterday', '?cursor=!!'])
      expect((await call('GET', `/admin/audit${query}`, admin)).statusCode, query).toBe(422);
  });
});
