import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';
import { getAuthToken } from '../../../lib/storage';

// POST /api/v1/profile-picture/upload (multipart field profile_picture) through XMLHttpRequest:
// fetch cannot report upload progress. Errors come out as the one client's ApiError.

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

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

export function uploadProfilePicture(file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/profile-picture/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, errorMessage(body, UPLOAD_FAILED), body));
      onProgress(100);
      const url = pickImageUrl(body);
      if (url) resolve(url);
      else reject(new Error(NO_IMAGE_URL));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Could not reach the server. Please check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('profile_picture', file);
    xhr.send(form);
  });
}
