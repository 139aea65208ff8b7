import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateCurrency } from '@dwa/shared/currency-rates-constants';
import type { CurrencyRate, CurrencyRateInput, CurrencyRates } from '@dwa/shared/currency-rates';
import { CURRENCY_RATES_KEY } from '../../../../lib/currency';
import { adminRatesKey } from './get-currency-rates';
import { http } from '../../../../lib/http';

// PUT /api/v1/admin/currency-rates/{currency} {rate, as_of}: 200 with the rate; 422 by field.

export function setCurrencyRate({ currency, ...input }: CurrencyRateInput & { currency: RateCurrency }): Promise<CurrencyRate> {
  return http.put<CurrencyRate>(`/api/v1/admin/currency-rates/${currency}`, input);
}

export function useSetCurrencyRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCurrencyRate,
    onSuccess: (saved) => {
      // The console's list and this browser's estimates show the new rate at once.
      const withSaved = (data: CurrencyRates | undefined) =>
        data
          ? {
              ...data,
              rates: [...data.rates.filter((rate) => rate.currency !== saved.currency), saved].sort((a, b) =>
                a.currency.localeCompare(b.currency),
              ),
            }
          : data;
      queryClient.setQueryData<CurrencyRates>(adminRatesKey, withSaved);
      queryClient.setQueryData<CurrencyRates>(CURRENCY_RATES_KEY, withSaved);
      void queryClient.invalidateQueries({ queryKey: adminRatesKey });
    },
  });
}
