// Photos are shrunk in the browser before upload: a phone's 12 MP picture becomes a JPEG of at most
// 1600 px on its long side, which uploads in seconds on mobile data and is still larger than the
// biggest variant the server keeps (1280 px). Drawing to a canvas also converts HEIC when the
// browser can decode it, and leaves the camera's metadata (GPS) behind.

export const MAX_UPLOAD_SIDE = 1600;
export const UPLOAD_QUALITY = 0.85;

export type Size = { width: number; height: number };

/** The size that fits within `max` on the long side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = MAX_UPLOAD_SIDE): Size & { scaled: boolean } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0, scaled: false };
  const long = Math.max(width, height);
  if (long <= max) return { width, height, scaled: false };
  const ratio = max / long;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
    scaled: true,
  };
}

/** Keep the original when the re-encoded file would be no smaller and nothing had to shrink. */
export function preferEncoded(original: { size: number; type: string }, encodedSize: number, scaled: boolean): boolean {
  if (scaled) return true;
  if (original.type === 'image/heic' || original.type === 'image/heif' || original.type === '') return true;
  return encodedSize < original.size;
}

/** 'IMG_0042.HEIC' -> 'IMG_0042.jpg' */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

async function decode(file: File): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Some browsers decode more formats through <img> than through createImageBitmap.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function sizeOf(source: ImageBitmap | HTMLImageElement): Size {
  return source instanceof HTMLImageElement ? { width: source.naturalWidth, height: source.naturalHeight } : source;
}

/**
 * The file to upload: a downscaled JPEG (q 0.85), or the original when the browser cannot decode it
 * (the server checks and converts HEIC itself) or when re-encoding would not help.
 */
export async function downscaleImage(file: File, max = MAX_UPLOAD_SIDE, quality = UPLOAD_QUALITY): Promise<File> {
  let source: ImageBitmap | HTMLImageElement;
  try {
    source = await decode(file);
  } catch {
    return file;
  }
  try {
    const natural = sizeOf(source);
    const target = fitWithin(natural.width, natural.height, max);
    if (target.width === 0) return file;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob || !preferEncoded(file, blob.size, target.scaled)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    if ('close' in source) source.close();
  }
}
