import type { AreaKey } from '../../../lib/i18n/area';
import type { deliveryLandingMessages } from '../../../lib/i18n/catalogs/delivery-landing';

type Key = AreaKey<typeof deliveryLandingMessages>;

// The spec's landing: a four-step how-it-works and its marketing figures (their words are the
// delivery landing's messages; a figure in words names its message).
export const HOW_IT_WORKS: { title: Key; text: Key }[] = [
  { title: 'how.request', text: 'how.request.text' },
  { title: 'how.match', text: 'how.match.text' },
  { title: 'how.track', text: 'how.track.text' },
  { title: 'how.deliver', text: 'how.deliver.text' },
];

export const MARKETING_FIGURES: { value: string | { key: Key }; label: Key }[] = [
  { value: '10K+', label: 'figures.deliveries' },
  { value: { key: 'figures.pickupValue' }, label: 'figures.pickup' },
  { value: '4.9', label: 'figures.rating' },
  { value: '24/7', label: 'figures.support' },
];
