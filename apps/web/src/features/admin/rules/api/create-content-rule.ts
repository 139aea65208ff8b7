import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContentRule, ContentRuleInput } from '@dwa/shared/moderation';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import type { ContentRulesPage } from './get-content-rules';
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
      // The newest rule comes last: shown at once when the last page is loaded, else with 'Load more'.
      queryClient.setQueryData<InfiniteData<ContentRulesPage>>(ruleKeys.list(viewer), (data) => {
        const last = data?.pages.at(-1);
        if (!data || !last || last.next_cursor !== null) return data;
        return { ...data, pages: [...data.pages.slice(0, -1), { ...last, results: [...last.results, rule] }] };
      });
      void queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    },
  });
}
