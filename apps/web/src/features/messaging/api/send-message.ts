import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';
import { getAuthToken } from '../../../lib/storage';
import type { ChatMessage } from '../types';

// POST /api/v1/chat/{conversationId}/send, multipart: message_type, content and the image as `file`.
// XMLHttpRequest rather than fetch: only XHR reports upload progress (an image on mobile data).

export type SendInput = { conversationId: number; content: string; image: File | null; onProgress?: (percent: number) => void };

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function sendMessage({ conversationId, content, image, onProgress }: SendInput): Promise<ChatMessage> {
  const body = new FormData();
  body.set('message_type', image ? 'IMAGE' : 'TEXT');
  body.set('content', content);
  if (image) body.set('file', image, image.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/chat/${conversationId}/send`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as ChatMessage);
      reject(new ApiError(xhr.status, errorMessage(data, xhr.statusText || `Request failed (${xhr.status})`), data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Could not reach the server. Please check your connection and try again.'));
    xhr.ontimeout = xhr.onerror;
    xhr.send(body);
  });
}
