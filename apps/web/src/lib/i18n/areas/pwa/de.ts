import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const de: AreaCatalog<typeof pwaMessages> = {
  'update': 'Eine neue Version von Dwa ist verfügbar.',
  'reload': 'Neu laden',
  'later': 'Später',
  'install.title': 'Dwa installieren',
  'install.text': 'Öffnen Sie Dwa vom Startbildschirm aus und lesen Sie bereits angesehene Anzeigen auch offline.',
  'install': 'Installieren',
  'notNow': 'Nicht jetzt',
};

export default de;
