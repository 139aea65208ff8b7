import { z } from 'zod';
import { CATEGORIES, CATEGORY_NAMES, CONDITIONS, GHANA_REGIONS, PROMOTIONS, isSubCategoryOf, type Category } from './catalogue';
import { listingSchema, PRICE_MAX } from './listings';
import { cedisToPesewas } from './money';
import { coded } from './coded';

// Search and browse (`GET /api/v1/classifieds/` and `/facets`): the query parameters, their
// messages, and the answers. The API validates with these schemas; the web builds and reads its
// URLs with them. Decisions: docs/decisions/004-search.md.

/**
 * `newest` (the default) lifts FEATURED ads by 3 days (docs/decisions/004-search.md); `recent` is
 * strictly by posting time, newest first, with no lift (the classifieds home's Recent Ads).
 */
export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance', 'popular', 'recent', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  relevance: 'Best match',
  popular: 'Most popular',
  recent: 'Most recent',
  rating: 'Highest rated sellers',
};

/**
 * `min_rating`: only listings whose seller's smoothed score (ADR 059) is at least this many stars;
 * sellers without reviews are left out. `sort=rating`: highest rated sellers first, sellers without
 * reviews last, ties newest posted first (ADR 067).
 */
export const MIN_RATINGS = ['3', '3.5', '4', '4.5'] as const;

export const SEARCH_LIMIT_DEFAULT = 24;
export const SEARCH_LIMIT_MAX = 100;
export const SEARCH_Q_MAX = 200;
const CURSOR_MAX = 512;

const ALL_SUB_CATEGORIES = [...new Set<string>(Object.values(CATEGORIES).flat())] as [string, ...string[]];

export const SEARCH_MESSAGES = {
  text: (name: string) => coded('search.given_once', `${name} must be given once, as text.`, { name }),
  qMax: coded('search.q_max', `q must be at most ${SEARCH_Q_MAX} characters.`, { searchQMax: SEARCH_Q_MAX }),
  category: coded('listings.category_unknown', 'Choose a category from the list.'),
  subCategory: coded('search.sub_category', 'Choose a sub-category from the list.'),
  subCategoryMismatch: coded('listings.sub_category_mismatch', 'Choose a sub-category of the selected category.'),
  condition: coded('search.condition', `condition must be one of: ${CONDITIONS.join(', ')}.`, { conditions: CONDITIONS.join(', ') }),
  region: coded('search.region', "region must be one of Ghana's 16 regions."),
  promotion: coded('search.promotion', `promotion must be one of: ${PROMOTIONS.join(', ')}.`, { promotions: PROMOTIONS.join(', ') }),
  price: (name: string) => coded('search.amount', `${name} must be an amount in cedis of at least 0, with at most 2 decimals.`, { name }),
  priceMax: (name: string) => coded('search.amount_max', `${name} must be at most 1,000,000,000.`, { name }),
  priceRange: coded('search.price_range', 'max_price must be at least min_price.'),
  sellerId: coded('search.seller_id', 'seller_id must be a positive whole number.'),
  minRating: coded('search.min_rating', `min_rating must be one of: ${MIN_RATINGS.join(', ')}.`, { minRatings: MIN_RATINGS.join(', ') }),
  buyNow: coded('listings.buy_now', 'buy_now must be true or false.'),
  sort: coded('search.sort', `sort must be one of: ${SEARCH_SORTS.join(', ')}.`, { searchSorts: SEARCH_SORTS.join(', ') }),
  limit: coded('search.limit', `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}.`, { searchLimitMax: SEARCH_LIMIT_MAX }),
  cursor: coded('paging.cursor', 'cursor is not valid: use the next_cursor of the previous page.'),
} as const;

const M = SEARCH_MESSAGES;

/** A single text value; '' and blanks mean "not given" (a cleared form field). */
function textParam(name: string) {
  return z
    .string({ error: M.text(name) })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** One of `values`, or undefined when not given. */
function choiceParam<const T extends readonly [string, ...string[]]>(name: string, values: T, message: string) {
  return textParam(name).pipe(z.enum(values, { error: message }).optional());
}

/** Cedis in the query string, answered in pesewas (integer). */
function priceParam(name: string) {
  return textParam(name).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const pesewas = cedisToPesewas(value);
    if (pesewas === null) {
      ctx.addIssue({ code: 'custom', message: M.price(name) });
      return z.NEVER;
    }
    if (pesewas > PRICE_MAX * 100) {
      ctx.addIssue({ code: 'custom', message: M.priceMax(name) });
      return z.NEVER;
    }
    return pesewas;
  });
}

export const searchFilterFields = {
  /** Words to find in the title, brand, category, sub-category and description; typos tolerated. */
  q: z
    .string({ error: M.text('q') })
    // Control characters (NUL cannot even be stored as text) are spaces here.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length <= SEARCH_Q_MAX, M.qMax),
  category: choiceParam('category', CATEGORY_NAMES as [Category, ...Category[]], M.category),
  sub_category: choiceParam('sub_category', ALL_SUB_CATEGORIES, M.subCategory),
  condition: choiceParam('condition', CONDITIONS, M.condition),
  region: choiceParam('region', GHANA_REGIONS, M.region),
  /** Cedis in the URL; pesewas once parsed. */
  min_price: priceParam('min_price'),
  max_price: priceParam('max_price'),
  promotion: textParam('promotion')
    .transform((value) => value?.toUpperCase())
    .pipe(z.enum(PROMOTIONS, { error: M.promotion }).optional()),
  /** `buy_now=true`: only listings for sale in the shop. */
  buy_now: textParam('buy_now')
    .refine((value) => value === undefined || value === 'true' || value === 'false', M.buyNow)
    .transform((value) => (value === 'true' ? true : undefined)),
  /** Stars in the URL ('4'); tenths of a star once parsed (40), as the score is kept. */
  min_rating: choiceParam('min_rating', MIN_RATINGS, M.minRating).transform((value) =>
    value === undefined ? undefined : Math.round(Number(value) * 10),
  ),
  seller_id: textParam('seller_id')
    .refine((value) => value === undefined || (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2147483647), M.sellerId)
    .transform((value) => (value === undefined ? undefined : Number(value))),
};

export const searchPageFields = {
  sort: choiceParam('sort', SEARCH_SORTS, M.sort).transform((value): SearchSort => value ?? 'newest'),
  limit: textParam('limit')
    .refine((value) => value === undefined || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= SEARCH_LIMIT_MAX), M.limit)
    .transform((value) => (value === undefined ? SEARCH_LIMIT_DEFAULT : Number(value))),
  /** The previous page's `next_cursor`, as is. */
  cursor: textParam('cursor').refine(
    (value) => value === undefined || (value.length <= CURSOR_MAX && /^[A-Za-z0-9_-]+$/.test(value)),
    M.cursor,
  ),
};

type RangeChecked = { category?: string; sub_category?: string; min_price?: number; max_price?: number };

/** Checks across fields: the price range, and a sub-category that belongs to the category. */
export function checkSearchAcross(value: RangeChecked, ctx: z.RefinementCtx) {
  if (value.min_price !== undefined && value.max_price !== undefined && value.max_price < value.min_price) {
    ctx.addIssue({ code: 'custom', message: M.priceRange, path: ['max_price'] });
  }
  if (value.category && value.sub_category && !isSubCategoryOf(value.category, value.sub_category)) {
    ctx.addIssue({ code: 'custom', message: M.subCategoryMismatch, path: ['sub_category'] });
  }
}

/** `GET /api/v1/classifieds/facets`. */
export const searchFiltersSchema = z.object(searchFilterFields).superRefine(checkSearchAcross);
/** `GET /api/v1/classifieds/`. */
export const searchQuerySchema = z.object({ ...searchFilterFields, ...searchPageFields }).superRefine(checkSearchAcross);

export type SearchFilters = z.output<typeof searchFiltersSchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;
/** What a URL may carry (strings, as typed). */
export type SearchParams = Partial<Record<keyof z.input<typeof searchQuerySchema>, string>>;

// ---- answers ----

export const listingSearchPageSchema = z.object({
  results: z.array(listingSchema),
  total: z.number().int().describe('listings matching the filters (all pages)'),
  total_is_estimate: z.boolean().describe("true when total is the planner's estimate (more than 1,000 matches), false when it is exact"),
  next_cursor: z.string().nullable().describe('pass as cursor for the next page; null on the last page'),
  fuzzy: z.boolean().describe('true when q matched (almost) no words, so the results are listings whose title or brand looks like q'),
  featured: z
    .array(listingSchema)
    .max(2)
    .describe(
      "at most 2 listings with a paid Featured boost that match the query and filters, shown labelled 'Featured' above the page (ADR 072); they also keep their place in results",
    ),
});
export type ListingSearchPage = z.infer<typeof listingSearchPageSchema>;

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export const searchFacetsSchema = z.object({
  categories: z.array(facetCountSchema).describe('counts ignore the category and sub_category filters'),
  sub_categories: z.array(facetCountSchema).describe('counts ignore the sub_category filter'),
  regions: z.array(facetCountSchema).describe('counts ignore the region filter'),
  conditions: z.array(facetCountSchema).describe('counts ignore the condition filter'),
  total: z.number().int().describe('listings matching every filter (exact)'),
  fuzzy: z.boolean(),
});
export type FacetCount = z.infer<typeof facetCountSchema>;
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** The query string for a search, without empty values or defaults (for shareable URLs and the API). */
export function searchQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'limit' && value === String(SEARCH_LIMIT_DEFAULT)) continue;
    search.set(key, value);
  }
  return search.toString();
}
