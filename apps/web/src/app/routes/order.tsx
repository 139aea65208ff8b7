import { OrderDisputeCard } from '../../features/disputes/components/order-dispute-card';
import { OrderPage } from '../../features/orders/components/order-page';
import { OrderReviewCard } from '../../features/reviews/components/review-card';

export function Component() {
  return (
    <OrderPage
      renderMoney={(order, viewer) => (
        <>
          <OrderDisputeCard order={order} viewer={viewer} />
          <OrderReviewCard orderId={order.id} delivered={order.delivered_at !== null} viewer={viewer} />
        </>
      )}
    />
  );
}
