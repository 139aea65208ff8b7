import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../testing/json-response';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { createI18n, en } from '../lib/i18n/i18n';
import { Price } from './price';
import { setupScreenTest } from '../testing/screen-setup';

// The estimate beside a cedi price: only for another currency with a known rate, and the rates are
// asked for only then.

const fetchMock = setupScreenTest();
const rates = { base: 'GHS', rates: [{ currency: 'USD', rate: 0.065, as_of: '2026-03-01', updated_at: '2026-03-01T10:00:00.000Z' }] };

function renderPrice(cedis: number, tag: 'en' | 'fr' = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n(tag, en)}>
        <p data-testid="price">
          <Price cedis={cedis} />
        </p>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(async () => jsonResponse(rates));
});

describe('Price', () => {
  it('shows the cedi price alone, without asking for rates, when the currency is GHS', async () => {
    renderPrice(200);
    expect(screen.getByTestId('price').textContent).toBe('GHC 200.00');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds an estimate in the chosen currency beside it, never instead of it', async () => {
    localStorage.setItem('currency', 'USD');
    renderPrice(200);
    expect(await screen.findByTestId('price-estimate')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('GHC 200.00 (≈\u00a0US$13)');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/currency-rates');
  });

  it('writes the estimate in the interface language', async () => {
    localStorage.setItem('currency', 'USD');
    renderPrice(1250, 'fr');
    expect(await screen.findByTestId('price-estimate')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('GHC 1\u202f250,00 (≈\u00a081\u00a0$US)');
  });

  it('shows nothing extra for a currency without a rate', async () => {
    localStorage.setItem('currency', 'EUR');
    renderPrice(200);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('price').textContent).toBe('GHC 200.00');
  });
});
