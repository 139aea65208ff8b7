import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtime, startRealtime } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { checkoutKeys } from '../api/query-keys';

/**
 * The payment page follows its attempt live: a `payment` frame for it, or an `order` frame for one
 * of its orders (paid, lapsed, cancelled elsewhere), reads the payment again; so does a reconnect
 * (the socket may have missed one). Polling covers a socket that is down (api/get-payment).
 */
export function usePaymentLive(paymentId: number, orderIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  const orders = orderIds.join(',');
  useEffect(() => {
    startRealtime();
    const mine = new Set(orders ? orders.split(',').map(Number) : []);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.payment(viewer, paymentId) });
    const off = [
      realtime.subscribe('payment', (frame) => {
        if (Number(frame.payment_id) === paymentId) refresh();
      }),
      realtime.subscribe('order', (frame) => {
        if (mine.has(Number(frame.order_id))) refresh();
      }),
      realtime.subscribe('ready', (frame) => {
        if (frame.reconnected) refresh();
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, viewer, paymentId, orders]);
}
