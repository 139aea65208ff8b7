import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const de: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'Fahrer wird gesucht',
  'status.accepted': 'Fahrer ist unterwegs',
  'status.arrived': 'Fahrer ist angekommen',
  'status.started': 'Unterwegs',
  'status.completed': 'Abgeschlossen',
  'status.cancelled': 'Storniert',
  'vehicle.okada': 'Okada',
  'vehicle.tricycle': 'Dreirad',
  'vehicle.car': 'Auto',
  'method.cash': 'Bar',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'Chat mit Ihrem Fahrer',
  'chat.withRider': 'Chat mit Ihrem Fahrgast',
  'chat.empty': 'Noch keine Nachrichten.',
  'chat.you': 'Sie: ',
  'chat.driver': 'Fahrer: ',
  'chat.rider': 'Fahrgast: ',
  'chat.location': 'Geteilter Standort',
  'chat.locationNote': 'Geteilter Standort: {note}',
  'chat.message': 'Nachricht',
  'chat.placeholder': 'Nachricht schreiben',
  'chat.send': 'Senden',
  'sos': 'SOS',
  'sos.title': 'SOS senden?',
  'sos.sending': 'Wird gesendet...',
  'sos.send': 'SOS senden',
  'sos.notNow': 'Jetzt nicht',
  'sos.text': 'Der Dwa-Support wird sofort mit dieser Fahrt und Ihrer letzten bekannten Position alarmiert. Bei Gefahr rufen Sie 191 (Polizei) oder 193 (Rettungsdienst) an.',
  'sos.sent': 'Der Dwa-Support hat Ihr SOS und Ihre Position. Wenn Sie in Gefahr sind, rufen Sie 191 (Polizei) oder 193 (Rettungsdienst) an.',
};

export default de;
