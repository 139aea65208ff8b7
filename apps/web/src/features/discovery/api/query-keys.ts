import type { SearchParams } from '@dwa/shared/search';
import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// Every browse query sits under ['classifieds']: invalidating that prefix (after a post, an edit or
// a status change) refreshes the explore results, the facets and the classifieds home at once.
export const classifiedsKeys = {
  all: BROWSE_QUERY_PREFIX,
  /** Explore's pages say what the viewer owns and flagged (is_owner, is_flagged): one cache per viewer. */
  search: (params: SearchParams, viewer: string) => ['classifieds', 'search', params, viewer] as const,
  page: (params: SearchParams) => ['classifieds', 'page', params] as const,
  facets: (params: SearchParams) => ['classifieds', 'facets', params] as const,
};
