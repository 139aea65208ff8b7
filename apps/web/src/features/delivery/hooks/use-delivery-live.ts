import type { Delivery, DeliveryMessage } from '@dwa/shared/delivery';
import { useLiveFrames, type LiveFrames } from '../../../hooks/use-live-frames';
import { deliveryKeys } from '../api/query-keys';
import { storeDelivery } from '../api/store-delivery';
import { addCancelledJob, isCancelledForCourier } from '../lib/cancelled-jobs';
import { mergeLiveDelivery } from '../lib/live-delivery';
import { addMessage } from '../lib/messages';
import { writeFresh } from '../../../lib/fresh-write';

const deliveryFrames: LiveFrames = (queryClient, viewer) => ({
  delivery: (frame) => {
    const delivery = frame.delivery as Delivery | undefined;
    if (!delivery || typeof delivery.id !== 'number') return;
    const detail = deliveryKeys.detail(viewer, delivery.id);
    const before = queryClient.getQueryData<Delivery>(detail);
    // A job this courier holds was cancelled: say so (it is about to leave their board), never silently.
    if (isCancelledForCourier(delivery, before)) addCancelledJob(viewer, delivery);
    const { delivery: merged, refetch } = mergeLiveDelivery(before, delivery);
    void storeDelivery(queryClient, viewer, merged);
    if (refetch) void queryClient.invalidateQueries({ queryKey: detail });
  },
  delivery_message: (frame) => {
    const message = frame.message as DeliveryMessage | undefined;
    const id = Number(frame.delivery_id);
    if (!message || !Number.isInteger(id)) return;
    void writeFresh<DeliveryMessage[]>(queryClient, deliveryKeys.messages(viewer, id), (list) => (list ? addMessage(list, message) : list));
  },
  delivery_location: (frame) => {
    const id = Number(frame.delivery_id);
    const lat = Number(frame.lat);
    const lng = Number(frame.lng);
    if (!Number.isInteger(id) || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    queryClient.setQueryData<Delivery>(deliveryKeys.detail(viewer, id), (delivery) =>
      delivery?.courier
        ? {
            ...delivery,
            courier: { ...delivery.courier, lat, lng, location_updated_at: String(frame.at ?? delivery.courier.location_updated_at) },
          }
        : delivery,
    );
  },
  jobs: () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) }),
  // A ride this courier drives changed (the rider cancelled, or it moved on): the ride lists are under the job board.
  ride: () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) }),
});

/**
 * Live delivery frames (docs/realtime.md) land in the query cache, so the open tab follows status,
 * chat, the courier's position and the job board without a refresh; a courier is told when a job
 * they hold is cancelled (CancelledJobNotices). After a reconnect everything
 * delivery-related is read again (catch-up); while the socket is down the queries poll instead.
 */
export function useDeliveryLive(): void {
  useLiveFrames(deliveryKeys.all, deliveryFrames);
}
