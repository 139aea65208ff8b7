import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const de: AreaCatalog<typeof notificationsMessages> = {
  'title': 'Benachrichtigungen',
  'tab.all': 'Alle',
  'tab.activity': 'Aktivität',
  'tab.promo': 'Aktionen',
  'tab.support': 'Support',
  'empty': 'Gerade nichts Neues – du bist auf dem neuesten Stand!',
  'unread': 'Ungelesen:',
  'loading': 'Benachrichtigungen werden geladen …',
  'loadFailed': 'Deine Benachrichtigungen konnten nicht geladen werden.',
  'tryAgain': 'Erneut versuchen',
  'markFailed': 'Deine Benachrichtigungen konnten nicht als gelesen markiert werden. Bitte versuche es später erneut.',
  'markFailed.offline': 'Deine Benachrichtigungen konnten nicht als gelesen markiert werden. Bitte prüfe deine Verbindung und versuche es erneut.',
  'markAll': 'Alle als gelesen markieren',
  'loadingMore': 'Wird geladen …',
  'loadMore': 'Mehr laden',
};

export default de;
