import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';
import { auditRowsFor, moderationRequests, notificationsOf } from '../../../test/factories/moderation';

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
  for (const reporter of reporters.slice(0, count))
    reportIds.push((await api.report(reporter, { listing_id: listingId, title: 'spam' })).json().id as number);
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
    const mod = moderationRequests(ctx);
    for (const user of [seller, reporters[0]!]) expect((await mod.reportedListings(user)).statusCode).toBe(403);
    expect((await mod.reportedListings(null)).statusCode).toBe(401);
    expect((await listingRow(listingId))?.status).toBe('active');
    expect(await auditRowsFor(ctx, 'report', reportIds[0]!)).toHaveLength(0);
  });

  it('groups reports by listing, each with every report, the most recently reported first, paged', async () => {
    const mod = moderationRequests(ctx);
    const older = await reportedBy(2, 'Grouped older');
    const newer = await reportedBy(1, 'Grouped newer');
    const page = (await mod.reportedListings(admin, '?status=open&limit=100')).json();
    const ids = page.results.map((item: { listing: { id: number } }) => item.listing.id);
    expect(ids.indexOf(newer.listingId)).toBeLessThan(ids.indexOf(older.listingId));
    expect(ids.filter((id: number) => id === older.listingId)).toHaveLength(1);
    const group = page.results.find((item: { listing: { id: number } }) => item.listing.id === older.listingId);
    expect(group).toMatchObject({
      listing: {
        id: older.listingId,
        title: 'Grouped older',
        status: 'active',
        price: 2500.5,
        currency: 'GHS',
        image: expect.stringMatching(/^\/static\//),
      },
      owner: { id: seller.id, name: seller.name },
      open_count: 2,
      latest_report_at: expect.any(String),
    });
    expect(group.reports.map((r: { id: number }) => r.id)).toEqual([...older.reportIds].reverse());
    expect(group.reports[0]).toMatchObject({ reason: 'spam', details: null, status: 'open', reporter: { id: reporters[1]!.id } });

    const first = (await mod.reportedListings(admin, '?limit=1')).json();
    expect(first.results[0].listing.id).toBe(ids[0]);
    const second = (await mod.reportedListings(admin, `?limit=1&cursor=${first.next_cursor}`)).json();
    expect(second.results[0].listing.id).toBe(ids[1]);
    expect((await mod.reportedListings(admin, '?status=closed')).statusCode).toBe(422);

    await api.resolveReport(admin, older.reportIds[0]!, 'dismiss');
    const resolved = (await mod.reportedListings(admin, '?status=resolved&limit=100')).json().results;
    expect(resolved.find((item: { listing: { id: number } }) => item.listing.id === older.listingId)).toMatchObject({ open_count: 0 });
    const open = (await mod.reportedListings(admin, '?limit=100'))
      .json()
      .results.map((item: { listing: { id: number } }) => item.listing.id);
    expect(open).not.toContain(older.listingId);
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
    expect(res.json()).toEqual({
      id: reportIds[0],
      status: 'resolved',
      resolution: 'dismissed',
      resolved_count: 3,
      listing: { id: listingId, status: 'active' },
    });
    const row = await listingRow(listingId);
    expect(row).toMatchObject({ status: 'active', extra: expect.objectContaining({ moderation_hold: false }) });
    expect(row?.extra).not.toHaveProperty('review_reason');
    expect((await api.resolveReport(admin, reportIds[1]!, 'deactivate')).statusCode).toBe(409);
    const resolved = (await api.adminReports(admin, '?status=resolved'))
      .json()
      .results.filter((r: { listing_id: number }) => r.listing_id === listingId);
    expect(resolved).toHaveLength(3);
    expect(resolved[0]).toMatchObject({ resolution: 'dismissed', resolved_at: expect.any(String) });
    const audit = await auditRowsFor(ctx, 'report', reportIds[0]!);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'report.dismissed',
        after: expect.objectContaining({ resolved_count: 3, listing_status: 'active' }),
      }),
    ]);
    // The same people may report it again once their reports are resolved.
    expect((await api.report(reporters[0]!, { listing_id: listingId, title: 'other' })).statusCode).toBe(201);
  });

  it('deactivate takes the listing down under a hold its owner cannot lift', async () => {
    const { listingId, reportIds } = await reportedBy(1);
    expect((await api.resolveReport(admin, reportIds[0]!, 'deactivate')).json()).toMatchObject({
      resolution: 'deactivated',
      listing: { status: 'inactive' },
    });
    expect(await listingRow(listingId)).toMatchObject({ status: 'inactive', extra: expect.objectContaining({ moderation_hold: true }) });
    const reactivate = await api.setStatus(seller, listingId, 'active');
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().detail).toMatch(/moderator/);
    expect((await auditRowsFor(ctx, 'report', reportIds[0]!)).map((row) => row.action)).toEqual(['report.deactivated']);
  });

  it('tells the seller the reason given when reports take a listing down', async () => {
    const { listingId, reportIds } = await reportedBy(1, 'Fake sneakers');
    const mod = moderationRequests(ctx);
    const res = await mod.resolveReport(admin, reportIds[0]!, { action: 'deactivate', reason: 'Counterfeit brand goods.' });
    expect(res.statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${listingId}`, headers: seller.auth });
    expect(read.json().moderation_reason).toBe('Counterfeit brand goods.');
    const notice = (await notificationsOf(ctx, seller.id)).find((n) => n.data.listing_id === listingId && n.kind === 'deactivated');
    expect(notice?.body).toContain('Counterfeit brand goods.');
    expect(await auditRowsFor(ctx, 'report', reportIds[0]!)).toEqual([expect.objectContaining({ reason: 'Counterfeit brand goods.' })]);
  });

  it('validates the action and answers 404 for an unknown report', async () => {
    const { reportIds } = await reportedBy(1);
    const bad = await api.resolveReport(admin, reportIds[0]!, 'delete');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe("action must be 'dismiss' or 'deactivate'.");
    expect((await api.resolveReport(admin, 99999999, 'dismiss')).statusCode).toBe(404);
  });
});
