import type { SupportTicketCategory } from '@dwa/shared/delivery';
import type { Format } from '../../../../lib/i18n/format';

// Words for what the support screens show.

export const TICKET_CATEGORY_LABELS: Record<SupportTicketCategory, string> = {
  late: 'Late',
  damaged: 'Damaged item',
  wrong_item: 'Wrong item',
  courier: 'Courier',
  payment: 'Payment',
  other: 'Other',
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
