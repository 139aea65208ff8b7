import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Earnings, Payout } from '@dwa/shared/payouts';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { availableOf, transfersOf } from '../../../test/factories/ledger';
import { actOk, buy, giveBusinessAddress, insertProduct, momoCheckout, shopConfig, shopRequests } from '../../../test/factories/shop';
import { createUser, TEST_PASSWORD_PARAMS, type TestUser } from '../../../test/factories/users';
import { eq } from 'drizzle-orm';
import { deliveries, users } from '@dwa/db/schema';
import type { OrderDetail } from '@dwa/shared/commerce';
import { deliveryFactory } from '../../../test/factories/deliveries';
import { hashPassword } from '../../lib/password';
import { WEEKLY_PAYOUTS } from './payouts.service';

// Money out (issue 31): earnings, payout methods (the password again, the name the provider
// resolves, a day's hold after a change) and payouts through the sandbox's transfers: paid, failed
// or reversed, each answer applied once, the money back in the wallet when it did not arrive; ten
// requests at once pay once; admins hold and release; nobody sees another's payouts.

const clock = testClock();
let ctx: TestContext;
let admin: TestUser;
const PASSWORD = 'correct horse 42';

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: shopConfig,
  });
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who ? who.auth : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A seller with a password the method form can check, and `cedis` released to their payable. */
async function earner(cedis: number, userType: TestUser['userType'] = 'SELLER'): Promise<TestUser> {
  const person = await createUser(ctx, { userType });
  await ctx.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_PARAMS) })
    .where(eq(users.id, person.id));
  if (cedis > 0) {
    await ctx.deps.db.transaction((tx) =>
      ctx.app.services.ledger.post(tx, {
        kind: 'release',
        key: `test:earned:${person.id}:${randomUUID()}`,
        at: clock.now(),
        postings: [
          { account: { kind: 'escrow' }, amount: cedis * 100 },
          { account: { kind: userType === 'COURIER' ? 'courier_payable' : 'seller_payable', userId: person.id }, amount: -cedis * 100 },
        ],
      }),
    );
  }
  return person;
}

const momoMethod = (number = '0241234567') => ({ kind: 'momo', network: 'MTN', number, password: PASSWORD });
const withdraw = (who: TestUser, body: Record<string, unknown> = { wallet: 'seller' }, key: string | null = randomUUID()) =>
  call('POST', '/payouts', who, body, key ? { 'idempotency-key': key } : {});
const earnings = async (who: TestUser, wallet = 'seller') => (await call('GET', `/earnings?wallet=${wallet}`, who)).json() as Earnings;

describe('payout methods', () => {
  it('resolves the account holder, saves with the password, masks the number, and holds payouts a day after a change', async () => {
    const seller = await earner(50);
    const resolved = await call('POST', '/payouts/method/resolve', seller, { kind: 'momo', network: 'MTN', number: '024 123 4567' });
    expect(resolved.json()).toEqual({ account_name: 'SANDBOX ACCOUNT 4567' });
    const unknown = await call('POST', '/payouts/method/resolve', seller, { kind: 'momo', network: 'MTN', number: '0241230000' });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain('We could not find that account.');

    const wrong = await call('PUT', '/payouts/method', seller, { ...momoMethod(), password: 'not it' });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain('That password is not right.');
    expect((await call('GET', '/payouts/method', seller)).json()).toEqual({ method: null });

    const saved = await call('PUT', '/payouts/method', seller, momoMethod());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().method).toMatchObject({
      kind: 'momo',
      network: 'MTN',
      account_number: '024 *** 4567',
      account_name: 'SANDBOX ACCOUNT 4567',
      payouts_held_until: null,
    });
    expect(saved.body).not.toContain('0241234567');

    // A change: the password again, then a day's hold (and the person is told).
    const changed = await call('PUT', '/payouts/method', seller, {
      kind: 'bank',
      bank_code: 'GCB',
      account_number: '1234567890',
      password: PASSWORD,
    });
    expect(changed.json().method).toMatchObject({ kind: 'bank', bank_name: 'GCB Bank', account_number: '****7890' });
    expect(changed.json().method.payouts_held_until).not.toBeNull();
    const held = await withdraw(seller);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ detail: 'Your payout details changed recently: payouts resume 24 hours after the change.' });
    clock.advance(25 * 3_600_000);
    expect((await withdraw(seller)).statusCode).toBe(201);
    clock.advance(-25 * 3_600_000);
  });

  it('validates the method and the request, and answers only the person', async () => {
    const seller = await earner(0);
    for (const body of [
      { kind: 'cheque' },
      { kind: 'momo', network: 'MTN', number: '12', password: PASSWORD },
      { kind: 'bank', bank_code: 'GCB', account_number: 'abc', password: PASSWORD },
      { kind: 'momo', network: 'MTN', number: '0241234567' },
    ]) {
      expect((await call('PUT', '/payouts/method', seller, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call('GET', '/earnings', null)).statusCode).toBe(401);
    expect((await call('GET', '/earnings?wallet=bank', seller)).statusCode).toBe(422);
    expect((await call('PUT', '/payouts/method', null, momoMethod())).statusCode).toBe(401);
    expect((await withdraw(seller, { wallet: 'seller' }, null)).statusCode).toBe(422);
    expect((await withdraw(seller, { wallet: 'seller', amount: 10.001 })).statusCode).toBe(422);
    expect((await withdraw(seller, { wallet: 'seller', amount: 'all' })).statusCode).toBe(422);
    expect((await withdraw(seller)).json()).toMatchObject({ detail: 'Add where we should pay you first.' });
  });
});

describe('payouts', () => {
  it('pays a seller what a delivered, confirmed Mobile Money order earned them, less commission', async () => {
    const seller = await earner(0);
    await giveBusinessAddress(ctx, seller);
    const buyer = await createUser(ctx);
    const shop = shopRequests(ctx);
    const item = await insertProduct(ctx, seller, { price: 200, quantity: 2 });
    const answer = await buy(shop, buyer, [[item, 1]], { ...momoCheckout, delivery_method: 'pickup', delivery_address: undefined });
    expect((await shop.payment(buyer, answer.payment!.id)).json()).toMatchObject({ status: 'succeeded' });
    const id = answer.orders[0]!.id;
    for (const action of ['accept', 'ship']) await actOk(shop, seller, id, action);
    // Paid and picked up but not confirmed: held, nothing to withdraw yet.
    await actOk(shop, buyer, id, 'confirm');
    let mine = await earnings(seller);
    expect(mine).toMatchObject({ available: 0, held: 200 });
    await actOk(shop, buyer, id, 'confirm');
    mine = await earnings(seller);
    expect(mine).toMatchObject({ available: 190, held: 0, paid_out: 0, minimum_payout: 10, currency: 'GHS' });
    expect(mine.movements[0]).toMatchObject({ kind: 'release', amount: 190, order_id: id });

    await call('PUT', '/payouts/method', seller, momoMethod());
    const key = randomUUID();
    const first = await withdraw(seller, { wallet: 'seller' }, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await withdraw(seller, { wallet: 'seller' }, key);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Payout).id).toBe((first.json() as Payout).id);
    expect(first.json()).toMatchObject({
      amount: 190,
      status: 'pending',
      destination: { kind: 'momo', label: 'MTN 024 *** 4567', account_name: 'SANDBOX ACCOUNT 4567' },
      requested_by: 'person',
    });
    expect(await earnings(seller)).toMatchObject({ available: 0, in_transit: 190 });

    await ctx.app.services.jobs.drain();
    const payout = (await call('GET', `/payouts/${(first.json() as Payout).id}`, seller)).json() as Payout;
    expect(payout).toMatchObject({ status: 'paid' });
    expect(await earnings(seller)).toMatchObject({ available: 0, in_transit: 0, paid_out: 190 });
    // The provider's transfer fee (the sandbox's GH¢ 1) is Dwa's expense, not taken from the seller's payout.
    expect((await transfersOf(ctx, { payoutId: payout.id })).map(({ kind, postings }) => [kind, postings])).toEqual([
      ['payout', { [`seller_payable:${seller.id}`]: 19000, payouts_in_transit: -19000 }],
      ['payout_paid', { payouts_in_transit: 19000, provider_clearing: -19000 }],
      ['provider_fee', { provider_fees: 100, provider_clearing: -100 }],
    ]);
    expect(await ctx.app.services.ledger.verify()).toEqual({ accounts: [], transfers: [] });
  });

  it("holds the seller's share only before delivery: not the courier's delivery fee, which the courier's wallet holds", async () => {
    // Reported: GHC 210 held for a GHC 200 item with a GHC 10 delivery. The seller's held figure is
    // what the release will give them before commission (the items less promos); the fee is the courier's.
    const seller = await earner(0);
    await giveBusinessAddress(ctx, seller);
    const buyer = await createUser(ctx);
    const shop = shopRequests(ctx);
    const item = await insertProduct(ctx, seller, { price: 200, quantity: 2 });
    const answer = await buy(shop, buyer, [[item, 1]], momoCheckout);
    expect((await shop.payment(buyer, answer.payment!.id)).json()).toMatchObject({ status: 'succeeded' });
    const id = answer.orders[0]!.id;
    expect(answer.orders[0]).toMatchObject({ total: 210 });
    // Paid, not yet shipped: GHC 200 of it is the seller's, held.
    expect(await earnings(seller)).toMatchObject({ available: 0, held: 200 });
    for (const action of ['accept', 'ship']) await actOk(shop, seller, id, action);
    const couriers = deliveryFactory(() => ctx);
    const courier = await couriers.makeCourier();
    const [job] = await ctx.deps.db.select().from(deliveries).where(eq(deliveries.orderId, id));
    expect((await couriers.call('POST', `/delivery/jobs/${job!.id}/accept`, courier)).statusCode).toBe(200);
    for (const status of ['picked_up', 'in_transit', 'nearby']) await couriers.advance(courier, job!.id, status);
    const code = ((await shop.order(buyer, id)).json() as OrderDetail).delivery!.handover_code!;
    expect((await couriers.advance(courier, job!.id, 'delivered', { handover_code: code })).statusCode).toBe(200);
    // Delivered, not confirmed: the seller's GHC 200 and the courier's GHC 10 are held, each in their own wallet.
    expect(await earnings(seller)).toMatchObject({ available: 0, held: 200 });
    expect(await earnings(courier, 'courier')).toMatchObject({ available: 0, held: 10 });
    // Released: what was held, less 5 % commission, is available; nothing is held any more.
    await actOk(shop, buyer, id, 'confirm');
    expect(await earnings(seller)).toMatchObject({ available: 190, held: 0 });
    expect(await earnings(courier, 'courier')).toMatchObject({ available: 9.5, held: 0 });
  });

  it('ten requests at once for the same wallet pay once', async () => {
    const seller = await earner(100);
    await call('PUT', '/payouts/method', seller, momoMethod());
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(seller)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      detail: 'You have GHC 0.00 available to withdraw.',
    });
    expect(await availableOf(ctx, 'seller_payable', seller.id)).toBe(0);
    expect(((await call('GET', '/payouts', seller)).json() as { results: Payout[] }).results).toHaveLength(1);
  });

  it('refuses less than the minimum and more than is available', async () => {
    const seller = await earner(30);
    await call('PUT', '/payouts/method', seller, momoMethod());
    const small = await withdraw(seller, { wallet: 'seller', amount: 5 });
    expect(small.statusCode).toBe(422);
    expect(JSON.stringify(small.json())).toContain('The smallest payout is GHC 10.00.');
    expect((await withdraw(seller, { wallet: 'seller', amount: 40 })).json()).toMatchObject({
      detail: 'You have GHC 30.00 available to withdraw.',
    });
    expect((await withdraw(seller, { wallet: 'seller', amount: 12.5 })).statusCode).toBe(201);
    expect(await availableOf(ctx, 'seller_payable', seller.id)).toBe(1750);
  });

  it('gives the money back when a transfer fails, and when a paid one is reversed; a replayed answer changes nothing', async () => {
    const failing = await earner(40);
    await call('PUT', '/payouts/method', failing, momoMethod('0241110005'));
    const failed = (await withdraw(failing)).json() as Payout;
    await ctx.app.services.jobs.drain();
    expect((await call('GET', `/payouts/${failed.id}`, failing)).json()).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringContaining('could not take it'),
    });
    expect(await earnings(failing)).toMatchObject({ available: 40, in_transit: 0, paid_out: 0 });

    const reversing = await earner(60);
    await call('PUT', '/payouts/method', reversing, momoMethod('0241110006'));
    const paid = (await withdraw(reversing)).json() as Payout;
    await ctx.app.services.jobs.drain();
    expect((await call('GET', `/payouts/${paid.id}`, reversing)).json()).toMatchObject({ status: 'paid' });
    const reversed = { status: 'reversed' as const, transferCode: 'TRF_1', failureReason: 'Reversed by the network', raw: {} };
    await ctx.app.services.payouts.settle(paid.id, reversed, 'webhook:transfer.reversed:1');
    await ctx.app.services.payouts.settle(paid.id, reversed, 'webhook:transfer.reversed:1');
    await ctx.app.services.payouts.settle(paid.id, reversed, 'webhook:transfer.reversed:2');
    expect((await call('GET', `/payouts/${paid.id}`, reversing)).json()).toMatchObject({ status: 'reversed' });
    expect(await earnings(reversing)).toMatchObject({ available: 60, paid_out: 0 });
    // The bank gave the money back; the provider kept its fee.
    expect((await transfersOf(ctx, { payoutId: paid.id })).map(({ kind }) => kind)).toEqual([
      'payout',
      'payout_paid',
      'provider_fee',
      'payout_returned',
    ]);
    expect(await ctx.app.services.ledger.verify()).toEqual({ accounts: [], transfers: [] });
  });

  it('lets an admin hold a payout before it is sent and release it, audit-logged; nobody else', async () => {
    const seller = await earner(25);
    await call('PUT', '/payouts/method', seller, momoMethod());
    const payout = (await withdraw(seller)).json() as Payout;
    const stranger = await earner(0);
    expect((await call('GET', `/payouts/${payout.id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/admin/payouts/${payout.id}/hold`, seller, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('GET', '/admin/payouts', stranger)).statusCode).toBe(403);

    const held = await call('POST', `/admin/payouts/${payout.id}/hold`, admin, { reason: 'Checking the account' });
    expect(held.json()).toMatchObject({ held: true, status: 'pending' });
    await ctx.app.services.jobs.drain();
    expect((await call('GET', `/payouts/${payout.id}`, seller)).json()).toMatchObject({ status: 'pending', held: true });
    const list = (await call('GET', `/admin/payouts?held=true&user_id=${seller.id}`, admin)).json();
    expect(list.results).toMatchObject([{ id: payout.id, held_reason: 'Checking the account', user: { id: seller.id } }]);
    expect((await call('POST', `/admin/payouts/${payout.id}/release`, admin)).json()).toMatchObject({ held: false });
    await ctx.app.services.jobs.drain();
    expect((await call('GET', `/payouts/${payout.id}`, seller)).json()).toMatchObject({ status: 'paid' });
    expect((await call('POST', `/admin/payouts/${payout.id}/hold`, admin, { reason: 'late' })).statusCode).toBe(409);
    expect((await call('POST', `/admin/payouts/${payout.id}/release`, admin)).statusCode).toBe(409);
    const audit = await call('GET', `/admin/audit?target_type=payout&target_id=${payout.id}`, admin);
    expect(
      audit
        .json()
        .results.map((entry: { action: string }) => entry.action)
        .sort(),
    ).toEqual(['payout.hold', 'payout.release']);

    const ledger = (await call('GET', `/admin/users/${seller.id}/ledger?wallet=seller`, admin)).json();
    expect(ledger).toMatchObject({ user: { id: seller.id }, available: 0, paid_out: 25 });
    expect((await call('GET', `/admin/users/${seller.id}/ledger`, seller)).statusCode).toBe(403);
  });

  it('keeps a payout the sandbox cannot send unsent, for an admin to hold; released, it is sent once the network answers', async () => {
    const seller = await earner(30);
    const number = '0241119876';
    await call('PUT', '/payouts/method', seller, momoMethod(number));
    const outage = (body: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/v1/dev/payout-outage', payload: body as object });
    for (const body of [{ number: 'nobody', down: true }, { number, down: 'yes' }, {}])
      expect((await outage(body)).statusCode, JSON.stringify(body)).toBe(422);
    expect((await outage({ number: '+233 24 111 9876', down: true })).statusCode).toBe(204);

    const payout = (await withdraw(seller)).json() as Payout;
    await ctx.app.services.jobs.drain();
    // The transfer failed like an outage: its job tries again later, the payout is not sent.
    expect((await call('GET', `/payouts/${payout.id}`, seller)).json()).toMatchObject({ status: 'pending', held: false });
    expect(
      (await call('POST', `/admin/payouts/${payout.id}/hold`, admin, { reason: 'Network down; checking the number' })).json(),
    ).toMatchObject({ held: true, status: 'pending' });

    expect((await outage({ number, down: false })).statusCode).toBe(204);
    expect((await call('POST', `/admin/payouts/${payout.id}/release`, admin)).json()).toMatchObject({ held: false, status: 'pending' });
    await ctx.app.services.jobs.drain();
    expect((await call('GET', `/payouts/${payout.id}`, seller)).json()).toMatchObject({ status: 'paid', held: false });
    expect(await earnings(seller)).toMatchObject({ available: 0, paid_out: 30 });
    expect((await transfersOf(ctx, { payoutId: payout.id })).map(({ kind }) => kind)).toEqual(['payout', 'payout_paid', 'provider_fee']);
  });

  it('pays a courier their wallet, and the weekly schedule pays everyone above the minimum once', async () => {
    const courier = await earner(80, 'COURIER');
    const small = await earner(5);
    await call('PUT', '/payouts/method', courier, momoMethod('0551234567'));
    await call('PUT', '/payouts/method', small, momoMethod());
    expect(await earnings(courier, 'courier')).toMatchObject({ available: 80 });
    await ctx.app.services.jobs.drain();
    // The schedule's task, run as its Monday tick would run it (twice: the same week pays once).
    for (let i = 0; i < 2; i += 1) {
      await ctx.app.services.jobs.enqueue(ctx.deps.db, WEEKLY_PAYOUTS, {});
      await ctx.app.services.jobs.drain();
    }
    const paid = ((await call('GET', '/payouts', courier)).json() as { results: Payout[] }).results;
    expect(paid).toMatchObject([{ wallet: 'courier', amount: 80, requested_by: 'schedule', status: 'paid' }]);
    expect(((await call('GET', '/payouts', small)).json() as { results: Payout[] }).results).toEqual([]);
  });
});
