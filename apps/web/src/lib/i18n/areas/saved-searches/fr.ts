import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const fr: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'Recherches enregistrées',
  'description': 'Les recherches enregistrées depuis Explorer, et à quelle fréquence nous vous signalons les nouveautés.',
  'loadFailed': 'Impossible de charger vos recherches enregistrées.',
  'empty': 'Aucune recherche enregistrée pour l’instant',
  'emptyText': 'Cherchez dans Explorer et appuyez sur Enregistrer la recherche pour être prévenu des nouvelles annonces.',
  'count': '{count} recherches enregistrées sur {limit}',
  'everything': 'Toutes les annonces',
  'priceRange': 'De {min} à {max}',
  'priceFrom': 'À partir de {min}',
  'priceTo': 'Jusqu’à {max}',
  'frequency': 'Alertes',
  'frequency.instant': 'Immédiatement',
  'frequency.daily': 'Une fois par jour',
  'frequency.weekly': 'Une fois par semaine',
  'frequency.off': 'Désactivées',
  'open': 'Voir les résultats',
  'rename': 'Renommer',
  'renameTitle': 'Renommer {name}',
  'name': 'Nom',
  'saveName': 'Enregistrer',
  'cancel': 'Annuler',
  'delete': 'Supprimer',
  'deleteTitle': 'Supprimer {name}',
  'confirmTitle': 'Supprimer cette recherche enregistrée ?',
  'confirmText': 'Vous ne serez plus prévenu des nouvelles annonces pour {name}.',
  'updated': 'Recherche enregistrée mise à jour.',
  'deleted': 'Recherche enregistrée supprimée.',
  'updateFailed': 'Impossible de modifier cette recherche enregistrée. Veuillez réessayer.',
  'loading': 'Chargement…',
  'explore': 'Explorer le marché',
};

export default fr;
