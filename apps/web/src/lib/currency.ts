import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENCY_CODES, approximate } from '@dwa/shared/currency-rates-constants';
import type { CurrencyCode } from '@dwa/shared/currency-rates-constants';
import type { CurrencyRates } from '@dwa/shared/currency-rates';
import { useLocalSetting } from '../hooks/use-local-setting';
import { http } from './http';

// The header's currency (spec: default GHS, kept in local storage) and the estimate it shows beside a
// cedi price (issue 17). The rates are asked for only once someone chooses another currency, and kept
// 5 minutes (the server lets caches keep them as long). The server renders no estimate (it cannot see
// the choice), so hydration matches; the browser adds it right after.

export const CURRENCY_KEY = 'currency';
export const CURRENCY_RATES_KEY = ['currency-rates'] as const;

export function useCurrency(): [CurrencyCode, (next: CurrencyCode) => void] {
  return useLocalSetting<CurrencyCode>(CURRENCY_KEY, 'GHS', CURRENCY_CODES);
}

/** `fresh`: past the browser's HTTP cache (the admin console, right after a change). */
export const getCurrencyRates = (signal?: AbortSignal, fresh = false) =>
  http.get<CurrencyRates>('/api/v1/currency-rates', { signal, auth: false, ...(fresh ? { cache: 'no-cache' as const } : {}) });

export const currencyRatesQueryOptions = () =>
  queryOptions({ queryKey: CURRENCY_RATES_KEY, queryFn: ({ signal }) => getCurrencyRates(signal), staleTime: 5 * 60_000 });

/** The chosen currency and the estimate of `cedis` in it; null for GHS, before the rates arrive, or without a rate. */
export function useEstimate(cedis: number): { currency: CurrencyCode; amount: number | null } {
  const [currency] = useCurrency();
  const rates = useQuery({ ...currencyRatesQueryOptions(), enabled: currency !== 'GHS' });
  return { currency, amount: approximate(cedis, currency, rates.data?.rates) };
}
