import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const pt: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'À procura de motorista',
  'status.accepted': 'Motorista a caminho',
  'status.arrived': 'O motorista chegou',
  'status.started': 'Em viagem',
  'status.completed': 'Concluída',
  'status.cancelled': 'Cancelada',
  'vehicle.okada': 'Okada',
  'vehicle.tricycle': 'Triciclo',
  'vehicle.car': 'Carro',
  'method.cash': 'Dinheiro',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'Conversar com o motorista',
  'chat.withRider': 'Conversar com o passageiro',
  'chat.empty': 'Ainda sem mensagens.',
  'chat.you': 'Você: ',
  'chat.driver': 'Motorista: ',
  'chat.rider': 'Passageiro: ',
  'chat.location': 'Localização partilhada',
  'chat.locationNote': 'Localização partilhada: {note}',
  'chat.message': 'Mensagem',
  'chat.placeholder': 'Escreva uma mensagem',
  'chat.send': 'Enviar',
  'sos': 'SOS',
  'sos.title': 'Enviar um SOS?',
  'sos.sending': 'A enviar...',
  'sos.send': 'Enviar SOS',
  'sos.notNow': 'Agora não',
  'sos.text': 'O apoio da Dwa é alertado de imediato com esta viagem e a sua última posição conhecida. Em perigo, ligue 191 (polícia) ou 193 (ambulância).',
  'sos.sent': 'O apoio da Dwa recebeu o seu SOS e a sua posição. Se estiver em perigo, ligue 191 (polícia) ou 193 (ambulância).',
};

export default pt;
