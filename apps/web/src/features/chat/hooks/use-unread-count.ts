import { useEffect } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthToken } from '../../../hooks/use-session';
import { messagingKeys } from '../api/query-keys';

/**
 * Unread chat messages for the header badge (0 when signed out). For a signed-in person the live part
 * (socket, frames, polling) loads on demand: the header of a visitor's first page stays small.
 */
export function useUnreadCount(): number {
  const viewer = useAuthToken();
  const queryClient = useQueryClient();
  const unread = useQuery<number>({ queryKey: messagingKeys.unread(viewer ?? 'anonymous'), queryFn: skipToken });
  useEffect(() => {
    if (!viewer) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-unread').then(({ startLiveUnread }) => {
      if (!cancelled) stop = startLiveUnread(queryClient, viewer);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, viewer]);
  return viewer ? (unread.data ?? 0) : 0;
}
