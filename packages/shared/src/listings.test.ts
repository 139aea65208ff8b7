import { describe, expect, it } from 'vitest';
import { imageCountError, listingInputSchema, priceField } from './listings';

const valid = { title: 'Phone', description: 'Long enough text', price: '10', category: 'Electronics', sub_category: 'Phones' };
const messages = (input: unknown) => {
  const result = listingInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('listing form schema', () => {
  it('gives one required message per empty field', () => {
    expect(messages({ title: '', description: ' ', price: '', category: '', sub_category: '' })).toEqual([
      ['title', 'Title is required.'],
      ['description', 'Description is required.'],
      ['price', 'Price is required.'],
      ['category', 'Category is required.'],
      ['sub_category', 'Sub-category is required.'],
    ]);
  });

  it('trims before counting characters', () => {
    expect(messages({ ...valid, title: '  ab  ', description: ' 123456789 ' })).toEqual([
      ['title', 'Title must be at least 3 characters.'],
      ['description', 'Description must be at least 10 characters.'],
    ]);
  });

  it('reads prices as typed or sent', () => {
    expect(priceField.parse('2500.5')).toBe(2500.5);
    expect(priceField.parse(19.99)).toBe(19.99);
    expect(priceField.parse(' 7 ')).toBe(7);
    expect(priceField.safeParse('12abc').error?.issues[0]?.message).toBe('Price must be a number.');
    expect(priceField.safeParse('0x10').error?.issues[0]?.message).toBe('Price must be a number.');
    expect(priceField.safeParse('0').error?.issues[0]?.message).toBe('Price must be greater than 0.');
    expect(priceField.safeParse('1.001').error?.issues[0]?.message).toBe('Price can have at most 2 decimal places.');
  });

  it('checks the sub-category against the category, even beside other errors', () => {
    expect(messages({ ...valid, title: 'x', sub_category: 'Cars' })).toEqual([
      ['title', 'Title must be at least 3 characters.'],
      ['sub_category', 'Choose a sub-category of the selected category.'],
    ]);
  });

  it('defaults the optional fields', () => {
    expect(listingInputSchema.parse({ ...valid, condition: '', region: '', brand: ' ' })).toMatchObject({
      promotion: 'NONE',
      condition: null,
      region: null,
      brand: null,
      town: null,
    });
  });

  it('counts photos', () => {
    expect(imageCountError(0)).toBe('At least one image is required.');
    expect(imageCountError(5)).toBeNull();
    expect(imageCountError(6)).toBe('Maximum 5 images allowed.');
  });
});
