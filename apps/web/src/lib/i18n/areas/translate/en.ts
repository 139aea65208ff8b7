import { defineArea } from '../../area';

// The Translate action beside a listing's description, comments and chat messages (ADR 046),
// English the source: a key added here goes in the eight other catalogs beside it. It loads with
// the action, on demand.
export const translateMessages = defineArea('translate', {
  'translate': 'Translate',
  'translating': 'Translating…',
  'translatedTo': 'Translated to {target}',
  'translatedFrom': 'Translated to {target} from {source}',
  'showOriginal': 'Show original',
  'failed': 'Could not translate this text. Try again later.',
});
