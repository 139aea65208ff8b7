import { paths } from '../../../config/paths';
import type { AreaKey } from '../../../lib/i18n/area';
import type { categoriesMessages } from '../../../lib/i18n/catalogs/categories';

// Store categories mapped onto the catalogue's 10 categories and their sub-categories
// (@dwa/shared/catalogue); names the catalogue lacks become a text search. A label is its English
// and its key in the `categories` area, which says it in the reader's language.

export type CategoryLink = { label: AreaKey<typeof categoriesMessages>; href: string };

const listings = paths.listings.getHref;

export const CATEGORY_BAR: CategoryLink[] = [
  { label: 'Electronics', href: listings({ category: 'Electronics' }) },
  { label: 'Fashion', href: listings({ category: 'Fashion' }) },
  { label: 'Luxury', href: listings({ q: 'luxury' }) },
  { label: 'Accessories', href: listings({ category: 'Fashion', subCategory: 'Accessories' }) },
  { label: 'Autos', href: listings({ category: 'Vehicles' }) },
  { label: 'Animals/Pets', href: listings({ q: 'pet' }) },
];

// The labels are the spec's, with its typo 'Accossories' spelt right: 'Accessories' (issue 16),
// the catalogue's sub-category it opens.
export const ALL_CATEGORIES: CategoryLink[] = [
  { label: 'Favorite', href: paths.wishlist.getHref() },
  { label: 'Electronics', href: listings({ category: 'Electronics' }) },
  { label: 'Fashion', href: listings({ category: 'Fashion' }) },
  { label: 'Luxury', href: listings({ q: 'luxury' }) },
  { label: 'Accessories', href: listings({ category: 'Fashion', subCategory: 'Accessories' }) },
  { label: 'Cars', href: listings({ category: 'Vehicles', subCategory: 'Cars' }) },
  { label: 'Property', href: listings({ category: 'Property' }) },
  { label: 'Mobile Phones', href: listings({ category: 'Electronics', subCategory: 'Phones' }) },
  { label: 'Computers', href: listings({ category: 'Electronics', subCategory: 'Computers' }) },
  { label: 'Gadgets', href: listings({ category: 'Electronics', subCategory: 'Other Electronics' }) },
  { label: 'Babies & Kids', href: listings({ category: 'Fashion', subCategory: 'Kids' }) },
  { label: 'Tv & Home Appliances', href: listings({ category: 'Electronics', subCategory: 'TVs' }) },
  { label: 'Motorcycles', href: listings({ category: 'Vehicles', subCategory: 'Motorcycles' }) },
  { label: 'Pet Supplies', href: listings({ q: 'pet' }) },
  { label: 'Hobbies & Toys', href: listings({ category: 'Sports & Leisure' }) },
  { label: 'Furniture & Décor', href: listings({ category: 'Home & Garden' }) },
  { label: 'Video Gaming', href: listings({ q: 'gaming' }) },
  { label: 'Personal Care', href: listings({ q: 'care' }) },
  { label: 'Audio', href: listings({ category: 'Electronics', subCategory: 'Audio' }) },
  { label: 'Photography', href: listings({ category: 'Electronics', subCategory: 'Cameras' }) },
  { label: 'Food & Drinks', href: listings({ q: 'food' }) },
];

/** Case- and accent-insensitive match on the names as shown (`text`), so 'decor' finds 'Furniture & Décor'. */
export function filterCategories(
  links: CategoryLink[],
  query: string,
  text: (label: CategoryLink['label']) => string = (label) => label,
): CategoryLink[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  return needle ? links.filter((link) => fold(text(link.label)).includes(needle)) : links;
}
