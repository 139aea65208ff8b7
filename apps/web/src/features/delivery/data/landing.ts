import type { TourStep } from '../../../components/ui/guided-tour';

export const DELIVERY_TOUR_KEYS = { stepKey: 'delivery_tour_step', seenKey: 'delivery_tour_seen' };

// The spec's landing: three journeys, a four-step how-it-works and its marketing figures.
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

export const HOW_IT_WORKS = [
  { title: 'Request', text: 'Describe the item, the pickup and drop-off addresses, and the recipient.' },
  { title: 'Match', text: 'A nearby courier accepts the job and heads to the pickup.' },
  { title: 'Track', text: 'Follow the courier from pickup to the door and chat on the way.' },
  { title: 'Deliver', text: 'The recipient shares the handover code and the job is done. Pay cash or mobile money.' },
];

export const MARKETING_FIGURES = [
  { value: '10K+', label: 'Deliveries' },
  { value: '15 min', label: 'Average pickup' },
  { value: '4.9', label: 'Rating' },
  { value: '24/7', label: 'Support' },
];
