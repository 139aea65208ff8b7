import { describe, expect, it } from 'vitest';
import { isSubCategoryOf } from '@dwa/shared/catalogue';
import { ALL_CATEGORIES, CATEGORY_BAR, filterCategories } from './category-links';

describe('category links', () => {
  it('lists the 21 entries of the All Categories panel', () => {
    expect(ALL_CATEGORIES).toHaveLength(21);
  });

  it('filters case- and accent-insensitively', () => {
    expect(filterCategories(ALL_CATEGORIES, 'DECOR').map((link) => link.label)).toEqual(['Furniture & Décor']);
    expect(filterCategories(ALL_CATEGORIES, '  ')).toHaveLength(21);
    expect(filterCategories(ALL_CATEGORIES, 'zzz')).toEqual([]);
  });

  it("filters on the names as shown, in the reader's language", () => {
    const french: Record<string, string> = { 'Furniture & Décor': 'Meubles et déco', 'Hobbies & Toys': 'Loisirs et jouets' };
    const text = (label: string) => french[label] ?? label;
    expect(filterCategories(ALL_CATEGORIES, 'meubles', text).map((link) => link.label)).toEqual(['Furniture & Décor']);
    expect(filterCategories(ALL_CATEGORIES, 'furniture', text)).toEqual([]);
  });

  it("spells 'Accessories' right (the spec's 'Accossories'), the catalogue's sub-category it opens", () => {
    const labels = [...ALL_CATEGORIES, ...CATEGORY_BAR].map((link) => link.label);
    expect(labels.filter((label) => /acc?oss?or/i.test(label) && label !== 'Accessories')).toEqual([]);
    const accessories = ALL_CATEGORIES.find((link) => link.label === 'Accessories');
    expect(accessories && new URL(accessories.href, 'http://x').searchParams.get('sub_category')).toBe('Accessories');
  });

  it('only points at categories and sub-categories the catalogue knows', () => {
    for (const link of [...ALL_CATEGORIES, ...CATEGORY_BAR]) {
      const url = new URL(link.href, 'http://x');
      const category = url.searchParams.get('category');
      const sub = url.searchParams.get('sub_category');
      if (category && sub) expect(isSubCategoryOf(category, sub)).toBe(true);
    }
  });
});
