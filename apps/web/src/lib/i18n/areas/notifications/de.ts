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
  'push.title': 'Push-Benachrichtigungen',
  'push.hint': 'Erfahre von Nachrichten, Bestellungen, Lieferungen, Fahrten und Benachrichtigungen auf diesem Gerät, auch wenn Dwa geschlossen ist.',
  'push.device': 'Push auf diesem Gerät',
  'push.on': 'Push ist auf diesem Gerät aktiviert.',
  'push.unsupported': 'Dieser Browser kann hier keine Push-Nachrichten empfangen. Installiere Dwa oder nutze einen Browser mit Benachrichtigungen.',
  'push.denied': 'Benachrichtigungen sind für Dwa in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen des Browsers, um Push einzuschalten.',
  'push.failed': 'Push konnte auf diesem Gerät nicht geändert werden. Bitte versuche es erneut.',
  'push.kinds': 'Was per Push kommt',
  'push.kind.messages': 'Nachrichten',
  'push.kind.orders': 'Bestellungen',
  'push.kind.deliveries': 'Lieferungen',
  'push.kind.rides': 'Fahrten',
  'push.kind.alerts': 'Benachrichtigungen zu gespeicherten Suchen',
  'push.saved': 'Push-Einstellungen gespeichert.',
  'push.saveFailed': 'Deine Push-Einstellungen konnten nicht gespeichert werden.',
  'push.loadFailed': 'Deine Push-Einstellungen konnten nicht geladen werden.',
};

export default de;
