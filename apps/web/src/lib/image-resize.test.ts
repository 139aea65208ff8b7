import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_SIDE, fitWithin, jpegName, preferEncoded, sniffPictureFormat } from './image-resize';

describe('fitWithin', () => {
  it('shrinks a 12 MP landscape photo to 1600 px on its long side, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200, scaled: true });
  });

  it('shrinks a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600, scaled: true });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600, scaled: false });
    expect(fitWithin(MAX_UPLOAD_SIDE, 10)).toEqual({ width: MAX_UPLOAD_SIDE, height: 10, scaled: false });
  });

  it('keeps at least one pixel on a very thin panorama', () => {
    expect(fitWithin(20000, 3)).toEqual({ width: 1600, height: 1, scaled: true });
  });

  it('answers 0 x 0 for a picture without a size', () => {
    expect(fitWithin(0, 100).width).toBe(0);
    expect(fitWithin(Number.NaN, 100).width).toBe(0);
  });

  it('takes another limit', () => {
    expect(fitWithin(1000, 500, 100)).toEqual({ width: 100, height: 50, scaled: true });
  });
});

describe('preferEncoded', () => {
  it('always uses the JPEG when the picture had to shrink', () => {
    expect(preferEncoded({ size: 100, type: 'image/jpeg' }, 5000, true)).toBe(true);
  });

  it('converts HEIC even when nothing shrinks', () => {
    expect(preferEncoded({ size: 100, type: 'image/heic' }, 5000, false)).toBe(true);
  });

  it('keeps a small original when re-encoding would not make it smaller', () => {
    expect(preferEncoded({ size: 40_000, type: 'image/jpeg' }, 60_000, false)).toBe(false);
    expect(preferEncoded({ size: 900_000, type: 'image/png' }, 60_000, false)).toBe(true);
  });
});

describe('jpegName', () => {
  it('swaps the extension for .jpg', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('shop.front.png')).toBe('shop.front.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('sniffPictureFormat', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it('knows the formats the server accepts by their first bytes', () => {
    expect(sniffPictureFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPictureFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffPictureFormat(bytes('GIF89a'))).toBe('gif');
    expect(sniffPictureFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('takes HEIC and AVIF (a HEIF ftyp box), which a browser may not decode but the server does', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'avif'])
      expect(sniffPictureFormat(bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 0, 0]))).toBe('heif');
    // An MP4 is an ftyp box too, of another brand.
    expect(sniffPictureFormat(bytes([0, 0, 0, 24], 'ftyp', 'isom', [0, 0, 0, 0]))).toBeNull();
  });

  it('answers null for a text file, whatever its name, and for too few bytes', () => {
    expect(sniffPictureFormat(bytes('just some text, not a picture'))).toBeNull();
    expect(sniffPictureFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPictureFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffPictureFormat(new Uint8Array())).toBeNull();
  });
});
