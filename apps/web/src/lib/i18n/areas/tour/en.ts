import { defineArea } from '../../area';

// The guided tours' controls (ADR 046), English the source: a key added here goes in the eight
// other catalogs beside it.
export const tourMessages = defineArea('tour', {
  'step': 'Step {step} of {total}',
  'close': 'Close tour',
  'skip': 'Skip',
  'next': 'Next',
  'finish': 'Finish',
});
