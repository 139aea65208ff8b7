import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const fr: AreaCatalog<typeof notificationsMessages> = {
  'title': 'Notifications',
  'tab.all': 'Toutes',
  'tab.activity': 'Activité',
  'tab.promo': 'Promos',
  'tab.support': 'Assistance',
  'empty': 'Rien de nouveau pour l’instant, vous êtes à jour !',
  'unread': 'Non lue :',
  'loading': 'Chargement des notifications…',
  'loadFailed': 'Impossible de charger vos notifications.',
  'tryAgain': 'Réessayer',
  'markFailed': 'Impossible de marquer vos notifications comme lues. Réessayez plus tard.',
  'markFailed.offline': 'Impossible de marquer vos notifications comme lues. Vérifiez votre connexion et réessayez.',
  'markAll': 'Tout marquer comme lu',
  'loadingMore': 'Chargement…',
  'loadMore': 'Voir plus',
};

export default fr;
