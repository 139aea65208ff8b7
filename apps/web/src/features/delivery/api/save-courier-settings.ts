import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierSettings, CourierSettingsInput } from '@dwa/shared/delivery-courier-settings';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// PUT /api/v1/delivery/courier/settings: the board follows the regions at once, and the profile
// (the vehicle customers see) is read again.

export function saveCourierSettings(input: CourierSettingsInput): Promise<CourierSettings> {
  return http.put<CourierSettings>('/api/v1/delivery/courier/settings', input);
}

export function useSaveCourierSettings() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: saveCourierSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryKeys.settings(viewer), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.courier(viewer) }),
      ]);
    },
  });
}
