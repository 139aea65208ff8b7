// Query-key prefixes more than one feature touches. A listing mutation (features/listings) must
// refresh the browse results (features/discovery); features do not import each other, so the
// prefix lives here.
export const BROWSE_QUERY_PREFIX = ['classifieds'] as const;
/** A listing's own reads (features/listings): a sale in the shop (features/checkout) changes its stock. */
export const LISTING_QUERY_PREFIX = ['listings'] as const;
/** The person's own profile (features/profile); Selling preferences (features/sellers) edits its business fields. */
export const PROFILE_QUERY_PREFIX = ['profile'] as const;
