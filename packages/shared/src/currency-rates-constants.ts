// The currencies of the header's select and the estimate beside a cedi price (issue 17). No zod here:
// the storefront's first load imports this file; the API's contracts are in currency-rates.ts.

/** The header select's currencies: GHS, the prices' own, then the ones an estimate can be shown in. */
export const CURRENCIES = [
  { code: 'GHS', label: 'GHS (GH₵)' },
  { code: 'USD', label: 'USD ($)' },
  { code: 'EUR', label: 'EUR (€)' },
  { code: 'GBP', label: 'GBP (£)' },
  { code: 'NGN', label: 'NGN (₦)' },
  { code: 'XOF', label: 'XOF (CFA)' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.code);

/** The currencies a rate can be kept for (every one but the cedi). */
export const RATE_CURRENCIES = ['USD', 'EUR', 'GBP', 'NGN', 'XOF'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export const RATE_MAX = 1_000_000;

/** The rate the web keeps: 1 GHS = `rate` of `currency`. */
export type KnownRate = { currency: string; rate: number };

/** An estimate in another currency of a price in cedis; null when none can be shown (GHS, or no rate). */
export function approximate(cedis: number, currency: string, rates: readonly KnownRate[] | undefined): number | null {
  if (currency === 'GHS' || !Number.isFinite(cedis)) return null;
  const found = rates?.find((rate) => rate.currency === currency);
  return found && found.rate > 0 ? cedis * found.rate : null;
}
