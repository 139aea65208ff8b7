import type { Db } from '@dwa/db/client';
import { CURRENCY_MESSAGES as M, type CurrencyRate, type CurrencyRateInput, type CurrencyRates } from '@dwa/shared/currency-rates';
import type { RateCurrency } from '@dwa/shared/currency-rates-constants';
import { ValidationError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import { listRates, upsertRate, type CurrencyRateRow } from './currency-rates.repo';

// Exchange rates from the cedi (issue 17): an admin keeps one per currency of the header's select,
// with the date it holds for; the storefront shows an estimate beside cedi prices from them. Prices
// themselves never change currency. Each change is audited in its transaction.

export type CurrencyRatesDeps = { db: Db; now: () => Date; audit: Pick<AuditService, 'record'> };

export function toCurrencyRate(row: CurrencyRateRow): CurrencyRate {
  return { currency: row.currency, rate: row.rate, as_of: row.asOf, updated_at: row.updatedAt.toISOString() };
}

export function createCurrencyRatesService(deps: CurrencyRatesDeps) {
  const { db, now, audit } = deps;
  return {
    async list(): Promise<CurrencyRates> {
      return { base: 'GHS', rates: (await listRates(db)).map(toCurrencyRate) };
    },

    /** Sets the currency's rate (replacing any before); a date after today (Accra, which is UTC) is a 422. */
    async set(admin: AuthUser, currency: RateCurrency, input: CurrencyRateInput): Promise<CurrencyRate> {
      const at = now();
      if (input.as_of > at.toISOString().slice(0, 10)) throw ValidationError.single(['body', 'as_of'], M.asOfFuture);
      const row = await db.transaction(async (tx) => {
        const { before, after } = await upsertRate(tx, {
          currency,
          rate: input.rate,
          asOf: input.as_of,
          updatedBy: admin.id,
          updatedAt: at,
        });
        await audit.record(tx, {
          actor: admin,
          action: 'currency_rate.set',
          targetType: 'currency_rate',
          targetId: after.id,
          before: before ? { currency, rate: before.rate, as_of: before.asOf } : null,
          after: { currency, rate: after.rate, as_of: after.asOf },
          at,
        });
        return after;
      });
      return toCurrencyRate(row);
    },
  };
}

export type CurrencyRatesService = ReturnType<typeof createCurrencyRatesService>;
