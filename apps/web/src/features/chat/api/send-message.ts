import { sendForm } from '../../../lib/send-form';
import type { ChatMessage } from '../types';

// POST /api/v1/chat/{conversationId}/send, multipart: message_type, content and the image as `file`.
// Through lib/send-form (XMLHttpRequest): only XHR reports upload progress (an image on mobile data).

export type SendInput = { conversationId: number; content: string; image: File | null; onProgress?: (percent: number) => void };

export function sendMessage({ conversationId, content, image, onProgress }: SendInput): Promise<ChatMessage> {
  const body = new FormData();
  body.set('message_type', image ? 'IMAGE' : 'TEXT');
  body.set('content', content);
  if (image) body.set('file', image, image.name);
  return sendForm<ChatMessage>({ method: 'POST', url: `/api/v1/chat/${conversationId}/send`, body, onProgress });
}
