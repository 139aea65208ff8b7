import type { TourStep } from '../../../components/ui/guided-tour';
import type { AreaKey } from '../../../lib/i18n/area';
import type { classifiedsMessages } from '../../../lib/i18n/catalogs/classifieds';

export const CLASSIFIEDS_TOUR_KEYS = { stepKey: 'classifieds_tour_step', seenKey: 'classifieds_tour_seen' };

type Key = AreaKey<typeof classifiedsMessages>;

// The spec's nine steps, one per section of the classifieds home, top to bottom (their words are the
// classifieds' messages).
export const CLASSIFIEDS_TOUR_STEPS: (TourStep & { title: Key; body: Key })[] = [
  {
    targetId: 'classifieds-banner',
    title: 'tour.bannerTitle',
    body: 'tour.bannerBody',
  },
  {
    targetId: 'classifieds-find',
    title: 'tour.findTitle',
    body: 'tour.findBody',
  },
  {
    targetId: 'classifieds-all-categories',
    title: 'tour.categoriesTitle',
    body: 'tour.categoriesBody',
  },
  {
    targetId: 'classifieds-buy-sell',
    title: 'tour.buySellTitle',
    body: 'tour.buySellBody',
  },
  {
    targetId: 'classifieds-recent-ads',
    title: 'tour.recentTitle',
    body: 'tour.recentBody',
  },
  {
    targetId: 'classifieds-cta',
    title: 'tour.ctaTitle',
    body: 'tour.ctaBody',
  },
  {
    targetId: 'classifieds-recommended',
    title: 'tour.recommendedTitle',
    body: 'tour.recommendedBody',
  },
  {
    targetId: 'classifieds-promos',
    title: 'tour.promosTitle',
    body: 'tour.promosBody',
  },
  {
    targetId: 'classifieds-info',
    title: 'tour.infoTitle',
    body: 'tour.infoBody',
  },
];
