import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentRule } from '@dwa/shared/moderation';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { ruleKeys } from './query-keys';

// GET /api/v1/admin/content-rules: every rule, oldest first (a short list: no pages).

export function getContentRules(signal?: AbortSignal): Promise<{ results: ContentRule[] }> {
  return http.get<{ results: ContentRule[] }>('/api/v1/admin/content-rules', { signal });
}

export function contentRulesQueryOptions(viewer: string) {
  return queryOptions({ queryKey: ruleKeys.list(viewer), queryFn: ({ signal }) => getContentRules(signal) });
}

export function useContentRules() {
  return useQuery(contentRulesQueryOptions(useViewerKey()));
}
