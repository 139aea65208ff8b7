import { describe, expect, it } from 'vitest';
import { isImageFile, moveItem, selectImageFiles } from './pick-images';

const file = (name: string, type = 'image/jpeg') => ({ name, type });

describe('selectImageFiles', () => {
  it('keeps the first 5 and says so', () => {
    const files = Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`));
    const { accepted, notice } = selectImageFiles(files, 0);
    expect(accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg']);
    expect(notice).toBe('Maximum 5 images allowed.');
  });

  it('counts the photos already chosen', () => {
    const { accepted, notice } = selectImageFiles([file('a.jpg'), file('b.jpg')], 4);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(notice).toBe('Maximum 5 images allowed.');
    expect(selectImageFiles([file('c.jpg')], 5).accepted).toEqual([]);
  });

  it('drops files that are not pictures', () => {
    const { accepted, notice } = selectImageFiles([file('cv.pdf', 'application/pdf'), file('shop.png', 'image/png')], 0);
    expect(accepted.map((f) => f.name)).toEqual(['shop.png']);
    expect(notice).toBe('Only image files are allowed (JPEG, PNG, WebP or HEIC).');
  });

  it('says nothing when all is well', () => {
    expect(selectImageFiles([file('a.jpg')], 0).notice).toBeNull();
  });
});

describe('isImageFile', () => {
  it('trusts an image type, and the name when the phone gives no type (HEIC)', () => {
    expect(isImageFile(file('x', 'image/webp'))).toBe(true);
    expect(isImageFile(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isImageFile(file('notes.txt', ''))).toBe(false);
    expect(isImageFile(file('fake.jpg', 'text/plain'))).toBe(false);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and stays put at the edges', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a'], -1, 1)).toEqual(['a']);
  });
});
