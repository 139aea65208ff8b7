import type { Db, Executor } from '@dwa/db/client';
import {
  accountOf,
  courierEarnings,
  findAccount,
  findTransfer,
  insertTransfer,
  postingsOfTransfers,
  statementOf,
  unbalancedAccounts,
  unbalancedTransfers,
  type AccountKind,
  type NewTransfer,
  type StatementRow,
  type TransferRow,
} from './ledger.repo';

// The double-entry ledger (ADR 057). Every movement of money is a transfer: postings to accounts
// that sum to zero, posted once per business event (its key), in the caller's transaction, with each
// account's balance kept beside its postings (locked, in one order, so two transfers never deadlock).
//
// Signs: what Dwa holds is positive (the provider's clearing balance, cash in hand), what it owes is
// negative (escrow, a person's payable, payouts on their way), revenue is negative, expenses positive.
// So a seller whose payable stands at -25,000 has GH¢ 250.00 to withdraw; +650 means they owe 6.50
// (the commission on a cash sale, settled from their next payout).

export type SystemAccount = Exclude<AccountKind, 'seller_payable' | 'courier_payable'>;
export type PayableKind = 'seller_payable' | 'courier_payable';
export type AccountRef = { kind: SystemAccount } | { kind: PayableKind; userId: number };

export const TRANSFER_KINDS = [
  'charge',
  'refund',
  'refund_after_release',
  'release',
  'cash_collected',
  'cash_commission',
  'cash_commission_returned',
  'payout',
  'payout_paid',
  'payout_returned',
  'provider_fee',
  'boost',
  'boost_refund',
  'legacy',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type Posting = { account: AccountRef; amount: number };

export type TransferInput = {
  kind: TransferKind;
  /** The business event ('charge:order:12'): posting it again changes nothing. */
  key: string;
  postings: Posting[];
  at: Date;
  orderId?: number | null;
  rideId?: number | null;
  paymentId?: number | null;
  payoutId?: number | null;
  disputeId?: number | null;
  memo?: string | null;
};

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

const refKey = (ref: AccountRef) => `${ref.kind}:${'userId' in ref ? ref.userId : ''}`;

/** The postings of one transfer, merged per account, checked: whole pesewas, none zero, summing to zero. */
export function checkedPostings(postings: Posting[]): Posting[] {
  const merged = new Map<string, Posting>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount)) throw new LedgerError(`A posting must be whole pesewas, not ${posting.amount}.`);
    const key = refKey(posting.account);
    const current = merged.get(key);
    merged.set(key, { account: posting.account, amount: (current?.amount ?? 0) + posting.amount });
  }
  const kept = [...merged.values()].filter((posting) => posting.amount !== 0);
  const sum = kept.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) throw new LedgerError(`A transfer's postings must sum to zero, not ${sum}.`);
  // Locked in this one order (kind, then person) by every transfer, so two never wait on each other.
  return kept.sort((a, b) => refKey(a.account).localeCompare(refKey(b.account)));
}

export type Balance = { kind: AccountKind; userId: number | null; balancePesewas: number; version: number };

export function createLedgerService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * Posts a transfer in `tx`. Answers the transfer and whether this call made it: the same key
   * again answers the first one, unchanged (a replayed webhook, a job run twice).
   */
  async function post(tx: Executor, input: TransferInput): Promise<{ transfer: TransferRow; created: boolean }> {
    const postings = checkedPostings(input.postings);
    const transfer: NewTransfer = {
      kind: input.kind,
      key: input.key,
      orderId: input.orderId ?? null,
      rideId: input.rideId ?? null,
      paymentId: input.paymentId ?? null,
      payoutId: input.payoutId ?? null,
      disputeId: input.disputeId ?? null,
      memo: input.memo ?? null,
      createdAt: input.at,
    };
    const entries = postings.map((posting) => ({
      kind: posting.account.kind,
      userId: 'userId' in posting.account ? posting.account.userId : null,
      amount: posting.amount,
    }));
    const id = await insertTransfer(tx, transfer, entries);
    if (id === null) return { transfer: (await findTransfer(tx, input.key))!, created: false };
    return { transfer: { id, ...transfer }, created: true };
  }

  return {
    post,

    /**
     * Posts the opposite of an earlier transfer (a cash sale given back: its commission is no longer
     * owed), once, under `key`; nothing when the earlier one was never posted.
     */
    async reverse(tx: Executor, original: string, input: { kind: TransferKind; key: string; at: Date; memo?: string }): Promise<boolean> {
      const earlier = await findTransfer(tx, original);
      if (!earlier) return false;
      const postings = await postingsOfTransfers(tx, [earlier.id]);
      const { created } = await post(tx, {
        kind: input.kind,
        key: input.key,
        orderId: earlier.orderId,
        rideId: earlier.rideId,
        paymentId: earlier.paymentId,
        payoutId: earlier.payoutId,
        disputeId: earlier.disputeId,
        memo: input.memo ?? null,
        at: input.at,
        postings: postings.map((posting) => ({
          account: (posting.userId === null ? { kind: posting.kind } : { kind: posting.kind, userId: posting.userId }) as AccountRef,
          amount: -posting.amountPesewas,
        })),
      });
      return created;
    },

    /** Whether an event was posted (a release, a refund...). */
    posted: async (executor: Executor, key: string): Promise<boolean> => (await findTransfer(executor, key)) !== null,

    /** An account's balance (0 before its first posting); locked for the caller's transaction when asked. */
    async balance(executor: Executor, ref: AccountRef, options: { lock?: boolean } = {}): Promise<Balance> {
      const userId = 'userId' in ref ? ref.userId : null;
      const row = options.lock
        ? await accountOf(executor, ref.kind, userId, { lock: true })
        : await findAccount(executor, ref.kind, userId);
      return { kind: ref.kind, userId, balancePesewas: row?.balancePesewas ?? 0, version: row?.version ?? 0 };
    },

    /** An account's movements, newest first; `before` is a posting id (a page's cursor). */
    async statement(executor: Executor, ref: AccountRef, before: number | undefined, limit: number): Promise<StatementRow[]> {
      const row = await findAccount(executor, ref.kind, 'userId' in ref ? ref.userId : null);
      return row ? statementOf(executor, row.id, before, limit) : [];
    },

    /**
     * A courier's (and driver's) earnings from their payable, after commission: Mobile Money jobs as
     * released, cash jobs' part less the commission noted; all time and credited in `day`; and what
     * is held for their delivered Mobile Money jobs (before commission).
     */
    courierEarnings: (executor: Executor, userId: number, day: { start: Date; end: Date }) => courierEarnings(executor, userId, day),

    /** The ledger's own check: every balance equals its postings, every transfer sums to zero. */
    async verify(executor: Executor = db): Promise<{ accounts: Awaited<ReturnType<typeof unbalancedAccounts>>; transfers: number[] }> {
      return { accounts: await unbalancedAccounts(executor), transfers: await unbalancedTransfers(executor) };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
