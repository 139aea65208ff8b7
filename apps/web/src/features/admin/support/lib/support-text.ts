import { DELIVERY_STATUS_LABELS, type SupportTicketKind } from '@dwa/shared/delivery';
import type { RideStatus } from '@dwa/shared/rides-rules';
import type { Format } from '../../../../lib/i18n/format';
import type { AreaT } from '../../../../lib/i18n/area';
import type { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// Words for what the support screens show.

export const ticketCategoryLabel = (t: T, kind: SupportTicketKind) => t(`ticket.${kind}`);

export function dateTime(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso, 'dayMonthTime') : '';
}

/** A person with the phone to call them on, when there is one. */
export function partyText(t: T, party: { name: string; phone: string | null } | null): string {
  if (!party) return t('locked.noCourier');
  return party.phone ? `${party.name} (${party.phone})` : party.name;
}

export const ticketDecision = (status: 'open' | 'resolved') =>
  status === 'open'
    ? { next: 'resolved' as const, label: 'tickets.resolve' as const }
    : { next: 'open' as const, label: 'tickets.reopen' as const };

/** What a ticket is about: a delivery, or a ride (a ride's SOS), with its status now. */
export function jobText(
  t: T,
  ticket: {
    delivery_id: number | null;
    delivery_status: keyof typeof DELIVERY_STATUS_LABELS | null;
    ride_id: number | null;
    ride_status: RideStatus | null;
  },
): string {
  if (ticket.ride_id !== null) {
    const id = String(ticket.ride_id);
    return ticket.ride_status ? t('job.rideWithStatus', { id, status: ticket.ride_status }) : t('job.ride', { id });
  }
  const id = String(ticket.delivery_id);
  return ticket.delivery_status
    ? t('job.deliveryWithStatus', { id, status: DELIVERY_STATUS_LABELS[ticket.delivery_status] })
    : t('job.delivery', { id });
}
