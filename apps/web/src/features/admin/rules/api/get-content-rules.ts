import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contentRuleListSchema } from '@dwa/shared/moderation';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { ruleKeys } from './query-keys';

// GET /api/v1/admin/content-rules?cursor=: the rules, oldest first, page after page.

export const RULES_PAGE_SIZE = 50;

export type ContentRulesPage = z.infer<typeof contentRuleListSchema>;

export function getContentRules(options: { cursor?: string; signal?: AbortSignal } = {}): Promise<ContentRulesPage> {
  const query = new URLSearchParams({ limit: String(RULES_PAGE_SIZE) });
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<ContentRulesPage>(`/api/v1/admin/content-rules?${query}`, { signal: options.signal });
}

export function contentRulesQueryOptions(viewer: string) {
  return infiniteQueryOptions({
    queryKey: ruleKeys.list(viewer),
    queryFn: ({ pageParam, signal }) => getContentRules({ cursor: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useContentRules() {
  return useInfiniteQuery(contentRulesQueryOptions(useViewerKey()));
}
