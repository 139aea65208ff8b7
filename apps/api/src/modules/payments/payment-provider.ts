import type { MomoNetwork } from '@dwa/shared/commerce';
import type { PayoutProvider, ProviderRecord, TransferEvent } from './payout-provider';

// The one small interface every payment provider sits behind (docs/architecture.md, rules of the data):
// `sandbox` (development and tests: a real asynchronous approve-on-phone flow) and `paystack`
// (Mobile Money through Paystack's charge API, enabled by PAYSTACK_SECRET_KEY). The payment service
// (payments.service.ts) records every attempt and applies every answer once.

export type ChargeRequest = {
  /** Ours: unique per attempt; the provider echoes it in webhooks and status answers. */
  reference: string;
  amountPesewas: number;
  /** The payer's email (Paystack requires one). */
  email: string;
  /** E.164, +233 and 9 digits. */
  phone: string;
  network: MomoNetwork;
};

/** What the provider says of a payment: still waiting for the payer, paid, or not. */
export type ProviderOutcome = {
  status: 'pending' | 'succeeded' | 'failed';
  /** What to tell the payer while it waits ("Approve the prompt on your phone"). */
  displayText?: string | null;
  failureReason?: string | null;
  /** What the provider kept of a succeeded charge (Paystack's `fees`), in pesewas: Dwa's expense, in the ledger. */
  feePesewas?: number | null;
  /** The provider's answer, kept with the payment's events for support. */
  raw?: Record<string, unknown>;
};

/** A provider event that arrived by webhook, once its signature was checked: a charge's, or a payout transfer's. */
export type ProviderEvent =
  { kind?: 'charge'; eventKey: string; reference: string; outcome: ProviderOutcome } | ({ kind: 'transfer' } & TransferEvent);

export type PaymentProvider = {
  name: 'sandbox' | 'paystack';
  /** Starts the charge: the payer gets a prompt on their phone. Never throws for a decline; throws only when the provider cannot be reached. */
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  /** Asks the provider where the payment stands (a status poll). `startedAt` is when the charge began. */
  verify(reference: string, startedAt: Date): Promise<ProviderOutcome>;
  /** Gives money back (all or part of a succeeded payment). */
  refund(reference: string, amountPesewas: number): Promise<{ ok: boolean; raw?: Record<string, unknown> }>;
  /**
   * A webhook: null when the signature is missing or wrong (the caller answers 401 and changes
   * nothing), else the events it carries (possibly none the shop cares about).
   */
  parseWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent[] | null;
  /** Money out: transfers to people's Mobile Money or bank accounts (payout-provider.ts). */
  payouts?: PayoutProvider;
  /** What the provider records as moved between two times (charges, refunds, transfers), for the daily reconciliation. */
  records?(from: Date, to: Date): Promise<ProviderRecord[]>;
};
