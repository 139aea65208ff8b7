import { currencyRateInputSchema, type CurrencyRateInput } from '@dwa/shared/currency-rates';
import { ApiError } from '../../../../lib/http';
import { fieldIssues, oneOf } from '../../../../lib/field-issues';
import type { AreaT } from '../../../../lib/i18n/area';
import type { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// The rate form: checked here with the server's schema, and the server's own answer put under the
// field it is about (422 by field).

export const RATE_FIELDS = ['rate', 'as_of'] as const;
export type RateField = (typeof RATE_FIELDS)[number];
export type RateErrors = Partial<Record<RateField, string>> & { form?: string };

const isField = oneOf(RATE_FIELDS);

/** Today in Accra (UTC), as YYYY-MM-DD: the form's default date and its latest. */
export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The input to send, or the messages to show. A rate is typed with a dot or a comma for decimals. */
export function checkRate(
  draft: { rate: string; as_of: string },
  now: Date = new Date(),
): { input: CurrencyRateInput; errors: null } | { input: null; errors: RateErrors } {
  const text = draft.rate.trim().replace(',', '.');
  const parsed = currencyRateInputSchema.safeParse({ rate: text === '' ? undefined : text, as_of: draft.as_of });
  const errors: RateErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (isField(name)) errors[name] ??= issue.message;
    }
  }
  if (!errors.as_of && draft.as_of > today(now)) errors.as_of = 'The date of a rate cannot be in the future.';
  if (parsed.success && !errors.as_of) return { input: parsed.data, errors: null };
  return { input: null, errors };
}

export function rateFailure(t: T, error: unknown): RateErrors {
  if (!(error instanceof ApiError)) return { form: t('rates.saveFailed') };
  const issues = fieldIssues(error, isField);
  if (issues) return { ...issues.fields, ...(issues.others.length > 0 ? { form: issues.others.join('\n') } : {}) };
  if (error.status >= 500) return { form: t('failure.server') };
  return { form: error.detail };
}
