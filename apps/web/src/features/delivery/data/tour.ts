import type { TourStep } from '../../../components/ui/guided-tour';

// The landing's guided tour (loaded with the tour, on 'Take a Tour').
export const DELIVERY_TOUR_KEYS = { stepKey: 'delivery_tour_step', seenKey: 'delivery_tour_seen' };

export const DELIVERY_TOUR_STEPS: TourStep[] = [
  {
    targetId: 'delivery-price',
    title: 'Price it first',
    body: 'Pick the size of the item and how fast it must arrive: the fare is worked out before you sign in or commit to anything.',
  },
  {
    targetId: 'delivery-journeys',
    title: 'Request, track, chat',
    body: 'Book a courier in a minute, follow every step of the trip, and message your courier from the same screen.',
  },
  {
    targetId: 'delivery-how',
    title: 'How it works',
    body: 'Four steps from request to doorstep. The recipient gives the courier a 4-digit code, so the parcel only changes hands in person.',
  },
  {
    targetId: 'delivery-courier',
    title: 'Deliver and earn',
    body: 'Have a motorbike, a car or a bicycle? Apply to become a courier and take jobs when it suits you.',
  },
];
