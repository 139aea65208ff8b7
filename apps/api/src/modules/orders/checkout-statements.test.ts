import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '@dwa/shared/commerce';
import {
  cashCheckout,
  createShopApp,
  giveBusinessAddress,
  insertProduct,
  momoCheckout,
  type ShopRequests,
} from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';
import type { TestContext } from '../../../test/helpers';
import { recordStatements } from '../../../test/statements';

// The statements one buyer of the checkout bench sends (scripts/bench/checkout.ts: two cart adds
// from two sellers, then the checkout), counted (issue 35): on PostgreSQL every statement is a
// round trip, and their socket writes were a fifth of the API's CPU a checkout. A change that adds
// one to this path should say why; one that saves one lowers the count here.

let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let otherSeller: TestUser;

beforeAll(async () => {
  ({ ctx, shop, seller } = await createShopApp());
  otherSeller = await createUser(ctx, { userType: 'SELLER', name: 'Efua Wares' });
  await giveBusinessAddress(ctx, otherSeller);
});
afterAll(() => ctx.close());

/**
 * What `run` sends, but for two statements of their own timing: the realtime fan-out's NOTIFY (sent
 * after the answer, whenever it gets its turn) and the rate limiter's sweep of old windows (one
 * call in a hundred, at random).
 */
async function statementsOf(run: () => Promise<void>): Promise<string[]> {
  const recorder = recordStatements(ctx.deps.database);
  try {
    await run();
  } finally {
    recorder.stop();
  }
  return recorder.texts.filter((text) => !/^\s*select pg_notify\(|^delete from "rate_limits"/i.test(text));
}

describe('the statements of a bench buyer', () => {
  it.each([
    // auth 1, claim-or-replay read 1, rate limit 1, BEGIN, claim, cart taken, listings locked, stock,
    // orders, items, events, muted (with the push devices), notifications, mails, mail jobs, COMMIT.
    ['cash', 16, cashCheckout],
    // The same, with a payment opened, and its first check enqueued with the To Pay orders' lapses in
    // one statement; then, after the commit, the prompt's words written with its event in one.
    ['momo', 19, momoCheckout],
  ] as const)('%s: three for each cart add and its sign-in, and %i for the checkout', async (_kind, expected, body) => {
    const buyer = await createUser(ctx, { name: 'Bench Buyer' });
    const first = await insertProduct(ctx, seller, { quantity: 50 });
    const second = await insertProduct(ctx, otherSeller, { quantity: 50 });
    for (const [listing, quantity] of [
      [first, 1],
      [second, 2],
    ]) {
      const add = await statementsOf(async () => {
        expect((await shop.add(buyer, listing, quantity)).statusCode).toBe(200);
      });
      expect(add, add.join('\n')).toHaveLength(4);
    }
    const key = randomUUID();
    let answer: CheckoutAnswer | null = null;
    const checkout = await statementsOf(async () => {
      const res = await shop.checkout(buyer, body, key);
      expect(res.statusCode, res.body).toBe(201);
      answer = res.json() as CheckoutAnswer;
    });
    expect(checkout, checkout.join('\n')).toHaveLength(expected);
    // The answer made from what the transaction (and the payment's start) wrote is the one a repeat
    // reads back from the database.
    const again = await shop.checkout(buyer, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
  });

  it('momo: the payment settling pays both orders with one round of notices', async () => {
    const buyer = await createUser(ctx, { name: 'Bench Buyer' });
    for (const shopOf of [seller, otherSeller]) {
      const listing = await insertProduct(ctx, shopOf, { quantity: 50 });
      expect((await shop.add(buyer, listing, 1)).statusCode).toBe(200);
    }
    const res = await shop.checkout(buyer, momoCheckout);
    expect(res.statusCode, res.body).toBe(201);
    const { payment, orders } = res.json() as CheckoutAnswer;
    const settled = await statementsOf(async () => {
      await ctx.app.services.payments.settle(payment!.id, { status: 'succeeded', feePesewas: 10 }, 'webhook', 'charge.success:1');
    });
    for (const order of orders)
      expect((await shop.order(buyer, order.id)).json()).toMatchObject({ status: 'placed', payment_status: 'paid' });
    // BEGIN, the payment locked, its event, settled, the orders locked; each order moved and its event
    // (2 each); one round of notices for all (parties, muted with the devices, notifications, mails,
    // mail jobs); the ledger's three transfers (two charges and the provider's fee), one statement
    // each (the transfer with its accounts and postings); COMMIT.
    expect(settled, settled.join('\n')).toHaveLength(18);
  });
});
