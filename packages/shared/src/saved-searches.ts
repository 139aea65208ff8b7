import { z } from 'zod';
import { pesewasToCedis } from './money';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from './saved-searches-constants';
import { checkSearchAcross, searchFilterFields, searchPageFields, searchQueryString, type SearchParams, type SearchSort } from './search';

// Saved searches and their alerts (issue 33, ADR 060): an Explore query kept under a name, with how
// often its new matches are told (instant, daily or weekly digest, or off).

export { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_LIMIT, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from './saved-searches-constants';
export type { SavedSearchFrequency } from './saved-searches-constants';

const M = SAVED_SEARCH_MESSAGES;

/** The Explore filters a saved search keeps (as the URL carries them: strings, cedis). */
const savedSearchQueryFields = {
  q: searchFilterFields.q,
  category: searchFilterFields.category,
  sub_category: searchFilterFields.sub_category,
  condition: searchFilterFields.condition,
  region: searchFilterFields.region,
  min_price: searchFilterFields.min_price,
  max_price: searchFilterFields.max_price,
  min_rating: searchFilterFields.min_rating,
  sort: searchPageFields.sort,
};

const SAVED_SEARCH_PARAM_KEYS = Object.keys(savedSearchQueryFields) as (keyof typeof savedSearchQueryFields)[];

export const savedSearchQuerySchema = z.object(savedSearchQueryFields).superRefine(checkSearchAcross);
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

const nameSchema = z.string({ error: M.name }).trim().min(1, M.name).max(SAVED_SEARCH_NAME_MAX, M.name);
const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: M.frequency });

/** `POST /api/v1/saved-searches`: a name (else one is made from the filters), the query, a frequency (instant). */
export const savedSearchInputSchema = z.object({
  name: nameSchema.optional(),
  query: savedSearchQuerySchema,
  frequency: frequencySchema.default('instant'),
  /** Whether the daily or weekly digest is also mailed (ADR 073). */
  email: z.boolean({ error: M.email }).default(true),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** `PATCH /api/v1/saved-searches/:id`: rename, change how often, or whether the digest is mailed. */
export const savedSearchChangeSchema = z
  .object({ name: nameSchema.optional(), frequency: frequencySchema.optional(), email: z.boolean({ error: M.email }).optional() })
  .refine((value) => value.name !== undefined || value.frequency !== undefined || value.email !== undefined, M.nothingToChange);
export type SavedSearchChange = z.input<typeof savedSearchChangeSchema>;

export const savedSearchIdParamsSchema = z.object({
  id: z.coerce.number({ error: M.id }).int(M.id).min(1, M.id).max(2147483647, M.id),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.record(z.string(), z.string()).describe('the Explore URL parameters, as strings (prices in cedis)'),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  email: z.boolean().describe("whether the daily or weekly digest is also mailed; the mail's unsubscribe link turns it off"),
  link: z.string().describe('the Explore URL of this search'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** What the unsubscribe link answers: the search it stops mailing, and whether it still mails. */
export const savedSearchUnsubscribeSchema = z.object({ id: z.number().int(), name: z.string(), email: z.boolean() });
export type SavedSearchUnsubscribe = z.infer<typeof savedSearchUnsubscribeSchema>;

export const savedSearchListSchema = z.object({ results: z.array(savedSearchSchema), limit: z.number().int() });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** The URL parameters of a parsed query: prices back in cedis, defaults left out. */
export function savedSearchParams(query: SavedSearchQuery): SearchParams {
  const params: SearchParams = {};
  if (query.q) params.q = query.q;
  if (query.category) params.category = query.category;
  if (query.sub_category) params.sub_category = query.sub_category;
  if (query.condition) params.condition = query.condition;
  if (query.region) params.region = query.region;
  if (query.min_price !== undefined) params.min_price = String(pesewasToCedis(query.min_price));
  if (query.max_price !== undefined) params.max_price = String(pesewasToCedis(query.max_price));
  if (query.min_rating !== undefined) params.min_rating = String(query.min_rating / 10);
  if (query.sort !== ('newest' satisfies SearchSort)) params.sort = query.sort;
  return params;
}

/** The Explore URL of a saved search. */
export function savedSearchLink(params: SearchParams): string {
  // In Explore's own order, whatever order the stored object came back in (jsonb sorts its keys).
  const ordered: SearchParams = {};
  for (const key of SAVED_SEARCH_PARAM_KEYS) if (params[key] !== undefined) ordered[key] = params[key];
  const text = searchQueryString(ordered);
  return text ? `/listings?${text}` : '/listings';
}

/** A name from the filters, when none is given: "phone in Electronics, Greater Accra". */
export function savedSearchDefaultName(params: SearchParams): string {
  const where = [params.sub_category ?? params.category, params.region].filter(Boolean).join(', ');
  const what = params.q ?? 'All listings';
  const name = where ? `${what} in ${where}` : what;
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}
