import type { Tx } from '@dwa/db/client';
import {
  PAYOUT_MESSAGES as M,
  PAYOUT_METHOD_HOLD_HOURS,
  maskAccount,
  type PayoutDestinationInput,
  type PayoutMethod,
  type PayoutMethodInput,
} from '@dwa/shared/payouts';
import { ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { PayoutDestination } from '../payments/payments.service';
import { reach, requireProvider, type PayoutsDeps } from './payouts-context';
import { methodOf, saveMethod, type PayoutMethodRow } from './payouts.repo';

// Where a person is paid: the provider's banks, the account holder's name for a destination, and
// the payout method, saved after the password (a change holds payouts for a day and is told).

function inputDestination(input: PayoutDestinationInput): PayoutDestination {
  if (input.kind === 'bank') return { kind: 'bank', bankCode: input.bank_code, accountNumber: input.account_number };
  const digits = input.number.replace(/\D/g, '');
  const local = digits.startsWith('233') ? `0${digits.slice(3)}` : digits;
  if (!/^0\d{9}$/.test(local)) throw ValidationError.single(['body', 'number'], M.number);
  return { kind: 'momo', network: input.network, number: local };
}

function presentMethod(row: PayoutMethodRow, at: Date): PayoutMethod {
  return {
    kind: row.kind,
    network: row.network,
    bank_code: row.bankCode,
    bank_name: row.bankName,
    account_number: maskAccount(row.kind, row.accountNumber),
    account_name: row.accountName,
    payouts_held_until: row.heldUntil && row.heldUntil > at ? row.heldUntil.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createPayoutMethods(deps: PayoutsDeps) {
  const { db, now } = deps;

  return {
    banks: async () => ({ results: await reach(() => requireProvider(deps.provider).banks()) }),

    /** The account holder's name for a destination, for the person to confirm before saving it. */
    async resolve(user: AuthUser, input: PayoutDestinationInput): Promise<{ account_name: string }> {
      await deps.limiter.consume(
        `payout-resolve:${user.id}`,
        { limit: 20, windowMs: 3_600_000 },
        (minutes) => `Too many tries. Please try again in ${minutes} minutes.`,
      );
      const destination = inputDestination(input);
      const found = await reach(() => requireProvider(deps.provider).resolveAccount(destination));
      if (!found) throw ValidationError.single(['body', input.kind === 'momo' ? 'number' : 'account_number'], M.unknownAccount);
      return { account_name: found.accountName };
    },

    async method(user: AuthUser): Promise<{ method: PayoutMethod | null }> {
      const row = await methodOf(db, user.id);
      return { method: row ? presentMethod(row, now()) : null };
    },

    /** Saves where to be paid, after the password; a change holds payouts for 24 hours and is told to the person. */
    async saveMethod(user: AuthUser, input: PayoutMethodInput): Promise<{ method: PayoutMethod }> {
      await deps.limiter.consume(
        `payout-method:${user.id}`,
        deps.methodLimit,
        (minutes) => `Too many tries. Please try again in ${minutes} minutes.`,
      );
      const person = await deps.users.find({ id: user.id });
      if (!person || !(await deps.passwords.verify(input.password, person.passwordHash)))
        throw ValidationError.single(['body', 'password'], M.wrongPassword);
      const payouts = requireProvider(deps.provider);
      const destination = inputDestination(input);
      const found = await reach(() => payouts.resolveAccount(destination));
      if (!found) throw ValidationError.single(['body', input.kind === 'momo' ? 'number' : 'account_number'], M.unknownAccount);
      const { recipientCode } = await reach(() => payouts.createRecipient(destination, found.accountName));
      const bankName =
        destination.kind === 'bank'
          ? ((await reach(() => payouts.banks())).find((bank) => bank.code === destination.bankCode)?.name ?? null)
          : null;
      const at = now();
      const row = await db.transaction(async (tx: Tx) => {
        const before = await methodOf(tx, user.id);
        const saved = await saveMethod(tx, {
          userId: user.id,
          kind: destination.kind,
          network: destination.kind === 'momo' ? destination.network : null,
          bankCode: destination.kind === 'bank' ? destination.bankCode : null,
          bankName,
          accountNumber: destination.kind === 'momo' ? destination.number : destination.accountNumber,
          accountName: found.accountName,
          recipientCode,
          // The first method pays at once; a change waits a day, in case someone else made it.
          heldUntil: before ? new Date(at.getTime() + PAYOUT_METHOD_HOLD_HOURS * 3_600_000) : null,
          createdAt: at,
          updatedAt: at,
        });
        if (before) {
          const notice = {
            key: 'payoutMethodChanged' as const,
            params: { accountName: found.accountName, account: maskAccount(destination.kind, saved.accountNumber) },
          };
          await deps.notifications.notify(tx, { userId: user.id, kind: 'payout', notice, link: '/earnings', data: {}, at });
          await deps.mail.queue(tx, { to: person.email, locale: person.locale, template: 'notice', notice });
        }
        return saved;
      });
      return { method: presentMethod(row, at) };
    },
  };
}
