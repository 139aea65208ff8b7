import { CATEGORIES, CONDITIONS, GHANA_REGIONS, isCategory, isSubCategoryOf } from '@dwa/shared/catalogue';
import type { SearchParams, SearchSort } from '@dwa/shared/search';

// The Explore page's filters live in the URL (shareable, survive a reload). These pure functions
// turn search params into filters and back. Values the API would refuse (an unknown category, a
// price with 3 decimals) are dropped here, so a hand-edited URL shows results, not a 422.
// The sort list mirrors @dwa/shared/search, whose module pulls zod into the bundle; a unit test
// keeps the two in step (the labels are Explore's messages, sort.<name>). Explore offers every sort
// but `recent` (Recent Ads' own: `newest` without the FEATURED lift, which would read as a second 'Newest').

export const EXPLORE_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'relevance',
  'popular',
  'rating',
] as const satisfies readonly SearchSort[];

/** The seller rating floors (stars), as MIN_RATINGS of @dwa/shared/search (a unit test keeps them in step). */
export const EXPLORE_MIN_RATINGS = ['3', '3.5', '4', '4.5'] as const;

const Q_MAX = 200;
const PRICE_MAX = 1_000_000_000;
const LIMIT_DEFAULT = 24;

export type ExploreFilters = {
  q: string;
  category: string;
  subCategory: string;
  region: string;
  condition: string;
  minPrice: string;
  maxPrice: string;
  /** The seller rating floor in stars ('4'), or ''. */
  minRating: string;
  /** null: the default order (best match for a text search, else newest). */
  sort: SearchSort | null;
};

export const EMPTY_FILTERS: ExploreFilters = {
  q: '',
  category: '',
  subCategory: '',
  region: '',
  condition: '',
  minPrice: '',
  maxPrice: '',
  minRating: '',
  sort: null,
};

const oneOf = (values: readonly string[], value: string) => (values.includes(value) ? value : '');

/** Cedis with at most 2 decimals, as the API takes them; '' when not a usable amount. */
export function normalisePrice(value: string): string {
  const text = value.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return '';
  const amount = Number(text);
  if (amount > PRICE_MAX) return '';
  return String(amount);
}

/** Any filters object, cleaned: unknown choices dropped, price range put in order. */
export function sanitizeFilters(input: Partial<ExploreFilters>): ExploreFilters {
  const q = (input.q ?? '').trim().slice(0, Q_MAX);
  const category = isCategory(input.category ?? '') ? (input.category as string) : '';
  const subCategory = category && isSubCategoryOf(category, input.subCategory ?? '') ? (input.subCategory as string) : '';
  let minPrice = normalisePrice(input.minPrice ?? '');
  let maxPrice = normalisePrice(input.maxPrice ?? '');
  if (minPrice && maxPrice && Number(maxPrice) < Number(minPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = input.sort && (EXPLORE_SORTS as readonly SearchSort[]).includes(input.sort) ? input.sort : null;
  return {
    q,
    category,
    subCategory,
    region: oneOf(GHANA_REGIONS, input.region ?? ''),
    condition: oneOf(CONDITIONS, input.condition ?? ''),
    minPrice,
    maxPrice,
    minRating: oneOf(EXPLORE_MIN_RATINGS, input.minRating ?? ''),
    // 'Best match' needs words to match; without them the default order applies.
    sort: sort === 'relevance' && !q ? null : sort,
  };
}

export function readFilters(params: URLSearchParams): ExploreFilters {
  const get = (key: string) => params.get(key) ?? '';
  return sanitizeFilters({
    q: get('q'),
    category: get('category'),
    subCategory: get('sub_category'),
    region: get('region'),
    condition: get('condition'),
    minPrice: get('min_price'),
    maxPrice: get('max_price'),
    minRating: get('min_rating'),
    sort: (get('sort') || null) as SearchSort | null,
  });
}

/** The canonical URL search params of some filters (empty values left out). */
export function filtersToParams(filters: ExploreFilters): URLSearchParams {
  const clean = sanitizeFilters(filters);
  const entries: [string, string][] = [
    ['q', clean.q],
    ['category', clean.category],
    ['sub_category', clean.subCategory],
    ['region', clean.region],
    ['condition', clean.condition],
    ['min_price', clean.minPrice],
    ['max_price', clean.maxPrice],
    ['min_rating', clean.minRating],
    ['sort', clean.sort ?? ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** The order the results come in: the chosen one, else best match for words, else newest. */
export function effectiveSort(filters: ExploreFilters): SearchSort {
  return filters.sort ?? (filters.q ? 'relevance' : 'newest');
}

/** The facets endpoint's parameters (no sort). */
export function toFacetParams(filters: ExploreFilters): SearchParams {
  const params: SearchParams = {};
  if (filters.q) params.q = filters.q;
  if (filters.category) params.category = filters.category;
  if (filters.subCategory) params.sub_category = filters.subCategory;
  if (filters.region) params.region = filters.region;
  if (filters.condition) params.condition = filters.condition;
  if (filters.minPrice) params.min_price = filters.minPrice;
  if (filters.maxPrice) params.max_price = filters.maxPrice;
  if (filters.minRating) params.min_rating = filters.minRating;
  return params;
}

/** The search endpoint's parameters: the facets' plus the effective sort. */
export function toSearchParams(filters: ExploreFilters): SearchParams {
  const sort = effectiveSort(filters);
  return sort === 'newest' ? toFacetParams(filters) : { ...toFacetParams(filters), sort };
}

/** Narrowed in any way (the order alone does not count): decides the empty state's wording. */
export function isFiltered(filters: ExploreFilters): boolean {
  return Object.keys(toFacetParams(filters)).length > 0;
}

/** How many of the Filter panel's fields are set (shown on the Filter button). */
export function panelFilterCount(filters: ExploreFilters): number {
  return [
    filters.subCategory,
    filters.region,
    filters.condition,
    filters.minPrice || filters.maxPrice,
    filters.minRating,
    filters.sort,
  ].filter(Boolean).length;
}

/** The sub-categories offered once a category is chosen. */
export function subCategoriesOf(category: string): readonly string[] {
  return isCategory(category) ? CATEGORIES[category] : [];
}

/** A query string in the API's form, without empty values or defaults. */
export function toQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'limit' && value === String(LIMIT_DEFAULT)) continue;
    search.set(key, value);
  }
  return search.toString();
}
