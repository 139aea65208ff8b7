import { toE164Ghana } from '@dwa/shared/fields';
import { formatGhsDelivery, pesewasToCedis } from '@dwa/shared/money';
import type { ChargeRequest, PaymentProvider, ProviderOutcome } from './payment-provider';
import type { ProviderRecord } from './payout-provider';
import { createSandboxPayouts, type SandboxPayouts } from './sandbox-payouts';

// The `sandbox` provider (development and tests): a Mobile Money prompt that behaves like a real one,
// asynchronously. The charge answers "pending"; a status poll answers "pending" until the payer has
// had `approvalMs` to approve, then "succeeded". It keeps no state: what a poll needs travels in the
// reference (see `sandboxReference`), and the time in `startedAt`, so every API process answers the
// same for the same payment, and an answer never changes back (succeeded stays succeeded).

/**
 * Numbers whose prompt does not end in a success (document them in the README). Any other number
 * approves `approvalMs` after the charge began.
 */
export const SANDBOX_TEST_NUMBERS = {
  /** The payer declines: failed once `approvalMs` has passed, "Declined by the payer (sandbox test number)". */
  declines: '+233240000001',
  /** The provider never answers: pending forever, so the payment service's own timeout ends it. */
  neverAnswers: '+233240000002',
  /** The wallet is short: failed once `approvalMs` has passed, "Insufficient funds (sandbox test number)". */
  insufficientFunds: '+233240000003',
  /** The payer ignores the prompt: failed once `promptTtlMs` has passed, "The prompt expired before the payer approved it (sandbox)". */
  promptExpires: '+233240000004',
} as const;

export const SANDBOX_FAILURE_REASONS = {
  declined: 'Declined by the payer (sandbox test number)',
  insufficientFunds: 'Insufficient funds (sandbox test number)',
  expired: 'The prompt expired before the payer approved it (sandbox)',
  unknownReference: 'Unknown sandbox reference: build it with sandboxReference(phone, random).',
  invalidAmount: 'The amount must be a positive whole number of pesewas.',
} as const;

export const SANDBOX_APPROVAL_MS = 4_000;
/** The sandbox keeps 1.95% of a charge it settles (Paystack Ghana's local rate), as the real one reports its fees. */
export const sandboxChargeFee = (amountPesewas: number) => Math.round((amountPesewas * 195) / 10_000);
export const SANDBOX_PROMPT_TTL_MS = 60_000;

export type SandboxProviderOptions = {
  /** How long an ordinary payer takes to approve (default 4 s). */
  approvalMs?: number;
  /** How long the prompt stays on the phone before it expires (default 60 s). */
  promptTtlMs?: number;
  now: () => Date;
};

/**
 * The reference of a sandbox charge: `sbx_233XXXXXXXXX_<random>`, the payer's number (E.164 without
 * the '+') between the prefix and the caller's random part. `verify` gets only the reference, so
 * this is how it knows which number it is answering for. `phone` is E.164 or local ('0' and 9 digits);
 * `random` is 1 to 64 characters among letters, digits and - _ . = (base64url fits).
 */
export function sandboxReference(phone: string, random: string): string {
  const e164 = toE164Ghana(phone);
  if (!e164) throw new Error(`sandboxReference: not a Ghana phone number: ${phone}`);
  if (!RANDOM.test(random))
    throw new Error('sandboxReference: the random part must be 1 to 64 characters among letters, digits and - _ . =');
  return `sbx_${e164.slice(1)}_${random}`;
}

const RANDOM = /^[A-Za-z0-9_.=-]{1,64}$/;
const REFERENCE = /^sbx_233(\d{9})_([A-Za-z0-9_.=-]{1,64})$/;

/** The payer's number (E.164) a sandbox reference carries, or null when it is not one. */
export function sandboxReferencePhone(reference: string): string | null {
  const match = REFERENCE.exec(reference);
  return match ? `+233${match[1]}` : null;
}

type Scenario = 'approves' | 'declines' | 'never_answers' | 'insufficient_funds' | 'prompt_expires';

function scenarioOf(phone: string): Scenario {
  switch (phone) {
    case SANDBOX_TEST_NUMBERS.declines:
      return 'declines';
    case SANDBOX_TEST_NUMBERS.neverAnswers:
      return 'never_answers';
    case SANDBOX_TEST_NUMBERS.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_TEST_NUMBERS.promptExpires:
      return 'prompt_expires';
    default:
      return 'approves';
  }
}

export type SandboxProvider = PaymentProvider & { payouts: SandboxPayouts };

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const approvalMs = options.approvalMs ?? SANDBOX_APPROVAL_MS;
  const promptTtlMs = options.promptTtlMs ?? SANDBOX_PROMPT_TTL_MS;
  const { now } = options;
  const payouts = createSandboxPayouts({ approvalMs, now });
  // What this process saw succeed and refunded: the sandbox's record for the reconciliation.
  const seen: (ProviderRecord & { at: number })[] = [];
  const charged = new Map<string, number>();

  function failed(failureReason: string, raw: Record<string, unknown>): ProviderOutcome {
    return { status: 'failed', displayText: null, failureReason, raw: { sandbox: true, ...raw } };
  }

  return {
    name: 'sandbox',
    payouts,
    async records(from: Date, to: Date) {
      const inRange = seen
        .filter((record) => record.at >= from.getTime() && record.at < to.getTime())
        .map(({ at: _at, ...record }) => record);
      return [...inRange, ...payouts.records(from, to)];
    },

    async charge(request: ChargeRequest): Promise<ProviderOutcome> {
      const phone = sandboxReferencePhone(request.reference);
      // A reference that does not carry this payer's number could never be polled right: say so now.
      if (!phone || phone !== toE164Ghana(request.phone))
        return failed(SANDBOX_FAILURE_REASONS.unknownReference, { reference: request.reference });
      if (!Number.isSafeInteger(request.amountPesewas) || request.amountPesewas <= 0)
        return failed(SANDBOX_FAILURE_REASONS.invalidAmount, { amount: request.amountPesewas });
      charged.set(request.reference, request.amountPesewas);
      return {
        status: 'pending',
        displayText: `Approve the prompt on your phone to pay ${formatGhsDelivery(pesewasToCedis(request.amountPesewas))}`,
        failureReason: null,
        raw: {
          sandbox: true,
          reference: request.reference,
          amount: request.amountPesewas,
          network: request.network,
          scenario: scenarioOf(phone),
        },
      };
    },

    async verify(reference: string, startedAt: Date): Promise<ProviderOutcome> {
      const phone = sandboxReferencePhone(reference);
      if (!phone) return failed(SANDBOX_FAILURE_REASONS.unknownReference, { reference });
      const scenario = scenarioOf(phone);
      // A clock behind `startedAt` (another process) counts as no time passed yet.
      const elapsedMs = Math.max(0, now().getTime() - startedAt.getTime());
      const raw = { sandbox: true, reference, scenario, elapsed_ms: elapsedMs };
      const pending: ProviderOutcome = { status: 'pending', displayText: null, failureReason: null, raw };

      if (scenario === 'never_answers') return pending;
      // The payer acts within the prompt's life, or the prompt expires unanswered.
      const actsAt = scenario === 'prompt_expires' ? Infinity : approvalMs;
      if (actsAt >= promptTtlMs) return elapsedMs >= promptTtlMs ? failed(SANDBOX_FAILURE_REASONS.expired, raw) : pending;
      if (elapsedMs < actsAt) return pending;
      if (scenario === 'declines') return failed(SANDBOX_FAILURE_REASONS.declined, raw);
      if (scenario === 'insufficient_funds') return failed(SANDBOX_FAILURE_REASONS.insufficientFunds, raw);
      const amount = charged.get(reference);
      if (amount !== undefined && !seen.some((record) => record.kind === 'charge' && record.reference === reference))
        seen.push({ kind: 'charge', reference, amountPesewas: amount, status: 'succeeded', at: now().getTime() });
      // The fee is known for a charge this process started (the sandbox keeps no other state).
      return {
        status: 'succeeded',
        displayText: null,
        failureReason: null,
        feePesewas: amount === undefined ? null : sandboxChargeFee(amount),
        raw,
      };
    },

    async refund(reference: string, amountPesewas: number) {
      seen.push({ kind: 'refund', reference, amountPesewas, status: 'succeeded', at: now().getTime() });
      return { ok: true, raw: { sandbox: true, reference, amount: amountPesewas } };
    },
  };
}
