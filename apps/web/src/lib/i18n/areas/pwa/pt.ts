import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const pt: AreaCatalog<typeof pwaMessages> = {
  'update': 'Está disponível uma nova versão da Dwa.',
  'reload': 'Recarregar',
  'later': 'Mais tarde',
  'install.title': 'Instalar a Dwa',
  'install.text': 'Abra-a a partir do ecrã principal e leia os anúncios que viu, mesmo sem ligação.',
  'install': 'Instalar',
  'notNow': 'Agora não',
};

export default pt;
