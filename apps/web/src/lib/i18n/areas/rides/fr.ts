import type { AreaCatalog } from '../../area';
import type { ridesMessages } from './en';

const fr: AreaCatalog<typeof ridesMessages> = {
  'status.requested': 'Recherche d’un chauffeur',
  'status.accepted': 'Chauffeur en route',
  'status.arrived': 'Chauffeur arrivé',
  'status.started': 'En trajet',
  'status.completed': 'Terminé',
  'status.cancelled': 'Annulé',
  'vehicle.okada': 'Okada',
  'vehicle.tricycle': 'Tricycle',
  'vehicle.car': 'Voiture',
  'method.cash': 'Espèces',
  'method.momo': 'Mobile Money',
  'chat.withDriver': 'Discuter avec votre chauffeur',
  'chat.withRider': 'Discuter avec votre passager',
  'chat.empty': 'Pas encore de message.',
  'chat.you': 'Vous : ',
  'chat.driver': 'Chauffeur : ',
  'chat.rider': 'Passager : ',
  'chat.location': 'Position partagée',
  'chat.locationNote': 'Position partagée : {note}',
  'chat.message': 'Message',
  'chat.placeholder': 'Écrire un message',
  'chat.send': 'Envoyer',
  'sos': 'SOS',
  'sos.title': 'Envoyer un SOS ?',
  'sos.sending': 'Envoi...',
  'sos.send': 'Envoyer le SOS',
  'sos.notNow': 'Pas maintenant',
  'sos.text': 'L’assistance Dwa est alertée immédiatement avec ce trajet et votre dernière position connue. En cas de danger, appelez le 191 (police) ou le 193 (ambulance).',
  'sos.sent': 'L’assistance Dwa a reçu votre SOS et votre position. Si vous êtes en danger, appelez le 191 (police) ou le 193 (ambulance).',
};

export default fr;
