// Saved searches' constants and messages (./saved-searches.ts re-exports them beside its zod schemas).
// Kept free of zod and the search schemas: Explore's Save search button needs only these, and
// importing the schemas put the validator on the first load of /listings (28 KiB gzip).

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_MESSAGES = {
  limit: `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found.',
  name: `Name must be 1 to ${SAVED_SEARCH_NAME_MAX} characters.`,
  frequency: `frequency must be one of: ${SAVED_SEARCH_FREQUENCIES.join(', ')}.`,
  id: 'Saved search ID must be a positive whole number.',
  nothingToChange: 'Give a new name or a new frequency.',
  email: 'email must be true or false.',
} as const;
