import type { TourStep } from '../../../components/ui/guided-tour';
import type { AreaKey } from '../../../lib/i18n/area';
import type { deliveryLandingMessages } from '../../../lib/i18n/catalogs/delivery-landing';

type Key = AreaKey<typeof deliveryLandingMessages>;

// The landing's guided tour (loaded with the tour, on 'Take a Tour'; its words are the landing's messages).
export const DELIVERY_TOUR_KEYS = { stepKey: 'delivery_tour_step', seenKey: 'delivery_tour_seen' };

export const DELIVERY_TOUR_STEPS: (TourStep & { title: Key; body: Key })[] = [
  { targetId: 'delivery-price', title: 'tour.price', body: 'tour.price.text' },
  { targetId: 'delivery-journeys', title: 'tour.journeys', body: 'tour.journeys.text' },
  { targetId: 'delivery-how', title: 'tour.how', body: 'tour.how.text' },
  { targetId: 'delivery-courier', title: 'tour.courier', body: 'tour.courier.text' },
];
