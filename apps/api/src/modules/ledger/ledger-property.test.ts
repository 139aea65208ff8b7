import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@dwa/db/client';
import { users } from '@dwa/db/schema';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import {
  buy,
  cashCheckout,
  giveBusinessAddress,
  insertProduct,
  momoCheckout,
  shopConfig,
  shopRequests,
  type ShopRequests,
} from '../../../test/factories/shop';
import { createUser, TEST_PASSWORD_PARAMS, type TestUser } from '../../../test/factories/users';
import { hashPassword } from '../../lib/password';
import { RELEASE_DUE } from '../orders/order-money';

// The ledger's promises under any sequence of what people do (issue 31, property-based): random
// orders (Mobile Money and cash, pickup), payments, cancels, deliveries, confirmations, returns and
// refunds, disputes and their decisions, payouts (paid or failed) and the release sweep, on one app.
// After every step: each transfer sums to zero, each balance equals the sum of its postings, and no
// payable stands below zero (the person owing) unless they owe commission on a cash sale.

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;
let shop: ShopRequests;
let sellers: TestUser[];
let admin: TestUser;
const PASSWORD = 'pass for payouts 1';

type Order = { id: number; buyer: TestUser; seller: TestUser };
type Action =
  | { kind: 'order'; momo: boolean; seller: number; price: number }
  | { kind: 'advance'; order: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'dispute'; order: number; resolution: 'refund' | 'partial_refund' | 'release' }
  | { kind: 'payout'; seller: number; share: number; fails: boolean }
  | { kind: 'sweep' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      momo: fc.boolean(),
      seller: fc.integer({ min: 0, max: 1 }),
      price: fc.integer({ min: 5, max: 400 }),
    }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('advance' as const), order: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      order: fc.nat(20),
      resolution: fc.constantFrom('refund' as const, 'partial_refund' as const, 'release' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      seller: fc.integer({ min: 0, max: 1 }),
      share: fc.integer({ min: 1, max: 100 }),
      fails: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: { ...shopConfig, checkoutLimit: { limit: 100_000, windowMs: 60_000 } },
  });
  shop = shopRequests(ctx);
  admin = await createUser(ctx, { userType: 'ADMIN' });
  sellers = [await createUser(ctx, { userType: 'SELLER' }), await createUser(ctx, { userType: 'SELLER' })];
  const hash = await hashPassword(PASSWORD, TEST_PASSWORD_PARAMS);
  for (const seller of sellers) {
    await giveBusinessAddress(ctx, seller);
    await ctx.deps.db.update(users).set({ passwordHash: hash }).where(eq(users.id, seller.id));
  }
});
afterAll(() => ctx.close());

async function invariants() {
  expect(await ctx.app.services.ledger.verify()).toEqual({ accounts: [], transfers: [] });
  // Work that ran later (releases, payouts, refunds) never failed on the way.
  for (const state of ['failed', 'retrying'] as const)
    expect((await ctx.app.services.jobs.list({ state, limit: 5 })).map((job) => `${job.task}: ${job.last_error}`)).toEqual([]);
  // A payable above zero means the person owes: only ever commission on a cash sale.
  const owing = await rowsOf<{ id: number; balance: string | number; cash: number }>(
    ctx.deps.db,
    sql`SELECT a.id, a.balance_pesewas AS balance,
          (SELECT count(*)::int FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id WHERE p.account_id = a.id AND t.kind = 'cash_commission') AS cash
        FROM ledger_accounts a WHERE a.user_id IS NOT NULL AND a.balance_pesewas > 0`,
  );
  for (const row of owing) expect(row.cash, `payable ${row.id} owes ${row.balance} without a cash sale`).toBeGreaterThan(0);
  // Escrow never holds less than nothing.
  const [escrow] = await rowsOf<{ balance: string | number }>(
    ctx.deps.db,
    sql`SELECT balance_pesewas AS balance FROM ledger_accounts WHERE kind = 'escrow'`,
  );
  expect(Number(escrow?.balance ?? 0)).toBeLessThanOrEqual(0);
}

/** Any answer may refuse (4xx is part of the game); none may fail on our side. */
function sound<T extends { statusCode: number; body: string }>(answer: T): T {
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  return answer;
}

async function run(step: Action, orders: Order[]): Promise<void> {
  const act = async (who: TestUser, id: number, name: string, reason?: string) => sound(await shop.act(who, id, name, reason));
  if (step.kind === 'order') {
    const buyer = await createUser(ctx);
    const seller = sellers[step.seller]!;
    const item = await insertProduct(ctx, seller, { price: step.price, quantity: 3 });
    const answer = await buy(shop, buyer, [[item, 1]], {
      ...(step.momo ? momoCheckout : cashCheckout),
      delivery_method: 'pickup',
      delivery_address: undefined,
    });
    if (answer.payment) await shop.payment(buyer, answer.payment.id);
    orders.push({ id: answer.orders[0]!.id, buyer, seller });
    return;
  }
  if (step.kind === 'sweep') {
    clock.advance(4 * DAY);
    await ctx.app.services.jobs.enqueue(ctx.deps.db, RELEASE_DUE, {});
    await ctx.app.services.jobs.drain();
    return;
  }
  if (step.kind === 'payout') {
    const seller = sellers[step.seller]!;
    sound(
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/payouts/method',
        headers: seller.auth,
        payload: { kind: 'momo', network: 'MTN', number: step.fails ? '0241110005' : '0241234567', password: PASSWORD },
      }),
    );
    clock.advance(DAY + 60_000);
    const earnings = (await ctx.app.inject({ method: 'GET', url: '/api/v1/earnings', headers: seller.auth })).json() as {
      available: number;
    };
    const amount = Math.floor(earnings.available * step.share) / 100;
    if (amount >= 10)
      sound(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/payouts',
          headers: { ...seller.auth, 'idempotency-key': randomUUID() },
          payload: { wallet: 'seller', amount },
        }),
      );
    await ctx.app.services.jobs.drain();
    return;
  }
  const order = orders[step.order % Math.max(1, orders.length)];
  if (!order) return;
  if (step.kind === 'dispute') {
    const opened = sound(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/disputes`,
        headers: order.buyer.auth,
        payload: { reason: 'damaged', body: 'Broken' },
      }),
    );
    if (opened.statusCode !== 201) return;
    const detail = (await shop.order(order.buyer, order.id)).json() as { total: number };
    const body =
      step.resolution === 'partial_refund'
        ? { resolution: step.resolution, amount: Math.max(0.01, Math.floor(detail.total * 50) / 100), note: 'half' }
        : { resolution: step.resolution, note: 'decided' };
    sound(
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/disputes/${opened.json().id}/resolve`,
        headers: admin.auth,
        payload: body,
      }),
    );
    await ctx.app.services.jobs.drain();
    return;
  }
  if (step.kind === 'cancel') {
    await act(order.buyer, order.id, 'cancel');
  } else {
    // The order's next step on its way, by whoever takes it (a refusal, 409, is part of the game).
    const { status } = (await shop.order(order.buyer, order.id)).json() as { status: string };
    const next: Record<string, [TestUser, string, string?]> = {
      placed: [order.seller, 'accept'],
      accepted: [order.seller, 'ship'],
      shipped: [order.buyer, 'confirm'],
      delivered: [order.buyer, 'confirm'],
      completed: [order.buyer, 'request_return', 'Not right'],
      return_requested: [order.seller, 'receive_return'],
      returned: [order.seller, 'refund'],
    };
    const move = next[status];
    if (move) await act(move[0], order.id, move[1], move[2]);
  }
  await ctx.app.services.jobs.drain();
}

describe('the ledger under any sequence of events (property)', () => {
  it('keeps every transfer balanced, every balance equal to its postings, and no payable owing but by cash commission', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (steps) => {
        const orders: Order[] = [];
        for (const step of steps) {
          await run(step, orders);
          await invariants();
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
