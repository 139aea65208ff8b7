import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';

let ctx: TestContext;
let api: ApiRequests;
let seller: TestUser;
let admin: TestUser;
let reporters: TestUser[];

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiRequests(ctx);
  [seller, admin, ...reporters] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'ADMIN' }),
    ...[1, 2, 3].map(() => createUser(ctx, { userType: 'CUSTOMER' })),
  ]);
});
afterAll(() => ctx.close());

const listingRow = async (id: number) => (await ctx.deps.db.select().from(listings).where(eq(listings.id, id)))[0];

async function reportedBy(count: number, title = 'Reported ad'): Promise<{ listingId: number; reportIds: number[] }> {
  const listingId = await createListing(ctx, seller, { title });
  const reportIds = [];
  for (const reporter of reporters.slice(0, count)) reportIds.push((await api.report(reporter, { listing_id: listingId, title: 'spam' })).json().id as number);
  return { listingId, reportIds };
}

describe('admin report endpoints', () => {
  it('refuses everyone but admins, and changes nothing', async () => {
    const { listingId, reportIds } = await reportedBy(1);
    for (const user of [seller, reporters[0]!]) {
      expect((await api.adminReports(user)).statusCode).toBe(403);
      expect((await api.resolveReport(user, reportIds[0]!, 'deactivate')).statusCode).toBe(403);
    }
    expect((await api.adminReports(null)).statusCode).toBe(401);
    expect((await api.resolveReport(null, reportIds[0]!, 'dismiss')).statusCode).toBe(401);
    expect((await listingRow(listingId))?.status).toBe('active');
  });

  it('lists open reports newest first with reporter and listing, paged', async () => {
    const { listingId, reportIds } = await reportedBy(2, 'Listed for review');
    const first = (await api.adminReports(admin, '?status=open&limit=1')).json();
    expect(first.results).toHaveLength(1);
    expect(first.results[0]).toMatchObject({
      id: reportIds[1],
      listing_id: listingId,
      title: 'spam',
      status: 'open',
      resolution: null,
      reporter: { user_id: reporters[1]!.id },
      listing: { id: listingId, title: 'Listed for review', status: 'active', user_id: seller.id, open_reports: 2 },
    });
    const second = (await api.adminReports(admin, `?limit=1&cursor=${first.next_cursor}`)).json();
    expect(second.results[0].id).toBe(reportIds[0]);
    expect((await api.adminReports(admin, '?status=closed')).statusCode).toBe(422);
  });

  it('dismiss resolves every open report of the listing and puts a listing in review back live', async () => {
    const { listingId, reportIds } = await reportedBy(3);
    expect((await listingRow(listingId))?.status).toBe('pending');
    const res = await api.resolveReport(admin, reportIds[0]!, 'dismiss');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: reportIds[0], status: 'resolved', resolution: 'dismissed', resolved_count: 3, listing: { id: listingId, status: 'active' } });
    const row = await listingRow(listingId);
    expect(row).toMatchObject({ status: 'active', extra: expect.objectContaining({ moderation_hold: false }) });
    expect(row?.extra).not.toHaveProperty('review_reason');
    expect((await api.resolveReport(admin, reportIds[1]!, 'deactivate')).statusCode).toBe(409);
    const resolved = (await api.adminReports(admin, '?status=resolved')).json().results.filter((r: { listing_id: number }) => r.listing_id === listingId);
    expect(resolved).toHaveLength(3);
    expect(resolved[0]).toMatchObject({ resolution: 'dismissed', resolved_at: expect.any(String) });
    // The same people may report it again once their reports are resolved.
    expect((await api.report(reporters[0]!, { listing_id: listingId, title: 'other' })).statusCode).toBe(201);
  });

  it('deactivate takes the listing down under a hold its owner cannot lift', async () => {
    const { listingId, reportIds } = await reportedBy(1);
    expect((await api.resolveReport(admin, reportIds[0]!, 'deactivate')).json()).toMatchObject({ resolution: 'deactivated', listing: { status: 'inactive' } });
    expect(await listingRow(listingId)).toMatchObject({ status: 'inactive', extra: expect.objectContaining({ moderation_hold: true }) });
    const reactivate = await api.setStatus(seller, listingId, 'active');
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().detail).toMatch(/moderator/);
  });

  it('validates the action and answers 404 for an unknown report', async () => {
    const { reportIds } = await reportedBy(1);
    const bad = await api.resolveReport(admin, reportIds[0]!, 'delete');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe("action must be 'dismiss' or 'deactivate'.");
    expect((await api.resolveReport(admin, 99999999, 'dismiss')).statusCode).toBe(404);
  });
});
