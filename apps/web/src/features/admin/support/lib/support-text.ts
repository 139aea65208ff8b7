import type { SupportTicketCategory } from '@dwa/shared/delivery';

// Words for what the support screens show.

export const TICKET_CATEGORY_LABELS: Record<SupportTicketCategory, string> = {
  late: 'Late',
  damaged: 'Damaged item',
  wrong_item: 'Wrong item',
  courier: 'Courier',
  payment: 'Payment',
  other: 'Other',
};

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** A person with the phone to call them on, when there is one. */
export function partyText(party: { name: string; phone: string | null } | null): string {
  if (!party) return 'No courier';
  return party.phone ? `${party.name} (${party.phone})` : party.name;
}

export const ticketDecision = (status: 'open' | 'resolved') => (status === 'open' ? { next: 'resolved' as const, label: 'Resolve' } : { next: 'open' as const, label: 'Reopen' });
