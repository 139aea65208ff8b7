import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, ListingInput } from '@dwa/shared/listings';
import { ApiError, http } from '../../../lib/http';
import { toListingFormData, toListingJson } from '../lib/listing-form-data';
import { sendForm, type UploadProgress } from '../../../lib/send-form';
import { listingKeys } from './get-listing';
import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// PUT /api/v1/classifieds/{id}: multipart (kept photos by URL, new ones under images), with the
// spec's JSON fallback when the multipart request fails and no new photo was chosen.

export type ListingUpdate = {
  id: string;
  input: ListingInput;
  keepImages: readonly string[];
  newImages: readonly File[];
  onProgress?: UploadProgress;
};

/** Answers that a JSON retry would only repeat. */
const FINAL_STATUSES = new Set([401, 403, 404, 409, 422]);

export async function updateListing({ id, input, keepImages, newImages, onProgress }: ListingUpdate): Promise<Listing> {
  const url = `/api/v1/classifieds/${encodeURIComponent(id)}`;
  const body = toListingFormData(input, newImages, { keepImages, alwaysMeta: true });
  try {
    return await sendForm<Listing>({ method: 'PUT', url, body, onProgress });
  } catch (error) {
    const retry = newImages.length === 0 && error instanceof ApiError && !FINAL_STATUSES.has(error.status);
    if (!retry) throw error;
    return http.put<Listing>(url, toListingJson(input, keepImages));
  }
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}
