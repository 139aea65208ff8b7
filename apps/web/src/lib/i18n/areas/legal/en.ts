import { defineArea } from '../../area';

// The Terms and Conditions and the Privacy Policy (/terms, /privacy; ADR 046), English the source:
// a key added here goes in the eight other catalogs beside it. The documents' own text is English
// for now (features/legal/data); their titles and these few words are translated.
export const legalMessages = defineArea('legal', {
  'terms.title': 'Terms and Conditions',
  'privacy.title': 'Privacy Policy',
  'englishOnly': 'This document is in English for now.',
  'updated': 'Last updated {date}',
  'contents': 'On this page',
  'seeAlso': 'See also the {document}.',
});
