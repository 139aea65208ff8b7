import type { SavedSearch } from '@dwa/shared/saved-searches';
import { http } from '../../../lib/http';

// POST /api/v1/saved-searches: Explore's "Save search" (its URL parameters as the query).

export function createSavedSearch(query: Record<string, string>): Promise<SavedSearch> {
  return http.post<SavedSearch>('/api/v1/saved-searches', { query });
}
