import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const es: AreaCatalog<typeof translateMessages> = {
  'translate': 'Traducir',
  'translating': 'Traduciendo…',
  'translatedTo': 'Traducido al {target}',
  'translatedFrom': 'Traducido al {target} desde el {source}',
  'showOriginal': 'Ver original',
  'failed': 'No se pudo traducir este texto. Inténtalo más tarde.',
};

export default es;
