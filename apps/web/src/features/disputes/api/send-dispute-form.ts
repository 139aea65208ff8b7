import type { Dispute } from '@dwa/shared/disputes';
import { sendForm } from '../../../lib/send-form';
import type { UploadProgress } from '../../../lib/send-form';

/** A dispute's form as multipart: its text fields, then up to 4 pictures under `photos`. */
export function disputeForm(fields: Record<string, string>, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/** POSTs the form with upload progress (XHR); the answer is the dispute as it now stands. */
export function postDisputeForm(
  url: string,
  fields: Record<string, string>,
  photos: readonly File[],
  onProgress?: UploadProgress,
): Promise<Dispute> {
  return sendForm<Dispute>({ method: 'POST', url, body: disputeForm(fields, photos), onProgress });
}
