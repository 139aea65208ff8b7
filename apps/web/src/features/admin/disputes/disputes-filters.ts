import type { DisputeStatus } from '@dwa/shared/disputes';

// The disputes queue's filter, kept in the address (?status=refunded). The queue opens on the open
// disputes, the ones waiting for a decision; `all` shows every one, newest first.

export type DisputesFilter = DisputeStatus | 'all';

/** The filter's choices, in its order (the unit test checks it names every status the API has). */
export const DISPUTE_FILTER_ORDER = ['open', 'refunded', 'partly_refunded', 'released', 'all'] as const satisfies readonly DisputesFilter[];

export const DEFAULT_DISPUTES_FILTER: DisputesFilter = 'open';

export function readDisputesFilter(params: URLSearchParams): DisputesFilter {
  const status = params.get('status');
  return (DISPUTE_FILTER_ORDER as readonly (string | null)[]).includes(status) ? (status as DisputesFilter) : DEFAULT_DISPUTES_FILTER;
}

/** The address's status: none for the default (open). */
export const disputesStatusParam = (filter: DisputesFilter): string | undefined =>
  filter === DEFAULT_DISPUTES_FILTER ? undefined : filter;

/** The API's status: none for all. */
export const disputesApiStatus = (filter: DisputesFilter): DisputeStatus | null => (filter === 'all' ? null : filter);
