import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const fr: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'Aimer ou signaler cette annonce',
  'like': "J'aime",
  'likes': '{count, plural, one {j’aime} other {j’aime}}',
  'report': 'Signaler',
  'reported': 'Signalée',
  'wishlist.add': 'Ajouter aux favoris',
  'wishlist.remove': 'Retirer des favoris',
  'wishlist.added': 'Ajouté à vos favoris.',
  'wishlist.removed': 'Retiré de vos favoris.',
  'comments': 'Commentaires ({count})',
  'wishlist.updateFailed': 'Impossible de mettre à jour votre liste de souhaits. Réessayez plus tard.',
  'wishlist.updateFailed.offline': 'Impossible de mettre à jour votre liste de souhaits. Vérifiez votre connexion et réessayez.',
};

export default fr;
