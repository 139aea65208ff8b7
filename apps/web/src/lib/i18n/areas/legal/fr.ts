import type { AreaCatalog } from '../../area';
import type { legalMessages } from './en';

const fr: AreaCatalog<typeof legalMessages> = {
  'terms.title': 'Conditions générales',
  'privacy.title': 'Politique de confidentialité',
  'englishOnly': 'Ce document n’existe pour l’instant qu’en anglais.',
  'updated': 'Dernière mise à jour : {date}',
  'contents': 'Sur cette page',
  'seeAlso': 'Voir aussi : {document}.',
};

export default fr;
