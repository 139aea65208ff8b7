import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const es: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'Buscando conductor',
  'status.accepted': 'Conductor en camino',
  'status.arrived': 'El conductor ha llegado',
  'status.started': 'En viaje',
  'status.completed': 'Completado',
  'status.cancelled': 'Cancelado',
  'vehicle.okada': 'Okada',
  'vehicle.tricycle': 'Triciclo',
  'vehicle.car': 'Coche',
  'method.cash': 'Efectivo',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'Chat con tu conductor',
  'chat.withRider': 'Chat con tu pasajero',
  'chat.empty': 'Aún no hay mensajes.',
  'chat.you': 'Tú: ',
  'chat.driver': 'Conductor: ',
  'chat.rider': 'Pasajero: ',
  'chat.location': 'Ubicación compartida',
  'chat.locationNote': 'Ubicación compartida: {note}',
  'chat.message': 'Mensaje',
  'chat.placeholder': 'Escribe un mensaje',
  'chat.send': 'Enviar',
  'sos': 'SOS',
  'sos.title': '¿Enviar un SOS?',
  'sos.sending': 'Enviando...',
  'sos.send': 'Enviar SOS',
  'sos.notNow': 'Ahora no',
  'sos.text': 'El soporte de Dwa recibe al instante este viaje y tu última posición conocida. Si estás en peligro, llama al 191 (policía) o al 193 (ambulancia).',
  'sos.sent': 'El soporte de Dwa tiene tu SOS y tu posición. Si estás en peligro, llama al 191 (policía) o al 193 (ambulancia).',
};

export default es;
