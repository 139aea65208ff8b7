import type { AreaCatalog } from '../../area';
import type { savedMessages } from './en';

const de: AreaCatalog<typeof savedMessages> = {
  'wishlist.title': 'Wunschliste',
  'wishlist.description': 'Anzeigen, die du dir für später gemerkt hast.',
  'wishlist.label': 'Gemerkte Anzeigen',
  'wishlist.loadFailed': 'Deine Wunschliste konnte nicht geladen werden.',
  'wishlist.empty': 'Deine Wunschliste ist leer',
  'wishlist.emptyText': 'Merke dir Anzeigen mit „Zur Wunschliste hinzufügen“ und finde sie hier wieder.',
  'wishlist.explore': 'Marktplatz entdecken',
  'wishlist.removed': 'Von deiner Wunschliste entfernt.',
  'wishlist.updateFailed': 'Deine Wunschliste konnte nicht aktualisiert werden. Bitte versuche es später erneut.',
  'wishlist.updateFailed.offline': 'Deine Wunschliste konnte nicht aktualisiert werden. Bitte prüfe deine Verbindung und versuche es erneut.',
  'wishlist.remove': 'Entfernen',
  'wishlist.removeTitle': '{title} von deiner Wunschliste entfernen',
  'liked.label': 'Anzeigen, die dir gefallen',
  'liked.loadFailed': 'Die Anzeigen, die dir gefallen, konnten nicht geladen werden.',
  'tiles.loading': 'Wird geladen …',
  'tiles.tryAgain': 'Erneut versuchen',
  'tiles.count': '{count, plural, one {# Anzeige} other {# Anzeigen}}',
  'tiles.loadMore': 'Mehr laden',
  'tile.noLocation': 'Ort nicht angegeben',
  'tile.notOnSale': 'Nicht mehr im Angebot',
};

export default de;
