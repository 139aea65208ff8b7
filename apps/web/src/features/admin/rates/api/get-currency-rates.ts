import { useQuery } from '@tanstack/react-query';
import { getCurrencyRates } from '../../../../lib/currency';
import { adminKeys } from '../../api/admin-keys';

// GET /api/v1/currency-rates for the console: always asked again (the storefront's copy may come
// from the browser's cache, which keeps it 5 minutes).

export const adminRatesKey = adminKeys.section('currency-rates');

export function useAdminCurrencyRates() {
  return useQuery({ queryKey: adminRatesKey, queryFn: ({ signal }) => getCurrencyRates(signal, true) });
}
