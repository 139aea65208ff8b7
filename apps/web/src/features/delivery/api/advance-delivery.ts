import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryAdvanceInput } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { formatFare } from '../lib/format';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/requests/{id}/status {status, location?, lat?, lng?, handover_code?}: the
// assigned courier's next step; Delivered needs the recipient's code (wrong 422, too many 429).

export function advanceDelivery(id: number, input: DeliveryAdvanceInput): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/delivery/requests/${id}/status`, input);
}

/**
 * Each step is confirmed here, not in the button's own callbacks: a delivered job leaves Accepted
 * Jobs once the list is read again, and a gone card's callbacks never run.
 */
export function useAdvanceDelivery(onAdvanced?: (delivery: Delivery) => void) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  const t = useT(deliveryMessages);
  const f = useFormat();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DeliveryAdvanceInput }) => advanceDelivery(id, input),
    onSuccess: async (delivery) => {
      notify.success(
        delivery.status === 'delivered'
          ? t('toast.delivered', { fare: formatFare(f, delivery.fare) })
          : t('toast.marked', { status: t(`status.${delivery.status}`) }),
      );
      onAdvanced?.(delivery);
      await storeDelivery(queryClient, viewer, delivery);
      await queryClient.invalidateQueries({ queryKey: deliveryKeys.courier(viewer) });
    },
  });
}
