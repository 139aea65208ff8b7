import type { Executor } from '@dwa/db/client';
import type { LedgerService, PayableKind, Posting } from './ledger.service';

// The money of sales and rides in the ledger's words (ADR 057): each business event is one transfer,
// keyed by what it is about, so a replay (a webhook, a job run twice) posts nothing more.
//   charged      the buyer's Mobile Money reached Dwa's provider balance: held (escrow)
//   released     the held money is the seller's and the courier's (less commission), and the platform's
//   refunded     held money back to the buyer; after the release, the platform pays it (refunds)
//   cash         cash collected at the door is in someone's hand, not Dwa's; the commission on it is owed
//   provider fee what the provider kept of a charge or a payout: Dwa's expense, out of its provider balance
//   boost        a seller's paid boost (ADR 072): platform revenue at once (nothing is held)
//   boost refund an admin gave a boost's money back: the boost's transfer reversed

export type MoneyFor = { orderId: number; rideId?: undefined } | { rideId: number; orderId?: undefined };
export type Party = { kind: PayableKind; userId: number; grossPesewas: number; commissionPesewas: number };

const subject = (on: MoneyFor) => (on.orderId !== undefined ? `order:${on.orderId}` : `ride:${on.rideId}`);
const ids = (on: MoneyFor) => ({ orderId: on.orderId ?? null, rideId: on.rideId ?? null });

export function createMoneyService(deps: { ledger: Pick<LedgerService, 'post' | 'posted' | 'reverse'> }) {
  const { ledger } = deps;

  return {
    /** Whether the held money of a sale or ride was released (or given back). */
    released: (executor: Executor, on: MoneyFor) => ledger.posted(executor, `release:${subject(on)}`),
    charged: (executor: Executor, on: MoneyFor) => ledger.posted(executor, `charge:${subject(on)}`),
    refunded: (executor: Executor, on: MoneyFor) => ledger.posted(executor, `refund:${subject(on)}`),

    /** Mobile Money paid for an order or a ride: in Dwa's provider balance, held for it. */
    charge: (tx: Executor, on: MoneyFor, input: { paymentId: number; amountPesewas: number; at: Date }) =>
      ledger.post(tx, {
        kind: 'charge',
        key: `charge:${subject(on)}`,
        ...ids(on),
        paymentId: input.paymentId,
        at: input.at,
        postings: [
          { account: { kind: 'provider_clearing' }, amount: input.amountPesewas },
          { account: { kind: 'escrow' }, amount: -input.amountPesewas },
        ],
      }),

    /**
     * The held money of a sale or ride is released: each party's payable gets its part less its
     * commission, the platform's revenue the commissions (and any rest).
     */
    async release(tx: Executor, on: MoneyFor, input: { totalPesewas: number; parties: Party[]; at: Date; memo?: string }) {
      const parties = input.parties.filter((party) => party.grossPesewas > 0);
      const paid = parties.reduce((sum, party) => sum + party.grossPesewas - party.commissionPesewas, 0);
      const postings: Posting[] = [
        { account: { kind: 'escrow' }, amount: input.totalPesewas },
        ...parties.map((party) => ({
          account: { kind: party.kind, userId: party.userId },
          amount: -(party.grossPesewas - party.commissionPesewas),
        })),
        { account: { kind: 'platform_revenue' }, amount: -(input.totalPesewas - paid) },
      ];
      return ledger.post(tx, {
        kind: 'release',
        key: `release:${subject(on)}`,
        ...ids(on),
        at: input.at,
        memo: input.memo ?? null,
        postings,
      });
    },

    /**
     * Money given back to the buyer: from what is held, or, once released, paid by the platform
     * (`refunds`). `part` names a second refund of the same sale (a dispute's, after a return's).
     */
    refund: (
      tx: Executor,
      on: MoneyFor,
      input: { paymentId: number | null; amountPesewas: number; afterRelease: boolean; at: Date; disputeId?: number; memo?: string },
    ) =>
      ledger.post(tx, {
        kind: input.afterRelease ? 'refund_after_release' : 'refund',
        key: input.disputeId ? `refund:dispute:${input.disputeId}` : `refund:${subject(on)}`,
        ...ids(on),
        paymentId: input.paymentId,
        disputeId: input.disputeId ?? null,
        memo: input.memo ?? null,
        at: input.at,
        postings: [
          { account: { kind: input.afterRelease ? 'refunds' : 'escrow' }, amount: input.amountPesewas },
          { account: { kind: 'provider_clearing' }, amount: -input.amountPesewas },
        ],
      }),

    /**
     * What the provider kept of a charge it settled, or of a payout it paid: out of Dwa's provider
     * balance, into the platform's expenses. The buyer's money held for the sale is untouched (the
     * seller and courier are paid their full share); once per payment or payout.
     */
    async providerFee(
      tx: Executor,
      on: { paymentId: number; payoutId?: undefined } | { payoutId: number; paymentId?: undefined },
      input: { feePesewas: number; at: Date },
    ): Promise<void> {
      if (input.feePesewas <= 0) return;
      await ledger.post(tx, {
        kind: 'provider_fee',
        key: on.paymentId !== undefined ? `fee:payment:${on.paymentId}` : `fee:payout:${on.payoutId}`,
        paymentId: on.paymentId ?? null,
        payoutId: on.payoutId ?? null,
        at: input.at,
        memo: 'kept by the payment provider',
        postings: [
          { account: { kind: 'provider_fees' }, amount: input.feePesewas },
          { account: { kind: 'provider_clearing' }, amount: -input.feePesewas },
        ],
      });
    },

    /** A seller paid for a boost (ADR 072): the money reached Dwa's provider balance, and is the platform's revenue. */
    boost: (tx: Executor, input: { boostId: number; paymentId: number; amountPesewas: number; at: Date }) =>
      ledger.post(tx, {
        kind: 'boost',
        key: `boost:${input.boostId}`,
        paymentId: input.paymentId,
        at: input.at,
        memo: `boost ${input.boostId}`,
        postings: [
          { account: { kind: 'provider_clearing' }, amount: input.amountPesewas },
          { account: { kind: 'platform_revenue' }, amount: -input.amountPesewas },
        ],
      }),

    /** A boost's money given back (an admin's refund): its transfer reversed, once. */
    boostRefunded: (tx: Executor, boostId: number, at: Date) =>
      ledger.reverse(tx, `boost:${boostId}`, {
        kind: 'boost_refund',
        key: `boost-refund:${boostId}`,
        at,
        memo: `boost ${boostId} refunded`,
      }),

    /** Cash collected at the door (in the courier's or seller's hand), and the commissions on it owed to the platform. */
    async cashSale(tx: Executor, on: MoneyFor, input: { amountPesewas: number; parties: Party[]; at: Date }) {
      const cash = await ledger.post(tx, {
        kind: 'cash_collected',
        key: `cash:${subject(on)}`,
        ...ids(on),
        at: input.at,
        postings: [
          { account: { kind: 'cash_in_hand' }, amount: input.amountPesewas },
          { account: { kind: 'cash_sales' }, amount: -input.amountPesewas },
        ],
      });
      const owed = input.parties.filter((party) => party.commissionPesewas > 0);
      if (owed.length > 0) {
        await ledger.post(tx, {
          kind: 'cash_commission',
          key: `cash-commission:${subject(on)}`,
          ...ids(on),
          at: input.at,
          memo: 'commission on a cash sale, settled from the next payout',
          postings: [
            ...owed.map((party) => ({ account: { kind: party.kind, userId: party.userId }, amount: party.commissionPesewas })),
            { account: { kind: 'platform_revenue' }, amount: -owed.reduce((sum, party) => sum + party.commissionPesewas, 0) },
          ],
        });
      }
      return cash;
    },

    /** A cash sale given back (a return refunded in cash): the cash, and the commission owed on it, are undone. */
    async cashReturned(tx: Executor, on: MoneyFor, at: Date) {
      await ledger.reverse(tx, `cash:${subject(on)}`, {
        kind: 'cash_collected',
        key: `cash-returned:${subject(on)}`,
        at,
        memo: 'cash given back by the seller',
      });
      await ledger.reverse(tx, `cash-commission:${subject(on)}`, {
        kind: 'cash_commission_returned',
        key: `cash-commission-returned:${subject(on)}`,
        at,
        memo: 'the sale was returned: no commission is owed',
      });
    },
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;
