import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, listings } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { auditRowsFor } from '../../../test/factories/moderation';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';

let ctx: TestContext;
let api: ApiRequests;
let seller: TestUser;
let buyer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiRequests(ctx);
  [seller, buyer, other, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER', name: 'Kwame Seller' }),
    createUser(ctx, { userType: 'CUSTOMER', name: 'Ama Buyer' }),
    createUser(ctx, { userType: 'CUSTOMER', name: 'Kofi Other' }),
    createUser(ctx, { userType: 'ADMIN' }),
  ]);
});
afterAll(() => ctx.close());

const countOf = async (listingId: number) =>
  (await ctx.deps.db.select({ n: listings.commentsCount }).from(listings).where(eq(listings.id, listingId)))[0]?.n;

describe('POST /api/v1/classifieds/comment', () => {
  it('answers the spec comment fields with the author, and counts it', async () => {
    const id = await createListing(ctx, seller);
    const res = await api.comment(buyer, { listing_id: id, content: '  Is it still available?  ', parent_id: null });
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment).toMatchObject({
      comment_id: comment.id,
      listing_id: id,
      user_id: buyer.id,
      content: 'Is it still available?',
      parent_id: null,
      likes: 0,
      has_liked: false,
      is_author: true,
      deleted: false,
      replies: [],
      user: { user_id: buyer.id, name: 'Ama Buyer', username: null, profilePicture: null, profile_picture: null },
    });
    expect(new Date(comment.created_at).toISOString()).toBe(comment.created_at);
    expect(await countOf(id)).toBe(1);
    expect((await api.detail(null, id)).json()).toMatchObject({ comments_count: 1, comments: [{ id: comment.id, is_author: false }] });
  });

  it("validates the content and the listing id with the spec's messages", async () => {
    const id = await createListing(ctx, seller);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ listing_id: id, content: '   ' }, 'content', 'Comment cannot be empty.'],
      [{ listing_id: id }, 'content', 'Comment cannot be empty.'],
      [{ listing_id: id, content: 'x'.repeat(2001) }, 'content', 'Comment must be at most 2000 characters.'],
      [{ content: 'Hello' }, 'listing_id', 'Listing ID is missing. Cannot post this comment.'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await api.comment(buyer, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    }
    expect((await api.comment(buyer, { listing_id: id, content: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await api.comment(null, { listing_id: id, content: 'Hello' })).statusCode).toBe(401);
    expect((await api.comment(buyer, { listing_id: 99999999, content: 'Hello' })).statusCode).toBe(404);
    expect(await countOf(id)).toBe(1);
  });

  it('answers HTML and script as the same inert text: not stripped, not escaped', async () => {
    const id = await createListing(ctx, seller);
    const content = `<script>alert("x")</script><img src=x onerror="alert(1)"> & 'quotes' \u{1F600}`;
    const res = await api.comment(buyer, { listing_id: id, content });
    expect(res.json().content).toBe(content);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const listed = (await api.comments(null, id)).json();
    expect(listed.results[0].content).toBe(content);
  });

  it('keeps replies one level deep, and refuses a parent on another listing', async () => {
    const id = await createListing(ctx, seller);
    const elsewhere = await createListing(ctx, seller);
    const top = (await api.comment(buyer, { listing_id: id, content: 'Top' })).json();
    const foreign = (await api.comment(buyer, { listing_id: elsewhere, content: 'On another listing' })).json();

    const wrong = await api.comment(other, { listing_id: id, content: 'Reply', parent_id: foreign.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0]).toMatchObject({
      loc: ['body', 'parent_id'],
      msg: 'The comment you are replying to is not on this listing.',
    });
    expect((await api.comment(other, { listing_id: id, content: 'Reply', parent_id: 99999999 })).statusCode).toBe(422);

    const reply = (await api.comment(seller, { listing_id: id, content: 'Yes it is', parent_id: top.id })).json();
    expect(reply.parent_id).toBe(top.id);
    const nested = (await api.comment(buyer, { listing_id: id, content: 'Great', parent_id: String(reply.id) })).json();
    expect(nested.parent_id).toBe(top.id);

    const detail = (await api.detail(buyer, id)).json();
    expect(detail.comments_count).toBe(3);
    expect(detail.comments).toHaveLength(1);
    expect(detail.comments[0]).toMatchObject({ id: top.id, replies_count: 2, is_author: true });
    expect(detail.comments[0].replies.map((r: { content: string }) => r.content)).toEqual(['Yes it is', 'Great']);
    expect(detail.comments[0].replies[0]).toMatchObject({ is_author: false, user: { name: 'Kwame Seller' } });
  });
});

describe('GET /api/v1/classifieds/{id}/comments', () => {
  it('pages top-level comments oldest first', async () => {
    const id = await createListing(ctx, seller);
    const writer = await createUser(ctx, { userType: 'CUSTOMER' });
    for (let i = 1; i <= 5; i += 1) await api.comment(writer, { listing_id: id, content: `Comment ${i}` });
    const first = (await api.comments(null, id, '?limit=2')).json();
    expect(first.results.map((c: { content: string }) => c.content)).toEqual(['Comment 1', 'Comment 2']);
    expect(first.total).toBe(5);
    const second = (await api.comments(null, id, `?limit=2&cursor=${first.next_cursor}`)).json();
    const third = (await api.comments(null, id, `?limit=2&cursor=${second.next_cursor}`)).json();
    expect([...second.results, ...third.results].map((c: { content: string }) => c.content)).toEqual([
      'Comment 3',
      'Comment 4',
      'Comment 5',
    ]);
    expect(third.next_cursor).toBeNull();
    expect((await api.comments(null, id, '?limit=0')).statusCode).toBe(422);
    expect((await api.comments(null, 99999999)).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/classifieds/comment/{id}', () => {
  it('refuses anyone but the author with 403 and changes nothing', async () => {
    const id = await createListing(ctx, seller);
    const comment = (await api.comment(buyer, { listing_id: id, content: 'Mine' })).json();
    for (const user of [other, seller]) {
      const res = await api.deleteComment(user, comment.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('You can only delete your own comments.');
    }
    expect((await api.deleteComment(null, comment.id)).statusCode).toBe(401);
    const [row] = await ctx.deps.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row).toMatchObject({ content: 'Mine', deletedAt: null });
    expect(await countOf(id)).toBe(1);
  });

  it('removes a comment without replies, and lets an admin delete too', async () => {
    const id = await createListing(ctx, seller);
    const a = (await api.comment(buyer, { listing_id: id, content: 'A' })).json();
    const b = (await api.comment(buyer, { listing_id: id, content: 'B' })).json();
    expect((await api.deleteComment(buyer, a.id)).json()).toEqual({ id: a.id, deleted: true, removed: true, comments_count: 1 });
    expect((await api.deleteComment(admin, b.id)).json()).toMatchObject({ removed: true, comments_count: 0 });
    expect((await api.deleteComment(buyer, a.id)).statusCode).toBe(404);
    // The admin's removal of another person's comment is audited once; the author's own is not.
    expect(await auditRowsFor(ctx, 'comment', a.id)).toHaveLength(0);
    const audited = await auditRowsFor(ctx, 'comment', b.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorId: admin.id,
      action: 'comment.removed',
      before: { listing_id: id, user_id: buyer.id, text: 'B' },
    });
    expect((await api.detail(null, id)).json()).toMatchObject({ comments: [], comments_count: 0 });
  });

  it("keeps a deleted comment with replies readable as 'comment deleted', gone with its last reply", async () => {
    const id = await createListing(ctx, seller);
    const top = (await api.comment(buyer, { listing_id: id, content: 'Question' })).json();
    const reply = (await api.comment(seller, { listing_id: id, content: 'Answer', parent_id: top.id })).json();
    expect((await api.deleteComment(buyer, top.id)).json()).toMatchObject({ removed: false, comments_count: 1 });

    const thread = (await api.detail(buyer, id)).json().comments[0];
    expect(thread).toMatchObject({ id: top.id, deleted: true, content: 'comment deleted', user: null, user_id: null, is_author: false });
    expect(thread.replies).toEqual([expect.objectContaining({ id: reply.id, content: 'Answer' })]);
    expect((await api.comment(other, { listing_id: id, content: 'Late', parent_id: top.id })).json().detail[0].msg).toBe(
      'You cannot reply to a deleted comment.',
    );

    expect((await api.deleteComment(seller, reply.id)).json()).toMatchObject({ removed: true, comments_count: 0 });
    expect((await api.detail(null, id)).json().comments).toEqual([]);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.listingId, id))).toEqual([]);
  });
});

describe('comment rate limit', () => {
  it('answers 429 with Retry-After after 20 comments in 10 minutes', async () => {
    const id = await createListing(ctx, seller);
    const chatty = await createUser(ctx, { userType: 'CUSTOMER' });
    for (let i = 0; i < 20; i += 1) expect((await api.comment(chatty, { listing_id: id, content: `Hi ${i}` })).statusCode).toBe(201);
    const res = await api.comment(chatty, { listing_id: id, content: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/commenting too fast/);
    expect(await countOf(id)).toBe(20);
  });
});
