import { describe, expect, it } from 'vitest';
import { cardImage } from './card-image';

const variant = (width: number, height = 600) => ({ thumb: '/t-320.webp', medium: '/m-640.webp', large: '/l-1280.webp', width, height });

describe('card images', () => {
  it('offers the 320 and 640 px variants', () => {
    expect(cardImage({ images: ['/m-640.webp'], image_variants: [variant(800)] })).toEqual({
      src: '/m-640.webp',
      srcSet: '/t-320.webp 320w, /m-640.webp 640w',
      width: 800,
      height: 600,
    });
  });

  it('describes a small photo at its own width', () => {
    expect(cardImage({ images: [], image_variants: [variant(500, 400)] })?.srcSet).toBe('/t-320.webp 320w, /m-640.webp 500w');
    expect(cardImage({ images: [], image_variants: [variant(300, 200)] })?.srcSet).toBe('/m-640.webp 300w');
  });

  it('falls back to the first image URL, then to nothing', () => {
    expect(cardImage({ images: ['', '/a.jpg'], image_variants: [] })).toEqual({ src: '/a.jpg' });
    expect(cardImage({ images: [], image_variants: [] })).toBeNull();
  });
});
