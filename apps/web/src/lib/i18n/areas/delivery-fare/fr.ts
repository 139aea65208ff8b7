import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const fr: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'Estimer une livraison',
  'itemSize': "Taille de l'objet",
  'size.small': 'Petit',
  'size.medium': 'Moyen',
  'size.large': 'Grand',
  'sizeHint.small': 'Tient dans un sac : documents, téléphone, nourriture',
  'sizeHint.medium': 'Un carton : chaussures, petit appareil',
  'sizeHint.large': 'Encombrant : télévision, meubles, plusieurs cartons',
  'sizeOption': '{size} ({hint})',
  'urgency': 'Urgence',
  'urgency.standard': 'Standard',
  'urgency.express': 'Express',
  'urgency.urgent': 'Urgent',
  'window.standard': '2 à 4 heures',
  'window.express': '1 à 2 heures',
  'window.urgent': "En moins d'une heure",
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'Estimer le prix',
  'pricing': 'Calcul du prix...',
  'estimate': 'Estimation du prix',
  'estimatedCost': 'Coût estimé',
  'size': 'Taille',
  'distance': 'Distance',
  'about': 'Environ {distance}',
  'paidOnDelivery': 'Payé à la livraison, en espèces ou par mobile money.',
};

export default fr;
