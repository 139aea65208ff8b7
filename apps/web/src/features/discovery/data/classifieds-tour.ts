import type { TourStep } from '../../../components/ui/guided-tour';

export const CLASSIFIEDS_TOUR_KEYS = { stepKey: 'classifieds_tour_step', seenKey: 'classifieds_tour_seen' };

// The spec's nine steps, one per section of the classifieds home, top to bottom.
export const CLASSIFIEDS_TOUR_STEPS: TourStep[] = [
  {
    targetId: 'classifieds-banner',
    title: 'Welcome to Dwa Classifieds',
    body: 'These banners show popular corners of the marketplace. Swipe or use the arrows to look around, and pause them at any time.',
  },
  {
    targetId: 'classifieds-find',
    title: 'Jump to what you want',
    body: 'Tap a tile (sneakers, shirts, toys, headsets, watches, bags or plants) to see the matching ads straight away.',
  },
  {
    targetId: 'classifieds-all-categories',
    title: 'Every category in one place',
    body: 'See all Categories opens the full list. Type in its search box to find a category quickly.',
  },
  {
    targetId: 'classifieds-buy-sell',
    title: 'Buy or sell',
    body: 'BUY takes you to every ad in the marketplace. SELL is where you post your own ad.',
  },
  {
    targetId: 'classifieds-recent-ads',
    title: 'The newest ads',
    body: 'Recent Ads lists the latest ads first. Use Show more to see up to 15 of them.',
  },
  {
    targetId: 'classifieds-cta',
    title: 'Ready when you are',
    body: 'Have something to sell? Post an ad in minutes. Looking for a bargain? Start browsing here.',
  },
  {
    targetId: 'classifieds-recommended',
    title: 'Popular with buyers',
    body: 'Recommended Products are the ads buyers view and like the most right now.',
  },
  {
    targetId: 'classifieds-promos',
    title: 'Deals and promotions',
    body: 'Offers change every few seconds. Tap Shop Now to see the ads behind a deal.',
  },
  {
    targetId: 'classifieds-info',
    title: 'Trade with confidence',
    body: 'Read how Dwa works, what we promise buyers, and how to start selling today. That is the tour: enjoy the marketplace!',
  },
];
