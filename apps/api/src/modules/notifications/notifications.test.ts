import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { apiRequests, type ApiRequests, type Notice } from '../../../test/factories/requests';
import { notify } from './notifications.service';

let ctx: TestContext;
let api: ApiRequests;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiRequests(ctx);
  [seller, buyer, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER', name: 'Kwame Seller' }),
    createUser(ctx, { userType: 'CUSTOMER', name: 'Ama Buyer' }),
    createUser(ctx, { userType: 'ADMIN' }),
  ]);
});
afterAll(() => ctx.close());

const noticesOf = async (user: TestUser, query = '') =>
  (await api.notifications(user, query)).json() as { results: Notice[]; unread_count: number; next_cursor: string | null };
const newest = async (user: TestUser) => (await noticesOf(user)).results[0];

describe('notifications from engagement', () => {
  it('tells the seller about a comment and the commenter about a reply, never about their own', async () => {
    const id = await createListing(ctx, seller, { title: 'Blue bicycle' });
    const before = (await noticesOf(seller)).results.length;
    const comment = (await api.comment(buyer, { listing_id: id, content: 'Does it have gears?' })).json();
    expect(await newest(seller)).toMatchObject({
      type: 'activity',
      kind: 'comment',
      title: 'Ama Buyer commented on your listing "Blue bicycle"',
      body: 'Does it have gears?',
      link: `/listing/${id}`,
      read: false,
    });
    await api.comment(seller, { listing_id: id, content: 'Yes, 21 gears', parent_id: comment.id });
    expect(await newest(buyer)).toMatchObject({
      kind: 'reply',
      title: 'Kwame Seller replied to your comment on "Blue bicycle"',
      body: 'Yes, 21 gears',
    });
    await api.comment(seller, { listing_id: id, content: 'My own note' });
    expect((await noticesOf(seller)).results.length).toBe(before + 1);
  });

  it('batches likes into one unread notification per listing', async () => {
    const id = await createListing(ctx, seller, { title: 'Gas cooker' });
    const fans = await Promise.all([1, 2, 3].map((n) => createUser(ctx, { userType: 'CUSTOMER', name: `Fan ${n}` })));
    await api.like(fans[0]!, id);
    expect(await newest(seller)).toMatchObject({ kind: 'like', title: 'Fan 1 liked your listing "Gas cooker"', link: `/listing/${id}` });
    await api.like(fans[1]!, id);
    await api.unlike(fans[1]!, id);
    await api.like(fans[1]!, id);
    await api.like(fans[2]!, id);
    await api.like(seller, id);
    const likes = (await noticesOf(seller)).results.filter((notice) => notice.link === `/listing/${id}`);
    expect(likes).toEqual([expect.objectContaining({ kind: 'like', title: '3 people liked your listing "Gas cooker"', read: false })]);

    await api.markRead(seller, likes[0]!.id);
    const late = await createUser(ctx, { userType: 'CUSTOMER', name: 'Late Fan' });
    await api.like(late, id);
    const after = (await noticesOf(seller)).results.filter((notice) => notice.link === `/listing/${id}`);
    expect(after.map((notice) => [notice.title, notice.read])).toEqual([
      ['Late Fan liked your listing "Gas cooker"', false],
      ['3 people liked your listing "Gas cooker"', true],
    ]);
  });

  it('batches 20 concurrent likes into one notification with the right count', async () => {
    const id = await createListing(ctx, seller, { title: 'Rush' });
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx, { userType: 'CUSTOMER' })));
    await Promise.all(people.map((person) => api.like(person, id)));
    const likes = (await noticesOf(seller, '?limit=100')).results.filter((notice) => notice.link === `/listing/${id}`);
    expect(likes.map((notice) => notice.title)).toEqual(['20 people liked your listing "Rush"']);
  });

  it('tells the seller when reports put the listing into review, and when an admin approves a post', async () => {
    const id = await createListing(ctx, seller, { title: 'Reported phone' });
    const reporters = await Promise.all([1, 2, 3].map(() => createUser(ctx, { userType: 'CUSTOMER' })));
    for (const reporter of reporters) await api.report(reporter, { listing_id: id, title: 'spam' });
    expect(await newest(seller)).toMatchObject({
      type: 'support',
      kind: 'report_review',
      title: 'Your listing "Reported phone" is under review',
    });

    const reportId = (await api.adminReports(admin)).json().results.find((r: { listing_id: number }) => r.listing_id === id).id;
    await api.resolveReport(admin, reportId, 'dismiss');
    expect(await newest(seller)).toMatchObject({ kind: 'approved', title: 'Your listing "Reported phone" is live again' });

    await api.report(reporters[0]!, { listing_id: id, title: 'prohibited' });
    const again = (await api.adminReports(admin)).json().results.find((r: { listing_id: number }) => r.listing_id === id).id;
    await api.resolveReport(admin, again, 'deactivate');
    expect(await newest(seller)).toMatchObject({
      type: 'support',
      kind: 'deactivated',
      title: 'Your listing "Reported phone" was taken down',
    });
    expect((await noticesOf(reporters[0]!)).results).toEqual([]);
  });

  it('tells the seller when an admin approves a pending post', async () => {
    const moderated = await createTestApp({ config: { listingModeration: 'manual' } });
    try {
      const owner = await createUser(moderated, { userType: 'SELLER' });
      const moderator = await createUser(moderated, { userType: 'ADMIN' });
      const id = await createListing(moderated, owner, { title: 'Waiting post' });
      const approve = () =>
        moderated.app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/classifieds/${id}/status`,
          headers: moderator.auth,
          payload: { status: 'active' },
        });
      expect((await approve()).statusCode).toBe(200);
      expect((await approve()).statusCode).toBe(200);
      const list = (await apiRequests(moderated).notifications(owner)).json();
      expect(list.results).toEqual([
        expect.objectContaining({ kind: 'approved', title: 'Your listing "Waiting post" was approved', link: `/listing/${id}` }),
      ]);
    } finally {
      await moderated.close();
    }
  }, 60_000);
});

describe('/api/v1/notifications', () => {
  it("shows each person only their own, with 404 for someone else's", async () => {
    const owner = await createUser(ctx, { userType: 'CUSTOMER' });
    const stranger = await createUser(ctx, { userType: 'CUSTOMER' });
    await notify(ctx.deps.db, { userId: owner.id, kind: 'message', title: 'Private', at: new Date() });
    const mine = await noticesOf(owner);
    expect(mine.results.map((n) => n.title)).toEqual(['Private']);
    expect((await noticesOf(stranger)).results).toEqual([]);
    const id = mine.results[0]!.id;
    expect((await api.markRead(stranger, id)).statusCode).toBe(404);
    expect((await noticesOf(owner)).unread_count).toBe(1);
    expect((await api.notifications(null)).statusCode).toBe(401);
  });

  it('filters by type, pages newest first, counts unread and marks read', async () => {
    const user = await createUser(ctx, { userType: 'CUSTOMER' });
    const at = Date.now();
    for (let i = 0; i < 4; i += 1) {
      await notify(ctx.deps.db, {
        userId: user.id,
        type: i === 3 ? 'promo' : 'activity',
        kind: 'message',
        title: `N${i}`,
        at: new Date(at + i * 1000),
      });
    }
    const first = await noticesOf(user, '?limit=2');
    expect(first.results.map((n) => n.title)).toEqual(['N3', 'N2']);
    expect(first.unread_count).toBe(4);
    const second = await noticesOf(user, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.results.map((n) => n.title)).toEqual(['N1', 'N0']);
    expect(second.next_cursor).toBeNull();
    expect((await noticesOf(user, '?type=promo')).results.map((n) => n.title)).toEqual(['N3']);
    expect((await api.notifications(user, '?type=news')).statusCode).toBe(422);

    expect((await api.markRead(user, first.results[0]!.id)).json()).toEqual({ id: first.results[0]!.id, read: true, unread_count: 3 });
    expect((await api.unreadCount(user)).json()).toEqual({ unread_count: 3 });
    expect((await api.markAllRead(user, '?type=activity')).json()).toEqual({ updated: 3, unread_count: 0 });
    expect((await noticesOf(user)).results.every((n) => n.read)).toBe(true);
    expect((await api.markAllRead(user)).json()).toEqual({ updated: 0, unread_count: 0 });
  });
});
