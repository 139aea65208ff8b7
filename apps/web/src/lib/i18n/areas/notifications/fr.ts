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
  'push.title': 'Notifications push',
  'push.hint': 'Soyez informé des messages, commandes, livraisons, courses et alertes sur cet appareil, même quand Dwa est fermé.',
  'push.device': 'Push sur cet appareil',
  'push.on': 'Le push est activé sur cet appareil.',
  'push.unsupported': 'Ce navigateur ne peut pas recevoir de push ici. Installez Dwa ou utilisez un navigateur compatible avec les notifications.',
  'push.denied': 'Les notifications de Dwa sont bloquées dans ce navigateur. Autorisez-les dans les paramètres du site pour activer le push.',
  'push.failed': 'Impossible de modifier le push sur cet appareil. Veuillez réessayer.',
  'push.kinds': 'Ce qui est envoyé en push',
  'push.kind.messages': 'Messages',
  'push.kind.orders': 'Commandes',
  'push.kind.deliveries': 'Livraisons',
  'push.kind.rides': 'Courses',
  'push.kind.alerts': 'Alertes de recherches enregistrées',
  'push.saved': 'Choix de push enregistrés.',
  'push.saveFailed': 'Impossible d\'enregistrer vos choix de push.',
  'push.loadFailed': 'Impossible de charger vos choix de push.',
};

export default fr;
