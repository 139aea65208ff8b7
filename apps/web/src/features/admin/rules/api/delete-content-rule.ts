import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ApiError, http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import type { ContentRulesPage } from './get-content-rules';
import { ruleKeys } from './query-keys';

// DELETE /api/v1/admin/content-rules/{id}: 204; a rule already gone (404) counts as deleted.

export async function deleteContentRule(id: number): Promise<void> {
  try {
    await http.delete<null>(`/api/v1/admin/content-rules/${id}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useDeleteContentRule() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: deleteContentRule,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<InfiniteData<ContentRulesPage>>(ruleKeys.list(viewer), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.filter((rule) => rule.id !== id) })) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    },
  });
}
