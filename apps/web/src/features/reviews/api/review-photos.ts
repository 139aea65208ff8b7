import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { sendForm, type UploadProgress } from '../../../lib/send-form';
import { reviewKeys } from './query-keys';

// POST /api/v1/reviews/{id}/photos (multipart, up to 3 under `photos`, with upload progress) and
// DELETE /api/v1/reviews/{id}/photos/{index}: the author's photos, until the seller replies (ADR 074).

export function uploadReviewPhotos(reviewId: number, photos: readonly File[], onProgress?: UploadProgress): Promise<Review> {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo, photo.name);
  return sendForm<Review>({ method: 'POST', url: `/api/v1/reviews/${reviewId}/photos`, body: form, onProgress });
}

export function useRemoveReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, index }: { reviewId: number; index: number }) =>
      http.delete<Review>(`/api/v1/reviews/${reviewId}/photos/${index}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
