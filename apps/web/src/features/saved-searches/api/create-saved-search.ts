import type { SavedSearch } from '@dwa/shared/saved-searches';
import { http } from '../../../lib/http';

// POST /api/v1/saved-searches: Explore's "Save search" (its URL parameters as the query, and a name
// in the reader's language).

export function createSavedSearch(query: Record<string, string>, name: string): Promise<SavedSearch> {
  return http.post<SavedSearch>('/api/v1/saved-searches', { query, name });
}
