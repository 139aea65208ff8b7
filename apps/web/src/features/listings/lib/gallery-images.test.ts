import { describe, expect, it } from 'vitest';
import { galleryImages, neighbourIndexes } from './gallery-images';

describe('galleryImages', () => {
  it('builds srcset from the variants', () => {
    const [image] = galleryImages({
      images: ['/m.webp'],
      image_variants: [{ thumb: '/t.webp', medium: '/m.webp', large: '/l.webp', width: 1600, height: 1200 }],
    });
    expect(image).toEqual({
      src: '/m.webp',
      large: '/l.webp',
      thumb: '/t.webp',
      srcSet: '/t.webp 320w, /m.webp 640w, /l.webp 1280w',
      width: 1600,
      height: 1200,
    });
  });

  it('falls back to the plain URLs', () => {
    expect(galleryImages({ images: ['/a.webp', ''], image_variants: [] })).toEqual([
      { src: '/a.webp', large: '/a.webp', thumb: '/a.webp' },
    ]);
  });
});

describe('neighbourIndexes', () => {
  it('is the current picture and both neighbours, wrapping at the ends', () => {
    expect(neighbourIndexes(0, 5)).toEqual([0, 1, 4]);
    expect(neighbourIndexes(4, 5)).toEqual([4, 0, 3]);
    expect(neighbourIndexes(0, 2)).toEqual([0, 1]);
    expect(neighbourIndexes(0, 1)).toEqual([0]);
    expect(neighbourIndexes(0, 0)).toEqual([]);
  });
});
