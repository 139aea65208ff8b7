import { DELIVERY_STATUS_LABELS, type SupportTicketKind } from '@dwa/shared/delivery';
import type { RideStatus } from '@dwa/shared/ride-rules';
import type { Format } from '../../../../lib/i18n/format';

// Words for what the support screens show.

export const TICKET_CATEGORY_LABELS: Record<SupportTicketKind, string> = {
  late: 'Late',
  damaged: 'Damaged item',
  wrong_item: 'Wrong item',
  courier: 'Courier',
  payment: 'Payment',
  other: 'Other',
  sos: 'SOS (ride)',
};

export function dateTime(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso, 'dayMonthTime') : '';
}

/** A person with the phone to call them on, when there is one. */
export function partyText(party: { name: string; phone: string | null } | null): string {
  if (!party) return 'No courier';
  return party.phone ? `${party.name} (${party.phone})` : party.name;
}

export const ticketDecision = (status: 'open' | 'resolved') => (status === 'open' ? { next: 'resolved' as const, label: 'Resolve' } : { next: 'open' as const, label: 'Reopen' });

/** What a ticket is about: a delivery, or a ride (a ride's SOS), with its status now. */
export function jobText(ticket: { delivery_id: number | null; delivery_status: keyof typeof DELIVERY_STATUS_LABELS | null; ride_id: number | null; ride_status: RideStatus | null }): string {
  if (ticket.ride_id !== null) return `ride #${ticket.ride_id}${ticket.ride_status ? ` (${ticket.ride_status})` : ''}`;
  return `delivery #${ticket.delivery_id}${ticket.delivery_status ? ` (${DELIVERY_STATUS_LABELS[ticket.delivery_status]})` : ''}`;
}
