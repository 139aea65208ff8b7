import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@dwa/shared/listings';
import { RECENTLY_POSTED_KEY, writeStorage } from '../../../lib/storage';
import { sendForm, type UploadProgress } from '../../../lib/send-form';
import { listingKeys } from './get-listing';
import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// POST /api/v1/classifieds/ (multipart, 1-5 photos): sellers and admins only.

export function createListing(body: FormData, onProgress?: UploadProgress): Promise<Listing> {
  return sendForm<Listing>({ method: 'POST', url: '/api/v1/classifieds/', body, onProgress });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: FormData; onProgress?: UploadProgress }) => createListing(body, onProgress),
    onSuccess: (listing) => {
      // The spec's client keeps the newest post for Recent Ads to show at once (status pending until
      // known): for this tab's session only, and removed when the seller signs out (lib/storage PRIVATE_KEYS).
      writeStorage(RECENTLY_POSTED_KEY, JSON.stringify({ ...listing, status: listing.status ?? 'pending' }), 'session');
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}
