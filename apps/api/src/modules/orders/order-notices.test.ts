import { describe, expect, it } from 'vitest';
import { noticeText } from '../mail/mail.service';
import { textsOf, type OrderNotice } from './order-notices';
import type { OrderRow } from './orders.repo';

// Which sides each step of an order tells, and what they read in English and French (ADR 076; the
// catalog itself is checked in mail/notice-text.test.ts).

describe("an order's notices", () => {
  const order = (changes: Partial<OrderRow> = {}) =>
    ({
      id: 42,
      totalPesewas: 125_050,
      deliveryMethod: 'delivery',
      paymentMethod: 'cash',
      pickupAddress: null,
      cancelReason: null,
      returnReason: null,
      placedAt: new Date(),
      ...changes,
    }) as OrderRow;
  const told = (notice: OrderNotice, row: OrderRow, locale: 'en' | 'fr') =>
    textsOf(notice, row, { name: 'Kofi Mensah' }).map((text) => ({ to: text.to, ...noticeText(text.notice, locale) }));

  it.each([
    [
      'placed',
      order(),
      [
        ['buyer', 'Order DWA-000042 placed'],
        ['seller', 'New order DWA-000042'],
      ],
      [
        ['buyer', 'Commande DWA-000042 passée'],
        ['seller', 'Nouvelle commande DWA-000042'],
      ],
    ],
    [
      'placed',
      order({ paymentMethod: 'momo' }),
      [['buyer', 'Order DWA-000042 is waiting for payment']],
      [['buyer', 'La commande DWA-000042 attend le paiement']],
    ],
    [
      'paid',
      order(),
      [
        ['buyer', 'Payment received for DWA-000042'],
        ['seller', 'New paid order DWA-000042'],
      ],
      [
        ['buyer', 'Paiement reçu pour DWA-000042'],
        ['seller', 'Nouvelle commande payée DWA-000042'],
      ],
    ],
    ['accepted', order(), [['buyer', 'Order DWA-000042 accepted']], [['buyer', 'Commande DWA-000042 acceptée']]],
    [
      'shipped',
      order({ deliveryMethod: 'pickup', pickupAddress: 'Osu' }),
      [['buyer', 'Order DWA-000042 is ready for pickup']],
      [['buyer', 'La commande DWA-000042 est prête à être retirée']],
    ],
    [
      'shipped',
      order(),
      [['buyer', 'Order DWA-000042 is waiting for a courier']],
      [['buyer', 'La commande DWA-000042 attend un coursier']],
    ],
    [
      'delivered',
      order(),
      [
        ['buyer', 'Order DWA-000042 delivered'],
        ['seller', 'Order DWA-000042 delivered'],
      ],
      [
        ['buyer', 'Commande DWA-000042 livrée'],
        ['seller', 'Commande DWA-000042 livrée'],
      ],
    ],
    ['completed', order(), [['seller', 'Order DWA-000042 completed']], [['seller', 'Commande DWA-000042 terminée']]],
    ['cancelled', order({ placedAt: null }), [['buyer', 'Order DWA-000042 cancelled']], [['buyer', 'Commande DWA-000042 annulée']]],
    ['return_requested', order(), [['seller', 'Return requested for DWA-000042']], [['seller', 'Retour demandé pour DWA-000042']]],
    ['return_declined', order(), [['buyer', 'Return declined for DWA-000042']], [['buyer', 'Retour refusé pour DWA-000042']]],
    ['returned', order(), [['buyer', 'Return received for DWA-000042']], [['buyer', 'Retour reçu pour DWA-000042']]],
    ['refunded', order(), [['buyer', 'Order DWA-000042 refunded']], [['buyer', 'Commande DWA-000042 remboursée']]],
  ] as const)('%s tells the right sides, in English and French', (notice, row, english, french) => {
    expect(told(notice, row, 'en').map((text) => [text.to, text.title])).toEqual(english);
    expect(told(notice, row, 'fr').map((text) => [text.to, text.title])).toEqual(french);
  });

  it("gives the pickup address, and the person's own reason as they wrote it", () => {
    expect(told('shipped', order({ deliveryMethod: 'pickup', pickupAddress: 'Osu Oxford St' }), 'fr')[0]!.body).toBe(
      'Retirez-la à Osu Oxford St, puis confirmez que vous l’avez reçue.',
    );
    expect(told('shipped', order({ deliveryMethod: 'pickup' }), 'en')[0]!.body).toBe(
      'Pick it up at the seller’s address, then confirm you received it.',
    );
    expect(told('cancelled', order({ cancelReason: 'Sold out' }), 'fr').map((text) => text.body)).toEqual(['Sold out', 'Sold out']);
    expect(told('return_requested', order(), 'fr')[0]!.body).toBe('L’acheteur a demandé à retourner la commande.');
  });
});
