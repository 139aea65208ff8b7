import { z } from 'zod';
import { RATE_CURRENCIES, RATE_MAX } from './currency-rates-constants';
import { coded } from './coded';

// Approximate amounts in other currencies (issue 17): prices stay in cedis; the header's currency
// select (spec: 'currency (default GHS, kept in local storage)') may show an estimate beside them,
// from rates an admin keeps on the server with the date they hold for.

export const CURRENCY_MESSAGES = {
  currency: coded('currency.currency', `currency must be one of ${RATE_CURRENCIES.join(', ')}.`, {
    rateCurrencies: RATE_CURRENCIES.join(', '),
  }),
  rate: coded('currency.rate', `Enter how much of the currency one cedi buys: a number above 0, at most 1,000,000.`),
  asOf: coded('currency.as_of', 'Enter the date the rate holds for (YYYY-MM-DD).'),
  asOfFuture: coded('currency.as_of_future', 'The date of a rate cannot be in the future.'),
} as const;
const M = CURRENCY_MESSAGES;

export const currencyParamsSchema = z.object({ currency: z.enum(RATE_CURRENCIES, { error: M.currency }) });

/** One kept rate: 1 GHS = `rate` of `currency`, as published on `as_of`. */
export const currencyRateSchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  rate: z.number(),
  as_of: z.string(),
  updated_at: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/** GET /currency-rates: every kept rate (a currency without one is absent). */
export const currencyRatesSchema = z.object({ base: z.literal('GHS'), rates: z.array(currencyRateSchema) });
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

/** PUT /admin/currency-rates/{currency}. */
export const currencyRateInputSchema = z.object({
  rate: z.coerce.number({ error: M.rate }).refine((value) => Number.isFinite(value) && value > 0 && value <= RATE_MAX, M.rate),
  as_of: z.iso.date({ error: M.asOf }),
});
export type CurrencyRateInput = z.output<typeof currencyRateInputSchema>;
