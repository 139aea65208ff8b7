import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promo, PromoDetail } from '@dwa/shared/commerce';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buy, cashCheckout, insertProduct, shopRequests, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';

let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = shopRequests(ctx);
  seller = await createUser(ctx, { userType: 'SELLER', name: 'Kwame Shop' });
});
afterAll(() => ctx.close());

const day = 24 * 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('/api/v1/promos', () => {
  it('a seller creates, lists by kind, reads with its uses, changes and deletes their own codes', async () => {
    const created = await shop.createPromo(seller, {
      code: ' june15 ',
      kind: 'order',
      percent_off: 15,
      min_subtotal: 50,
      max_uses: 100,
      per_buyer_limit: 1,
      ends_at: iso(7 * day),
    });
    expect(created.statusCode).toBe(201);
    const promo = created.json() as Promo;
    expect(promo).toMatchObject({
      code: 'JUNE15',
      kind: 'order',
      percent_off: 15,
      amount_off: null,
      min_subtotal: 50,
      uses: 0,
      state: 'active',
      active: true,
    });
    const ship = (await shop.createPromo(seller, { code: 'SHIPFREE', kind: 'delivery', amount_off: 10 })).json() as Promo;
    expect(((await shop.promos(seller, '?kind=delivery')).json() as { results: Promo[] }).results.map((row) => row.id)).toEqual([ship.id]);
    expect(((await shop.promos(seller)).json() as { results: Promo[] }).results).toHaveLength(2);

    const buyer = await createUser(ctx, { name: 'Ama Buyer' });
    const item = await insertProduct(ctx, seller, { price: 100 });
    await buy(shop, buyer, [[item, 1]], { ...cashCheckout, promo_codes: ['JUNE15'] });
    const detail = (await shop.call('GET', `/promos/${promo.id}`, seller)).json() as PromoDetail;
    expect(detail).toMatchObject({ uses: 1, discount_given: 15 });
    expect(detail.redemptions).toMatchObject([{ buyer_name: 'Ama Buyer', discount: 15 }]);

    const paused = await shop.call('PATCH', `/promos/${promo.id}`, seller, { active: false });
    expect(paused.json()).toMatchObject({ active: false, state: 'paused' });
    expect((await shop.call('PATCH', `/promos/${promo.id}`, seller, { max_uses: 0 })).statusCode).toBe(422);
    expect((await shop.call('DELETE', `/promos/${ship.id}`, seller)).statusCode).toBe(204);
    expect((await shop.call('GET', `/promos/${ship.id}`, seller)).statusCode).toBe(404);
    // The code is free again once deleted.
    expect((await shop.createPromo(seller, { code: 'SHIPFREE', kind: 'delivery', percent_off: 50 })).statusCode).toBe(201);
  });

  it('validates the form and keeps codes unique per seller', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'AB', kind: 'order', percent_off: 10 }, 'Codes are 3 to 20 letters or digits.'],
      [{ code: 'HAS SPACE', kind: 'order', percent_off: 10 }, 'Codes are 3 to 20 letters or digits.'],
      [{ code: 'BOTH', kind: 'order', percent_off: 10, amount_off: 5 }, 'Give either a percentage'],
      [{ code: 'NEITHER', kind: 'order' }, 'Give either a percentage'],
      [{ code: 'TOOMUCH', kind: 'order', percent_off: 101 }, 'Give either a percentage'],
      [{ code: 'KIND', kind: 'everything', percent_off: 10 }, 'Choose Order promo or Delivery promo.'],
      [
        { code: 'DATES', kind: 'order', percent_off: 10, starts_at: iso(2 * day), ends_at: iso(day) },
        'The end date must be after the start date.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await shop.createPromo(seller, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await shop.createPromo(seller, { code: 'UNIQUE1', kind: 'order', percent_off: 5 })).statusCode).toBe(201);
    const again = await shop.createPromo(seller, { code: 'unique1', kind: 'delivery', percent_off: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'You already have a promo with this code.' });
    const other = await createUser(ctx, { userType: 'SELLER' });
    expect((await shop.createPromo(other, { code: 'UNIQUE1', kind: 'order', percent_off: 5 })).statusCode).toBe(201);
  });

  it("only sellers create; nobody reads, changes or deletes another seller's promo", async () => {
    const customer = await createUser(ctx);
    const refused = await shop.createPromo(customer, { code: 'MINE', kind: 'order', percent_off: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'Only sellers can create promos.' });
    const promo = (await shop.createPromo(seller, { code: 'PRIVATE', kind: 'order', percent_off: 5 })).json() as Promo;
    const other = await createUser(ctx, { userType: 'SELLER' });
    expect((await shop.call('GET', `/promos/${promo.id}`, other)).statusCode).toBe(404);
    expect((await shop.call('PATCH', `/promos/${promo.id}`, other, { active: false })).statusCode).toBe(404);
    expect((await shop.call('DELETE', `/promos/${promo.id}`, other)).statusCode).toBe(404);
    expect((await shop.call('GET', `/promos/${promo.id}`, seller)).json()).toMatchObject({ active: true });
    expect((await shop.promos(null)).statusCode).toBe(401);
    expect((await shop.call('GET', '/promos/abc', seller)).statusCode).toBe(422);
  });

  it('validate answers the discount or the reason, and deals lists live promos of sellers in the shop', async () => {
    const shopSeller = await createUser(ctx, { userType: 'SELLER', name: 'Efua Wares' });
    await insertProduct(ctx, shopSeller);
    await shop.createPromo(shopSeller, { code: 'TENOFF', kind: 'order', amount_off: 10, min_subtotal: 40 });
    await shop.createPromo(shopSeller, { code: 'SOON', kind: 'order', percent_off: 5, starts_at: iso(day) });
    await shop.createPromo(shopSeller, { code: 'GONE', kind: 'order', percent_off: 5, starts_at: iso(-2 * day), ends_at: iso(-day) });
    const check = (code: string, subtotal: number) =>
      shop.call('POST', '/promos/validate', null, { code, seller_id: shopSeller.id, subtotal });
    expect((await check('tenoff', 50)).json()).toEqual({ valid: true, code: 'TENOFF', kind: 'order', discount: 10, message: null });
    expect((await check('TENOFF', 30)).json()).toMatchObject({
      valid: false,
      message: 'Promo code TENOFF needs an order of at least GHC 40.00.',
    });
    expect((await check('SOON', 50)).json()).toMatchObject({ valid: false, message: 'Promo code SOON is not active yet.' });
    expect((await check('GONE', 50)).json()).toMatchObject({ valid: false, message: 'Promo code GONE has expired.' });
    expect((await check('NOPE', 50)).json()).toMatchObject({ valid: false, message: 'Promo code NOPE is not valid.' });
    expect((await shop.call('POST', '/promos/validate', null, { code: 'X', seller_id: 'abc', subtotal: 1 })).statusCode).toBe(422);
    await shop.createPromo(shopSeller, { code: 'HALFSHIP', kind: 'delivery', percent_off: 50 });
    const half = (courier_fee?: number) =>
      shop.call('POST', '/promos/validate', null, { code: 'HALFSHIP', seller_id: shopSeller.id, subtotal: 50, courier_fee });
    expect((await half(20)).json()).toMatchObject({ valid: true, kind: 'delivery', discount: 10 });
    expect((await half()).json()).toMatchObject({ valid: true, discount: 5 }); // one item's fee, GHC 10

    const deals = (await shop.call('GET', '/promos/deals', null)).json() as { results: { code: string; seller: { name: string } }[] };
    const codes = deals.results.map((deal) => deal.code);
    expect(codes).toContain('TENOFF');
    expect(codes).not.toContain('SOON');
    expect(codes).not.toContain('GONE');
  });
});
