import type { AreaCatalog } from '../../area';
import type { deliveryFareMessages } from './en';

const de: AreaCatalog<typeof deliveryFareMessages> = {
  'title': 'Lieferpreis berechnen',
  'itemSize': 'Größe des Artikels',
  'size.small': 'Klein',
  'size.medium': 'Mittel',
  'size.large': 'Groß',
  'sizeHint.small': 'Passt in eine Tasche: Dokumente, Handy, Essen',
  'sizeHint.medium': 'Ein Karton: Schuhe, kleines Gerät',
  'sizeHint.large': 'Sperrig: Fernseher, Möbel, mehrere Kartons',
  'sizeOption': '{size} ({hint})',
  'urgency': 'Dringlichkeit',
  'urgency.standard': 'Standard',
  'urgency.express': 'Express',
  'urgency.urgent': 'Dringend',
  'window.standard': '2–4 Stunden',
  'window.express': '1–2 Stunden',
  'window.urgent': 'Innerhalb 1 Stunde',
  'urgencyWindow': '{urgency} ({window})',
  'getEstimate': 'Preis berechnen',
  'pricing': 'Wird berechnet...',
  'estimate': 'Preisschätzung',
  'estimatedCost': 'Geschätzte Kosten',
  'size': 'Größe',
  'distance': 'Entfernung',
  'about': 'Etwa {distance}',
  'paidOnDelivery': 'Bezahlt bei Lieferung, bar oder per Mobile Money.',
};

export default de;
