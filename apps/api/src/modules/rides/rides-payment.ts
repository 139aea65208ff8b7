import type { Executor, Tx } from '@dwa/db/client';
import { splitFare } from '@dwa/shared/commission';
import { RIDE_MESSAGES as M, type Ride, type RidePaymentInput } from '@dwa/shared/rides';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { PaymentRow, Settlement } from '../payments/payments.service';
import type { RidesContext, RidesDeps } from './rides-context';
import { findRide, type RideRow } from './rides.repo';

// A ride's fare by Mobile Money, through the shop's payments module (ADR 038): the fare is fixed
// when the ride is requested, and charged once the trip is completed (nothing to give back when a
// ride is cancelled, which most cancellations are). The prompt goes to the rider's phone; the
// provider's answer settles it (poll, webhook or the background sweep) and enters the ledger; a
// declined or lapsed prompt can be paid again. Cash is handed to the driver at the end.

export function createRidePayments(deps: RidesDeps, context: RidesContext) {
  const { db, payments, users } = deps;
  const { visible, presentOne, announce, afterCommit } = context;

  /** A new attempt for the fare, in the caller's transaction; `send` sends the prompt once it has committed. */
  function open(tx: Executor, row: RideRow, to: { network: PaymentRow['network']; phone: string }): Promise<PaymentRow> {
    return payments.open(tx, {
      rideId: row.id,
      buyerId: row.riderId,
      amountPesewas: row.farePesewas,
      network: to.network,
      phone: to.phone,
    });
  }

  /** The prompt to the rider's phone (a provider that cannot be reached leaves it pending: polls ask again). */
  async function send(payment: PaymentRow): Promise<void> {
    const rider = await users.find({ id: payment.buyerId });
    await payments.start(payment, rider?.email ?? '');
  }

  /** Someone is watching a pending charge: ask the provider now rather than at the next sweep. */
  async function refresh(row: RideRow): Promise<void> {
    if (row.paymentMethod !== 'momo' || row.status !== 'completed') return;
    const latest = (await payments.latestOfRides([row.id])).get(row.id);
    if (latest?.status === 'pending') await payments.check(latest);
  }

  return {
    /**
     * At the trip's end (in the completing transaction): a Mobile Money fare gets its first attempt;
     * a cash fare is in the driver's hand, and its commission is owed (settled from their next payout).
     */
    async chargeAtEnd(tx: Tx, row: RideRow): Promise<PaymentRow | null> {
      if (row.paymentMethod === 'cash' && row.driverId !== null && row.farePesewas > 0) {
        const { commissionPesewas } = splitFare(row.farePesewas, deps.commissionPercent);
        await deps.money.cashSale(
          tx,
          { rideId: row.id },
          {
            amountPesewas: row.farePesewas,
            parties: [{ kind: 'courier_payable', userId: row.driverId, grossPesewas: row.farePesewas, commissionPesewas }],
            at: row.completedAt ?? row.updatedAt,
          },
        );
        return null;
      }
      if (row.paymentMethod !== 'momo' || row.farePesewas <= 0 || !row.momoNetwork || !row.momoPhone) return null;
      return open(tx, row, { network: row.momoNetwork, phone: row.momoPhone });
    },
    send,
    refresh,

    /**
     * Pay again after a declined or lapsed prompt (the rider only, completed Mobile Money rides).
     * Idempotent by nature: while an attempt is pending or once one succeeded, pressing again
     * answers the ride as it is.
     */
    async pay(user: AuthUser, id: number, input: RidePaymentInput): Promise<Ride> {
      const seen = await visible(db, id, user);
      await refresh(seen.row);
      const opened = await db.transaction(async (tx) => {
        // The row lock makes two presses at once wait for each other: the second finds the first's attempt.
        const { row, role } = await visible(tx, id, user, true);
        if (role !== 'rider') throw new ForbiddenError(M.payRiderOnly);
        if (row.paymentMethod !== 'momo') throw new ConflictError(M.payCash);
        if (row.status !== 'completed') throw new ConflictError(M.payNotDue);
        const latest = (await payments.ofRide(tx, row.id)).at(-1);
        // Paid, or a prompt on its way (a second press, another tab): nothing more to do.
        if (latest?.status === 'succeeded' || latest?.status === 'pending') return { row, payment: null };
        const network = input.momo_network ?? latest?.network ?? row.momoNetwork;
        const phone = input.momo_number ?? latest?.phone ?? row.momoPhone;
        if (!network || !phone) throw new ConflictError(M.momoNetwork);
        return { row, payment: await open(tx, row, { network, phone }) };
      });
      if (opened.payment) await send(opened.payment);
      return presentOne(db, opened.row, user);
    },

    /** The payments hook: a ride's charge that settled enters the ledger, and both parties read the ride again. */
    async onPaymentSettled(tx: Tx, settlement: Settlement): Promise<(() => Promise<void>) | void> {
      const { payment, outcome, at } = settlement;
      if (payment.rideId === null) return;
      const row = await findRide(tx, payment.rideId);
      if (!row) return;
      if (outcome === 'succeeded') {
        // The fare is held, then at once the driver's (the trip is done), less the commission.
        await deps.money.charge(tx, { rideId: row.id }, { paymentId: payment.id, amountPesewas: payment.amountPesewas, at });
        if (row.driverId !== null) {
          const { commissionPesewas } = splitFare(payment.amountPesewas, deps.commissionPercent);
          await deps.money.release(
            tx,
            { rideId: row.id },
            {
              totalPesewas: payment.amountPesewas,
              parties: [{ kind: 'courier_payable', userId: row.driverId, grossPesewas: payment.amountPesewas, commissionPesewas }],
              at,
            },
          );
        }
      }
      return () => afterCommit(() => announce(row));
    },
  };
}

export type RidePayments = ReturnType<typeof createRidePayments>;
