import type { QueryClient } from '@tanstack/react-query';
import { POLL_WHILE_DOWN_MS, realtime, startRealtime } from '../../../lib/realtime';
import { unreadQueryOptions } from '../api/get-unread';
import type { ViewerKey } from '../../../hooks/use-session';
import { loadMessagingState } from '../lib/messaging-state';
import { applyConversationFrame } from './live-conversations';

// What keeps the header badge live for a signed-in person, loaded only once someone is signed in
// (a visitor's first load carries none of it): the socket, its frames, and polling while it is down.

export function startLiveUnread(queryClient: QueryClient, viewer: ViewerKey): () => void {
  startRealtime();
  const options = unreadQueryOptions(viewer);
  const saved = loadMessagingState()?.unreadCount;
  if (queryClient.getQueryData(options.queryKey) === undefined && saved !== undefined) queryClient.setQueryData(options.queryKey, saved);
  const refresh = () => void queryClient.fetchQuery(options).catch(() => undefined);
  refresh();
  const handle = (frame: Parameters<typeof applyConversationFrame>[2]) => applyConversationFrame(queryClient, viewer, frame);
  const stops = ['unread', 'message', 'presence', 'ready'].map((type) => realtime.subscribe(type, handle));
  const poll = window.setInterval(() => {
    if (realtime.getStatus() !== 'open') refresh();
  }, POLL_WHILE_DOWN_MS);
  return () => {
    stops.forEach((stop) => stop());
    window.clearInterval(poll);
  };
}
