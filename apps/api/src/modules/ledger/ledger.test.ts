import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@dwa/db/client';
import { ledgerPostings, ledgerTransfers } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { recordStatements } from '../../../test/statements';
import { checkedPostings, LedgerError } from './ledger.service';

// The double-entry ledger (ADR 057) on this run's database: transfers sum to zero (checked in code,
// and by the database at commit), post once per key, keep each balance equal to its postings, and
// never change; two transfers on the same accounts at once both land, in either order.

let ctx: TestContext;
let seller: TestUser;
let courier: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, courier] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'COURIER' })]);
});
afterAll(() => ctx.close());

const ledger = () => ctx.app.services.ledger;
/** The database's own words for why a statement failed (drizzle wraps them as the cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no error';
}
const at = new Date('2026-11-29T10:00:00Z');

describe('the ledger', () => {
  it('refuses postings that do not sum to zero or are not whole pesewas, and merges an account named twice', () => {
    expect(() => checkedPostings([{ account: { kind: 'escrow' }, amount: 100 }])).toThrow(LedgerError);
    expect(() =>
      checkedPostings([
        { account: { kind: 'escrow' }, amount: 1.5 },
        { account: { kind: 'provider_clearing' }, amount: -1.5 },
      ]),
    ).toThrow('whole pesewas');
    expect(
      checkedPostings([
        { account: { kind: 'escrow' }, amount: 100 },
        { account: { kind: 'escrow' }, amount: -40 },
        { account: { kind: 'provider_clearing' }, amount: -60 },
        { account: { kind: 'refunds' }, amount: 0 },
      ]),
    ).toEqual([
      { account: { kind: 'escrow' }, amount: 60 },
      { account: { kind: 'provider_clearing' }, amount: -60 },
    ]);
  });

  it('posts a transfer once per key and keeps balances equal to the postings', async () => {
    const post = () =>
      ctx.deps.db.transaction((tx) =>
        ledger().post(tx, {
          kind: 'release',
          key: 'test:release:1',
          at,
          postings: [
            { account: { kind: 'escrow' }, amount: 10_000 },
            { account: { kind: 'seller_payable', userId: seller.id }, amount: -9_000 },
            { account: { kind: 'courier_payable', userId: courier.id }, amount: -500 },
            { account: { kind: 'platform_revenue' }, amount: -500 },
          ],
        }),
      );
    const first = await post();
    const second = await post();
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, transfer: { id: first.transfer.id } });
    expect((await ledger().balance(ctx.deps.db, { kind: 'seller_payable', userId: seller.id })).balancePesewas).toBe(-9_000);
    expect((await ledger().balance(ctx.deps.db, { kind: 'seller_payable', userId: courier.id })).balancePesewas).toBe(0);
    expect(await ledger().verify()).toEqual({ accounts: [], transfers: [] });
    const statement = await ledger().statement(ctx.deps.db, { kind: 'courier_payable', userId: courier.id }, undefined, 10);
    expect(statement).toMatchObject([{ amountPesewas: -500, kind: 'release', key: 'test:release:1' }]);
  });

  it('posts a transfer in one statement, making an account on its first posting as if it had been there', async () => {
    const newcomer = await createUser(ctx, { userType: 'SELLER' });
    const escrow = await ledger().balance(ctx.deps.db, { kind: 'escrow' });
    const recorder = recordStatements(ctx.deps.database);
    const { transfer } = await ctx.deps.db
      .transaction((tx) =>
        ledger().post(tx, {
          kind: 'release',
          key: 'test:newcomer',
          at,
          postings: [
            { account: { kind: 'seller_payable', userId: newcomer.id }, amount: -700 },
            { account: { kind: 'escrow' }, amount: 700 },
          ],
        }),
      )
      .finally(recorder.stop);
    // BEGIN, the transfer with its accounts and postings, COMMIT (issue 35: it was eight and the two).
    expect(recorder.texts, recorder.texts.join('\n')).toHaveLength(3);
    expect(await ledger().balance(ctx.deps.db, { kind: 'seller_payable', userId: newcomer.id })).toMatchObject({
      balancePesewas: -700,
      version: 1,
    });
    expect(await ledger().balance(ctx.deps.db, { kind: 'escrow' })).toMatchObject({
      balancePesewas: escrow.balancePesewas + 700,
      version: escrow.version + 1,
    });
    // The postings are written in the lock order (kind, then person), as they always were.
    const postings = await rowsOf<{ kind: string; amount: string | number; created_at: Date | string }>(
      ctx.deps.db,
      sql`SELECT a.kind, p.amount_pesewas AS amount, p.created_at FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
          WHERE p.transfer_id = ${transfer.id} ORDER BY p.id`,
    );
    expect(postings.map((row) => [row.kind, Number(row.amount), new Date(row.created_at).toISOString()])).toEqual([
      ['escrow', 700, at.toISOString()],
      ['seller_payable', -700, at.toISOString()],
    ]);
    expect(await ledger().verify()).toEqual({ accounts: [], transfers: [] });
  });

  it('lets the database refuse an unbalanced transfer at commit, and any change to what was posted', async () => {
    expect(
      await refusal(
        ctx.deps.db.transaction(async (tx) => {
          const [transfer] = await tx.insert(ledgerTransfers).values({ kind: 'charge', key: 'test:unbalanced', createdAt: at }).returning();
          const [account] = await rowsOf<{ id: number }>(tx, sql`SELECT id FROM ledger_accounts WHERE kind = 'escrow'`);
          const accountId = account!.id;
          await tx.insert(ledgerPostings).values({ transferId: transfer!.id, accountId, amountPesewas: 100, createdAt: at });
        }),
      ),
    ).toMatch(/does not balance/);
    expect(await ledger().posted(ctx.deps.db, 'test:unbalanced')).toBe(false);
    expect(await refusal(ctx.deps.db.update(ledgerPostings).set({ amountPesewas: 1 }))).toMatch(/append-only/);
    expect(await refusal(ctx.deps.db.delete(ledgerTransfers))).toMatch(/append-only/);
  });

  it('lands twenty transfers at once on the same accounts, in any order, without a deadlock', async () => {
    const before = (await ledger().balance(ctx.deps.db, { kind: 'seller_payable', userId: seller.id })).balancePesewas;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.deps.db.transaction((tx) =>
          ledger().post(tx, {
            kind: 'release',
            key: `test:race:${i}`,
            at,
            // Half name the accounts one way round, half the other.
            postings:
              i % 2 === 0
                ? [
                    { account: { kind: 'seller_payable', userId: seller.id }, amount: -100 },
                    { account: { kind: 'courier_payable', userId: courier.id }, amount: -100 },
                    { account: { kind: 'escrow' }, amount: 200 },
                  ]
                : [
                    { account: { kind: 'escrow' }, amount: 200 },
                    { account: { kind: 'courier_payable', userId: courier.id }, amount: -100 },
                    { account: { kind: 'seller_payable', userId: seller.id }, amount: -100 },
                  ],
          }),
        ),
      ),
    );
    expect((await ledger().balance(ctx.deps.db, { kind: 'seller_payable', userId: seller.id })).balancePesewas).toBe(before - 2000);
    expect(await ledger().verify()).toEqual({ accounts: [], transfers: [] });
  });

  it('lands twenty first transfers at once on an account none of them finds, making it once', async () => {
    const newcomer = await createUser(ctx, { userType: 'COURIER' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.deps.db.transaction((tx) =>
          ledger().post(tx, {
            kind: 'release',
            key: `test:first:${i}`,
            at,
            postings: [
              { account: { kind: 'escrow' }, amount: 100 },
              { account: { kind: 'courier_payable', userId: newcomer.id }, amount: -100 },
            ],
          }),
        ),
      ),
    );
    expect(await ledger().balance(ctx.deps.db, { kind: 'courier_payable', userId: newcomer.id })).toMatchObject({
      balancePesewas: -2000,
      version: 20,
    });
    expect(await ledger().verify()).toEqual({ accounts: [], transfers: [] });
  });

  it('reverses an earlier transfer once, and nothing when there was none', async () => {
    await ctx.deps.db.transaction((tx) =>
      ledger().post(tx, {
        kind: 'cash_commission',
        key: 'test:owed',
        at,
        postings: [
          { account: { kind: 'seller_payable', userId: seller.id }, amount: 650 },
          { account: { kind: 'platform_revenue' }, amount: -650 },
        ],
      }),
    );
    const reverse = (original: string) =>
      ctx.deps.db.transaction((tx) => ledger().reverse(tx, original, { kind: 'cash_commission_returned', key: `${original}:back`, at }));
    expect(await reverse('test:owed')).toBe(true);
    expect(await reverse('test:owed')).toBe(false);
    expect(await reverse('test:never')).toBe(false);
    expect(await ledger().verify()).toEqual({ accounts: [], transfers: [] });
  });
});
