import { sendForm } from '../../../lib/send-form';

// POST /api/v1/profile-picture/upload (multipart field profile_picture) through lib/send-form
// (XMLHttpRequest: fetch cannot report upload progress). Errors come out as the client's ApiError.

const URL_KEYS = ['imageUrl', 'image_url', 'url', 'location', 'path'] as const;
export const NO_IMAGE_URL = 'Upload succeeded but no image URL returned';
const UPLOAD_FAILED = 'Failed to upload profile picture';

/** The picture's address from the answer (spec section 7 lists the names servers use). */
export function pickImageUrl(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of URL_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export async function uploadProfilePicture(file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('profile_picture', file);
  const answer = await sendForm<unknown>({
    method: 'POST',
    url: '/api/v1/profile-picture/upload',
    body,
    onProgress,
    signal,
    fallback: UPLOAD_FAILED,
  });
  onProgress(100);
  const url = pickImageUrl(answer);
  if (!url) throw new Error(NO_IMAGE_URL);
  return url;
}
