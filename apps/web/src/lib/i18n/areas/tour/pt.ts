import type { AreaCatalog } from '../../area';
import type { tourMessages } from './en';

const pt: AreaCatalog<typeof tourMessages> = {
  'step': 'Passo {step} de {total}',
  'close': 'Fechar o tour',
  'skip': 'Pular',
  'next': 'Próximo',
  'finish': 'Concluir',
};

export default pt;
