import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { createUser, type TestUser } from '../../../test/factories/users';

// The admins' courier applications and support tickets are paged by keyset cursor, newest first,
// like every admin list: `items` as before, plus `next_cursor` (null on the last page).

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let courier: TestUser;
const { call, makeCourier, progressed } = deliveryFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { userType: 'ADMIN' });
  customer = await createUser(ctx);
  courier = await makeCourier(true);
});
afterAll(() => ctx.close());

type Page = { items: { id: number; status: string }[]; next_cursor: string | null };

/** Every page of `url` with `limit`, checked one by one; answers the ids in order. */
async function walk(url: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (page.next_cursor !== null) expect(page.items).toHaveLength(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor;
  }
  return ids;
}

async function expectPaged(url: string, newer: number, older: number) {
  const all = (await call('GET', url, admin)).json() as Page;
  expect(all.next_cursor).toBeNull();
  const ids = all.items.map((item) => item.id);
  expect(ids.slice(0, 2)).toEqual([newer, older]);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  const first = (await call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=1`, admin)).json() as Page;
  expect(first.items.map((item) => item.id)).toEqual([newer]);
  expect(first.next_cursor).toEqual(expect.any(String));
  const second = (await call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=1&cursor=${first.next_cursor}`, admin)).json() as Page;
  expect(second.items.map((item) => item.id)).toEqual([older]);

  const walked = await walk(url, 1);
  expect(walked).toEqual(ids);
  expect(new Set(walked).size).toBe(walked.length);
  expect(await walk(url, 2)).toEqual(ids);
}

async function expectRefused(path: string) {
  for (const query of ['?limit=0', '?limit=101', '?limit=many', '?cursor=nonsense', '?cursor=%21%21', `?cursor=${'a'.repeat(201)}`]) {
    const res = await call('GET', `${path}${query}`, admin);
    expect(res.statusCode, query).toBe(422);
    expect(res.json().detail[0].msg, query).toMatch(/^(limit must be a whole number from 1 to 100\.|cursor is not valid)/);
  }
  expect((await call('GET', `${path}?limit=1`, null)).statusCode).toBe(401);
  expect((await call('GET', `${path}?limit=1`, customer)).statusCode).toBe(403);
  expect((await call('GET', `${path}?limit=1`, courier)).statusCode).toBe(403);
}

describe('GET /api/v1/admin/courier-applications (paged)', () => {
  it('pages every application newest first, keeps the status filter, and ends with next_cursor null', async () => {
    const applied: number[] = [];
    for (const name of ['Kwesi', 'Akua', 'Yaa']) {
      const applicant = await createUser(ctx);
      const res = await call('POST', '/delivery/courier/applications', applicant, {
        name,
        phone: '0241234567',
        vehicle_type: 'motorbike',
        region: 'Ashanti',
      });
      expect(res.statusCode, res.body).toBe(201);
      applied.push(res.json().id as number);
    }
    const [rejected, older, newer] = applied as [number, number, number];
    expect((await call('POST', `/admin/courier-applications/${rejected}/reject`, admin)).statusCode).toBe(200);

    await expectPaged('/admin/courier-applications', newer, older);
    await expectPaged('/admin/courier-applications?status=pending', newer, older);
    expect(await walk('/admin/courier-applications?status=pending', 1)).not.toContain(rejected);
    expect(await walk('/admin/courier-applications?status=rejected', 1)).toEqual([rejected]);
    expect(await walk('/admin/courier-applications', 1)).toContain(rejected);
  });

  it('refuses a bad cursor or limit with 422, and everyone but admins', () => expectRefused('/admin/courier-applications'));
});

describe('GET /api/v1/admin/delivery/tickets (paged)', () => {
  it('pages every ticket newest first, keeps the status filter, and ends with next_cursor null', async () => {
    const filed: number[] = [];
    for (const message of ['Still waiting.', 'The box is wet.', 'Wrong item.']) {
      const job = await progressed('accepted', customer, courier);
      const res = await call('POST', `/delivery/requests/${job.id}/issues`, customer, { category: 'other', message });
      expect(res.statusCode, res.body).toBe(201);
      filed.push(res.json().id as number);
    }
    const [resolved, older, newer] = filed as [number, number, number];
    expect((await call('PATCH', `/admin/delivery/tickets/${resolved}`, admin, { status: 'resolved' })).statusCode).toBe(200);

    await expectPaged('/admin/delivery/tickets', newer, older);
    await expectPaged('/admin/delivery/tickets?status=open', newer, older);
    expect(await walk('/admin/delivery/tickets?status=open', 1)).not.toContain(resolved);
    expect(await walk('/admin/delivery/tickets?status=resolved', 1)).toEqual([resolved]);
  });

  it('refuses a bad cursor or limit with 422, and everyone but admins', () => expectRefused('/admin/delivery/tickets'));
});
