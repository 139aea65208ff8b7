import type { AreaCatalog } from '../../area';
import type { translateMessages } from './en';

const fr: AreaCatalog<typeof translateMessages> = {
  'translate': 'Traduire',
  'translating': 'Traduction…',
  'translatedTo': 'Traduit en {target}',
  'translatedFrom': 'Traduit en {target} (original : {source})',
  'showOriginal': 'Voir l’original',
  'failed': 'Impossible de traduire ce texte. Réessayez plus tard.',
};

export default fr;
