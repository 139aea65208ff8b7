import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierProfile, CourierStatusInput } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// PUT /api/v1/delivery/courier/status {online, lat?, lng?}: availability and last position.

export function updateCourierStatus(input: CourierStatusInput): Promise<CourierProfile> {
  return http.put<CourierProfile>('/api/v1/delivery/courier/status', input);
}

export function useUpdateCourierStatus() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: updateCourierStatus,
    onSuccess: (profile) => {
      queryClient.setQueryData(deliveryKeys.courier(viewer), profile);
      return queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) });
    },
  });
}
