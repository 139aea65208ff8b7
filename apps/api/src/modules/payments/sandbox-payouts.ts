import type { Bank, PayoutDestination, PayoutProvider, ProviderRecord, TransferOutcome, TransferRequest } from './payout-provider';

// The sandbox's money out (development and tests): a transfer is on its way, then paid once
// `approvalMs` has passed, like a real one; its test numbers (the destination's last digits) fail or
// reverse instead, and `force` settles one on demand (the dev payout outcome endpoint, as a provider's
// dashboard would). It remembers transfers in this process, and answers the reconciliation from them.

export const SANDBOX_PAYOUT_NUMBERS = {
  /** No such account: resolving it finds nobody. */
  unknown: '0000',
  /** The transfer fails: the wallet or account could not take it. */
  fails: '0005',
  /** Paid, then reversed by the network or bank a minute later. */
  reverses: '0006',
} as const;

export const SANDBOX_BANKS: Bank[] = [
  { code: 'GCB', name: 'GCB Bank' },
  { code: 'ECO', name: 'Ecobank Ghana' },
  { code: 'STB', name: 'Stanbic Bank Ghana' },
  { code: 'ABS', name: 'Absa Bank Ghana' },
  { code: 'CAL', name: 'CalBank' },
  { code: 'FBL', name: 'Fidelity Bank Ghana' },
  { code: 'ZEN', name: 'Zenith Bank Ghana' },
  { code: 'ADB', name: 'Agricultural Development Bank' },
];

/** What the sandbox charges for a paid transfer (Paystack Ghana's Mobile Money transfer fee, GH¢ 1). */
export const SANDBOX_TRANSFER_FEE_PESEWAS = 100;

type Sent = TransferRequest & { startedAt: number; scenario: 'pays' | 'fails' | 'reverses'; forced?: TransferOutcome['status'] };

const digitsOf = (destination: PayoutDestination) =>
  (destination.kind === 'momo' ? destination.number : destination.accountNumber).replace(/\D/g, '');

export type SandboxPayouts = PayoutProvider & {
  force(reference: string, status: 'succeeded' | 'failed' | 'reversed'): TransferOutcome | null;
  /** While down for a number or account, a new transfer to it fails like a network outage (its job retries; the payout stays unsent). */
  outage(number: string, down: boolean): void;
  records(from: Date, to: Date): ProviderRecord[];
};

export function createSandboxPayouts(options: { approvalMs: number; now: () => Date }): SandboxPayouts {
  const sent = new Map<string, Sent>();
  // Destinations (their last 9 digits) the sandbox cannot reach for now.
  const down = new Set<string>();
  const last9 = (text: string) => text.replace(/\D/g, '').slice(-9);
  const failure = "The recipient's account could not take it (sandbox test number).";

  function outcome(entry: Sent): TransferOutcome {
    const raw = { sandbox: true, reference: entry.reference, scenario: entry.scenario };
    const status = entry.forced ?? statusAt(entry);
    return {
      status,
      transferCode: `TRF_sbx_${entry.reference}`,
      failureReason: status === 'failed' ? failure : null,
      feePesewas: status === 'succeeded' ? SANDBOX_TRANSFER_FEE_PESEWAS : null,
      raw,
    };
  }

  function statusAt(entry: Sent): TransferOutcome['status'] {
    const elapsed = options.now().getTime() - entry.startedAt;
    if (elapsed < options.approvalMs) return 'pending';
    if (entry.scenario === 'fails') return 'failed';
    // Reversed a minute after it was paid, as a network's reversal comes later (the provider's webhook tells it).
    if (entry.scenario === 'reverses' && elapsed >= options.approvalMs + 60_000) return 'reversed';
    return 'succeeded';
  }

  return {
    async resolveAccount(destination) {
      const digits = digitsOf(destination);
      if (digits.length < 8 || digits.endsWith(SANDBOX_PAYOUT_NUMBERS.unknown)) return null;
      return { accountName: `SANDBOX ACCOUNT ${digits.slice(-4)}` };
    },

    async createRecipient(destination, _name) {
      const digits = digitsOf(destination);
      return { recipientCode: `RCP_sbx_${destination.kind}_${digits}` };
    },

    async transfer(request) {
      const known = sent.get(request.reference);
      if (known) return outcome(known);
      const digits = request.recipientCode.replace(/\D/g, '');
      if (down.has(last9(digits))) throw new Error('The payout network is not answering (sandbox outage).');
      const scenario = digits.endsWith(SANDBOX_PAYOUT_NUMBERS.fails)
        ? 'fails'
        : digits.endsWith(SANDBOX_PAYOUT_NUMBERS.reverses)
          ? 'reverses'
          : 'pays';
      const entry: Sent = { ...request, startedAt: options.now().getTime(), scenario };
      sent.set(request.reference, entry);
      return outcome(entry);
    },

    async verifyTransfer(reference) {
      const entry = sent.get(reference);
      // Not sent from this process (or it restarted): on its way as far as this sandbox knows.
      return entry
        ? outcome(entry)
        : { status: 'pending', transferCode: null, failureReason: null, raw: { sandbox: true, reference, unknown: true } };
    },

    banks: async () => SANDBOX_BANKS,

    outage(number, isDown) {
      if (isDown) down.add(last9(number));
      else down.delete(last9(number));
    },

    force(reference, status) {
      const entry = sent.get(reference);
      if (!entry) return null;
      entry.forced = status;
      return outcome(entry);
    },

    records(from, to) {
      return [...sent.values()]
        .filter((entry) => entry.startedAt >= from.getTime() && entry.startedAt < to.getTime())
        .map((entry) => {
          const status = outcome(entry).status;
          return {
            kind: 'transfer',
            reference: entry.reference,
            amountPesewas: entry.amountPesewas,
            status: status === 'succeeded' ? 'succeeded' : status,
          };
        });
    },
  };
}
