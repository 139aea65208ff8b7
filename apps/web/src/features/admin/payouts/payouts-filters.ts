import type { PayoutStatus } from '@dwa/shared/payouts';
import type { AdminPayoutsSearch } from '../../../config/paths';

// The payouts list's filters, kept in the address with the API's names (?status=pending&user_id=12,
// or ?held=true for the held ones). What the server would refuse is dropped here.

export type PayoutsFilters = { status: PayoutStatus | null; held: boolean; userId: string };

/** Every status, in the filter's order (the unit test checks it names each one the API has). */
export const PAYOUT_STATUS_ORDER = ['pending', 'processing', 'paid', 'failed', 'reversed'] as const satisfies readonly PayoutStatus[];

const isStatus = (value: string | null): value is PayoutStatus => (PAYOUT_STATUS_ORDER as readonly (string | null)[]).includes(value);

/** A person's id as the filter takes it: digits, no leading zero; '' when none or not an id. */
export function personId(text: string): string {
  const value = text.trim().replace(/^#/, '');
  return /^[1-9]\d{0,15}$/.test(value) ? value : '';
}

export function readPayoutsFilters(params: URLSearchParams): PayoutsFilters {
  const status = params.get('status');
  return { status: isStatus(status) ? status : null, held: params.get('held') === 'true', userId: personId(params.get('user_id') ?? '') };
}

/** The address's query for these filters. Held and a status are one choice: held payouts are pending. */
export function payoutsSearch(filters: PayoutsFilters): AdminPayoutsSearch {
  return {
    ...(filters.held ? { held: 'true' as const } : filters.status ? { status: filters.status } : {}),
    ...(filters.userId ? { user_id: filters.userId } : {}),
  };
}

/** The API's query for these filters (without the page). */
export function payoutsQuery(filters: PayoutsFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.held) query.set('held', 'true');
  else if (filters.status) query.set('status', filters.status);
  if (filters.userId) query.set('user_id', filters.userId);
  return query;
}
