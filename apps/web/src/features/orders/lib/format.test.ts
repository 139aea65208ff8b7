import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { areaT } from '../../../testing/i18n';
import { formatFor } from '../../../lib/i18n/format';
import { formatCedis, itemsSummary, localDay, timeLeft } from './format';

const t = await areaT('en', ordersMessages);

const en = formatFor('en-GB');

describe('order formatting', () => {
  it('writes cedis with thousands and two decimals, discounts with a minus', () => {
    expect(formatCedis(en, 1250)).toBe('GHC 1,250.00');
    expect(formatCedis(en, 0.5)).toBe('GHC 0.50');
    expect(formatCedis(en, -12.345)).toBe('−GHC 12.35');
  });

  it('tells how long a To Pay order has left', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(timeLeft(t, '2026-01-01T12:24:30Z', now)).toEqual({ label: '24 min left', expired: false });
    expect(timeLeft(t, '2026-01-01T12:00:40Z', now)).toEqual({ label: 'Less than a minute left', expired: false });
    expect(timeLeft(t, '2026-01-01T13:05:00Z', now)).toEqual({ label: '1 h 05 min left', expired: false });
    expect(timeLeft(t, '2026-01-01T11:59:00Z', now)).toEqual({ label: 'Payment time is up', expired: true });
    expect(timeLeft(t, null, now)).toBeNull();
    expect(timeLeft(t, 'not a date', now)).toBeNull();
  });

  it('sums up the items by the first one', () => {
    const item = (title: string) => ({ id: 1, listing_id: 1, title, unit_price: 1, quantity: 1, line_total: 1, image: null });
    expect(itemsSummary(t, { items: [item('Kente cloth')] })).toBe('Kente cloth');
    expect(itemsSummary(t, { items: [item('Kente cloth'), item('Beads'), item('Bag')] })).toBe('Kente cloth and 2 more');
    expect(itemsSummary(t, { items: [] })).toBe('No items');
  });

  it('writes a local day for date inputs', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
