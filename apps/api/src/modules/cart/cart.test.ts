import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '@dwa/db/schema';
import type { Cart } from '@dwa/shared/commerce';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertListing } from '../../../test/factories/listings';
import { insertProduct, shopRequests, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let otherSeller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = shopRequests(ctx);
  [seller, otherSeller] = await Promise.all([
    createUser(ctx, { userType: 'SELLER', name: 'Kwame Shop' }),
    createUser(ctx, { userType: 'SELLER', name: 'Efua Wares' }),
  ]);
});
afterAll(() => ctx.close());

const buyer = () => createUser(ctx, { name: 'Ama Buyer' });

describe('/api/v1/cart', () => {
  it('adds, groups by seller with subtotals and the courier fee, changes quantities and removes', async () => {
    const me = await buyer();
    const radio = await insertProduct(ctx, seller, { title: 'FM radio', price: 120, quantity: 5 });
    const kettle = await insertProduct(ctx, seller, { title: 'Kettle', price: 80.5, quantity: 2 });
    const cloth = await insertProduct(ctx, otherSeller, { title: 'Kente cloth', price: 450, quantity: 1 });
    expect((await shop.cart(me)).json()).toMatchObject({ sellers: [], item_count: 0, subtotal: 0, currency: 'GHS' });

    expect((await shop.add(me, radio, 2)).statusCode).toBe(200);
    expect((await shop.add(me, String(kettle))).statusCode).toBe(200);
    const added = await shop.add(me, cloth, 1);
    expect(added.statusCode).toBe(200);
    const cart = added.json() as Cart;
    // The add's answer (the cart as read before the write, with the written line) is the cart as stored.
    expect(cart).toEqual((await shop.cart(me)).json());
    expect(cart.item_count).toBe(4);
    expect(cart.subtotal).toBe(770.5);
    expect(cart.sellers.map((group) => group.seller.name)).toEqual(['Kwame Shop', 'Efua Wares']);
    expect(cart.sellers[0]).toMatchObject({ subtotal: 320.5, courier_fee: 15 });
    expect(cart.sellers[1]).toMatchObject({ subtotal: 450, courier_fee: 10 });
    expect(cart.sellers[0]!.items[0]).toMatchObject({
      listing_id: radio,
      title: 'FM radio',
      price: 120,
      quantity: 2,
      line_total: 240,
      available: true,
      problem: null,
      stock: 5,
    });
    expect(cart.sellers[0]!.items[0]!.image).toMatch(/^\/static\/listings\/.+-320\.webp$/);

    // Adding again adds to the line.
    const again = (await shop.add(me, radio, 1)).json() as Cart;
    expect(again.sellers[0]!.items[0]!.quantity).toBe(3);
    expect(again).toEqual((await shop.cart(me)).json());
    expect(((await shop.setQuantity(me, radio, 1)).json() as Cart).sellers[0]!.items[0]!.quantity).toBe(1);
    const removed = (await shop.remove(me, kettle)).json() as Cart;
    expect(removed.sellers[0]!.items.map((item) => item.listing_id)).toEqual([radio]);
    expect((await shop.remove(me, kettle)).statusCode).toBe(200); // idempotent
  });

  it('follows the buyer: another session sees the same cart', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller);
    await shop.add(me, item, 2);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/cart', headers: { authorization: me.auth.authorization } });
    expect((again.json() as Cart).item_count).toBe(2);
  });

  it('refuses your own listing, one not in the shop, a hidden one, and more than the stock', async () => {
    const me = await buyer();
    const own = await insertProduct(ctx, seller);
    expect((await shop.add(seller, own)).json()).toMatchObject({ detail: 'You cannot buy your own listing.' });
    expect((await shop.add(seller, own)).statusCode).toBe(403);

    const classified = await insertListing(ctx, seller);
    const notForSale = await shop.add(me, classified);
    expect(notForSale.statusCode).toBe(409);
    expect(notForSale.json()).toMatchObject({ detail: 'This listing is not for sale in the shop.' });

    const hidden = await insertProduct(ctx, seller, { status: 'inactive' });
    expect((await shop.add(me, hidden)).statusCode).toBe(404);
    expect((await shop.add(me, 99999999)).statusCode).toBe(404);

    const few = await insertProduct(ctx, seller, { quantity: 2 });
    const tooMany = await shop.add(me, few, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ detail: 'Only 2 left in stock.' });
    expect((await shop.add(me, few, 2)).statusCode).toBe(200);
    expect((await shop.add(me, few, 1)).json()).toMatchObject({ detail: 'Only 2 left in stock.' });
    expect((await shop.setQuantity(me, few, 3)).statusCode).toBe(409);

    const soldOut = await insertProduct(ctx, seller, { quantity: 0 });
    expect((await shop.add(me, soldOut)).json()).toMatchObject({ detail: 'Out of stock' });
    expect(((await shop.cart(me)).json() as Cart).item_count).toBe(2);
  });

  it('adds at once never put more in a line than the stock: the write itself keeps the limit', async () => {
    const me = await buyer();
    const few = await insertProduct(ctx, seller, { quantity: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => shop.add(me, few, 1)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toMatchObject({ detail: 'Only 3 left in stock.' });
    }
    const cart = (await shop.cart(me)).json() as Cart;
    expect(cart.sellers[0]!.items[0]).toMatchObject({ listing_id: few, quantity: 3 });
  });

  it("a deactivated seller's listing is not found for a buyer; the line already in the cart is flagged", async () => {
    const me = await buyer();
    const gone = await createUser(ctx, { userType: 'SELLER', name: 'Closed Shop' });
    const item = await insertProduct(ctx, gone, { quantity: 4 });
    expect((await shop.add(me, item)).statusCode).toBe(200);
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const refused = await shop.add(me, item);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ detail: 'Listing not found' });
    expect(((await shop.cart(me)).json() as Cart).sellers[0]!.items[0]).toMatchObject({ quantity: 1, problem: 'inactive' });
  });

  it('validates the body and the path', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller);
    for (const quantity of [0, 100, -1, 1.5, 'two']) {
      const res = await shop.add(me, item, quantity);
      expect(res.statusCode, String(quantity)).toBe(422);
      expect(JSON.stringify(res.json())).toContain('Quantity must be a whole number from 1 to 99.');
    }
    expect((await shop.add(me, 'abc')).statusCode).toBe(422);
    expect((await shop.setQuantity(me, 'abc', 1)).statusCode).toBe(422);
    expect((await shop.setQuantity(me, item, 1)).json()).toMatchObject({ detail: 'This item is not in your cart.' });
    const plenty = await insertProduct(ctx, seller, { quantity: 500 });
    expect((await shop.add(me, plenty, 98)).statusCode).toBe(200);
    const over = await shop.add(me, plenty, 2);
    expect(over.statusCode).toBe(422); // a line holds at most 99
    expect(((await shop.cart(me)).json() as Cart).item_count).toBe(98);
  });

  it('flags lines that became unavailable and leaves them out of the totals', async () => {
    const me = await buyer();
    const item = await insertProduct(ctx, seller, { price: 50, quantity: 3 });
    const other = await insertProduct(ctx, otherSeller, { price: 20, quantity: 3 });
    await shop.add(me, item, 2);
    await shop.add(me, other, 1);
    await ctx.deps.db.update(listings).set({ quantity: 1 }).where(eq(listings.id, item));
    let cart = (await shop.cart(me)).json() as Cart;
    expect(cart.sellers[0]!.items[0]).toMatchObject({ available: false, problem: 'not_enough_stock', stock: 1 });
    expect(cart).toMatchObject({ subtotal: 20, item_count: 1, unavailable_count: 1 });
    await ctx.deps.db.update(listings).set({ quantity: 0 }).where(eq(listings.id, item));
    cart = (await shop.cart(me)).json() as Cart;
    expect(cart.sellers[0]!.items[0]!.problem).toBe('out_of_stock');
    await ctx.deps.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, item));
    expect(((await shop.cart(me)).json() as Cart).sellers[0]!.items[0]!.problem).toBe('inactive');
    await ctx.deps.db.update(listings).set({ status: 'active', buyNow: false }).where(eq(listings.id, item));
    expect(((await shop.cart(me)).json() as Cart).sellers[0]!.items[0]!.problem).toBe('not_for_sale');
  });

  it('needs a signed-in person', async () => {
    expect((await shop.cart(null)).statusCode).toBe(401);
    expect((await shop.add(null, 1)).statusCode).toBe(401);
    expect((await shop.setQuantity(null, 1, 1)).statusCode).toBe(401);
    expect((await shop.remove(null, 1)).statusCode).toBe(401);
  });
});
