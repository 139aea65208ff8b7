import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { likesKeys } from './query-keys';

// POST /api/v1/classifieds/like and DELETE with the same body: idempotent, answers the new count.

export type ListingLikeAnswer = { listing_id: number; likes: number; has_liked: boolean };

export function likeListing(listingId: number, like: boolean): Promise<ListingLikeAnswer> {
  const body = { listing_id: listingId };
  return like
    ? http.post<ListingLikeAnswer>('/api/v1/classifieds/like', body)
    : http.delete<ListingLikeAnswer>('/api/v1/classifieds/like', { json: body });
}

export function useLikeListing(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => likeListing(listingId, like),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...likesKeys.all, 'liked'] }),
  });
}
