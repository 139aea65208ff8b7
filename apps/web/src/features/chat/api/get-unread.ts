import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { messagingKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/chat/unread: the header badge's count, small enough to ask on every page. The socket's
// 'unread' frames and every mark-read answer set it in between.

export function unreadQueryOptions(viewer: ViewerKey) {
  return queryOptions({
    queryKey: messagingKeys.unread(viewer),
    queryFn: ({ signal }) => http.get<{ total: number }>('/api/v1/chat/unread', { signal }).then((answer) => answer.total),
    staleTime: 0,
  });
}
