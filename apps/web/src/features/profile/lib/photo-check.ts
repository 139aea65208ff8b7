import { MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@dwa/shared/accounts';

/** The browser's checks before an upload (the server checks the content again). */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.invalidImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}
