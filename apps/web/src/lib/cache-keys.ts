// Query-key prefixes more than one feature touches. A listing mutation (features/listings) must
// refresh the browse results (features/discovery); features do not import each other, so the
// prefix lives here.
export const BROWSE_QUERY_PREFIX = ['classifieds'] as const;
