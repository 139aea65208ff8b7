import type { TourStep } from '../../../components/ui/guided-tour';
import type { AreaKey } from '../../../lib/i18n/area';
import type { landingMessages } from '../../../lib/i18n/catalogs/landing';

export const LANDING_TOUR_KEYS = { stepKey: 'landing_tour_step', seenKey: 'landing_tour_seen' };

// The spec's four steps: header, services, marketplace, testimonials (their words are the landing's messages).
export const TOUR_STEPS: (TourStep & { title: AreaKey<typeof landingMessages>; body: AreaKey<typeof landingMessages> })[] = [
  {
    targetId: 'site-header',
    title: 'tour.headerTitle',
    body: 'tour.headerBody',
  },
  {
    targetId: 'services',
    title: 'tour.servicesTitle',
    body: 'tour.servicesBody',
  },
  {
    targetId: 'marketplace',
    title: 'tour.marketplaceTitle',
    body: 'tour.marketplaceBody',
  },
  {
    targetId: 'testimonials',
    title: 'tour.testimonialsTitle',
    body: 'tour.testimonialsBody',
  },
];
