import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentEvents, payments } from '@dwa/db/schema';
import type { CheckoutAnswer } from '@dwa/shared/commerce';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buy, insertProduct, momoCheckout, shopRequests, type ShopRequests } from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';
import { startStandIn, type StandIn } from '../../../test/stand-in-server';

// Checkout with Paystack configured, against a local server answering like Paystack's charge API:
// the order is paid only by a webhook with a valid signature, once, whatever is replayed.

const SECRET = 'sk_test_dwa_webhook_secret_0123456789';
let paystack: StandIn;
let charges: { reference: string; amount: number; provider: string; phone: string }[] = [];
/** What the stand-in says of a charge: waiting for the payer, or paid at once. */
let chargeStatus: 'pay_offline' | 'success' = 'pay_offline';
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;

beforeAll(async () => {
  paystack = await startStandIn((request) => {
    if (request.headers.authorization !== `Bearer ${SECRET}`) return { status: 401, body: { status: false, message: 'Invalid key' } };
    if (request.method === 'POST' && request.path === '/charge') {
      const parsed = request.body as { reference: string; amount: number; mobile_money: { provider: string; phone: string } };
      charges.push({
        reference: parsed.reference,
        amount: parsed.amount,
        provider: parsed.mobile_money.provider,
        phone: parsed.mobile_money.phone,
      });
      return {
        status: 200,
        body: {
          status: true,
          message: 'Charge attempted',
          data: {
            reference: parsed.reference,
            status: chargeStatus,
            amount: parsed.amount,
            display_text: 'Please complete authorization process on your mobile phone',
          },
        },
      };
    }
    // verify: still waiting (only the webhook settles in this test)
    return { status: 200, body: { status: true, message: 'Verification successful', data: { status: 'ongoing' } } };
  });
  ctx = await createTestApp({
    config: { payments: { provider: 'paystack', paystackSecretKey: SECRET, paystackBaseUrl: paystack.url, sandboxApprovalMs: 0 } },
  });
  shop = shopRequests(ctx);
  seller = await createUser(ctx, { userType: 'SELLER' });
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

const sign = (body: string, secret = SECRET) => createHmac('sha512', secret).update(body).digest('hex');
const webhook = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/paystack',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
    payload: body,
  });

async function momoOrder(): Promise<CheckoutAnswer> {
  charges = [];
  const buyer = await createUser(ctx);
  const item = await insertProduct(ctx, seller, { price: 75 });
  return buy(shop, buyer, [[item, 1]], { ...momoCheckout, momo_network: 'TELECEL', momo_number: '020 765 4321' });
}

describe('Paystack Mobile Money', () => {
  it("sends the charge in Paystack's shape and waits for the payer", async () => {
    const answer = await momoOrder();
    expect(charges).toEqual([{ reference: expect.stringMatching(/^dwa-[0-9a-f]+$/), amount: 8500, provider: 'vod', phone: '0207654321' }]);
    expect(answer.payment).toMatchObject({
      provider: 'paystack',
      status: 'pending',
      display_text: 'Please complete authorization process on your mobile phone',
    });
  });

  it('answers the orders paid when Paystack says success at once (they moved with the payment)', async () => {
    chargeStatus = 'success';
    try {
      const answer = await momoOrder();
      expect(answer.payment).toMatchObject({ provider: 'paystack', status: 'succeeded' });
      expect(answer.orders[0]).toMatchObject({ status: 'placed', payment_status: 'paid' });
    } finally {
      chargeStatus = 'pay_offline';
    }
  });

  it('refuses a webhook without a valid signature and changes nothing', async () => {
    const answer = await momoOrder();
    const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.id, answer.payment!.id));
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 1, reference: payment!.reference, status: 'success', amount: 8500, currency: 'GHS' },
    });
    for (const signature of [undefined, '', 'abc', sign(body, 'sk_test_someone_else_entirely'), sign(`${body} `)]) {
      const res = await webhook(body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json()).toMatchObject({ detail: 'Invalid signature.' });
    }
    expect(
      (await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id))).map((event) => event.source),
    ).toEqual(['charge']);
    const [after] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('pending');
    expect((await shop.order(null, answer.orders[0]!.id)).statusCode).toBe(401);
  });

  it('a signed charge.success pays once; a replay or a late copy changes nothing', async () => {
    const answer = await momoOrder();
    const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.id, answer.payment!.id));
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 4242, reference: payment!.reference, status: 'success', amount: 8500, currency: 'GHS' },
    });
    const first = await webhook(body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: 1 });
    for (let i = 0; i < 3; i += 1) expect((await webhook(body, sign(body))).statusCode).toBe(200);
    const [after] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('succeeded');
    const ledger = await ctx.deps.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.paymentId, payment!.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'charge' });
    const events = await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id));
    expect(events.filter((event) => event.source === 'webhook')).toHaveLength(1);
  });

  it('ignores a success for another amount, and a webhook for an unknown reference', async () => {
    const answer = await momoOrder();
    const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.id, answer.payment!.id));
    const wrong = JSON.stringify({
      event: 'charge.success',
      data: { id: 7, reference: payment!.reference, status: 'success', amount: 100, currency: 'GHS' },
    });
    expect((await webhook(wrong, sign(wrong))).statusCode).toBe(200);
    const [after] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('pending');
    const stray = JSON.stringify({ event: 'charge.success', data: { id: 8, reference: 'dwa-unknown', status: 'success', amount: 100 } });
    expect((await webhook(stray, sign(stray))).statusCode).toBe(200);
  });
});
