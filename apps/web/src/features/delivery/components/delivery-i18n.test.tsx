import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { EstimateCard } from './estimate-card';
import { SizeSelect } from './size-urgency-fields';
import { renderIn as renderArea } from '../../../testing/render-in';

// Delivery speaks the interface's language (issue 17, the fare and delivery areas of ADR 046);
// English stays the spec's words.

afterEach(cleanup);

const renderIn = (locale: Locale, node: ReactNode) => renderArea(locale, ['delivery-fare', 'delivery'], node);

const estimate = {
  item_size: 'large',
  urgency: 'express',
  fare: 30,
  currency: 'GHS',
  distance_km: 5.2,
  window: '1-2 hours',
  window_minutes: { min: 60, max: 120 },
} as const;

describe('delivery in other languages', () => {
  it('English: the estimate, a size and a status as the spec words them', async () => {
    await renderIn(
      'en',
      <>
        <EstimateCard estimate={estimate} />
        <SizeSelect id="size" value="small" onChange={() => {}} />
        <DeliveryStatusBadge status="picked_up" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Fare estimate' }).textContent).toContain('Express (1-2 hours)');
    expect(screen.getByText('About 5.2 km')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Small (Fits in a bag: documents, phone, food)' })).toBeTruthy();
    expect(screen.getByText('Picked up')).toBeTruthy();
  });

  it('French: the estimate, the size choices and a status; the price stays in cedis, in French digits', async () => {
    await renderIn(
      'fr',
      <>
        <EstimateCard estimate={estimate} />
        <SizeSelect id="size" value="small" onChange={() => {}} />
        <DeliveryStatusBadge status="picked_up" />
      </>,
    );
    const card = screen.getByRole('region', { name: 'Estimation du prix' });
    expect(card.textContent).toContain('Express (1 à 2 heures)');
    expect(card.textContent).toContain('GH¢ 30,00');
    expect(screen.getByText('Environ 5,2 km')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Petit (Tient dans un sac : documents, téléphone, nourriture)' })).toBeTruthy();
    expect(screen.getByText('Récupérée')).toBeTruthy();
  });
});
