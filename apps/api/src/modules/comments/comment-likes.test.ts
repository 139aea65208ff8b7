import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';

let ctx: TestContext;
let api: ApiRequests;
let seller: TestUser;
let buyer: TestUser;
let listingId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiRequests(ctx);
  [seller, buyer] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'CUSTOMER' })]);
  listingId = await createListing(ctx, seller);
});
afterAll(() => ctx.close());

describe('comment likes', () => {
  it('likes once, unlikes once, and shows has_liked to the liker only', async () => {
    const comment = (await api.comment(buyer, { listing_id: listingId, content: 'Nice' })).json();
    const reply = (await api.comment(seller, { listing_id: listingId, content: 'Thanks', parent_id: comment.id })).json();
    expect((await api.likeComment(seller, comment.id)).json()).toEqual({ comment_id: comment.id, likes: 1, has_liked: true });
    expect((await api.likeComment(seller, comment.id)).json()).toEqual({ comment_id: comment.id, likes: 1, has_liked: true });
    expect((await api.likeComment(buyer, reply.id)).json()).toMatchObject({ likes: 1 });

    const thread = (await api.detail(seller, listingId)).json().comments.find((c: { id: number }) => c.id === comment.id);
    expect(thread).toMatchObject({ likes: 1, has_liked: true, replies: [{ likes: 1, has_liked: false }] });
    expect((await api.comments(buyer, listingId)).json().results.find((c: { id: number }) => c.id === comment.id)).toMatchObject({
      has_liked: false,
      replies: [{ has_liked: true }],
    });

    expect((await api.unlikeComment(seller, comment.id)).json()).toEqual({ comment_id: comment.id, likes: 0, has_liked: false });
    expect((await api.unlikeComment(seller, comment.id)).json()).toEqual({ comment_id: comment.id, likes: 0, has_liked: false });
  });

  it('never goes below 0', async () => {
    const comment = (await api.comment(buyer, { listing_id: listingId, content: 'Floor' })).json();
    expect((await api.unlikeComment(seller, comment.id)).json().likes).toBe(0);
    await api.likeComment(seller, comment.id);
    // A counter that drifted to 0 while a like row exists still floors at 0.
    await ctx.deps.db.update(comments).set({ likesCount: 0 }).where(eq(comments.id, comment.id));
    expect((await api.unlikeComment(seller, comment.id)).json().likes).toBe(0);
    const [row] = await ctx.deps.db.select({ likes: comments.likesCount }).from(comments).where(eq(comments.id, comment.id));
    expect(row?.likes).toBe(0);
  });

  it('requires sign-in and an existing comment', async () => {
    const comment = (await api.comment(buyer, { listing_id: listingId, content: 'Auth' })).json();
    expect((await api.likeComment(null, comment.id)).statusCode).toBe(401);
    expect((await api.unlikeComment(null, comment.id)).statusCode).toBe(401);
    expect((await api.likeComment(seller, 99999999)).statusCode).toBe(404);
    expect((await api.unlikeComment(seller, 99999999)).statusCode).toBe(404);
    expect((await api.likeComment(seller, undefined)).statusCode).toBe(422);
  });
});
