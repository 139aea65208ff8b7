import { z } from 'zod';
import { MOMO_NETWORKS } from './momo';
import { idField } from './fields';
import { coded } from './coded';

// Money out (issue 31, ADR 057): earnings, payout methods and payouts, and the admin's payouts.
// Amounts are answered in cedis with 2 decimals; the ledger and every computation use pesewas.

export const WALLETS = ['seller', 'courier'] as const;
export type Wallet = (typeof WALLETS)[number];
export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** A payout is at least GHC 10.00 (PAYOUT_MINIMUM_PESEWAS in the API's configuration may raise it). */
export const PAYOUT_MINIMUM_DEFAULT_PESEWAS = 1_000;
export const PAYOUT_METHOD_HOLD_HOURS = 24;

export const PAYOUT_MESSAGES = {
  wallet: coded('payouts.wallet', 'wallet must be seller or courier.'),
  kind: coded('payouts.kind', 'Choose Mobile Money or a bank account.'),
  network: coded('boosts.momo_network', 'Choose your Mobile Money network.'),
  number: coded('boosts.momo_number', 'Enter your Mobile Money number (+233 and 9 digits, or 0 and 9 digits).'),
  bank: coded('payouts.bank', 'Choose your bank.'),
  accountNumber: coded('payouts.account_number', 'Enter the account number (6 to 20 digits).'),
  password: coded('payouts.password', 'Enter your password.'),
  wrongPassword: coded('payouts.wrong_password', 'That password is not right.'),
  unknownAccount: coded('payouts.unknown_account', 'We could not find that account. Check the number and the network or bank.'),
  providerDown: coded('payouts.provider_down', 'Payouts are not available right now. Please try again in a few minutes.'),
  noProvider: coded('payouts.no_provider', 'Payouts are not available on this server.'),
  noMethod: coded('payouts.no_method', 'Add where we should pay you first.'),
  methodHeld: coded('payouts.method_held', 'Your payout details changed recently: payouts resume 24 hours after the change.'),
  amount: coded('payouts.amount', 'Enter an amount in cedis, up to 2 decimals.'),
  belowMinimum: (minimum: string) => coded('payouts.below_minimum', `The smallest payout is ${minimum}.`, { minimum }),
  notEnough: (available: string) => coded('payouts.not_enough', `You have ${available} available to withdraw.`, { available }),
  payoutNotFound: coded('payouts.not_found', 'Payout not found'),
  notHeld: coded('payouts.not_held', 'This payout is not held.'),
  cannotHold: coded('payouts.cannot_hold', 'Only a payout that has not been sent can be held.'),
  reason: coded('disputes.note', 'Say why (at most 500 characters).'),
  idempotencyKey: coded('commerce.idempotency_key', 'Send an Idempotency-Key header (8 to 100 letters, digits, dashes or underscores).'),
  idempotencyReused: coded('payouts.idempotency_reused', 'This Idempotency-Key was already used for a different payout.'),
  cursor: coded('admin.cursor', 'This page link is no longer valid. Start from the first page.'),
} as const;
const M = PAYOUT_MESSAGES;

const money = z.number().describe('cedis, 2 decimals');
const iso = z.string().describe('ISO 8601');
const cursor = z
  .string({ error: M.cursor })
  .max(40)
  .regex(/^\d{1,18}$/, M.cursor)
  .optional();
const limit = z
  .preprocess((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100))
  .default(25);
const password = z.string({ error: M.password }).min(1, M.password).max(200, M.password);
const momoNumber = z.string({ error: M.number }).trim().max(40, M.number);
const accountNumber = z
  .string({ error: M.accountNumber })
  .trim()
  .regex(/^\d{6,20}$/, M.accountNumber);
const bankCode = z
  .string({ error: M.bank })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, M.bank);

export const walletSchema = z.enum(WALLETS, { error: M.wallet });

/** Where to be paid: without the password, to resolve the account holder's name first. */
export const payoutDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('momo'), network: z.enum(MOMO_NETWORKS, { error: M.network }), number: momoNumber }),
    z.object({ kind: z.literal('bank'), bank_code: bankCode, account_number: accountNumber }),
  ],
  { error: M.kind },
);
export type PayoutDestinationInput = z.output<typeof payoutDestinationSchema>;

/** Saving it asks for the password again. */
export const payoutMethodInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('momo'), network: z.enum(MOMO_NETWORKS, { error: M.network }), number: momoNumber, password }),
    z.object({ kind: z.literal('bank'), bank_code: bankCode, account_number: accountNumber, password }),
  ],
  { error: M.kind },
);
export type PayoutMethodInput = z.output<typeof payoutMethodInputSchema>;

export const resolvedAccountSchema = z.object({
  account_name: z.string().describe('as the network or bank knows the account: show it to the person to confirm'),
});

export const payoutMethodSchema = z.object({
  kind: z.enum(['momo', 'bank']),
  network: z.enum(MOMO_NETWORKS).nullable(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().describe('masked: 024 *** 4567'),
  account_name: z.string(),
  payouts_held_until: iso.nullable().describe('a change holds payouts for 24 hours'),
  updated_at: iso,
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;
export const payoutMethodAnswerSchema = z.object({ method: payoutMethodSchema.nullable() });

export const banksSchema = z.object({ results: z.array(z.object({ code: z.string(), name: z.string() })) });

export const earningsQuerySchema = z.object({ wallet: walletSchema.default('seller'), cursor, limit });
export type EarningsQuery = z.output<typeof earningsQuerySchema>;

export const movementSchema = z.object({
  id: z.number().int(),
  kind: z.string().describe('release (a sale or ride paid to you), cash_commission (owed on a cash sale), payout, payout_returned...'),
  amount: money.describe('positive: to you; negative: from you'),
  order_id: z.number().int().nullable(),
  ride_id: z.number().int().nullable(),
  payout_id: z.number().int().nullable(),
  memo: z.string().nullable(),
  created_at: iso,
});
export type Movement = z.infer<typeof movementSchema>;

export const earningsSchema = z.object({
  wallet: walletSchema,
  available: money.describe('yours to withdraw; negative when you owe commission on cash sales'),
  held: money.describe(
    "paid by buyers, held until delivery is confirmed, before commission: a seller's share (the items less their promos, not the delivery fee), a courier's delivery fares",
  ),
  in_transit: money.describe('payouts on their way'),
  paid_out: money,
  currency: z.literal('GHS'),
  minimum_payout: money,
  movements: z.array(movementSchema).describe('newest first'),
  next_cursor: z.string().nullable(),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const payoutRequestSchema = z.object({
  wallet: walletSchema,
  amount: z
    .number({ error: M.amount })
    .positive(M.amount)
    .max(100_000_000, M.amount)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.amount)
    .optional()
    .describe('cedis; all that is available when left out'),
});
export type PayoutRequest = z.output<typeof payoutRequestSchema>;

export const payoutSchema = z.object({
  id: z.number().int(),
  wallet: walletSchema,
  amount: money,
  currency: z.literal('GHS'),
  status: z.enum(PAYOUT_STATUSES),
  destination: z.object({ kind: z.enum(['momo', 'bank']), label: z.string(), account_name: z.string() }),
  failure_reason: z.string().nullable(),
  held: z.boolean().describe('an admin held it: it is sent once released'),
  requested_by: z.enum(['person', 'schedule']),
  created_at: iso,
  paid_at: iso.nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ results: z.array(payoutSchema), next_cursor: z.string().nullable() });
export const payoutListQuerySchema = z.object({ cursor, limit });
export const payoutParamsSchema = z.object({ id: idField(coded('payouts.enter_valid_payout_id', 'Enter a valid payout id.')) });

export const adminPayoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  held: z.enum(['true', 'false']).optional(),
  user_id: idField('user_id must be a positive whole number.').optional(),
  cursor,
  limit,
});
export const adminPayoutSchema = payoutSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  held_reason: z.string().nullable(),
  reference: z.string(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = z.object({ results: z.array(adminPayoutSchema), next_cursor: z.string().nullable() });
export const payoutHoldSchema = z.object({ reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(500, M.reason) });

export const ledgerQuerySchema = z.object({ wallet: walletSchema.default('seller'), cursor, limit });
export const personLedgerSchema = earningsSchema.extend({ user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }) });

/** 024 *** 4567 for a phone, ****4567 for an account. */
export function maskAccount(kind: 'momo' | 'bank', number: string): string {
  const digits = number.replace(/\D/g, '');
  if (kind === 'momo') {
    const local = digits.startsWith('233') ? `0${digits.slice(3)}` : digits;
    return local.length >= 7 ? `${local.slice(0, 3)} *** ${local.slice(-4)}` : '***';
  }
  return digits.length >= 4 ? `****${digits.slice(-4)}` : '****';
}

// ---- the platform's commission (admin console) ----

export const commissionRatesSchema = z.object({
  default_percent: z.number().describe('COMMISSION_PERCENT: on every sale, delivery and ride without a rate of its own'),
  rates: z.array(z.object({ category: z.string(), percent: z.number(), updated_at: iso })),
});
export const commissionRateInputSchema = z.object({
  percent: z
    .number({ error: 'percent must be a number from 0 to 50, or null for the default.' })
    .min(0, 'percent must be a number from 0 to 50, or null for the default.')
    .max(50, 'percent must be a number from 0 to 50, or null for the default.')
    .multipleOf(0.01, 'percent has at most 2 decimals.')
    .nullable(),
});

// ---- the daily reconciliation (admin console) ----

export const reconciliationIssueSchema = z.object({
  id: z.number().int(),
  day: z.string().describe('YYYY-MM-DD, UTC'),
  kind: z.enum(['missing_in_ledger', 'missing_at_provider', 'amount_differs']),
  what: z.enum(['charge', 'refund', 'transfer']),
  reference: z.string(),
  ledger_amount: money.nullable(),
  provider_amount: money.nullable(),
  resolved_at: iso.nullable(),
  created_at: iso,
});
export const reconciliationListSchema = z.object({ results: z.array(reconciliationIssueSchema) });
export const reconciliationQuerySchema = z.object({ resolved: z.enum(['true', 'false']).default('false'), limit });
export const reconciliationRunSchema = z.object({ day: z.iso.date({ error: 'day is YYYY-MM-DD.' }) });
export const reconciliationResolveSchema = z.object({ note: z.string({ error: M.reason }).trim().min(1, M.reason).max(500, M.reason) });
