import type { AreaKey } from '../../../lib/i18n/area';
import type { landingMessages } from '../../../lib/i18n/catalogs/landing';

type Key = AreaKey<typeof landingMessages>;

export type Article = { id: string; title: Key; description: Key; image: 'safety' | 'photos' | 'delivery' };

// `image` names an inline illustration (see article-illustration.tsx); the words are the landing's messages.
export const ARTICLES: Article[] = [
  {
    id: 'sell-safely',
    title: 'articles.safety',
    description: 'articles.safetyText',
    image: 'safety',
  },
  {
    id: 'listing-photos',
    title: 'articles.photos',
    description: 'articles.photosText',
    image: 'photos',
  },
  {
    id: 'same-day-delivery',
    title: 'articles.delivery',
    description: 'articles.deliveryText',
    image: 'delivery',
  },
];
