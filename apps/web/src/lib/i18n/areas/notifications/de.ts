import type { AreaCatalog } from '../../area';
import type { notificationsMessages } from './en';

const de: AreaCatalog<typeof notificationsMessages> = {
  'title': 'Benachrichtigungen',
  'tab.all': 'Alle',
  'tab.activity': 'Aktivität',
  'tab.promo': 'Aktionen',
  'tab.support': 'Support',
  'empty': 'Gerade nichts Neues – Sie sind auf dem neuesten Stand!',
  'unread': 'Ungelesen:',
  'loading': 'Benachrichtigungen werden geladen …',
  'loadFailed': 'Ihre Benachrichtigungen konnten nicht geladen werden.',
  'tryAgain': 'Erneut versuchen',
  'markFailed': 'Ihre Benachrichtigungen konnten nicht als gelesen markiert werden. Bitte versuchen Sie es später erneut.',
  'markFailed.offline': 'Ihre Benachrichtigungen konnten nicht als gelesen markiert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'markAll': 'Alle als gelesen markieren',
  'loadingMore': 'Wird geladen …',
  'loadMore': 'Mehr laden',
};

export default de;
