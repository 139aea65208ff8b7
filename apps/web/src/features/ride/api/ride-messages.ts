import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RideMessage } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from './query-keys';

// GET and POST /api/v1/rides/{id}/messages: the chat with the driver; `ride_message` frames add to it.

export function useRideMessages(id: number, enabled: boolean) {
  return useQuery({
    queryKey: rideKeys.messages(useViewerKey(), id),
    queryFn: ({ signal }) => http.get<{ items: RideMessage[] }>(`/api/v1/rides/${id}/messages`, { signal }).then((body) => body.items),
    enabled,
  });
}

export function useSendRideMessage(id: number) {
  const queryClient = useQueryClient();
  const key = rideKeys.messages(useViewerKey(), id);
  return useMutation({
    mutationFn: (body: string) => http.post<RideMessage>(`/api/v1/rides/${id}/messages`, { type: 'text', body }),
    onSuccess: (message) => queryClient.setQueryData<RideMessage[]>(key, (list) => addRideMessage(list ?? [], message)),
  });
}

/** Adds a message once (the live copy and the answer may both arrive). */
export function addRideMessage(list: RideMessage[], message: RideMessage): RideMessage[] {
  return list.some((item) => item.id === message.id) ? list : [...list, message];
}
