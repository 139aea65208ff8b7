import type { AreaCatalog } from '../../area';
import type { engagementMessages } from './en';

const de: AreaCatalog<typeof engagementMessages> = {
  'feedback': 'Diese Anzeige liken oder melden',
  'like': 'Gefällt mir',
  'likes': '{count, plural, one {Like} other {Likes}}',
  'report': 'Melden',
  'reported': 'Gemeldet',
  'wishlist.add': 'Auf die Wunschliste',
  'wishlist.remove': 'Von der Wunschliste entfernen',
  'wishlist.added': 'Zur Wunschliste hinzugefügt.',
  'wishlist.removed': 'Von der Wunschliste entfernt.',
  'comments': 'Kommentare ({count})',
  'wishlist.updateFailed': 'Ihre Wunschliste konnte nicht aktualisiert werden. Bitte versuchen Sie es später erneut.',
  'wishlist.updateFailed.offline': 'Ihre Wunschliste konnte nicht aktualisiert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

export default de;
