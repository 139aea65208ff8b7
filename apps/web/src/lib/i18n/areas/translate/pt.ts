import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const pt: AreaCatalog<typeof translateMessages> = {
  'translate': 'Traduzir',
  'translating': 'A traduzir…',
  'translatedTo': 'Traduzido para {target}',
  'translatedFrom': 'Traduzido para {target} (original: {source})',
  'showOriginal': 'Ver original',
  'failed': 'Não foi possível traduzir este texto. Tente novamente mais tarde.',
};

export default pt;
