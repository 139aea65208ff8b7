import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/toast';
import { collectText, formatFare } from '../lib/format';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/jobs/{id}/accept: one winner; the others get 409 'Job already taken'.

export function acceptJob(id: number): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/delivery/jobs/${id}/accept`);
}

/**
 * Confirmed here, not in the button's own callbacks: the job card leaves the board as soon as the
 * board is read again (a live `jobs` frame may come first), and a gone card's callbacks never run.
 */
export function useAcceptJob(onAccepted?: (delivery: Delivery) => void) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  const t = useT(deliveryMessages);
  const f = useFormat();
  return useMutation({
    mutationFn: acceptJob,
    onSuccess: (delivery) => {
      notify.success(t('toast.accepted', { fare: formatFare(f, delivery.fare), collect: collectText(t, f, delivery.collect, 'collect') }));
      onAccepted?.(delivery);
      return storeDelivery(queryClient, viewer, delivery);
    },
    onError: (error) => notify.error(error.message),
    // Won or lost, the board has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) }),
  });
}
