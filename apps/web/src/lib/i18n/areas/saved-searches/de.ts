import type { AreaCatalog } from '../../area';
import type { savedSearchesMessages } from './en';

const de: AreaCatalog<typeof savedSearchesMessages> = {
  'title': 'Gespeicherte Suchen',
  'description': 'Suchen, die du in Entdecken gespeichert hast, und wie oft wir dir neue Treffer melden.',
  'loadFailed': 'Deine gespeicherten Suchen konnten nicht geladen werden.',
  'empty': 'Noch keine gespeicherten Suchen',
  'emptyText': 'Suche in Entdecken und tippe auf „Suche speichern“, um von passenden neuen Anzeigen zu erfahren.',
  'count': '{count} von {limit} gespeicherten Suchen',
  'everything': 'Alle Anzeigen',
  'priceRange': '{min} bis {max}',
  'priceFrom': 'Ab {min}',
  'priceTo': 'Bis {max}',
  'frequency': 'Benachrichtigungen',
  'frequency.instant': 'Sofort',
  'frequency.daily': 'Einmal täglich',
  'frequency.weekly': 'Einmal pro Woche',
  'frequency.off': 'Aus',
  'open': 'Ergebnisse ansehen',
  'rename': 'Umbenennen',
  'renameTitle': '{name} umbenennen',
  'name': 'Name',
  'saveName': 'Speichern',
  'cancel': 'Abbrechen',
  'delete': 'Löschen',
  'deleteTitle': '{name} löschen',
  'confirmTitle': 'Diese gespeicherte Suche löschen?',
  'confirmText': 'Du erhältst dann keine Hinweise mehr auf neue Anzeigen für {name}.',
  'updated': 'Gespeicherte Suche aktualisiert.',
  'deleted': 'Gespeicherte Suche gelöscht.',
  'updateFailed': 'Die gespeicherte Suche konnte nicht geändert werden. Bitte versuche es erneut.',
  'loading': 'Wird geladen …',
  'explore': 'Marktplatz entdecken',
};

export default de;
