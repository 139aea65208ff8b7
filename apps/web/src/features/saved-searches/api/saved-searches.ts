import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchChange, SavedSearchList } from '@dwa/shared/saved-searches';
import { http } from '../../../lib/http';
import { useViewerKey, type ViewerKey } from '../../../hooks/use-session';

// /api/v1/saved-searches: the account's saved searches (list, rename, frequency, delete).

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (viewer: ViewerKey) => [...savedSearchKeys.all, viewer] as const,
};

function savedSearchesQueryOptions(viewer: ViewerKey) {
  return queryOptions({
    queryKey: savedSearchKeys.list(viewer),
    queryFn: ({ signal }) => http.get<SavedSearchList>('/api/v1/saved-searches', { signal }),
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions(useViewerKey()));
}

export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedSearchChange }) =>
      http.patch<SavedSearch>(`/api/v1/saved-searches/${id}`, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ deleted: true }>(`/api/v1/saved-searches/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
