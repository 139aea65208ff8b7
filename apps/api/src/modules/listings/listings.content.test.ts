import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { postListing, validFields } from '../../../test/factories/listings';
import { listingRowOf, moderationRequests, notificationsOf, type ModerationRequests } from '../../../test/factories/moderation';
import { multipart } from '../../../test/multipart';

// The content check: a post or an edit whose title or description matches a content rule waits in
// `pending` for a moderator, with the rule that matched; the seller is told.

let ctx: TestContext;
let mod: ModerationRequests;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  mod = moderationRequests(ctx);
  [seller, admin] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'ADMIN' })]);
});
afterAll(() => ctx.close());

const PHONE_RULE = { kind: 'pattern', label: 'A phone number in the text' };
const queueItem = async (id: number) =>
  (await mod.queue(admin, '?limit=100')).json().results.find((item: { listing: { id: number } }) => item.listing.id === id);
const ownerRead = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${id}`, headers: seller.auth })).json();

describe('the content check on a post', () => {
  it('sends a post with a phone number to review with the matched rule, and tells the seller', async () => {
    const res = await postListing(ctx, seller, {
      ...validFields,
      title: 'Fridge for sale',
      description: 'Works well, call 024 123 4567 for details.',
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing).toMatchObject({
      status: 'pending',
      moderation_reason: "Waiting for a moderator's review: a phone number in the text.",
    });
    const row = await listingRowOf(ctx, listing.id);
    expect(row?.extra).toMatchObject({
      review_reason: 'content_rule',
      moderation_hold: true,
      matched_rule: { ...PHONE_RULE, id: expect.any(Number), match: '024 123 4567' },
    });
    expect(await queueItem(listing.id)).toMatchObject({
      review_reason: 'content_rule',
      matched_rule: { ...PHONE_RULE, match: '024 123 4567' },
    });
    const notice = (await notificationsOf(ctx, seller.id)).find((n) => n.data.listing_id === listing.id);
    expect(notice).toMatchObject({ kind: 'report_review', title: 'Your listing "Fridge for sale" is waiting for review' });
    // Held, so its owner cannot publish it without a moderator.
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/classifieds/${listing.id}/status`,
          headers: seller.auth,
          payload: { status: 'active' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('sends payment-first instructions to review too, and lets a clean post go live', async () => {
    const scam = await postListing(ctx, seller, { ...validFields, title: 'Send the money first please' });
    expect(scam.json().status).toBe('pending');
    expect((await listingRowOf(ctx, scam.json().id))?.extra).toMatchObject({
      matched_rule: { label: 'Payment instructions in the text', match: 'Send the money first' },
    });

    const clean = await postListing(ctx, seller);
    expect(clean.json()).toMatchObject({ status: 'active', moderation_reason: null });
    expect(await queueItem(clean.json().id)).toBeUndefined();
  });

  it('applies a rule an admin adds at once, and stops when it is deleted', async () => {
    const rule = (await mod.addRule(admin, { kind: 'word', value: 'gift card', label: 'Asks for gift cards' })).json();
    const held = await postListing(ctx, seller, { ...validFields, description: 'Pay with an iTunes GIFT CARD only.' });
    expect(held.json().status).toBe('pending');
    expect((await listingRowOf(ctx, held.json().id))?.extra).toMatchObject({
      matched_rule: { id: rule.id, kind: 'word', match: 'GIFT CARD' },
    });
    await mod.deleteRule(admin, rule.id);
    expect((await postListing(ctx, seller, { ...validFields, description: 'Pay with an iTunes GIFT CARD only.' })).json().status).toBe(
      'active',
    );
  });
});

describe('the content check on an edit', () => {
  it('sends a live listing to review when a JSON edit adds a phone number, and back live when it is taken out', async () => {
    const id = (await postListing(ctx, seller)).json().id as number;
    const edited = await mod.editJson(seller, id, { description: 'Still boxed. WhatsApp +233 20 555 1234.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'pending', moderation_reason: expect.stringContaining('phone number') });
    expect(await queueItem(id)).toMatchObject({ review_reason: 'content_rule', matched_rule: { match: '+233 20 555 1234' } });
    expect((await notificationsOf(ctx, seller.id)).filter((n) => n.data.listing_id === id)).toHaveLength(1);

    const cleaned = await mod.editJson(seller, id, { description: 'Still boxed, message me on Dwa.' });
    expect(cleaned.json()).toMatchObject({ status: 'active', moderation_reason: null });
    expect((await listingRowOf(ctx, id))?.extra).not.toHaveProperty('matched_rule');
  });

  it('checks a multipart edit too', async () => {
    const id = (await postListing(ctx, seller)).json().id as number;
    const form = await multipart({ title: 'Phone - call 0244 123 456 now' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/classifieds/${id}`,
      headers: { ...form.headers, ...seller.auth },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    expect((await ownerRead(id)).moderation_reason).toMatch(/phone number/);
  });

  it('leaves an edit without a match as it was', async () => {
    const id = (await postListing(ctx, seller)).json().id as number;
    expect((await mod.editJson(seller, id, { title: 'Samsung Galaxy S21, boxed' })).json().status).toBe('active');
  });
});
