import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentRule, ContentRuleInput } from '@dwa/shared/moderation';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { ruleKeys } from './query-keys';

// POST /api/v1/admin/content-rules {kind, value, label}: 201 with the rule; 400 for a pattern that
// does not compile or could take forever, 409 for a rule that exists, 422 for missing fields.

export function createContentRule(input: ContentRuleInput): Promise<ContentRule> {
  return http.post<ContentRule>('/api/v1/admin/content-rules', input);
}

export function useCreateContentRule() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: createContentRule,
    onSuccess: (rule) => {
      queryClient.setQueryData<{ results: ContentRule[] }>(ruleKeys.list(viewer), (data) => (data ? { results: [...data.results, rule] } : data));
      void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    },
  });
}
