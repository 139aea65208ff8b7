import { defineArea } from '../../area';

// The install and update prompts (src/pwa; ADR 046), English the source: a key added here goes in the
// eight other catalogs beside it. They load with the prompts, in a root of their own.
export const pwaMessages = defineArea('pwa', {
  'update': 'A new version of Dwa is available.',
  'reload': 'Reload',
  'later': 'Later',
  'install.title': 'Install Dwa',
  'install.text': 'Open it from your home screen, and read listings you viewed even offline.',
  'install': 'Install',
  'notNow': 'Not now',
});
