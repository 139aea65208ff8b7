import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const de: AreaCatalog<typeof tourMessages> = {
  'step': 'Schritt {step} von {total}',
  'close': 'Rundgang schließen',
  'skip': 'Überspringen',
  'next': 'Weiter',
  'finish': 'Fertig',
};

export default de;
