import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@dwa/shared/listings';
import { useAuthToken } from '../../../hooks/use-session';
import { ApiError, http } from '../../../lib/http';
import { LISTING_QUERY_PREFIX } from '../../../lib/cache-keys';

// GET /api/v1/classifieds/{id}: public; the owner (is_owner) also sees an inactive or pending one.

export const listingKeys = {
  all: LISTING_QUERY_PREFIX,
  details: () => [...listingKeys.all, 'detail'] as const,
  /** The answer depends on who asks (is_owner, hidden listings), so signed-in and anonymous differ. */
  detail: (id: string, signedIn: boolean) => [...listingKeys.details(), id, signedIn ? 'signed-in' : 'anonymous'] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
};

export function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return http.get<Listing>(`/api/v1/classifieds/${encodeURIComponent(id)}`, { signal });
}

export function listingQueryOptions(id: string, signedIn: boolean) {
  return queryOptions({
    queryKey: listingKeys.detail(id, signedIn),
    queryFn: ({ signal }) => getListing(id, signal),
    enabled: /^\d+$/.test(id),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);
/** An expired or sold listing, for anyone but its owner (ADR 066). */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 410;

/**
 * `keepAcrossSignIn`: while the signed-in read of this same listing loads (just after hydrating the
 * server's visitor render, or after signing in), keep showing the other read rather than a skeleton,
 * so the page does not blink and a button pressed meanwhile stays. Never another listing's read.
 */
export function useListing(id: string, options: { keepAcrossSignIn?: boolean } = {}) {
  const signedIn = Boolean(useAuthToken());
  return useQuery({
    ...listingQueryOptions(id, signedIn),
    placeholderData: options.keepAcrossSignIn
      ? (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined)
      : undefined,
  });
}
