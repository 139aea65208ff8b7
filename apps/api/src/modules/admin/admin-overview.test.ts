import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { listings, orders, sellerApplications, users } from '@dwa/db/schema';
import { HANDOVER_MAX_TRIES } from '@dwa/shared/delivery';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { adminRequests } from '../../../test/factories/admin';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { insertListing } from '../../../test/factories/listings';
import { apiRequests } from '../../../test/factories/requests';
import { buy, giveBusinessAddress, insertProduct, shopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

// GET /api/v1/admin/overview on a database this file fills: every number is known in advance.

const DAY = 86_400_000;
let ctx: TestContext;
let admin: TestUser;
const { call, makeCourier, request, locked } = deliveryFactory(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('GET /api/v1/admin/overview', () => {
  it('counts people, listings, reports, applications, deliveries, tickets and orders now, today and over the last 7 days', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const buyer = await createUser(ctx);
    const applicant = await createUser(ctx);
    const courier = await makeCourier();
    const oldUser = await createUser(ctx);
    const weekUser = await createUser(ctx);
    await ctx.deps.db
      .update(users)
      .set({ createdAt: ago(10) })
      .where(eq(users.id, oldUser.id));
    await ctx.deps.db
      .update(users)
      .set({ createdAt: ago(3) })
      .where(eq(users.id, weekUser.id));

    const now = new Date();
    const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const listed = [
      await insertListing(ctx, seller, { status: 'active', createdAt: new Date(Math.max(todayStart, now.getTime() - 60_000)) }),
      await insertListing(ctx, seller, { status: 'pending', createdAt: now }),
      await insertListing(ctx, seller, { status: 'inactive', createdAt: ago(3) }),
      await insertListing(ctx, seller, { status: 'active', createdAt: ago(10) }),
    ];
    expect((await apiRequests(ctx).report(buyer, { listing_id: listed[0], title: 'spam' })).statusCode).toBe(201);
    await ctx.deps.db.insert(sellerApplications).values({
      userId: applicant.id,
      businessName: 'Ama Shop',
      businessType: 'individual',
      businessAddress: 'Osu',
      region: 'Greater Accra',
      phone: '+233241234567',
    });
    const applied = await call('POST', '/delivery/courier/applications', applicant, {
      name: 'Ama',
      phone: '0241234567',
      vehicle_type: 'bicycle',
      region: 'Ashanti',
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const open = await request(buyer);
    const stuck = await locked(buyer, courier, HANDOVER_MAX_TRIES);
    expect(
      (await call('POST', `/delivery/requests/${open.id}/issues`, buyer, { category: 'late', message: 'Nobody came.' })).statusCode,
    ).toBe(201);
    const resolved = await call('POST', `/delivery/requests/${stuck.id}/issues`, buyer, { category: 'other', message: 'Code refused.' });
    expect((await call('PATCH', `/admin/delivery/tickets/${resolved.json().id}`, admin, { status: 'resolved' })).statusCode).toBe(200);

    await giveBusinessAddress(ctx, seller);
    const shop = shopRequests(ctx);
    const product = await insertProduct(ctx, seller, { createdAt: ago(20) });
    await buy(shop, buyer, [[product, 1]]);
    const earlier = await buy(shop, buyer, [[product, 1]]);
    await ctx.deps.db
      .update(orders)
      .set({ createdAt: ago(2) })
      .where(
        inArray(
          orders.id,
          earlier.orders.map((order) => order.id),
        ),
      );
    await ctx.deps.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, product));

    const res = await adminRequests(ctx).overview(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Date.parse(body.generated_at)).toBeGreaterThan(now.getTime() - 5000);
    expect(body).toEqual({
      generated_at: expect.any(String),
      users: { total: 7, new_today: 5, new_week: 6 },
      listings: { new_today: 2, new_week: 3, pending: 1, active: 2, inactive: 2 },
      reports: { open: 1 },
      applications: { sellers_pending: 1, couriers_pending: 1 },
      deliveries: { by_status: { requested: 1, accepted: 0, picked_up: 0, in_transit: 0, nearby: 1, delivered: 0, cancelled: 0 } },
      tickets: { open: 1 },
      orders: { today: 1, week: 2 },
    });
  });
});
