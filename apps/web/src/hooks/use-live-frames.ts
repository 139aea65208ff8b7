import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { realtime, startRealtime, type RealtimeHandler } from '../lib/realtime';
import { useViewerKey, type ViewerKey } from './use-session';

/** A feature's handlers of live frames, by frame type, given the query client and whose cache it is. */
export type LiveFrames = (queryClient: QueryClient, viewer: ViewerKey) => Record<string, RealtimeHandler>;

/**
 * Follows a feature's live frames (docs/realtime.md) while mounted: starts the socket, subscribes
 * each handler of `frames` (a module-level function, so the subscriptions last as long as the viewer)
 * and, after a reconnect, reads everything under `all` again. While the socket is down the
 * feature's queries poll instead.
 */
export function useLiveFrames(all: QueryKey, frames: LiveFrames): void {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  useEffect(() => {
    startRealtime();
    const off = [
      ...Object.entries(frames(queryClient, viewer)).map(([type, handler]) => realtime.subscribe(type, handler)),
      realtime.subscribe('ready', (frame) => {
        if (frame.reconnected) void queryClient.invalidateQueries({ queryKey: all });
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, viewer, all, frames]);
}
