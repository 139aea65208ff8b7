import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const fr: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'Liste de souhaits',
  'wishlist.description': 'Les annonces que vous avez enregistrées pour y revenir.',
  'wishlist.label': 'Annonces enregistrées',
  'wishlist.loadFailed': 'Impossible de charger votre liste de souhaits.',
  'wishlist.empty': 'Votre liste de souhaits est vide',
  'wishlist.emptyText': 'Enregistrez des annonces avec « Ajouter à la liste de souhaits » et retrouvez-les ici.',
  'wishlist.explore': 'Explorer le marché',
  'wishlist.removed': 'Retiré de votre liste de souhaits.',
  'wishlist.updateFailed': 'Impossible de mettre à jour votre liste de souhaits. Réessayez plus tard.',
  'wishlist.updateFailed.offline': 'Impossible de mettre à jour votre liste de souhaits. Vérifiez votre connexion et réessayez.',
  'wishlist.remove': 'Retirer',
  'wishlist.removeTitle': 'Retirer {title} de votre liste de souhaits',
  'liked.label': 'Annonces aimées',
  'liked.loadFailed': 'Impossible de charger les annonces que vous aimez.',
  'tiles.loading': 'Chargement…',
  'tiles.tryAgain': 'Réessayer',
  'tiles.count': '{count, plural, one {# annonce} other {# annonces}}',
  'tiles.loadMore': 'Voir plus',
  'tile.noLocation': 'Lieu non précisé',
  'tile.notOnSale': 'Plus en vente',
};

export default fr;
