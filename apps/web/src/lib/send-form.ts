import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from './http';
import { getAuthToken } from './storage';
import { getI18n } from './i18n/i18n-store';
import { keepProblems } from './problems';

// Multipart requests (listing photos, a profile picture, a chat image) go through XMLHttpRequest
// rather than fetch: only XHR reports upload progress, which matters on mobile data.
// Errors come back as the client's ApiError (status 0 for a network failure); a 401 is left to the
// caller, which knows the page's own message.

export type UploadProgress = (percent: number) => void;

export type FormRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** The error text when the server's answer has no message of its own (default: its reason phrase). */
  fallback?: string;
};

/** An ApiError that also remembers the reason phrase, for messages like '422 Unprocessable Entity'. */
export class FormRequestError extends ApiError {
  readonly statusText: string;

  constructor(status: number, statusText: string, detail: string, body: unknown) {
    super(status, detail, body);
    this.statusText = statusText;
  }
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function sendForm<T>({ method, url, body, onProgress, signal, fallback }: FormRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const otherwise = fallback ?? (xhr.statusText || `Request failed (${xhr.status})`);
      keepProblems(data);
      reject(new FormRequestError(xhr.status, xhr.statusText, errorMessage(data, otherwise), data));
    };
    xhr.onerror = () => reject(new FormRequestError(0, '', getI18n().t('error.network'), null));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
