import type { AreaCatalog } from '../../area';
import type { reportsMessages } from './en';

const de: AreaCatalog<typeof reportsMessages> = {
  'title': 'Diese Anzeige melden',
  'why': 'Warum melden Sie diese Anzeige?',
  'reason.spam': 'Spam',
  'reason.inappropriate': 'Unangemessener Inhalt',
  'reason.duplicate': 'Doppelte Anzeige',
  'reason.prohibited': 'Verbotener Artikel',
  'reason.other': 'Sonstiges',
  'details': 'Weitere Angaben',
  'optional': '(optional)',
  'cancel': 'Abbrechen',
  'submitting': 'Wird gesendet...',
  'submit': 'Meldung senden',
  'failed': 'Die Anzeige konnte nicht gemeldet werden. Bitte versuchen Sie es später erneut.',
  'network': 'Beim Melden der Anzeige ist ein Fehler aufgetreten. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

export default de;
