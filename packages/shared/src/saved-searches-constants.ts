import { coded } from './coded';
// Saved searches' constants and messages (./saved-searches.ts re-exports them beside its zod schemas).
// Kept free of zod and the search schemas: Explore's Save search button needs only these, and
// importing the schemas put the validator on the first load of /listings (28 KiB gzip).

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_MESSAGES = {
  limit: coded('saved-searches.limit', `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`, {
    savedSearchLimit: SAVED_SEARCH_LIMIT,
  }),
  notFound: coded('saved-searches.not_found', 'Saved search not found.'),
  name: coded('saved-searches.name', `Name must be 1 to ${SAVED_SEARCH_NAME_MAX} characters.`, {
    savedSearchNameMax: SAVED_SEARCH_NAME_MAX,
  }),
  frequency: coded('saved-searches.frequency', `frequency must be one of: ${SAVED_SEARCH_FREQUENCIES.join(', ')}.`, {
    savedSearchFrequencies: SAVED_SEARCH_FREQUENCIES.join(', '),
  }),
  id: coded('saved-searches.id', 'Saved search ID must be a positive whole number.'),
  nothingToChange: coded('saved-searches.nothing_to_change', 'Give a new name or a new frequency.'),
  email: coded('saved-searches.email', 'email must be true or false.'),
} as const;
