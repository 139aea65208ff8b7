import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '@dwa/db/schema';
import { NOTIFICATION_PREFERENCE_MESSAGES as M } from '@dwa/shared/notifications-preferences';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { actOk, buy, giveBusinessAddress, insertProduct, shopRequests, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

// Selling preferences' notification choices (issue 36): read and change them, and the server keeps
// quiet about what a person turned off (new orders, other order news, order emails, messages,
// comments and likes on their listings), while everyone else is still told.

let ctx: TestContext;
let shop: ShopRequests;
const ALL_ON = { new_order: true, order_update: true, order_email: true, new_message: true, listing_comment: true, listing_like: true };

beforeAll(async () => {
  ctx = await createTestApp({ config: { checkoutLimit: { limit: 1000, windowMs: 60_000 } } });
  shop = shopRequests(ctx);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const choices = (who: TestUser | null, change?: unknown) =>
  change === undefined ? call('GET', '/notification-preferences', who) : call('PUT', '/notification-preferences', who, change);

async function noticesOf(who: TestUser) {
  const res = await call('GET', '/notifications', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { kind: string; title: string }[];
}
const mailsTo = (who: TestUser) => ctx.deps.db.select({ subject: mails.subject }).from(mails).where(eq(mails.to, who.email));

describe('reading and changing the choices', () => {
  it('starts with everything on; a change keeps the topics it does not name, and stays', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    expect((await choices(seller)).json()).toEqual(ALL_ON);
    const changed = await choices(seller, { new_message: false, listing_like: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...ALL_ON, new_message: false, listing_like: false });
    expect((await choices(seller, { listing_like: true })).json()).toEqual({ ...ALL_ON, new_message: false });
    expect((await choices(seller)).json()).toEqual({ ...ALL_ON, new_message: false });
  });

  it('refuses what is not on or off, unknown topics and an empty change with 422 in plain words', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    for (const bad of [{ new_order: 'no' }, { new_order: null }, { new_order: 0 }, { sms_everything: false }]) {
      const res = await choices(seller, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().detail.map((issue: { msg: string }) => issue.msg)).toEqual([M.choice]);
    }
    const empty = await choices(seller, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail.map((issue: { msg: string }) => issue.msg)).toEqual([M.empty]);
    expect((await choices(seller)).json()).toEqual(ALL_ON);
  });

  it('asks for a sign-in', async () => {
    expect((await choices(null)).statusCode).toBe(401);
    expect((await choices(null, { new_order: false })).statusCode).toBe(401);
  });

  it("one person's choices are theirs alone", async () => {
    const [first, second] = [await createUser(ctx, { userType: 'SELLER' }), await createUser(ctx, { userType: 'SELLER' })];
    await choices(first, { new_order: false, order_email: false });
    expect((await choices(second)).json()).toEqual(ALL_ON);
    // A user id in the body does not reach someone else's choices: it is an unknown field.
    expect((await choices(first, { user_id: second.id, new_order: true })).statusCode).toBe(422);
    expect((await choices(second)).json()).toEqual(ALL_ON);
  });
});

describe('the server honours them', () => {
  async function sellerWithProduct() {
    const seller = await createUser(ctx, { userType: 'SELLER', name: 'Abena Shop' });
    await giveBusinessAddress(ctx, seller);
    const item = await insertProduct(ctx, seller, { title: 'Kente scarf', price: 50, quantity: 10 });
    return { seller, item };
  }

  it('a seller who turned new orders and order emails off is not told of a new order; the buyer still is', async () => {
    const quiet = await sellerWithProduct();
    const loud = await sellerWithProduct();
    expect((await choices(quiet.seller, { new_order: false, order_email: false })).statusCode).toBe(200);
    const buyer = await createUser(ctx, { name: 'Kofi Buyer' });
    await buy(shop, buyer, [
      [quiet.item, 1],
      [loud.item, 1],
    ]);

    expect((await noticesOf(quiet.seller)).filter((notice) => notice.kind === 'order')).toEqual([]);
    expect(await mailsTo(quiet.seller)).toEqual([]);
    expect((await noticesOf(loud.seller)).map((notice) => notice.title)).toEqual([expect.stringMatching(/^New order /)]);
    expect((await mailsTo(loud.seller)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Dwa: New order /)]);
    expect((await noticesOf(buyer)).filter((notice) => notice.kind === 'order')).toHaveLength(2);
  });

  it("order_update silences the rest of a sale's news, and new_order still comes", async () => {
    const { seller, item } = await sellerWithProduct();
    await choices(seller, { order_update: false });
    const buyer = await createUser(ctx);
    const { orders } = await buy(shop, buyer, [[item, 1]]);
    await actOk(shop, buyer, orders[0]!.id, 'cancel', 'Changed my mind');
    expect((await noticesOf(seller)).map((notice) => notice.title)).toEqual([expect.stringMatching(/^New order /)]);
    // Emails stay on: both the new order and the cancellation are mailed.
    expect(await mailsTo(seller)).toHaveLength(2);
  });

  it('messages, comments and likes are kept back while off, and come again once on', async () => {
    const { seller } = await sellerWithProduct();
    const listing = await insertProduct(ctx, seller, { title: 'Batik shirt' });
    const fan = await createUser(ctx, { name: 'Esi Fan' });
    await choices(seller, { new_message: false, listing_comment: false, listing_like: false });

    expect((await call('POST', '/classifieds/like', fan, { listing_id: listing })).statusCode).toBe(200);
    expect((await call('POST', '/classifieds/comment', fan, { listing_id: listing, content: 'Is it cotton?' })).statusCode).toBe(201);
    const started = await call('POST', `/chat/start/${seller.id}`, fan, { listing_id: listing });
    expect(started.statusCode, started.body).toBe(201);
    const sent = await call('POST', `/chat/${started.json().id}/send`, fan, { content: 'Hello, still for sale?' });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    expect(await noticesOf(seller)).toEqual([]);

    await choices(seller, { listing_comment: true });
    expect((await call('POST', '/classifieds/comment', fan, { listing_id: listing, content: 'And the size?' })).statusCode).toBe(201);
    expect((await noticesOf(seller)).map((notice) => notice.kind)).toEqual(['comment']);
  });
});
