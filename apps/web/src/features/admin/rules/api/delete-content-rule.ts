import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentRule } from '@dwa/shared/moderation';
import { ApiError, http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
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
      queryClient.setQueryData<{ results: ContentRule[] }>(ruleKeys.list(viewer), (data) => (data ? { results: data.results.filter((rule) => rule.id !== id) } : data));
      void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    },
  });
}
