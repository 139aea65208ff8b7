import type { AreaCatalog } from '../../area';
import type { wishlistMessages } from './en';

const de: AreaCatalog<typeof wishlistMessages> = {
  'wishlist.title': 'Wunschliste',
  'wishlist.description': 'Anzeigen, die Sie sich für später gemerkt haben.',
  'wishlist.label': 'Gemerkte Anzeigen',
  'wishlist.loadFailed': 'Ihre Wunschliste konnte nicht geladen werden.',
  'wishlist.empty': 'Ihre Wunschliste ist leer',
  'wishlist.emptyText': 'Merken Sie sich Anzeigen mit „Zur Wunschliste hinzufügen“ und finden Sie sie hier wieder.',
  'wishlist.explore': 'Marktplatz entdecken',
  'wishlist.removed': 'Von Ihrer Wunschliste entfernt.',
  'wishlist.updateFailed': 'Ihre Wunschliste konnte nicht aktualisiert werden. Bitte versuchen Sie es später erneut.',
  'wishlist.updateFailed.offline': 'Ihre Wunschliste konnte nicht aktualisiert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'wishlist.remove': 'Entfernen',
  'wishlist.removeTitle': '{title} von Ihrer Wunschliste entfernen',
  'liked.label': 'Anzeigen, die Ihnen gefallen',
  'liked.loadFailed': 'Die Anzeigen, die Ihnen gefallen, konnten nicht geladen werden.',
  'tiles.loading': 'Wird geladen …',
  'tiles.tryAgain': 'Erneut versuchen',
  'tiles.count': '{count, plural, one {# Anzeige} other {# Anzeigen}}',
  'tiles.loadMore': 'Mehr laden',
  'tile.noLocation': 'Ort nicht angegeben',
  'tile.notOnSale': 'Nicht mehr im Angebot',
};

export default de;
