import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Ride } from '@dwa/shared/rides';
import { I18nProvider } from '../../../lib/i18n/i18n-context';
import { loadI18n } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import { FarePayment } from './fare-payment';

// A ride speaks the interface's language (issue 17, the ride area of ADR 046); English stays the spec's words.

afterEach(cleanup);

async function renderFare(locale: Locale, ride: Partial<Ride>) {
  const i18n = await loadI18n(locale);
  await i18n.loadAreas(['rides-rider', 'rides']);
  return render(
    <I18nProvider value={i18n}>
      <FarePayment ride={ride as Ride} />
    </I18nProvider>,
  );
}

describe('a ride in other languages', () => {
  it('English: what a rider pays in cash', async () => {
    await renderFare('en', { payment_method: 'cash', fare: 12.5 });
    expect(screen.getByText('Pay GH¢ 12.50 in cash to your driver.')).toBeTruthy();
  });

  it('French: what a rider pays in cash, and a Mobile Money payment that went through', async () => {
    await renderFare('fr', { payment_method: 'cash', fare: 12.5 });
    expect(screen.getByText('Payez GH¢ 12,50 en espèces à votre chauffeur.')).toBeTruthy();
    cleanup();
    await renderFare('fr', { payment_method: 'momo', fare: 12.5, payment_status: 'paid', payment: null });
    expect(screen.getByRole('status').textContent).toBe('Payé par Mobile Money.');
  });
});
