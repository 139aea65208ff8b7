import type { Db } from '@dwa/db/client';
import { pesewasToCedis } from '@dwa/shared/money';
import { PAYOUT_MESSAGES as M, type Payout, type Wallet } from '@dwa/shared/payouts';
import { ConflictError, ServiceUnavailableError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { RateLimiter } from '../../lib/rate-limit';
import type { RateRule } from '../../config';
import type { UsersService } from '../accounts/users.service';
import type { AuditService } from '../audit/audit.service';
import type { LedgerService, PayableKind } from '../ledger/ledger.service';
import type { MoneyService } from '../ledger/money.service';
import type { MailService } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import type { PaymentService, PayoutProvider } from '../payments/payments.service';
import type { PayoutRow } from './payouts.repo';

// What the payout methods (payout-methods.ts), the transfers (payout-transfers.ts), the schedule
// (payout-schedule.ts), the earnings (payout-earnings.ts) and the service share: their
// dependencies, the wallet's ledger account, the provider's guard, how a payout is presented.

export type PayoutsDeps = {
  db: Db;
  now: () => Date;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'statement'>;
  /** Posts what the provider kept of a paid transfer. */
  money: Pick<MoneyService, 'providerFee'>;
  /** The provider's money out; null on a server with none (production without a provider). */
  provider: PayoutProvider | null;
  payments: Pick<PaymentService, 'onTransferEvent'>;
  passwords: { verify: (password: string, stored: string) => Promise<boolean> };
  users: Pick<UsersService, 'find'>;
  jobs: Pick<JobQueue, 'enqueue' | 'handle' | 'every'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationService, 'notify'>;
  mail: Pick<MailService, 'queue'>;
  limiter: RateLimiter;
  methodLimit: RateRule;
  minimumPesewas: number;
};

export const WALLET_ACCOUNT: Record<Wallet, PayableKind> = { seller: 'seller_payable', courier: 'courier_payable' };
export const cursorOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

export function requireProvider(provider: PayoutProvider | null): PayoutProvider {
  if (!provider) throw new ConflictError(M.noProvider);
  return provider;
}

/** Calls the provider; an unreachable one is a 503 the person may try again. */
export async function reach<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new ServiceUnavailableError(M.providerDown, 60);
  }
}

export function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    wallet: row.wallet,
    amount: pesewasToCedis(row.amountPesewas),
    currency: 'GHS',
    status: row.status,
    destination: { kind: row.destination.kind, label: row.destination.label, account_name: row.destination.accountName },
    failure_reason: row.failureReason,
    held: row.heldAt !== null,
    requested_by: row.requestedBy,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
