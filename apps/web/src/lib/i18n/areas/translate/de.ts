import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const de: AreaCatalog<typeof translateMessages> = {
  'translate': 'Übersetzen',
  'translating': 'Wird übersetzt…',
  'translatedTo': 'In {target} übersetzt',
  'translatedFrom': 'Aus {source} in {target} übersetzt',
  'showOriginal': 'Original anzeigen',
  'failed': 'Dieser Text konnte nicht übersetzt werden. Versuchen Sie es später erneut.',
};

export default de;
