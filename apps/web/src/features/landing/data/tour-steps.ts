import type { TourStep } from '../../../components/ui/guided-tour';

export const LANDING_TOUR_KEYS = { stepKey: 'landing_tour_step', seenKey: 'landing_tour_seen' };

// The spec's four steps: header, services, marketplace, testimonials.
export const TOUR_STEPS: TourStep[] = [
  {
    targetId: 'site-header',
    title: 'Find your way around',
    body: 'The navigation bar takes you to E-Commerce, Classifieds, Ride and Deliver & Earn. Switch between light and dark mode at any time.',
  },
  {
    targetId: 'services',
    title: 'Our services',
    body: 'Classified ads, online shopping, same-day delivery and rides, all from one account.',
  },
  {
    targetId: 'marketplace',
    title: 'Start in the marketplace',
    body: 'Shop products, post an ad, browse listings or request a delivery from these tiles.',
  },
  {
    targetId: 'testimonials',
    title: 'Hear from our users',
    body: 'Buyers, sellers and couriers across Ghana share how Dwa works for them.',
  },
];
