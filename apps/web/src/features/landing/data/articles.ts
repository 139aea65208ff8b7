export type Article = { id: string; title: string; description: string; image: 'safety' | 'photos' | 'delivery' };

// `image` names an inline illustration (see article-illustration.tsx).
export const ARTICLES: Article[] = [
  {
    id: 'sell-safely',
    title: 'How to buy and sell safely',
    description: 'Meet in public places, inspect items before paying and keep your conversations on Dwa.',
    image: 'safety',
  },
  {
    id: 'listing-photos',
    title: 'Five tips for listing photos that sell',
    description: 'Natural light, a clean background and every angle help buyers trust your ad.',
    image: 'photos',
  },
  {
    id: 'same-day-delivery',
    title: 'Same-day delivery, explained',
    description: 'From pickup to doorstep: how couriers move your parcel across town the same day.',
    image: 'delivery',
  },
];
