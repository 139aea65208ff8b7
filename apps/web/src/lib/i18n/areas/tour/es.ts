import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const es: AreaCatalog<typeof tourMessages> = {
  'step': 'Paso {step} de {total}',
  'close': 'Cerrar el recorrido',
  'skip': 'Omitir',
  'next': 'Siguiente',
  'finish': 'Terminar',
};

export default es;
