import type { AreaCatalog } from '../../area';
import type { pwaMessages } from './en';

const fr: AreaCatalog<typeof pwaMessages> = {
  'update': 'Une nouvelle version de Dwa est disponible.',
  'reload': 'Recharger',
  'later': 'Plus tard',
  'install.title': 'Installer Dwa',
  'install.text': 'Ouvrez-la depuis votre écran d’accueil et lisez les annonces déjà vues, même hors ligne.',
  'install': 'Installer',
  'notNow': 'Pas maintenant',
};

export default fr;
