import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const fr: AreaCatalog<typeof tourMessages> = {
  'step': 'Étape {step} sur {total}',
  'close': 'Fermer la visite',
  'skip': 'Passer',
  'next': 'Suivant',
  'finish': 'Terminer',
};

export default fr;
