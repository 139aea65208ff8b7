import type { PayoutStatus, Wallet } from '@dwa/shared/payouts';
import { WALLETS } from '@dwa/shared/payouts';
import { parseTypedCedis, pesewasToCedis } from '@dwa/shared/money';

// The earnings page's pure rules: which wallet the address asks for, what each ledger movement is
// called, how a signed amount reads, and when a payout has reached its last word.

/** The wallet `?wallet=` names, else the seller's for sellers and the courier's for everyone else. */
export function walletFrom(value: string | null, isSeller: boolean): Wallet {
  return (WALLETS as readonly string[]).includes(value ?? '') ? (value as Wallet) : isSeller ? 'seller' : 'courier';
}

/** The movement kinds the page names; any other reads as a plain 'Adjustment'. */
export const MOVEMENT_KINDS = ['release', 'cash_commission', 'cash_commission_returned', 'payout', 'payout_returned'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number] | 'other';

export function movementKind(kind: string): MovementKind {
  return (MOVEMENT_KINDS as readonly string[]).includes(kind) ? (kind as MovementKind) : 'other';
}

/** '+GHC 12.50' for money to you, '−GHC 12.50' from you (the one price formatter writes the amount). */
export function signedAmount(amount: number, formatCedis: (cedis: number) => string): string {
  const text = formatCedis(Math.abs(amount));
  if (Math.round(amount * 100) === 0) return text;
  return `${amount > 0 ? '+' : '−'}${text}`;
}

/** A payout's answer is final once paid, failed or reversed; before that the page keeps asking. */
export function isFinal(status: PayoutStatus): boolean {
  return status === 'paid' || status === 'failed' || status === 'reversed';
}

export type PayoutTone = 'success' | 'warning' | 'neutral' | 'danger';

export function payoutTone(status: PayoutStatus): PayoutTone {
  if (status === 'paid') return 'success';
  if (status === 'failed' || status === 'reversed') return 'danger';
  return 'warning';
}

/**
 * The amount typed in cedis ('25', '25.5', '1,200.00'), or null when it is not one (more than two
 * decimals, letters, zero). Empty means 'all that is available' (undefined).
 */
export function parseAmount(text: string): number | null | undefined {
  if (text.trim() === '') return undefined;
  const pesewas = parseTypedCedis(text);
  return pesewas !== null && pesewas > 0 ? pesewasToCedis(pesewas) : null;
}

/** Whether a payout method change still holds payouts: the hold's end when it is in the future. */
export function heldUntil(payoutsHeldUntil: string | null, now: Date): Date | null {
  if (!payoutsHeldUntil) return null;
  const until = new Date(payoutsHeldUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/** The catalog key of a movement's name: what it was for, on this wallet. */
export function movementLabelKey(movement: { kind: string; order_id: number | null; ride_id: number | null }, wallet: Wallet): string {
  const kind = movementKind(movement.kind);
  if (kind !== 'release') return `movement.${kind}`;
  if (movement.ride_id !== null) return 'movement.ride';
  if (movement.order_id !== null) return wallet === 'seller' ? 'movement.sale' : 'movement.delivery';
  return 'movement.release';
}
