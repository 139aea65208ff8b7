import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RideMessage } from '@dwa/shared/rides';
import { http } from '../../lib/http';
import { writeFresh } from '../../lib/fresh-write';
import { realtime } from '../../lib/realtime';
import { useViewerKey } from '../../hooks/use-session';

// GET and POST /api/v1/rides/{id}/messages: the chat between a ride's rider and its driver, the
// same for both (the rider's live view and the driver's My Rides). `ride_message` frames add to it;
// after a reconnect it is read again.

export const rideChatKey = (viewer: string, id: number) => ['ride-chat', viewer, id] as const;

export function useRideMessages(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  useEffect(() => {
    const key = rideChatKey(viewer, id);
    const off = [
      realtime.subscribe('ride_message', (frame) => {
        const message = frame.message as RideMessage | undefined;
        if (Number(frame.ride_id) !== id || !message) return;
        void writeFresh<RideMessage[]>(queryClient, key, (list) => (list ? addRideMessage(list, message) : list));
      }),
      realtime.subscribe('ready', (frame) => {
        if (frame.reconnected) void queryClient.invalidateQueries({ queryKey: key });
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, viewer, id]);
  return useQuery({
    queryKey: rideChatKey(viewer, id),
    queryFn: ({ signal }) => http.get<{ items: RideMessage[] }>(`/api/v1/rides/${id}/messages`, { signal }).then((body) => body.items),
    enabled,
  });
}

export function useSendRideMessage(id: number) {
  const queryClient = useQueryClient();
  const key = rideChatKey(useViewerKey(), id);
  return useMutation({
    mutationFn: (body: string) => http.post<RideMessage>(`/api/v1/rides/${id}/messages`, { type: 'text', body }),
    onSuccess: (message) => void writeFresh<RideMessage[]>(queryClient, key, (list) => addRideMessage(list ?? [], message)),
  });
}

/** Adds a message once (the live copy and the answer may both arrive). */
export function addRideMessage(list: RideMessage[], message: RideMessage): RideMessage[] {
  return list.some((item) => item.id === message.id) ? list : [...list, message];
}
