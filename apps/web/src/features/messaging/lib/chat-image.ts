// A chat photo is shrunk in the browser before upload (as listing photos are): at most 1280 px on
// its long side as a JPEG, which sends in seconds on mobile data; the server re-encodes it anyway.

export const CHAT_IMAGE_SIDE = 1280;

/** The size that fits within `max` on the long side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = CHAT_IMAGE_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (!(width > 0) || !(height > 0) || long <= max) return { width, height };
  return { width: Math.max(1, Math.round((width * max) / long)), height: Math.max(1, Math.round((height * max) / long)) };
}

/** The downscaled JPEG, or the original when the browser cannot decode it or it is already small. */
export async function shrinkImage(file: File, max = CHAT_IMAGE_SIDE): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, max);
    if (size.width === bitmap.width && file.size < 500_000) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^./\\]+$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
