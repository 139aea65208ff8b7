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

// What the server accepts (apps/api/src/lib/images.ts ACCEPTED_FORMATS), told by the first bytes.
export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** HEIF brands of an ISO-BMFF 'ftyp' box: HEIC (HEVC), its variants, and AVIF (sharp reads them all as heif). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format of the picture these first bytes (12 are enough) start, among those the server accepts; null for anything else. */
export function sniffPictureFormat(head: Uint8Array): PictureFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 4) === 'PNG') return 'png';
  if (head.length >= 4 && ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heif';
  return null;
}

async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
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

/**
 * Whether the file really is a picture the server would take, whatever its name and type say: it
 * decodes here, or it is a HEIC/AVIF by its bytes (browsers may not decode those; the server does).
 * A text file renamed .jpg is not. Answers a decoded picture to reuse, so it is decoded once.
 */
async function openPicture(file: File): Promise<{ source: ImageBitmap | HTMLImageElement | null; format: PictureFormat | null } | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    return null;
  }
  const format = sniffPictureFormat(head);
  try {
    return { source: await decode(file), format };
  } catch {
    return format === 'heif' ? { source: null, format } : null;
  }
}

function close(source: ImageBitmap | HTMLImageElement | null): void {
  if (source && 'close' in source) source.close();
}

/** True when `file` is a picture (see openPicture); for pickers that upload the file as it is. */
export async function isPicture(file: File): Promise<boolean> {
  const opened = await openPicture(file);
  if (!opened) return false;
  close(opened.source);
  // Drawn fine but of a kind the server refuses (SVG, BMP, TIFF...): only pickers that re-encode take it.
  return opened.format !== null;
}

function sizeOf(source: ImageBitmap | HTMLImageElement): Size {
  return source instanceof HTMLImageElement ? { width: source.naturalWidth, height: source.naturalHeight } : source;
}

/**
 * The file to upload: a downscaled JPEG (q 0.85), or the original when the browser cannot decode a
 * HEIC (the server checks and converts it itself) or when re-encoding would not help. A picture of a
 * kind the server does not take (BMP, SVG...) always goes as a JPEG. Null when the file is not a
 * picture at all (a text file renamed .jpg, a truncated photo): the picker refuses it at once.
 */
export async function downscaleImage(file: File, max = MAX_UPLOAD_SIDE, quality = UPLOAD_QUALITY): Promise<File | null> {
  const opened = await openPicture(file);
  if (!opened) return null;
  const { source, format } = opened;
  if (!source) return file;
  try {
    const natural = sizeOf(source);
    const target = fitWithin(natural.width, natural.height, max);
    if (target.width === 0) return format ? file : null;
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return format ? file : null;
    // JPEG has no transparency: a transparent PNG would turn black without a background.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) return format ? file : null;
    if (format && !preferEncoded(file, blob.size, target.scaled)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    close(source);
  }
}
