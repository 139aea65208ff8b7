import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdVerification } from '@dwa/shared/verification';
import { sendForm, type UploadProgress } from '../../../lib/send-form';
import { useViewerKey } from '../../../hooks/use-session';
import { verificationKeys } from './get-verification';

// POST /api/v1/verification (multipart: card_number, selfie, card_photo), with upload progress.

export type VerificationInput = { cardNumber: string; selfie: File; cardPhoto: File; onProgress?: UploadProgress };

export function submitVerification({ cardNumber, selfie, cardPhoto, onProgress }: VerificationInput): Promise<IdVerification> {
  const body = new FormData();
  body.append('card_number', cardNumber);
  body.append('selfie', selfie, selfie.name);
  body.append('card_photo', cardPhoto, cardPhoto.name);
  return sendForm<IdVerification>({ method: 'POST', url: '/api/v1/verification', body, onProgress });
}

export function useSubmitVerification() {
  const client = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (answer) => client.setQueryData(verificationKeys.mine(viewer), answer),
  });
}
