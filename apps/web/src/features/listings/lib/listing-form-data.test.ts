import { describe, expect, it } from 'vitest';
import { listingInputSchema } from '@dwa/shared/listings';
import { EMPTY_LISTING_FORM, listingToFormFields, toListingFormData, toListingJson } from './listing-form-data';

const input = listingInputSchema.parse({
  ...EMPTY_LISTING_FORM,
  title: '  Samsung fridge ',
  description: 'Double door, works perfectly.',
  price: '1250.5',
  category: 'Home & Garden',
  sub_category: 'Appliances',
});

describe('toListingFormData', () => {
  it('sends the checked values, and no meta when brand, type and condition are empty (post)', () => {
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const form = toListingFormData(input, [photo, photo]);
    expect(form.get('title')).toBe('Samsung fridge');
    expect(form.get('price')).toBe('1250.5');
    expect(form.get('promotion')).toBe('NONE');
    expect(form.get('region')).toBe('');
    expect(form.has('meta')).toBe(false);
    expect(form.has('keep_images')).toBe(false);
    expect(form.getAll('images')).toHaveLength(2);
  });

  it('sends whether it is offered in the shop, and its stock', () => {
    const form = toListingFormData({ ...input, buy_now: true, quantity: 12 }, []);
    expect(form.get('buy_now')).toBe('true');
    expect(form.get('quantity')).toBe('12');
    expect(toListingJson({ ...input, buy_now: true, quantity: 12 })).toMatchObject({ buy_now: true, quantity: 12 });
  });

  it('sends meta as JSON text when any of its fields is given', () => {
    const form = toListingFormData({ ...input, brand: 'Samsung' }, []);
    expect(JSON.parse(String(form.get('meta')))).toEqual({ brand: 'Samsung', type: null, condition: null });
  });

  it('always sends meta and the kept photos on an edit', () => {
    const form = toListingFormData(input, [], { alwaysMeta: true, keepImages: ['/u/1.webp'] });
    expect(JSON.parse(String(form.get('meta')))).toEqual({ brand: null, type: null, condition: null });
    expect(JSON.parse(String(form.get('keep_images')))).toEqual(['/u/1.webp']);
  });
});

describe('the JSON fallback and the edit form values', () => {
  it('carries the same fields as JSON', () => {
    expect(toListingJson(input, ['/a.webp'])).toMatchObject({
      title: 'Samsung fridge',
      price: 1250.5,
      meta: { brand: null },
      keep_images: ['/a.webp'],
    });
    expect(toListingJson(input)).not.toHaveProperty('keep_images');
  });

  it('turns a stored listing back into text fields', () => {
    expect(
      listingToFormFields({ ...input, price: 20, brand: null, type: 'Split', condition: 'Good', region: 'Ashanti', town: null }),
    ).toMatchObject({ price: '20', brand: '', type: 'Split', condition: 'Good', region: 'Ashanti', town: '' });
  });
});
