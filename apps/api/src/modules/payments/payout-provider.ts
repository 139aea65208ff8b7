import type { MomoNetwork } from '@dwa/shared/momo';

// Money out (issue 31, ADR 057): the payment provider sends a person's earnings to their Mobile
// Money number or bank account. `sandbox` completes, fails or reverses like a real one (its test
// numbers, or the dev outcome endpoint); `paystack` uses transfer recipients and transfers.

export type PayoutDestination =
  { kind: 'momo'; network: MomoNetwork; number: string } | { kind: 'bank'; bankCode: string; accountNumber: string };

export type TransferOutcome = {
  /** pending: on its way; succeeded: paid; failed: not paid (the money goes back); reversed: paid, then given back by the bank. */
  status: 'pending' | 'succeeded' | 'failed' | 'reversed';
  transferCode?: string | null;
  failureReason?: string | null;
  /** What the provider charged for a paid transfer (Paystack's `fee_charged`), in pesewas: Dwa's expense, in the ledger. */
  feePesewas?: number | null;
  raw?: Record<string, unknown>;
};

export type TransferRequest = { reference: string; amountPesewas: number; recipientCode: string; reason: string };

/** A transfer event from the provider's webhook, once its signature was checked. */
export type TransferEvent = { eventKey: string; reference: string; outcome: TransferOutcome };

/** What the provider's record says moved (for the daily reconciliation). */
export type ProviderRecord = {
  kind: 'charge' | 'refund' | 'transfer';
  reference: string;
  amountPesewas: number;
  status: 'succeeded' | 'failed' | 'pending' | 'reversed';
};

export type Bank = { code: string; name: string };

export type PayoutProvider = {
  /** The account holder's name as the network or bank knows it (for the person to confirm), or null for no such account. Throws when unreachable. */
  resolveAccount(destination: PayoutDestination): Promise<{ accountName: string } | null>;
  /** Registers the destination once; later transfers name it by its code. */
  createRecipient(destination: PayoutDestination, name: string): Promise<{ recipientCode: string }>;
  /** Sends money; a repeat with the same reference is the same transfer. Throws only when the provider cannot be reached. */
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  verifyTransfer(reference: string): Promise<TransferOutcome>;
  banks(): Promise<Bank[]>;
};
