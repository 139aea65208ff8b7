import { describe, expect, it } from 'vitest';
import { formatFor } from '../../../lib/i18n/format';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { areaT } from '../../../testing/i18n';
import { collectText, deliveryLabel, formatDistance, formatFare, formatRating, formatSharedAt, mapsHref, telHref } from './format';

const en = formatFor('en-GB');
const fr = formatFor('fr');
const t = await areaT('en', deliveryMessages);
const tFr = await areaT('fr', deliveryMessages);

describe('delivery formatting', () => {
  it("calls a delivery by its shop order's number, and a parcel by a label no one takes for an order number", () => {
    expect(deliveryLabel(t, { id: 3, order_number: 'DWA-000002' })).toBe('Order DWA-000002');
    expect(deliveryLabel(t, { id: 3, order_number: null })).toBe('Delivery #3');
    expect(deliveryLabel(tFr, { id: 3, order_number: null })).toBe('Livraison n° 3');
  });

  it("shows every price as GH¢ with 2 decimals, in the language's digits", () => {
    expect(formatFare(en, 10)).toBe('GH¢ 10.00');
    expect(formatFare(en, 22.5)).toBe('GH¢ 22.50');
    expect(formatFare(en, 0.1 + 0.2)).toBe('GH¢ 0.30');
    expect(formatFare(en, 1250)).toBe('GH¢ 1250.00');
    expect(formatFare(fr, 22.5)).toBe('GH¢ 22,50');
  });

  it("says what is paid at the door: nothing for an order paid online, all of a cash order, a parcel's fare", () => {
    expect(collectText(t, en, null, 'collect')).toBe('Paid online: nothing to collect');
    expect(collectText(t, en, null, 'door')).toBe('Nothing to pay: paid online');
    const order = { method: 'cash', amount: 270, goods: 260, delivery: 10 } as const;
    expect(collectText(t, en, order, 'collect')).toBe('Collect GH¢ 270.00 in cash: goods GH¢ 260.00 + delivery GH¢ 10.00');
    expect(collectText(t, en, order, 'door')).toBe('GH¢ 270.00 in cash: goods GH¢ 260.00 + delivery GH¢ 10.00');
    expect(collectText(t, en, { method: 'momo', amount: 15, goods: 0, delivery: 15 }, 'collect')).toBe('Collect GH¢ 15.00 by Mobile Money');
    expect(collectText(t, en, { method: 'cash', amount: 15, goods: 0, delivery: 15 }, 'door')).toBe('GH¢ 15.00 in cash');
    expect(collectText(tFr, fr, order, 'collect')).toBe('Encaissez GH¢ 270,00 en espèces : articles GH¢ 260,00 + livraison GH¢ 10,00');
  });

  it('shows the distance with one decimal', () => {
    expect(formatDistance(en, 5.2)).toBe('5.2 km');
    expect(formatDistance(en, 5)).toBe('5.0 km');
    expect(formatDistance(fr, 5.2)).toBe('5,2 km');
  });

  it('calls Ghana numbers in international form', () => {
    expect(telHref('024 123 4567')).toBe('tel:+233241234567');
    expect(telHref('+233241234567')).toBe('tel:+233241234567');
    expect(telHref(null)).toBeNull();
    expect(telHref('')).toBeNull();
  });

  it('links to a map only when both coordinates are known', () => {
    expect(mapsHref(5.6037, -0.187)).toBe('https://www.google.com/maps/search/?api=1&query=5.603700,-0.187000');
    expect(mapsHref(null, -0.187)).toBeNull();
    expect(mapsHref(5.6, undefined)).toBeNull();
    expect(mapsHref(Number.NaN, 1)).toBeNull();
  });

  it('says when there is no rating yet', () => {
    expect(formatRating(en, null)).toBe('No ratings yet');
    expect(formatRating(en, 4.25)).toBe('4.3');
    expect(formatRating(fr, 4.25, 'Pas encore de note')).toBe('4,3');
    expect(formatRating(fr, null, 'Pas encore de note')).toBe('Pas encore de note');
  });

  it('says when a position was shared: the time today, the day too before that (Accra time)', () => {
    const en = formatFor('en-GB');
    const now = new Date(Date.UTC(2026, 10, 22, 16, 0));
    expect(formatSharedAt(en, new Date(Date.UTC(2026, 10, 22, 14, 5)).toISOString(), now)).toBe('14:05');
    expect(formatSharedAt(en, new Date(Date.UTC(2026, 10, 21, 9, 30)).toISOString(), now)).toBe('21 Nov, 09:30');
    expect(formatSharedAt(en, null, now)).toBe('');
    expect(formatSharedAt(formatFor('fr'), new Date(Date.UTC(2026, 10, 21, 9, 30)).toISOString(), now)).toBe('21 nov., 09:30');
  });
});
