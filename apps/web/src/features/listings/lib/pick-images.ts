import { LISTING_MESSAGES, MAX_LISTING_IMAGES } from '@dwa/shared/listings';

// Which of the files a seller chose join the listing: image files only, and no more than the room
// left (the first ones win, as the spec says).

export const IMAGE_ACCEPT = 'image/*,.heic,.heif';

/** Phones label HEIC photos inconsistently; the name is the fallback. The server checks the bytes. */
export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type.startsWith('image/')) return true;
  return file.type === '' && /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
}

export type Selection<T> = { accepted: T[]; notice: string | null };

export function selectImageFiles<T extends { name: string; type: string }>(
  files: T[],
  alreadyChosen: number,
  max = MAX_LISTING_IMAGES,
): Selection<T> {
  const images = files.filter(isImageFile);
  const room = Math.max(0, max - alreadyChosen);
  const accepted = images.slice(0, room);
  const notices: string[] = [];
  if (images.length < files.length) notices.push(LISTING_MESSAGES.imageType);
  if (images.length > room) notices.push(LISTING_MESSAGES.imagesMax);
  return { accepted, notice: notices.length > 0 ? notices.join(' ') : null };
}

/** The list with the item at `index` swapped with its neighbour; unchanged at the edges. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const next = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
