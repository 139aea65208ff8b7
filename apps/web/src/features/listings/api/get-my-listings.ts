import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyListings } from '@dwa/shared/listings';
import { ApiError, http } from '../../../lib/http';
import { clearAuth, getAuthToken } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { listingKeys } from './get-listing';

// GET /api/v1/classifieds/my-listings: the seller's listings, every status, newest first.

export const MY_LISTINGS_SESSION_EXPIRED = 'Session expired. Please log in again.';

/**
 * The page has its own wording for an expired session, so the token goes in by hand (the shared
 * client would answer a 401 with its own toast). Clearing the token lets the auth guard send the
 * seller to /signin with the way back.
 */
export async function getMyListings(signal?: AbortSignal): Promise<MyListings> {
  const token = getAuthToken();
  try {
    return await http.get<MyListings>('/api/v1/classifieds/my-listings', {
      auth: false,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearAuth();
      notify.error(MY_LISTINGS_SESSION_EXPIRED);
    }
    throw error;
  }
}

export function myListingsQueryOptions() {
  return queryOptions({ queryKey: listingKeys.mine(), queryFn: ({ signal }) => getMyListings(signal), staleTime: 0 });
}

export function useMyListings() {
  return useQuery(myListingsQueryOptions());
}
