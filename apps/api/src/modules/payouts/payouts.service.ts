import { randomBytes } from 'node:crypto';
import { cedisToPesewas, formatGhc, pesewasToCedis } from '@dwa/shared/money';
import { IDEMPOTENCY_KEY } from '@dwa/shared/commerce';
import { PAYOUT_MESSAGES as M, maskAccount, type AdminPayout, type Payout, type PayoutRequest, type Wallet } from '@dwa/shared/payouts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { TransferOutcome } from '../payments/payments.service';
import { earningsOf } from './payout-earnings';
import { createPayoutMethods } from './payout-methods';
import { schedulePayouts } from './payout-schedule';
import { SEND_PAYOUT, createPayoutTransfers } from './payout-transfers';
import { WALLET_ACCOUNT, cursorOf, presentPayout, requireProvider, type PayoutsDeps } from './payouts-context';
import { findByIdempotencyKey, findPayout, insertPayout, methodOf, payoutsOf, setHold, type PayoutRow } from './payouts.repo';

// Money out (issue 31, ADR 057). A person's payable (seller's or courier's) is paid to their payout
// method by the provider's transfer: on request, or weekly by schedule. A payout moves the money from
// the payable to "on its way" in the same transaction as the payout row, under the payable's lock, so
// ten requests at once pay once; the transfer is a job, idempotent by the payout's reference, and
// its final answer (send, poll or webhook, each applied once) pays it, or gives the money back to the
// wallet (failed, or reversed after being paid). A changed payout method asks for the password again
// and holds payouts for 24 hours. Admins may hold a payout before it is sent, and release it.
//
// The module's files: payout-methods.ts (where to be paid), payout-transfers.ts (a payout's
// transfer and its answers), payout-schedule.ts (weekly payouts, the sweep), payout-earnings.ts
// (a wallet), payouts-context.ts (what they share); this one makes payouts and answers for them.

export { WEEKLY_PAYOUTS } from './payout-schedule';

export function createPayoutsService(deps: PayoutsDeps) {
  const { db, now, ledger } = deps;
  const { settle, send, check } = createPayoutTransfers(deps);

  /** Creates a payout of `amountPesewas` (all that is available when undefined), in its own transaction. */
  async function create(
    userId: number,
    wallet: Wallet,
    amountPesewas: number | undefined,
    options: { idempotencyKey: string | null; requestedBy: PayoutRow['requestedBy'] },
  ): Promise<{ payout: PayoutRow; created: boolean }> {
    const at = now();
    return db.transaction(async (tx) => {
      if (options.idempotencyKey) {
        const earlier = await findByIdempotencyKey(tx, userId, options.idempotencyKey);
        if (earlier) {
          if (earlier.wallet !== wallet || (amountPesewas !== undefined && earlier.amountPesewas !== amountPesewas))
            throw ValidationError.single(['header', 'idempotency-key'], M.idempotencyReused);
          return { payout: earlier, created: false };
        }
      }
      const payable = { kind: WALLET_ACCOUNT[wallet], userId } as const;
      // The payable's lock: requests for the same wallet wait for each other, and each sees what the one before took.
      const available = -(await ledger.balance(tx, payable, { lock: true })).balancePesewas;
      const method = await methodOf(tx, userId);
      if (!method) throw new ConflictError(M.noMethod);
      if (method.heldUntil && method.heldUntil > at) throw new ConflictError(M.methodHeld);
      const amount = amountPesewas ?? available;
      if (amount < deps.minimumPesewas) {
        throw amountPesewas === undefined && available < deps.minimumPesewas
          ? new ConflictError(M.notEnough(formatGhc(pesewasToCedis(Math.max(0, available)))))
          : ValidationError.single(['body', 'amount'], M.belowMinimum(formatGhc(pesewasToCedis(deps.minimumPesewas))));
      }
      if (amount > available) throw new ConflictError(M.notEnough(formatGhc(pesewasToCedis(Math.max(0, available)))));
      const payout = await insertPayout(tx, {
        userId,
        wallet,
        amountPesewas: amount,
        reference: `dwa-po-${randomBytes(10).toString('hex')}`,
        idempotencyKey: options.idempotencyKey,
        requestedBy: options.requestedBy,
        destination: {
          kind: method.kind,
          label:
            method.kind === 'momo'
              ? `${method.network} ${maskAccount('momo', method.accountNumber)}`
              : `${method.bankName ?? method.bankCode} ${maskAccount('bank', method.accountNumber)}`,
          accountName: method.accountName,
          recipientCode: method.recipientCode,
        },
        createdAt: at,
        updatedAt: at,
      });
      await ledger.post(tx, {
        kind: 'payout',
        key: `payout:${payout.id}`,
        payoutId: payout.id,
        at,
        postings: [
          { account: payable, amount },
          { account: { kind: 'payouts_in_transit' }, amount: -amount },
        ],
      });
      await deps.jobs.enqueue(tx, SEND_PAYOUT, { payout_id: payout.id }, { key: `payout:${payout.id}` });
      return { payout, created: true };
    });
  }

  schedulePayouts(deps, { send, check, create });

  return {
    ...createPayoutMethods(deps),

    earnings: (user: AuthUser, query: { wallet: Wallet; cursor?: string; limit: number }) =>
      earningsOf(deps, user.id, query.wallet, query.cursor, query.limit),

    /** A payout on request (Idempotency-Key: the same key answers the same payout). */
    async request(user: AuthUser, key: string | undefined, input: PayoutRequest): Promise<{ created: boolean; payout: Payout }> {
      if (!key || !IDEMPOTENCY_KEY.test(key)) throw ValidationError.single(['header', 'idempotency-key'], M.idempotencyKey);
      requireProvider(deps.provider);
      const amount = input.amount === undefined ? undefined : cedisToPesewas(input.amount);
      if (amount === null) throw ValidationError.single(['body', 'amount'], M.amount);
      const { payout, created } = await create(user.id, input.wallet, amount, { idempotencyKey: key, requestedBy: 'person' });
      return { created, payout: presentPayout(payout) };
    },

    async list(user: AuthUser, query: { cursor?: string; limit: number }) {
      const rows = await payoutsOf(db, { userId: user.id, before: cursorOf(query.cursor), limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return {
        results: page.map((row) => presentPayout(row.payout)),
        next_cursor: rows.length > query.limit ? String(page.at(-1)!.payout.id) : null,
      };
    },

    async find(user: AuthUser, id: number): Promise<Payout> {
      const row = await findPayout(db, id);
      if (!row || row.userId !== user.id) throw new NotFoundError(M.payoutNotFound);
      return presentPayout(row);
    },

    // ---- the admin console ----

    async adminList(query: { status?: PayoutRow['status']; held?: 'true' | 'false'; user_id?: number; cursor?: string; limit: number }) {
      const rows = await payoutsOf(db, {
        userId: query.user_id,
        status: query.status,
        held: query.held === undefined ? undefined : query.held === 'true',
        before: cursorOf(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        results: page.map(({ payout, user }): AdminPayout => ({
          ...presentPayout(payout),
          user,
          held_reason: payout.heldReason,
          reference: payout.reference,
        })),
        next_cursor: rows.length > query.limit ? String(page.at(-1)!.payout.id) : null,
      };
    },

    /** Holds a payout that has not been sent; audit-logged. */
    async hold(admin: AuthUser, id: number, reason: string): Promise<Payout> {
      const at = now();
      const held = await db.transaction(async (tx) => {
        const row = await findPayout(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.payoutNotFound);
        const moved = await setHold(tx, id, { heldAt: at, heldReason: reason, updatedAt: at }, ['pending']);
        if (!moved) throw new ConflictError(M.cannotHold);
        await deps.audit.record(tx, {
          actor: admin,
          action: 'payout.hold',
          targetType: 'payout',
          targetId: id,
          before: { held: row.heldAt !== null },
          after: { held: true },
          reason,
          at,
        });
        return moved;
      });
      return presentPayout(held);
    },

    /** Releases a held payout: it is sent now; audit-logged. */
    async release(admin: AuthUser, id: number): Promise<Payout> {
      const at = now();
      const released = await db.transaction(async (tx) => {
        const row = await findPayout(tx, id, { forUpdate: true });
        if (!row) throw new NotFoundError(M.payoutNotFound);
        if (!row.heldAt || row.status !== 'pending') throw new ConflictError(M.notHeld);
        const moved = (await setHold(tx, id, { heldAt: null, heldReason: null, updatedAt: at }, ['pending']))!;
        await deps.jobs.enqueue(tx, SEND_PAYOUT, { payout_id: id }, { key: `payout:${id}` });
        await deps.audit.record(tx, {
          actor: admin,
          action: 'payout.release',
          targetType: 'payout',
          targetId: id,
          before: { held: true, reason: row.heldReason },
          after: { held: false },
          at,
        });
        return moved;
      });
      return presentPayout(released);
    },

    /** A person's ledger, for an admin: their wallet's balance and every movement. */
    async personLedger(userId: number, query: { wallet: Wallet; cursor?: string; limit: number }) {
      const person = await deps.users.find({ id: userId });
      if (!person) throw new NotFoundError('User not found.');
      return {
        ...(await earningsOf(deps, userId, query.wallet, query.cursor, query.limit)),
        user: { id: person.id, name: person.name, email: person.email },
      };
    },

    /** Development only: the sandbox settles a payout's transfer now, as its dashboard would. */
    async devOutcome(
      id: number,
      status: 'succeeded' | 'failed' | 'reversed',
      force: (reference: string, status: 'succeeded' | 'failed' | 'reversed') => TransferOutcome | null,
    ): Promise<Payout> {
      const row = await findPayout(db, id);
      if (!row) throw new NotFoundError(M.payoutNotFound);
      if (row.status === 'pending' && !row.heldAt) await send(id);
      const outcome = force(row.reference, status);
      if (!outcome) throw new ConflictError('The sandbox has not sent this payout (it is held, or was sent by another process).');
      return presentPayout((await settle(id, outcome, `dev:${status}`)) ?? row);
    },

    settle,
    send,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
