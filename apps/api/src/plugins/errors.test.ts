import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '@dwa/shared/commerce';
import { COMMENT_MESSAGES } from '@dwa/shared/comments';
import { createTestApp, type TestContext } from '../../test/helpers';
import { apiRequests } from '../../test/factories/requests';
import { cashCheckout, insertProduct, shopRequests } from '../../test/factories/shop';
import { createUser, type TestUser } from '../../test/factories/users';
import type { OpenApiDocument } from '../../test/openapi';

// ADR 077: every 4xx carries a machine `code` and its `params` beside the English `detail` (and
// beside each 422 issue's `msg`), unchanged: a shared sentence its own code, with the values its
// message takes; any other answer the code of its kind. openapi-fuzz.test.ts checks every 4xx of
// every operation has them; here, what they are.

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, buyer] = await Promise.all([
    createUser(ctx, { userType: 'SELLER', name: 'Ama Seller' }),
    createUser(ctx, { name: 'Kofi Buyer' }),
  ]);
});
afterAll(() => ctx.close());

describe('problem codes', () => {
  it('a 422 issue from a shared schema: its code, and its limit as a param', async () => {
    const listingId = await insertProduct(ctx, seller);
    const res = await apiRequests(ctx).comment(buyer, { listing_id: listingId, content: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'content'],
          msg: COMMENT_MESSAGES.commentMax,
          type: 'too_big',
          code: 'engagement.comment_max',
          params: { commentMax: '2000' },
        },
      ],
      code: 'validation_failed',
      params: {},
    });
  });

  it("a service's refusal in a shared sentence: its code and the value it names", async () => {
    const shop = shopRequests(ctx);
    const listingId = await insertProduct(ctx, seller);
    expect((await shop.add(buyer, listingId)).statusCode).toBe(200);
    const res = await shop.checkout(buyer, { ...cashCheckout, promo_codes: ['nope10'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', params: {} });
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'promo_codes'],
        msg: COMMERCE_MESSAGES.promoUnknown('NOPE10'),
        type: 'value_error',
        code: 'commerce.promo_unknown',
        params: { code: 'NOPE10' },
      },
    ]);

    const own = await shop.add(seller, listingId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: COMMERCE_MESSAGES.ownListing, code: 'commerce.own_listing', params: {} });
  });

  it('answers of the API’s own sentences: a code of their own (ADR 080)', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/v1/cart' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ detail: 'Authentication required', code: 'auth.required', params: {} });

    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: '{"listing_id":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'request.invalid_json', params: {} });

    const nowhere = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ detail: 'Not Found', code: 'request.route_not_found', params: {} });

    const wrongType = await apiRequests(ctx).comment(buyer, { listing_id: 'abc', content: 'Nice' });
    expect(wrongType.json().detail[0]).toMatchObject({
      loc: ['body', 'listing_id'],
      code: 'engagement.comment_listing_missing',
      params: {},
    });
  });

  it('the login refusal of an unverified account keeps its user_id beside the code', async () => {
    const unverified = await createUser(ctx, { verified: false, password: 'secret123' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: unverified.email, password: 'secret123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'accounts.unverified', params: {}, user_id: unverified.id });
    expect(res.json().detail).toMatch(/otp/i);
  });

  it('the OpenAPI document describes the problem body', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const problem = doc.components?.schemas?.Problem;
    expect(problem?.required).toEqual(['detail', 'code', 'params']);
    expect(Object.keys(problem?.properties ?? {})).toEqual(['detail', 'code', 'params']);
    expect(doc.components?.schemas?.ValidationIssue?.required).toEqual(['loc', 'msg', 'type', 'code', 'params']);
  });
});
